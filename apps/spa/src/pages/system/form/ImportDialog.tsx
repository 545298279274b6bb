// 导入 / 新版本: a version imported from the form generator's JSON (pasted or chosen as a file) as a
// draft; 新版本 starts from an existing row's content and key.
import { checkImport, type ImportErrors, type ImportInput, MAX_TITLE_CHARS } from '@ent/core/forms';
import { DEFINITION_TEXT } from '@ent/core/messages';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Text,
  Textarea,
} from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useServices } from '../../../state/servicesContext';
import { useDialogStyles, without } from './definitionDialogs';

export type ImportSeed = ImportInput & { newVersion: boolean };

export function ImportDialog({
  seed,
  onClose,
  onImported,
}: {
  seed: ImportSeed;
  onClose: () => void;
  onImported: () => void;
}) {
  const { forms, notifier } = useServices();
  const styles = useDialogStyles();
  const [input, setInput] = useState<ImportInput>({ text: seed.text, title: seed.title, formKey: seed.formKey });
  const [errors, setErrors] = useState<ImportErrors>({});
  const [busy, setBusy] = useState(false);
  const file = useRef<HTMLInputElement>(null);

  const change = (key: keyof ImportInput, value: string) => {
    setInput((current) => ({ ...current, [key]: value }));
    setErrors((current) => without(current, key));
  };

  const readFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    try {
      const text = await chosen.text();
      const title = chosen.name.replace(/\.json$/i, '').slice(0, MAX_TITLE_CHARS);
      setInput((current) => ({ ...current, text, title: current.title || title }));
      setErrors((current) => without(current, 'text'));
    } catch {
      setErrors((current) => ({ ...current, text: DEFINITION_TEXT.fileFailed }));
    }
  };

  const submit = async () => {
    const check = checkImport(input);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setBusy(true);
    try {
      await forms.addDefinition(check.request);
    } catch {
      // The client has shown the server's message; the dialog keeps the input.
      setBusy(false);
      return;
    }
    notifier.show({ type: 'success', text: DEFINITION_TEXT.imported });
    onImported();
  };

  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.wide}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{DEFINITION_TEXT.importTitle}</DialogTitle>
            <DialogContent className={styles.form}>
              <Text>{seed.newVersion ? DEFINITION_TEXT.newVersionHint : DEFINITION_TEXT.importHint}</Text>
              <Field
                label={DEFINITION_TEXT.jsonText}
                required
                validationMessage={errors.text}
                validationState={errors.text ? 'error' : 'none'}
              >
                <Textarea
                  className={styles.json}
                  rows={12}
                  resize="vertical"
                  value={input.text}
                  onChange={(_event, data) => change('text', data.value)}
                />
              </Field>
              <div>
                <Button icon={<ArrowUploadRegular />} onClick={() => file.current?.click()}>
                  {DEFINITION_TEXT.chooseJson}
                </Button>
                <input
                  ref={file}
                  type="file"
                  accept=".json,application/json"
                  hidden
                  tabIndex={-1}
                  aria-label={DEFINITION_TEXT.chooseJson}
                  onChange={(event) => {
                    const chosen = event.target.files?.[0];
                    event.target.value = '';
                    void readFile(chosen);
                  }}
                />
              </div>
              <Field
                label={DEFINITION_TEXT.formTitle}
                required
                validationMessage={errors.title}
                validationState={errors.title ? 'error' : 'none'}
              >
                <Input
                  value={input.title}
                  maxLength={MAX_TITLE_CHARS}
                  onChange={(_event, data) => change('title', data.value)}
                />
              </Field>
              <Field
                label={DEFINITION_TEXT.formKey}
                hint={DEFINITION_TEXT.formKeyHint}
                validationMessage={errors.formKey}
                validationState={errors.formKey ? 'error' : 'none'}
              >
                <Input
                  value={input.formKey}
                  maxLength={60}
                  onChange={(_event, data) => change('formKey', data.value)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={busy}>
                {DEFINITION_TEXT.confirm}
              </Button>
              <Button onClick={onClose}>{DEFINITION_TEXT.cancel}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
