// The 字典管理 dialog: add a dictionary, or change one (a built-in one keeps its type code, which the
// platform reads it by). Checked as typed with the server's own rules (dict/dictRules).
import type { DictTypeRow } from '@ent/core/api';
import { type DictTypeForm, dictTypeFormErrors } from '@ent/core/dict';
import { DICT_TEXT as T } from '@ent/core/messages';
import { Field, Input, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { useServices } from '../../../state/servicesContext';
import { EditorDialog } from '../../../widgets/model/EditorDialog';
import { StatusField } from '../../../widgets/model/StatusField';
import { useFormModel } from '../../../widgets/model/useFormModel';

export function DictTypeEditor({
  editing,
  onClose,
  onSaved,
}: {
  /** null adds a dictionary. */
  editing: DictTypeRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { dictApi, notifier } = useServices();
  const [status, setStatus] = useState<'0' | '1'>(editing?.status ?? '0');
  const form = useFormModel<DictTypeForm>({
    initial: { dictName: editing?.dictName ?? '', dictType: editing?.dictType ?? '', remark: editing?.remark ?? '' },
    validate: dictTypeFormErrors,
  });

  const submit = () => {
    void form.model.submit(async (values) => {
      const body = {
        dictName: values.dictName.trim(),
        dictType: values.dictType.trim(),
        remark: values.remark.trim(),
        status,
      };
      const { data } = editing
        ? await dictApi.typeUpdate({ dictId: editing.dictId, ...body })
        : await dictApi.typeAdd(body);
      if (!data) return false;
      notifier.show({ type: 'success', text: T.saved });
      onSaved();
      return true;
    });
  };

  return (
    <EditorDialog
      title={editing ? T.editTypeTitle : T.addTypeTitle}
      busy={form.state.busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label={T.name} required {...form.validation('dictName')}>
        <Input {...form.text('dictName')} />
      </Field>
      <Field label={T.type} required {...form.validation('dictType')}>
        <Input {...form.text('dictType')} disabled={editing?.builtin === true} />
      </Field>
      <StatusField label={T.status} value={status} labels={T.statuses} onChange={setStatus} />
      <Field label={T.remark} {...form.validation('remark')}>
        <Textarea resize="vertical" {...form.text('remark')} />
      </Field>
    </EditorDialog>
  );
}
