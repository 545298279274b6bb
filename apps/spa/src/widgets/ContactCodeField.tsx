// The SMS code that confirms an enterprise's contact phone (完善企业信息, and 企业信息's contact section
// when the phone changes): sent through the enterprise service, with the shell's notice of where it went.
import { COMPANY_INFO_TEXT, REGISTER_TEXT } from '@ent/core/messages';
import { useServices } from '../state/servicesContext';
import type { SmsCodeButtonProps } from './SmsCodeButton';
import { SmsCodeField, type SmsCodeFieldProps } from './SmsCodeField';

export interface ContactCodeFieldProps extends Omit<SmsCodeFieldProps, 'label' | 'required' | 'button'> {
  /** The contact phone as typed, its check, and where a problem with it is shown. */
  phone: Pick<SmsCodeButtonProps, 'phone' | 'check' | 'onInvalid'>;
}

export function ContactCodeField({ phone, ...field }: ContactCodeFieldProps) {
  const { mainstay, notifier } = useServices();
  return (
    <SmsCodeField
      label={COMPANY_INFO_TEXT.smsCode}
      required
      {...field}
      button={{
        ...phone,
        send: async (to) => (await mainstay.sendVerificationCode(to)).data,
        onSent: (sent) => notifier.show({ type: 'success', text: REGISTER_TEXT.codeSent(sent.phone) }),
      }}
    />
  );
}
