// The 参数设置 dialog: add a parameter, or change one (a built-in one keeps its key). The values are
// checked as they are typed with the server's own rules (validate/parameterValue).
import type { ConfigRow } from '@ent/core/api';
import { SYS_CONFIG_TEXT as T } from '@ent/core/messages';
import { type ConfigForm, configFormErrors } from '@ent/core/validate';
import { Checkbox, Field, Input, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { useServices } from '../../../state/servicesContext';
import { EditorDialog } from '../../../widgets/model/EditorDialog';
import { useFormModel } from '../../../widgets/model/useFormModel';

export function ConfigEditor({
  editing,
  onClose,
  onSaved,
}: {
  /** null adds a parameter. */
  editing: ConfigRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { configApi, notifier } = useServices();
  const [isPublic, setIsPublic] = useState(editing?.isPublic ?? false);
  const form = useFormModel<ConfigForm>({
    initial: {
      configName: editing?.configName ?? '',
      configKey: editing?.configKey ?? '',
      configValue: editing?.configValue ?? '',
      remark: editing?.remark ?? '',
    },
    validate: configFormErrors,
  });
  const builtin = editing?.configType === 'Y';

  const submit = () => {
    void form.model.submit(async (values) => {
      const body = {
        configName: values.configName.trim(),
        configKey: values.configKey.trim(),
        configValue: values.configValue,
        remark: values.remark.trim(),
        isPublic,
      };
      const { data } = editing
        ? await configApi.update({ configId: editing.configId, ...body })
        : await configApi.add(body);
      if (!data) return false;
      notifier.show({ type: 'success', text: T.saved });
      onSaved();
      return true;
    });
  };

  return (
    <EditorDialog title={editing ? T.editTitle : T.addTitle} busy={form.state.busy} onSubmit={submit} onClose={onClose}>
      <Field label={T.name} required {...form.validation('configName')}>
        <Input {...form.text('configName')} />
      </Field>
      <Field label={T.key} required {...form.validation('configKey')}>
        <Input {...form.text('configKey')} disabled={builtin} />
      </Field>
      <Field label={T.value} {...form.validation('configValue')}>
        <Textarea resize="vertical" {...form.text('configValue')} />
      </Field>
      <Checkbox label={T.isPublic} checked={isPublic} onChange={(_event, data) => setIsPublic(data.checked === true)} />
      <Field label={T.remark} {...form.validation('remark')}>
        <Textarea resize="vertical" {...form.text('remark')} />
      </Field>
    </EditorDialog>
  );
}
