// The 通知公告 dialog: add a notice or change one: title (required), type, content as plain
// paragraphs, the form it asks for, and (on add) who receives it. Checked as typed with the limits
// of the server's request schema (contract/notices), shown under each field like every editor.
import type { ManagedNotice } from '@ent/core/api';
import { DOMAIN_TEXT, NOTICE_PAGE_TEXT as T } from '@ent/core/messages';
import { type NoticeForm, noticeFormErrors, noticeParagraphs } from '@ent/core/validate';
import { Field, Input, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import { useServices } from '../../../state/servicesContext';
import { EditorDialog } from '../../../widgets/model/EditorDialog';
import { useFormModel } from '../../../widgets/model/useFormModel';

/** The paragraphs stored as the notice's HTML, back as plain text with line breaks. */
function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const paragraphs = [...doc.body.querySelectorAll('p')].map((p) => p.textContent ?? '');
  return paragraphs.length > 0 ? paragraphs.join('\n') : (doc.body.textContent ?? '');
}

export function NoticeEditor({
  editing,
  onClose,
  onSaved,
}: {
  /** null adds a notice. */
  editing: ManagedNotice | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { noticeApi, notifier } = useServices();
  const form = useFormModel<NoticeForm>({
    initial: () => ({
      noticeTitle: editing?.noticeTitle ?? '',
      noticeType: editing?.noticeType ?? '1',
      content: editing ? htmlToText(editing.noticeContent) : '',
      formId: editing?.formId ? String(editing.formId) : '',
    }),
    validate: noticeFormErrors,
  });
  const formId = form.text('formId');

  const submit = () => {
    void form.model.submit(async (values) => {
      const body = {
        noticeTitle: values.noticeTitle.trim(),
        noticeType: values.noticeType,
        noticeContent: noticeParagraphs(values.content),
        formId: values.formId ? Number(values.formId) : null,
      };
      if (editing) await noticeApi.update({ ...body, noticeId: editing.noticeId });
      else await noticeApi.create({ ...body, audience: { type: 'all', ids: [] } });
      notifier.show({ type: 'success', text: T.saved });
      onSaved();
      return true;
    });
  };

  return (
    <EditorDialog title={editing ? T.editTitle : T.addTitle} busy={form.state.busy} onSubmit={submit} onClose={onClose}>
      <Field label={T.noticeTitle} required {...form.validation('noticeTitle')}>
        <Input {...form.text('noticeTitle')} />
      </Field>
      <Field label={T.noticeType}>
        <RadioGroup
          layout="horizontal"
          value={form.values.noticeType}
          onChange={(_event, data) => form.model.set('noticeType', data.value as '1' | '2')}
        >
          <Radio value="1" label={DOMAIN_TEXT.noticeTypes['1']} />
          <Radio value="2" label={DOMAIN_TEXT.noticeTypes['2']} />
        </RadioGroup>
      </Field>
      <Field label={T.noticeContent} {...form.validation('content')}>
        <Textarea rows={6} resize="vertical" {...form.text('content')} />
      </Field>
      <Field label={T.formId} {...form.validation('formId')}>
        <Input
          inputMode="numeric"
          {...formId}
          onChange={(event, data) => formId.onChange(event, { value: data.value.replace(/\D/g, '') })}
        />
      </Field>
      {editing ? null : <Field label={T.audience}>{T.audienceAll}</Field>}
    </EditorDialog>
  );
}
