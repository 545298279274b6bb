import type { CaptchaResult } from '@ent/core/api';
import { type Entrance, entranceType, type LoginFormErrors, validateLoginForm } from '@ent/core/auth';
import { AUTH_TEXT, REGISTER_TEXT, TITLE_TEXT } from '@ent/core/messages';
import { brandRamp, LOGIN_PRIMARY } from '@ent/core/platform';
import { safeRedirectTarget } from '@ent/core/routes';
import {
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
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link as RouterLink, useLocation, useSearch } from 'wouter';
import { useServices } from '../../state/servicesContext';

// SPEC §9: the login page keeps its own primary colour whatever theme the shell uses.
const loginTheme = createLightTheme(brandRamp(LOGIN_PRIMARY));

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
    maxWidth: '420px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow28,
    padding: '36px 32px 28px',
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
  },
  heading: { display: 'flex', flexDirection: 'column', gap: '4px', marginBottom: '8px' },
  general: { color: tokens.colorNeutralForeground3, margin: 0 },
  subtitle: { color: tokens.colorBrandForeground1, margin: 0 },
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
  footer: { textAlign: 'center' },
  separator: { margin: '0 12px', color: tokens.colorNeutralStroke1 },
});

export function LoginPage({ entrance }: { entrance: Entrance }) {
  const services = useServices();
  const { platform: platformState, session, auth } = services;
  const platform = useSnapshot(platformState);
  const styles = useStyles();
  const [, navigate] = useLocation();
  const search = useSearch();
  // After registration the new account's login name (its phone) arrives as ?username=.
  const [values, setValues] = useState(() => ({
    username: new URLSearchParams(search).get('username')?.slice(0, 64) ?? '',
    password: '',
    verCode: '',
  }));
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [captcha, setCaptcha] = useState<CaptchaResult | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const subtitle = entrance === 'government' ? TITLE_TEXT.governmentLoginSubtitle : platform.profile.loginSubtitle;

  useEffect(() => {
    document.title = subtitle === platform.title ? subtitle : `${subtitle} - ${platform.title}`;
  }, [subtitle, platform.title]);

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
    void refreshCaptcha();
  }, [refreshCaptcha]);

  const captchaEnabled = captcha?.enabled === true;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateLoginForm(values, captchaEnabled);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await session.login({
        username: values.username,
        password: values.password,
        verCode: values.verCode,
        verKey: captcha?.verKey ?? '',
        typeOf: entranceType(entrance),
      });
      navigate(safeRedirectTarget(new URLSearchParams(search).get('redirect')), { replace: true });
    } catch {
      // The HTTP client has shown the server's message; a captcha is single use.
      if (captchaEnabled) void refreshCaptcha();
      setSubmitting(false);
    }
  }

  const update = (field: keyof typeof values) => (_event: unknown, data: { value: string }) =>
    setValues((v) => ({ ...v, [field]: data.value }));

  return (
    <FluentProvider theme={loginTheme}>
      <main className={styles.page}>
        <form className={styles.card} onSubmit={submit} noValidate aria-label={AUTH_TEXT.login}>
          <div className={styles.heading}>
            <Caption1 as="p" align="center" className={styles.general}>
              {TITLE_TEXT.generalTitle}
            </Caption1>
            <Title2 as="h1" align="center">
              {platform.title}
            </Title2>
            <Subtitle1 as="p" align="center" className={styles.subtitle}>
              {subtitle}
            </Subtitle1>
          </div>
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
            {submitting ? <Spinner size="tiny" label={AUTH_TEXT.loggingIn} /> : AUTH_TEXT.login}
          </Button>
          <div className={styles.footer}>
            {entrance === 'enterprise' ? (
              <>
                <RouterLink href="/registered" asChild>
                  <Link>{REGISTER_TEXT.register}</Link>
                </RouterLink>
                <span className={styles.separator} aria-hidden="true">
                  |
                </span>
              </>
            ) : null}
            <RouterLink href={entrance === 'government' ? '/login' : '/loginchief'} asChild>
              <Link>{entrance === 'government' ? AUTH_TEXT.enterpriseEntrance : AUTH_TEXT.governmentEntrance}</Link>
            </RouterLink>
          </div>
        </form>
      </main>
    </FluentProvider>
  );
}
