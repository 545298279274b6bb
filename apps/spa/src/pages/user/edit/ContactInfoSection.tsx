// The contact information of /user/edit (mainstay/updateMainstayInfo): contact, phone, e-mail; a
// new phone is confirmed with an SMS code sent to it. Saved on its own.
import type { EnterpriseContact, EnterpriseInfo } from '@ent/core/api';
import { ApiError } from '@ent/core/http';
import { ENTERPRISE_FIELD_TEXT, ENTERPRISE_INFO_TEXT, SMS_TEXT } from '@ent/core/messages';
import { contactPhoneNeedsCode, phoneError, validateEnterpriseContact } from '@ent/core/validate';
import { Field, Input } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { ContactCodeField } from '../../../widgets/ContactCodeField';
import { useFormModel } from '../../../widgets/model/useFormModel';
import { SectionCard, SectionForm, useSectionStyles } from './sectionParts';

/** The server's answers about an SMS code, shown at the code's field. */
const SMS_MESSAGES: string[] = [SMS_TEXT.codeWrong, SMS_TEXT.codeExpired, SMS_TEXT.codeMissing, SMS_TEXT.tooManyWrong];

type ContactValues = EnterpriseContact & { smsCode: string };

const contactOf = (info: EnterpriseInfo): ContactValues => ({
  contactName: info.contactName,
  contactPhone: info.contactPhone,
  contactEmail: info.contactEmail,
  smsCode: '',
});

export function ContactInfoSection({
  info,
  onSaved,
}: {
  info: EnterpriseInfo;
  onSaved: (record: EnterpriseInfo, msg: string | undefined) => Promise<void>;
}) {
  const { mainstay } = useServices();
  const styles = useSectionStyles();
  const size = useControlSize();
  const needsCode = (values: EnterpriseContact) =>
    Boolean(info.contactCodeRequired && contactPhoneNeedsCode(values.contactPhone, info));
  const form = useFormModel<ContactValues>({
    initial: () => contactOf(info),
    validate: ({ smsCode, ...values }) =>
      validateEnterpriseContact(values, { smsRequired: needsCode(values), smsCode }),
  });
  const { model, values } = form;
  // A save answers the record as saved: the section starts again from it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the record's version says when it changed.
  useEffect(() => model.reset(contactOf(info)), [model, info.updatedAt]);
  const codeNeeded = needsCode(values);

  const save = () =>
    model.submit(async ({ smsCode, ...entered }) => {
      try {
        const response = await mainstay.updateContact({
          id: info.id,
          ...entered,
          smsCode: needsCode(entered) ? smsCode.trim() : undefined,
          updatedAt: info.updatedAt,
        });
        if (!response.data) return false;
        await onSaved(response.data, response.msg);
        return true;
      } catch (error) {
        // The client has shown the server's reason; a refused code also marks its field.
        if (error instanceof ApiError && SMS_MESSAGES.includes(error.message))
          model.setExternal('smsCode', error.message);
        return false;
      }
    });

  return (
    <SectionCard title={ENTERPRISE_INFO_TEXT.contact} hint={ENTERPRISE_INFO_TEXT.contactHint}>
      <SectionForm
        label={ENTERPRISE_INFO_TEXT.contact}
        size={size}
        dirty={model.dirty()}
        saving={form.state.busy}
        onSubmit={save}
        onReset={() => model.reset()}
      >
        <div className={styles.grid}>
          <Field label={ENTERPRISE_FIELD_TEXT.contactName} required {...form.validation('contactName')} size={size}>
            <Input name="contactName" maxLength={32} {...form.text('contactName')} />
          </Field>
          <Field label={ENTERPRISE_FIELD_TEXT.contactPhone} required {...form.validation('contactPhone')} size={size}>
            <Input name="contactPhone" type="tel" inputMode="numeric" maxLength={11} {...form.text('contactPhone')} />
          </Field>
          {codeNeeded ? (
            <ContactCodeField
              validation={form.validation('smsCode')}
              size={size}
              input={{ name: 'smsCode', ...form.text('smsCode') }}
              phone={{
                phone: values.contactPhone,
                check: phoneError,
                onInvalid: (message) => model.setExternal('contactPhone', message),
              }}
            />
          ) : null}
          <Field label={ENTERPRISE_FIELD_TEXT.contactEmail} {...form.validation('contactEmail')} size={size}>
            <Input name="contactEmail" type="email" maxLength={100} {...form.text('contactEmail')} />
          </Field>
        </div>
      </SectionForm>
    </SectionCard>
  );
}
