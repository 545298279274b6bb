// The 字典数据 dialog: add a value to a dictionary or change one. A value records use keeps its key
// (the server refuses the change and says where it is used); its label, order and style may change.
import type { DictDataRow } from '@ent/core/api';
import { DICT_LIST_CLASSES, type DictDataForm, type DictListClass, dictDataFormErrors } from '@ent/core/dict';
import { DICT_TEXT as T } from '@ent/core/messages';
import { Checkbox, Dropdown, Field, Input, makeStyles, Option, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { useServices } from '../../../state/servicesContext';
import { EditorDialog } from '../../../widgets/model/EditorDialog';
import { StatusField } from '../../../widgets/model/StatusField';
import { useFormModel } from '../../../widgets/model/useFormModel';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
  row: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '12px' },
});

export function DictDataEditor({
  dictType,
  editing,
  onClose,
  onSaved,
}: {
  dictType: string;
  /** null adds a value. */
  editing: DictDataRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { dictApi, notifier } = useServices();
  const styles = useStyles();
  const [status, setStatus] = useState<'0' | '1'>(editing?.status ?? '0');
  const [isDefault, setIsDefault] = useState(editing?.isDefault ?? false);
  const [listClass, setListClass] = useState<DictListClass>(editing?.listClass ?? 'default');
  const form = useFormModel<DictDataForm>({
    initial: {
      dictLabel: editing?.dictLabel ?? '',
      dictValue: editing?.dictValue ?? '',
      dictSort: String(editing?.dictSort ?? 0),
      cssClass: editing?.cssClass ?? '',
      remark: editing?.remark ?? '',
    },
    validate: dictDataFormErrors,
  });

  const submit = () => {
    void form.model.submit(async (values) => {
      const body = {
        dictType,
        dictLabel: values.dictLabel.trim(),
        dictValue: values.dictValue.trim(),
        dictSort: Number(values.dictSort.trim() || 0),
        cssClass: values.cssClass.trim(),
        remark: values.remark.trim(),
        status,
        isDefault,
        listClass,
      };
      const { data } = editing
        ? await dictApi.dataUpdate({ dictCode: editing.dictCode, ...body })
        : await dictApi.dataAdd(body);
      if (!data) return false;
      notifier.show({ type: 'success', text: T.saved });
      onSaved();
      return true;
    });
  };

  return (
    <EditorDialog
      title={editing ? T.editDataTitle : T.addDataTitle}
      busy={form.state.busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label={T.type}>
        <Input value={dictType} disabled />
      </Field>
      <div className={styles.row}>
        <Field label={T.label} required {...form.validation('dictLabel')}>
          <Input {...form.text('dictLabel')} />
        </Field>
        <Field label={T.value} required {...form.validation('dictValue')}>
          <Input {...form.text('dictValue')} />
        </Field>
      </div>
      <div className={styles.row}>
        <Field label={T.sort} {...form.validation('dictSort')}>
          <Input inputMode="numeric" {...form.text('dictSort')} />
        </Field>
        <Field label={T.listClass}>
          <Dropdown
            value={T.listClasses[listClass] ?? listClass}
            selectedOptions={[listClass]}
            onOptionSelect={(_event, data) => setListClass((data.optionValue as DictListClass) ?? 'default')}
          >
            {DICT_LIST_CLASSES.map((name) => (
              <Option key={name} value={name}>
                {T.listClasses[name] ?? name}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      <Field label={T.cssClass} {...form.validation('cssClass')}>
        <Input {...form.text('cssClass')} />
      </Field>
      <StatusField label={T.status} value={status} labels={T.statuses} onChange={setStatus} />
      <Checkbox
        label={T.isDefault}
        checked={isDefault}
        onChange={(_event, data) => setIsDefault(data.checked === true)}
      />
      <Field label={T.remark} {...form.validation('remark')}>
        <Textarea resize="vertical" {...form.text('remark')} />
      </Field>
    </EditorDialog>
  );
}
