// The login form of /login, /loginchief and /bind: login name, password and, when the server asks
// for one, the captcha (its image refreshes on a click and after each refused attempt, since an
// answer is single use). What happens with the credentials is the page's.
import type { CaptchaResult } from '@ent/core/api';
import { type LoginFormValues, validateLoginForm } from '@ent/core/auth';
import { ApiError, CODES } from '@ent/core/http';
import { AUTH_TEXT, MFA_TEXT } from '@ent/core/messages';
import { Button, Field, Input, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import { useServices } from '../../state/servicesContext';
import { useFormModel } from '../model/useFormModel';
import { useAuthStyles } from './AuthLayout';

const useStyles = makeStyles({
  captchaRow: { display: 'flex', gap: '12px', alignItems: 'flex-start' },
  captchaInput: { flexGrow: 1 },
  captchaButton: {
    padding: 0,
    minWidth: '120px',
    height: '40px',
    marginTop: '26px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
  },
  captchaImage: { display: 'block', width: '120px', height: '40px' },
});

export interface LoginCredentials {
  username: string;
  password: string;
  verCode: string;
  verKey: string;
  /** The second factor, once the server has asked for it. */
  mfaCode?: string;
}

export interface LoginFormProps {
  /** The form's accessible name. */
  label: string;
  submitText: string;
  busyText: string;
  initialUsername?: string;
  /** Logs in (and whatever the page does next); rejects when refused (the client has said why). */
  onLogin: (credentials: LoginCredentials) => Promise<void>;
  /** Inside the card, under the submit button when the form is the card itself. */
  className?: string;
  /** Above the fields (the page's heading when the form is the card). */
  header?: ReactNode;
  /** Below the submit button (links to the other entrances). */
  footer?: ReactNode;
}

export function LoginForm(props: LoginFormProps) {
  const { auth } = useServices();
  const styles = useStyles();
  const authStyles = useAuthStyles();
  const [captcha, setCaptcha] = useState<CaptchaResult | null>(null);
  const captchaEnabled = captcha?.enabled === true;
  const form = useFormModel<LoginFormValues>({
    initial: () => ({ username: props.initialUsername ?? '', password: '', verCode: '' }),
    validate: (values) => validateLoginForm(values, captchaEnabled),
  });
  const { model } = form;
  // Asked for by the server after a right password on an account with a second factor.
  const [mfaAsked, setMfaAsked] = useState(false);
  const [mfaCode, setMfaCode] = useState('');

  const refreshCaptcha = useCallback(async () => {
    try {
      const { data } = await auth.captcha();
      setCaptcha(data ?? { enabled: false });
    } catch {
      setCaptcha({ enabled: false });
    }
    model.set('verCode', '');
  }, [auth, model]);

  useEffect(() => {
    void refreshCaptcha();
  }, [refreshCaptcha]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void model.submit(async (values) => {
      try {
        await props.onLogin({
          ...values,
          verKey: captcha?.verKey ?? '',
          ...(mfaAsked && mfaCode.trim() ? { mfaCode: mfaCode.trim() } : {}),
        });
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.code === CODES.mfaRequired) setMfaAsked(true);
        // The server said why; the spent captcha is cleared without a second, louder 请输入验证码.
        if (captchaEnabled) {
          model.reset({ ...values, verCode: '' });
          void refreshCaptcha();
        }
        return false;
      }
    });
  };

  return (
    <form className={props.className ?? authStyles.form} onSubmit={submit} noValidate aria-label={props.label}>
      {props.header}
      <Field label={AUTH_TEXT.username} required {...form.validation('username')}>
        <Input name="username" autoComplete="username" size="large" {...form.text('username')} />
      </Field>
      <Field label={AUTH_TEXT.password} required {...form.validation('password')}>
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          size="large"
          {...form.text('password')}
        />
      </Field>
      {captchaEnabled ? (
        <div className={styles.captchaRow}>
          <Field className={styles.captchaInput} label={AUTH_TEXT.captcha} required {...form.validation('verCode')}>
            <Input name="verCode" autoComplete="off" size="large" {...form.text('verCode')} />
          </Field>
          <button
            type="button"
            className={styles.captchaButton}
            onClick={() => void refreshCaptcha()}
            aria-label={AUTH_TEXT.captchaImage}
          >
            <img className={styles.captchaImage} src={captcha?.img} alt={AUTH_TEXT.captchaImage} />
          </button>
        </div>
      ) : null}
      {mfaAsked ? (
        <Field label={MFA_TEXT.loginCodeLabel} required hint={MFA_TEXT.loginCodeHint}>
          <Input
            name="mfaCode"
            autoComplete="one-time-code"
            inputMode="text"
            size="large"
            value={mfaCode}
            onChange={(_event, data) => setMfaCode(data.value)}
          />
        </Field>
      ) : null}
      <Button type="submit" appearance="primary" size="large" disabled={form.state.busy || captcha === null}>
        {form.state.busy ? <Spinner size="tiny" label={props.busyText} /> : props.submitText}
      </Button>
      {props.footer}
    </form>
  );
}
