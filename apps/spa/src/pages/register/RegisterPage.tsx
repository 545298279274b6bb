// /registered (and /register): an enterprise registers itself. The phone is verified by an SMS
// code and becomes the login name; the password is checked against the server's policy as it is
// typed; the credit code is checked for its format and whether it is already registered. The
// account then logs in and completes its company information.
import type { PasswordPolicy } from '@ent/core/api';
import { ApiError } from '@ent/core/http';
import { REGISTER_TEXT, SMS_TEXT } from '@ent/core/messages';
import { brandRamp, LOGIN_PRIMARY } from '@ent/core/platform';
import {
  checkPassword,
  creditCodeError,
  normalizeCreditCode,
  phoneError,
  type RegistrationFormErrors,
  type RegistrationFormValues,
  validateRegistrationForm,
} from '@ent/core/validate';
import {
  Body1,
  Button,
  Caption1,
  createLightTheme,
  Field,
  FluentProvider,
  Input,
  Link,
  makeStyles,
  Spinner,
  Subtitle1,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link as RouterLink, useLocation } from 'wouter';
import { useServices } from '../../state/servicesContext';
import { PasswordChecklist, PasswordInput, PasswordStrength } from '../../widgets/password/PasswordFeedback';
import { SmsCodeButton } from './SmsCodeButton';

const registerTheme = createLightTheme(brandRamp(LOGIN_PRIMARY));

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: `linear-gradient(135deg, ${tokens.colorBrandBackground} 0%, ${tokens.colorBrandBackgroundPressed} 100%)`,
    padding: '24px',
    boxSizing: 'border-box',
  },
  card: {
    width: '100%',
    maxWidth: '520px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow28,
    padding: '32px',
    display: 'flex',
    flexDirection: 'column',
    gap: '14px',
  },
  heading: { display: 'flex', flexDirection: 'column', gap: '4px', marginBottom: '4px' },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
  subtitle: { color: tokens.colorBrandForeground1, margin: 0 },
  codeRow: { display: 'flex', gap: '12px', alignItems: 'flex-end' },
  codeInput: { flexGrow: 1 },
  footer: { textAlign: 'center' },
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
  const [, navigate] = useLocation();
  const [values, setValues] = useState<RegistrationFormValues>(EMPTY);
  const [errors, setErrors] = useState<RegistrationFormErrors>({});
  const [policy, setPolicy] = useState<PasswordPolicy | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    document.title = `${REGISTER_TEXT.title} - ${platform.title}`;
  }, [platform.title]);

  useEffect(() => {
    let live = true;
    system
      .passwordPolicy()
      .then(({ data }) => {
        if (live && data) setPolicy(data);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [system]);

  const update = (field: keyof RegistrationFormValues) => (_event: unknown, data: { value: string }) => {
    setValues((v) => ({ ...v, [field]: data.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  // Leaving a password field says what is wrong with it; the checklist above says it while typing.
  const checkPasswordNow = () => {
    const problem = values.password && policy ? checkPassword(policy, values.password) : null;
    if (problem) setErrors((e) => ({ ...e, password: problem }));
  };
  const checkConfirmNow = () => {
    if (values.confirmPassword && values.confirmPassword !== values.password)
      setErrors((e) => ({ ...e, confirmPassword: REGISTER_TEXT.confirmMismatch }));
  };

  /** Format first, then whether the code is taken; an answer that fails quietly leaves it to submit. */
  const checkCreditCode = async () => {
    if (!values.creditCode.trim()) return;
    const problem = creditCodeError(values.creditCode);
    if (problem) {
      setErrors((e) => ({ ...e, creditCode: problem }));
      return;
    }
    const code = normalizeCreditCode(values.creditCode);
    setValues((v) => ({ ...v, creditCode: code }));
    try {
      const { data: taken } = await mainstay.creditCodeRegistered(code);
      if (taken) setErrors((e) => ({ ...e, creditCode: REGISTER_TEXT.creditCodeTaken }));
    } catch {
      // Shown by the HTTP client.
    }
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateRegistrationForm(values, policy);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const phone = values.phone.trim();
      await registration.register({
        phone,
        smsCode: values.smsCode.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        fullName: values.fullName.trim(),
        enterpriseName: values.enterpriseName.trim(),
        creditCode: normalizeCreditCode(values.creditCode),
      });
      notifier.show({ type: 'success', text: REGISTER_TEXT.registered });
      navigate(`/login?username=${encodeURIComponent(phone)}`, { replace: true });
    } catch (error) {
      // The HTTP client has shown the message; it also goes beside its field.
      if (error instanceof ApiError) {
        const field = fieldOf(error.message, policy ? checkPassword(policy, values.password) : null);
        if (field) setErrors((e) => ({ ...e, [field]: error.message }));
      }
      setSubmitting(false);
    }
  }

  return (
    <FluentProvider theme={registerTheme}>
      <main className={styles.page}>
        <form className={styles.card} onSubmit={submit} noValidate aria-label={REGISTER_TEXT.title}>
          <div className={styles.heading}>
            <Caption1 as="p" align="center" className={styles.muted}>
              {platform.title}
            </Caption1>
            <Title2 as="h1" align="center">
              {REGISTER_TEXT.title}
            </Title2>
            <Subtitle1 as="p" align="center" className={styles.subtitle}>
              {platform.profile.loginSubtitle}
            </Subtitle1>
          </div>
          <Field label={REGISTER_TEXT.phone} required validationMessage={errors.phone}>
            <Input
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={11}
              placeholder={REGISTER_TEXT.phonePlaceholder}
              value={values.phone}
              onChange={update('phone')}
            />
          </Field>
          <div className={styles.codeRow}>
            <Field
              className={styles.codeInput}
              label={REGISTER_TEXT.smsCode}
              required
              validationMessage={errors.smsCode}
            >
              <Input
                name="smsCode"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={values.smsCode}
                onChange={update('smsCode')}
              />
            </Field>
            <SmsCodeButton
              phone={values.phone}
              check={phoneError}
              onInvalid={(message) => setErrors((e) => ({ ...e, phone: message }))}
              send={async (phone) => (await registration.sendMessage({ phone })).data}
              onSent={(sent) => notifier.show({ type: 'success', text: REGISTER_TEXT.codeSent(sent.phone) })}
            />
          </div>
          <Field
            label={REGISTER_TEXT.password}
            required
            validationMessage={errors.password}
            hint={errors.password ? undefined : policy?.tips}
          >
            <PasswordInput
              name="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(value) => update('password')(null, { value })}
              onBlur={checkPasswordNow}
            />
          </Field>
          <PasswordStrength password={values.password} />
          {policy ? <PasswordChecklist policy={policy} password={values.password} /> : null}
          <Field label={REGISTER_TEXT.confirmPassword} required validationMessage={errors.confirmPassword}>
            <PasswordInput
              name="confirmPassword"
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={(value) => update('confirmPassword')(null, { value })}
              onBlur={checkConfirmNow}
            />
          </Field>
          <Field label={REGISTER_TEXT.fullName} required validationMessage={errors.fullName}>
            <Input
              name="fullName"
              autoComplete="name"
              maxLength={32}
              value={values.fullName}
              onChange={update('fullName')}
            />
          </Field>
          <Field label={REGISTER_TEXT.enterpriseName} required validationMessage={errors.enterpriseName}>
            <Input
              name="enterpriseName"
              autoComplete="organization"
              maxLength={100}
              value={values.enterpriseName}
              onChange={update('enterpriseName')}
            />
          </Field>
          <Field
            label={REGISTER_TEXT.creditCode}
            required
            validationMessage={errors.creditCode}
            hint={errors.creditCode ? undefined : REGISTER_TEXT.creditCodeHint}
          >
            <Input
              name="creditCode"
              autoComplete="off"
              maxLength={24}
              value={values.creditCode}
              onChange={update('creditCode')}
              onBlur={() => void checkCreditCode()}
            />
          </Field>
          <Button type="submit" appearance="primary" size="large" disabled={submitting}>
            {submitting ? <Spinner size="tiny" label={REGISTER_TEXT.submitting} /> : REGISTER_TEXT.submit}
          </Button>
          <Body1 className={styles.footer}>
            {REGISTER_TEXT.haveAccount}
            <RouterLink href="/login" asChild>
              <Link>{REGISTER_TEXT.toLogin}</Link>
            </RouterLink>
          </Body1>
        </form>
      </main>
    </FluentProvider>
  );
}
