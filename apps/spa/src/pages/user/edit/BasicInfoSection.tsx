// The registered information of /user/edit (mainstay/update): name, legal person, group, region,
// address, and the credit code where government staff may change it; saved on its own, checked
// first with the rules of completing company information.
import type { EnterpriseBasic, EnterpriseGroup, EnterpriseInfo } from '@ent/core/api';
import { COMPANY_INFO_TEXT, ENTERPRISE_FIELD_TEXT, ENTERPRISE_INFO_TEXT } from '@ent/core/messages';
import { validateEnterpriseBasic } from '@ent/core/validate';
import { Field, Input, Select } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { useFormModel } from '../../../widgets/model/useFormModel';
import { RegionPicker } from '../../../widgets/RegionPicker';
import { SectionCard, SectionForm, useSectionStyles } from './sectionParts';

const basicOf = (info: EnterpriseInfo): EnterpriseBasic => ({
  name: info.name,
  creditCode: info.creditCode,
  legalPerson: info.legalPerson,
  groupId: info.groupId,
  regionCode: info.regionCode,
  address: info.address,
});

export function BasicInfoSection({
  info,
  groups,
  onSaved,
}: {
  info: EnterpriseInfo;
  groups: EnterpriseGroup[];
  onSaved: (record: EnterpriseInfo, msg: string | undefined) => Promise<void>;
}) {
  const { mainstay } = useServices();
  const styles = useSectionStyles();
  const size = useControlSize();
  const creditCodeEditable = info.creditCodeEditable;
  const form = useFormModel<EnterpriseBasic>({
    initial: () => basicOf(info),
    validate: (values) => validateEnterpriseBasic(values, { creditCodeEditable }),
  });
  const { model, values } = form;
  // A save answers the record as saved: the section starts again from it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the record's version says when it changed.
  useEffect(() => model.reset(basicOf(info)), [model, info.updatedAt]);

  const save = () =>
    model.submit(async (entered) => {
      const response = await mainstay.updateEnterprise({
        id: info.id,
        ...entered,
        // The code goes only where it may change; the server keeps it otherwise.
        creditCode: creditCodeEditable ? entered.creditCode : undefined,
        updatedAt: info.updatedAt,
      });
      if (!response.data) return false;
      await onSaved(response.data, response.msg);
      return true;
    });

  return (
    <SectionCard title={ENTERPRISE_INFO_TEXT.basic} hint={ENTERPRISE_INFO_TEXT.basicHint}>
      <SectionForm
        label={ENTERPRISE_INFO_TEXT.basic}
        size={size}
        dirty={model.dirty()}
        saving={form.state.busy}
        onSubmit={save}
        onReset={() => model.reset()}
      >
        <div className={styles.stack}>
          <div className={styles.grid}>
            <Field label={ENTERPRISE_FIELD_TEXT.name} required {...form.validation('name')} size={size}>
              <Input name="name" maxLength={100} {...form.text('name')} />
            </Field>
            <Field
              label={ENTERPRISE_FIELD_TEXT.creditCode}
              required={creditCodeEditable}
              {...form.validation('creditCode')}
              size={size}
            >
              <Input
                name="creditCode"
                maxLength={18}
                readOnly={!creditCodeEditable}
                appearance={creditCodeEditable ? 'outline' : 'filled-darker'}
                {...form.text('creditCode')}
              />
            </Field>
            <Field label={ENTERPRISE_FIELD_TEXT.legalPerson} required {...form.validation('legalPerson')} size={size}>
              <Input name="legalPerson" maxLength={32} {...form.text('legalPerson')} />
            </Field>
            <Field label={ENTERPRISE_FIELD_TEXT.group} size={size}>
              <Select
                value={values.groupId === null ? '' : String(values.groupId)}
                onChange={(_e, data) => model.set('groupId', data.value ? Number(data.value) : null)}
              >
                <option value="">{COMPANY_INFO_TEXT.groupNone}</option>
                {groups.map((group) => (
                  <option key={group.id} value={String(group.id)}>
                    {group.name}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <RegionPicker
            value={values.regionCode}
            onChange={(code) => {
              model.set('regionCode', code);
              model.touch('regionCode');
            }}
            error={model.shown('regionCode')}
            required
          />
          <Field label={ENTERPRISE_FIELD_TEXT.address} required {...form.validation('address')} size={size}>
            <Input name="address" maxLength={200} {...form.text('address')} />
          </Field>
        </div>
      </SectionForm>
    </SectionCard>
  );
}
