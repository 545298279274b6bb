// /registered (and /register): an enterprise registers itself. The phone is verified by an SMS
// code and becomes the login name; the password is checked against the server's policy as it is
// typed; the credit code is checked for its format and whether it is already registered. The
// account then logs in and completes its company information.
import { ApiError } from '@ent/core/http';
import { REGISTER_TEXT, SMS_TEXT } from '@ent/core/messages';
import { present } from '@ent/core/model';
import {
  checkPassword,
  creditCodeError,
  normalizeCreditCode,
  phoneAsTyped,
  phoneError,
  type RegistrationFormValues,
  validateRegistrationForm,
} from '@ent/core/validate';
import { Body1, Button, Field, Input, Link, makeStyles, mergeClasses, Spinner } from '@fluentui/react-components';
import { type FormEvent, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Link as RouterLink, useLocation } from 'wouter';
import { useServices } from '../../state/servicesContext';
import { AuthHeading, AuthLayout, useAuthStyles } from '../../widgets/auth/AuthLayout';
import { useFormModel } from '../../widgets/model/useFormModel';
import { useResource } from '../../widgets/model/useResource';
import { PasswordChecklist, PasswordInput, PasswordStrength } from '../../widgets/password/PasswordFeedback';
import { SmsCodeField } from '../../widgets/SmsCodeField';

const useStyles = makeStyles({
  card: { maxWidth: '520px', padding: '32px', gap: '14px' },
});

const EMPTY: RegistrationFormValues = {
  phone: '',
  smsCode: '',
  password: '',
  confirmPassword: '',
  fullName: '',
  enterpriseName: '',
  creditCode: '',
};

const SMS_MESSAGES: string[] = [SMS_TEXT.codeWrong, SMS_TEXT.codeExpired, SMS_TEXT.codeMissing, SMS_TEXT.tooManyWrong];

/** Which field a refusal of the server belongs to, so it also shows beside that field. */
function fieldOf(message: string, passwordProblem: string | null): keyof RegistrationFormValues | null {
  if (SMS_MESSAGES.includes(message)) return 'smsCode';
  if (message === REGISTER_TEXT.phoneTaken) return 'phone';
  if (message === REGISTER_TEXT.creditCodeTaken || message.includes(REGISTER_TEXT.creditCodeInvalid)) {
    return 'creditCode';
  }
  if (message === REGISTER_TEXT.confirmMismatch) return 'confirmPassword';
  if (message === passwordProblem) return 'password';
  return null;
}

export default function RegisterPage() {
  const { platform: platformState, system, registration, mainstay, notifier } = useServices();
  const platform = useSnapshot(platformState);
  const styles = useStyles();
  const authStyles = useAuthStyles();
  const [, navigate] = useLocation();
  const policy = useResource(async () => present((await system.passwordPolicy()).data), [system]).data ?? null;
  const form = useFormModel<RegistrationFormValues>({
    initial: EMPTY,
    validate: (values) => validateRegistrationForm(values, policy),
  });
  const { model, values } = form;

  useEffect(() => {
    document.title = `${REGISTER_TEXT.title} - ${platform.title}`;
  }, [platform.title]);

  const phone = form.text('phone');
  const password = (key: 'password' | 'confirmPassword') => ({
    name: key,
    autoComplete: 'new-password',
    value: values[key],
    onChange: (value: string) => model.set(key, value),
    onBlur: () => model.leave(key),
  });

  /** Format first, then whether the code is taken; an answer that fails quietly leaves it to submit. */
  const checkCreditCode = async () => {
    model.leave('creditCode');
    if (!values.creditCode.trim() || creditCodeError(values.creditCode)) return;
    const code = normalizeCreditCode(values.creditCode);
    model.set('creditCode', code);
    try {
      const { data: taken } = await mainstay.creditCodeRegistered(code);
      if (taken) model.setExternal('creditCode', REGISTER_TEXT.creditCodeTaken);
    } catch {
      // Shown by the HTTP client.
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void model.submit(async (entered) => {
      const phone = entered.phone.trim();
      try {
        await registration.register({
          phone,
          smsCode: entered.smsCode.trim(),
          password: entered.password,
          confirmPassword: entered.confirmPassword,
          fullName: entered.fullName.trim(),
          enterpriseName: entered.enterpriseName.trim(),
          creditCode: normalizeCreditCode(entered.creditCode),
        });
      } catch (error) {
        // The HTTP client has shown the message; it also goes beside its field.
        if (error instanceof ApiError) {
          const field = fieldOf(error.message, policy ? checkPassword(policy, entered.password) : null);
          if (field) model.setExternal(field, error.message);
        }
        return false;
      }
      notifier.show({ type: 'success', text: REGISTER_TEXT.registered });
      navigate(`/login?username=${encodeURIComponent(phone)}`, { replace: true });
      return true;
    });
  };

  return (
    <AuthLayout>
      <form
        className={mergeClasses(authStyles.card, styles.card)}
        onSubmit={submit}
        noValidate
        aria-label={REGISTER_TEXT.title}
      >
        <AuthHeading
          caption={platform.title}
          title={REGISTER_TEXT.title}
          subtitle={platform.profile.loginSubtitle}
          level="title"
        />
        <Field label={REGISTER_TEXT.phone} required {...form.validation('phone')}>
          <Input
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            // Room for a number typed or pasted with spaces or dashes (138 0517-0001), which are dropped.
            maxLength={20}
            placeholder={REGISTER_TEXT.phonePlaceholder}
            {...phone}
            onChange={(event, data) => phone.onChange(event, { value: phoneAsTyped(data.value) })}
          />
        </Field>
        <SmsCodeField
          label={REGISTER_TEXT.smsCode}
          required
          validation={form.validation('smsCode')}
          input={{ name: 'smsCode', ...form.text('smsCode') }}
          button={{
            phone: values.phone,
            check: phoneError,
            onInvalid: (message) => model.setExternal('phone', message),
            send: async (phone) => (await registration.sendMessage({ phone })).data,
            onSent: (sent) => notifier.show({ type: 'success', text: REGISTER_TEXT.codeSent(sent.phone) }),
          }}
        />
        <Field
          label={REGISTER_TEXT.password}
          required
          {...form.validation('password')}
          hint={model.shown('password') ? undefined : policy?.tips}
        >
          <PasswordInput {...password('password')} />
        </Field>
        <PasswordStrength password={values.password} />
        {policy ? (
          <PasswordChecklist
            policy={policy}
            password={values.password}
            // The phone is the login name; the rule shows before it is whole and is judged after.
            loginName={phoneError(values.phone) ? '' : values.phone.trim()}
          />
        ) : null}
        <Field label={REGISTER_TEXT.confirmPassword} required {...form.validation('confirmPassword')}>
          <PasswordInput {...password('confirmPassword')} />
        </Field>
        <Field label={REGISTER_TEXT.fullName} required {...form.validation('fullName')}>
          <Input name="fullName" autoComplete="name" maxLength={32} {...form.text('fullName')} />
        </Field>
        <Field label={REGISTER_TEXT.enterpriseName} required {...form.validation('enterpriseName')}>
          <Input name="enterpriseName" autoComplete="organization" maxLength={100} {...form.text('enterpriseName')} />
        </Field>
        <Field
          label={REGISTER_TEXT.creditCode}
          required
          {...form.validation('creditCode')}
          hint={model.shown('creditCode') ? undefined : REGISTER_TEXT.creditCodeHint}
        >
          <Input
            name="creditCode"
            autoComplete="off"
            maxLength={24}
            {...form.text('creditCode')}
            onBlur={() => void checkCreditCode()}
          />
        </Field>
        <Button type="submit" appearance="primary" size="large" disabled={form.state.busy}>
          {form.state.busy ? <Spinner size="tiny" label={REGISTER_TEXT.submitting} /> : REGISTER_TEXT.submit}
        </Button>
        <Body1 className={authStyles.footer}>
          {REGISTER_TEXT.haveAccount}
          <RouterLink href="/login" asChild>
            <Link>{REGISTER_TEXT.toLogin}</Link>
          </RouterLink>
        </Body1>
      </form>
    </AuthLayout>
  );
}
