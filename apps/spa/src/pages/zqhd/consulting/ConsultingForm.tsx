// The enterprise's new question or advice: kind, category, title, content, contact and attachments,
// checked with core's rules (validate/consulting) before anything is sent.
import { DICT_TYPES } from '@ent/core/dict';
import { CONSULTING_TEXT } from '@ent/core/messages';
import { fileIdOf, type UploadedFile } from '@ent/core/upload';
import {
  CONSULTING_LIMITS,
  type ConsultingCategory,
  type ConsultingDraft,
  type ConsultingErrors,
  type ConsultingKind,
  emptyConsultingDraft,
  validateConsultingDraft,
} from '@ent/core/validate';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  Textarea,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useServices } from '../../../state/servicesContext';
import { useDictChoices } from '../../../widgets/dict/useDictionary';
import { AttachmentPicker } from './AttachmentPicker';

const useStyles = makeStyles({
  surface: { maxWidth: '680px', width: '100%' },
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
  row: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '12px' },
});

export function ConsultingForm({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const categories = useDictChoices(DICT_TYPES.consultingCategory);
  const { consulting, notifier, sessionState } = useServices();
  const { user } = useSnapshot(sessionState);
  const styles = useStyles();
  const [draft, setDraft] = useState<ConsultingDraft & { files: UploadedFile[] }>(() => ({
    ...emptyConsultingDraft(),
    contactName: user?.fullName ?? '',
    files: [],
  }));
  const [errors, setErrors] = useState<ConsultingErrors>({});
  const [busy, setBusy] = useState(false);

  const change = <K extends keyof ConsultingDraft>(key: K, value: (ConsultingDraft & { files: UploadedFile[] })[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async () => {
    const found = validateConsultingDraft(draft);
    setErrors(found);
    if (busy || Object.values(found).some(Boolean)) return;
    setBusy(true);
    // A refusal is shown by the client's notifier; the form stays open with what was typed.
    const response = await consulting
      .create({
        kind: draft.kind as ConsultingKind,
        category: draft.category as ConsultingCategory,
        title: draft.title.trim(),
        content: draft.content.trim(),
        contactName: draft.contactName.trim(),
        contactPhone: draft.contactPhone.trim(),
        fileIds: draft.files.map(fileIdOf).filter((id): id is number => id !== null),
      })
      .catch(() => null)
      .finally(() => setBusy(false));
    if (!response) return;
    notifier.show({ type: 'success', text: CONSULTING_TEXT.created });
    if (response.data) onCreated(response.data.id);
  };

  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <form
          noValidate
          aria-label={CONSULTING_TEXT.addTitle}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{CONSULTING_TEXT.addTitle}</DialogTitle>
            <DialogContent className={styles.form}>
              <div className={styles.row}>
                <Field label={CONSULTING_TEXT.kind} required validationMessage={errors.kind}>
                  <RadioGroup
                    layout="horizontal"
                    value={draft.kind}
                    onChange={(_event, data) => change('kind', data.value as ConsultingKind)}
                  >
                    <Radio value="question" label={CONSULTING_TEXT.kinds.question} />
                    <Radio value="advice" label={CONSULTING_TEXT.kinds.advice} />
                  </RadioGroup>
                </Field>
                <Field label={CONSULTING_TEXT.category} required validationMessage={errors.category}>
                  <Dropdown
                    placeholder={CONSULTING_TEXT.category}
                    value={draft.category ? categories.label(draft.category) : ''}
                    selectedOptions={draft.category ? [draft.category] : []}
                    onOptionSelect={(_event, data) =>
                      change('category', (data.optionValue ?? '') as ConsultingCategory)
                    }
                  >
                    {categories.choices.map(([value, label]) => (
                      <Option key={value} value={value}>
                        {label}
                      </Option>
                    ))}
                  </Dropdown>
                </Field>
              </div>
              <Field label={CONSULTING_TEXT.subject} required validationMessage={errors.title}>
                <Input
                  value={draft.title}
                  maxLength={CONSULTING_LIMITS.title + 20}
                  onChange={(_event, data) => change('title', data.value)}
                />
              </Field>
              <Field
                label={CONSULTING_TEXT.content}
                required
                validationMessage={errors.content}
                hint={`${draft.content.trim().length} / ${CONSULTING_LIMITS.content}`}
              >
                <Textarea rows={6} value={draft.content} onChange={(_event, data) => change('content', data.value)} />
              </Field>
              <div className={styles.row}>
                <Field label={CONSULTING_TEXT.contactName} validationMessage={errors.contactName}>
                  <Input value={draft.contactName} onChange={(_event, data) => change('contactName', data.value)} />
                </Field>
                <Field label={CONSULTING_TEXT.contactPhone} validationMessage={errors.contactPhone}>
                  <Input
                    type="tel"
                    value={draft.contactPhone}
                    onChange={(_event, data) => change('contactPhone', data.value)}
                  />
                </Field>
              </div>
              <Field label={CONSULTING_TEXT.attachments} validationMessage={errors.files}>
                <AttachmentPicker
                  label={CONSULTING_TEXT.attachments}
                  files={draft.files}
                  onChange={(files) => change('files', files)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={busy}>
                {CONSULTING_TEXT.submit}
              </Button>
              <Button onClick={onClose}>{CONSULTING_TEXT.cancel}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
