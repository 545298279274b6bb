// /bind: links the external identity of a pending handover to a platform account. The user logs in
// once normally (same checks as /login, any entrance); the ticket from /auth-redirect, kept in
// sessionStorage, is then presented with the fresh token. Later handovers log in directly.
import { type CaptchaResult, createHandoverApi } from '@ent/core/api';
import { clearPendingBind, type LoginFormErrors, loadPendingBind, validateLoginForm } from '@ent/core/auth';
import { ApiError } from '@ent/core/http';
import { AUTH_TEXT, HANDOVER_TEXT } from '@ent/core/messages';
import {
  Body1,
  Button,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
} from '@fluentui/react-components';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'wouter';
import { useServices } from '../../state/servicesContext';
import { HandoverCard, useHandoverStyles } from './HandoverCard';

export default function BindPage() {
  const { auth, http, session, notifier } = useServices();
  const styles = useHandoverStyles();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(() => loadPendingBind(window.sessionStorage));
  const [failure, setFailure] = useState<string | null>(null);
  const [values, setValues] = useState({ username: '', password: '', verCode: '' });
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [captcha, setCaptcha] = useState<CaptchaResult | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const refreshCaptcha = useCallback(async () => {
    try {
      const { data } = await auth.captcha();
      setCaptcha(data ?? { enabled: false });
    } catch {
      setCaptcha({ enabled: false });
    }
    setValues((v) => ({ ...v, verCode: '' }));
  }, [auth]);

  useEffect(() => {
    if (pending) void refreshCaptcha();
  }, [pending, refreshCaptcha]);

  const captchaEnabled = captcha?.enabled === true;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!pending) return;
    const found = validateLoginForm(values, captchaEnabled);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      // No entrance type: the account may be an enterprise's or government staff's.
      await session.login({
        username: values.username,
        password: values.password,
        verCode: values.verCode,
        verKey: captcha?.verKey ?? '',
      });
    } catch {
      // The HTTP client has shown the server's message; a captcha is single use.
      if (captchaEnabled) void refreshCaptcha();
      setSubmitting(false);
      return;
    }
    try {
      await createHandoverApi(http).bind(pending.ticket);
    } catch (error) {
      // Not bound: the login made only for binding is ended, and the spent ticket forgotten.
      await session.logout();
      clearPendingBind(window.sessionStorage);
      setPending(null);
      setFailure(error instanceof ApiError ? error.message : HANDOVER_TEXT.ticketInvalid);
      setSubmitting(false);
      return;
    }
    clearPendingBind(window.sessionStorage);
    notifier.show({ type: 'success', text: HANDOVER_TEXT.bindDone(pending.provider) });
    navigate(pending.redirect, { replace: true });
  }

  const update = (field: keyof typeof values) => (_event: unknown, data: { value: string }) =>
    setValues((v) => ({ ...v, [field]: data.value }));

  if (!pending) {
    return (
      <HandoverCard heading={HANDOVER_TEXT.bindTitle}>
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <span>{failure ?? HANDOVER_TEXT.noTicket}</span>
          </MessageBarBody>
        </MessageBar>
        <Button appearance="primary" size="large" onClick={() => navigate('/login', { replace: true })}>
          {HANDOVER_TEXT.toLogin}
        </Button>
      </HandoverCard>
    );
  }

  return (
    <HandoverCard heading={HANDOVER_TEXT.bindTitle}>
      <Body1 as="p">{HANDOVER_TEXT.bindIntro(pending.provider)}</Body1>
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{HANDOVER_TEXT.bindIdentity}</MessageBarTitle>
          <span>{pending.displayName ? `${pending.displayName}（${pending.provider}）` : pending.provider}</span>
          <br />
          {HANDOVER_TEXT.bindNotYou}
        </MessageBarBody>
      </MessageBar>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={HANDOVER_TEXT.bindTitle}>
        <Field label={AUTH_TEXT.username} required validationMessage={errors.username}>
          <Input
            name="username"
            autoComplete="username"
            value={values.username}
            onChange={update('username')}
            size="large"
          />
        </Field>
        <Field label={AUTH_TEXT.password} required validationMessage={errors.password}>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={update('password')}
            size="large"
          />
        </Field>
        {captchaEnabled ? (
          <div className={styles.captchaRow}>
            <Field
              className={styles.captchaInput}
              label={AUTH_TEXT.captcha}
              required
              validationMessage={errors.verCode}
            >
              <Input
                name="verCode"
                autoComplete="off"
                value={values.verCode}
                onChange={update('verCode')}
                size="large"
              />
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
        <Button type="submit" appearance="primary" size="large" disabled={submitting || captcha === null}>
          {submitting ? <Spinner size="tiny" label={HANDOVER_TEXT.binding} /> : HANDOVER_TEXT.bindSubmit}
        </Button>
      </form>
      <div className={styles.footer}>
        <RouterLink href="/login" asChild>
          <Link>{HANDOVER_TEXT.toLogin}</Link>
        </RouterLink>
      </div>
    </HandoverCard>
  );
}
