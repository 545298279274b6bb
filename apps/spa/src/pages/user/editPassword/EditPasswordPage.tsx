// /user/editPassword: the old and the new password under the password policy (maxStrength,
// mixStrength, ruleComposition, tips), checked while typing with core's rules, which the server
// runs again. Success ends every session of the account, so the user logs in again at /login.
import type { PasswordPolicy } from '@ent/core/api';
import { ApiError } from '@ent/core/http';
import { PASSWORD_TEXT } from '@ent/core/messages';
import {
  type PasswordChangeErrors,
  type PasswordChangeValues,
  passwordChecklist,
  passwordStrength,
  validatePasswordChange,
} from '@ent/core/validate';
import {
  Button,
  Card,
  CardHeader,
  Field,
  Input,
  makeStyles,
  ProgressBar,
  Spinner,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleFilled, DismissCircleRegular, EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { type FormEvent, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { WarningTip } from '../../../widgets/WarningTip';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px' },
  layout: { display: 'flex', gap: '16px', alignItems: 'flex-start', flexWrap: 'wrap' },
  card: { flex: '1 1 420px', maxWidth: '560px' },
  side: { flex: '1 1 280px', maxWidth: '420px' },
  form: { display: 'flex', flexDirection: 'column', gap: '14px' },
  actions: { display: 'flex', gap: '8px' },
  rules: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '6px' },
  rule: { display: 'flex', alignItems: 'center', gap: '6px' },
  met: { color: tokens.colorPaletteGreenForeground1 },
  unmet: { color: tokens.colorNeutralForeground3 },
  strength: { display: 'flex', alignItems: 'center', gap: '8px' },
  strengthBar: { flexGrow: 1 },
  strengthLabel: { whiteSpace: 'nowrap', flexShrink: 0 },
  srOnly: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

const EMPTY: PasswordChangeValues = { oldPassword: '', newPassword: '', confirmPassword: '' };
const STRENGTH_COLOURS = ['error', 'warning', 'success'] as const;

function PasswordInput({
  name,
  value,
  placeholder,
  autoComplete,
  onChange,
  onBlur,
}: {
  name: keyof PasswordChangeValues;
  value: string;
  placeholder: string;
  autoComplete: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const [visible, setVisible] = useState(false);
  const size = useControlSize();
  return (
    <Input
      name={name}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      placeholder={placeholder}
      value={value}
      size={size}
      onChange={(_e, data) => onChange(data.value)}
      onBlur={onBlur}
      contentAfter={
        <Button
          appearance="transparent"
          size="small"
          icon={visible ? <EyeOffRegular /> : <EyeRegular />}
          aria-label={visible ? PASSWORD_TEXT.hide : PASSWORD_TEXT.show}
          aria-pressed={visible}
          onClick={() => setVisible(!visible)}
        />
      }
    />
  );
}

export default function EditPasswordPage() {
  const { system, profile, sessionState, notifier, session, shell } = useServices();
  const { user } = useSnapshot(sessionState);
  const [, navigate] = useLocation();
  const styles = useStyles();
  const size = useControlSize();
  const [policy, setPolicy] = useState<PasswordPolicy | null>(null);
  const [values, setValues] = useState<PasswordChangeValues>(EMPTY);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const [touched, setTouched] = useState<Partial<Record<keyof PasswordChangeValues, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const username = user?.username;
  const sessionPolicy = user?.passwordPolicy;

  // The policy for this account from the policy service; the one in the user info if that fails.
  useEffect(() => {
    let cancelled = false;
    system
      .passwordPolicy(username ? { account: username } : {})
      .then((response) => {
        if (!cancelled && response.data) setPolicy(response.data);
      })
      .catch(() => {
        if (cancelled || !sessionPolicy) return;
        setPolicy({ ...sessionPolicy });
        notifier.show({ type: 'warning', text: PASSWORD_TEXT.policyLoadFailed });
      });
    return () => {
      cancelled = true;
    };
  }, [system, username, sessionPolicy, notifier]);

  const check = (next: PasswordChangeValues, shown: typeof touched) => {
    if (!policy) return;
    const all = validatePasswordChange(next, policy);
    const visible: PasswordChangeErrors = {};
    for (const key of Object.keys(all) as (keyof PasswordChangeValues)[]) if (shown[key]) visible[key] = all[key];
    setErrors(visible);
  };

  const change = (field: keyof PasswordChangeValues) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    check(next, touched);
  };
  const blur = (field: keyof PasswordChangeValues) => () => {
    // An untouched empty field stays quiet until the form is submitted.
    if (!values[field] && !touched[field]) return;
    const shown = { ...touched, [field]: true };
    setTouched(shown);
    check(values, shown);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!policy || submitting) return;
    const all = { oldPassword: true, newPassword: true, confirmPassword: true };
    setTouched(all);
    const found = validatePasswordChange(values, policy);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const response = await profile.updatePassword(values);
      notifier.show({ type: 'success', text: response.msg || PASSWORD_TEXT.changed });
      // Every session of the account has ended on the server: leave this one locally too.
      shell.tabs.removeAll();
      session.clearLocal();
      navigate('/login', { replace: true });
    } catch (error) {
      // The client has shown the server's reason; a wrong old password also marks its field.
      if (error instanceof ApiError && error.code === 'A0210') {
        setErrors({ oldPassword: error.message });
      }
      setSubmitting(false);
    }
  };

  const checklist = policy ? passwordChecklist(policy, values.newPassword, values.oldPassword) : [];
  const strength = passwordStrength(values.newPassword);

  return (
    <div className={styles.page}>
      <Title3 as="h1">{PASSWORD_TEXT.title}</Title3>
      <div className={styles.layout}>
        <Card className={styles.card}>
          {policy ? (
            <form className={styles.form} onSubmit={submit} noValidate aria-label={PASSWORD_TEXT.title}>
              <Field label={PASSWORD_TEXT.oldPassword} required validationMessage={errors.oldPassword} size={size}>
                <PasswordInput
                  name="oldPassword"
                  value={values.oldPassword}
                  placeholder={PASSWORD_TEXT.oldPlaceholder}
                  autoComplete="current-password"
                  onChange={change('oldPassword')}
                  onBlur={blur('oldPassword')}
                />
              </Field>
              <Field
                label={PASSWORD_TEXT.newPassword}
                required
                validationMessage={errors.newPassword}
                hint={policy.tips || undefined}
                size={size}
              >
                <PasswordInput
                  name="newPassword"
                  value={values.newPassword}
                  placeholder={PASSWORD_TEXT.newPlaceholder}
                  autoComplete="new-password"
                  onChange={change('newPassword')}
                  onBlur={blur('newPassword')}
                />
              </Field>
              {values.newPassword ? (
                <div className={styles.strength}>
                  <Text size={200} className={styles.strengthLabel}>
                    {PASSWORD_TEXT.strength}
                  </Text>
                  <ProgressBar
                    className={styles.strengthBar}
                    aria-label={PASSWORD_TEXT.strength}
                    aria-valuetext={PASSWORD_TEXT.strengthLevels[strength]}
                    value={(strength + 1) / 3}
                    color={STRENGTH_COLOURS[strength]}
                    thickness="large"
                  />
                  <Text size={200} className={styles.strengthLabel} data-testid="password-strength">
                    {PASSWORD_TEXT.strengthLevels[strength]}
                  </Text>
                </div>
              ) : null}
              <Field
                label={PASSWORD_TEXT.confirmPassword}
                required
                validationMessage={errors.confirmPassword}
                size={size}
              >
                <PasswordInput
                  name="confirmPassword"
                  value={values.confirmPassword}
                  placeholder={PASSWORD_TEXT.confirmPlaceholder}
                  autoComplete="new-password"
                  onChange={change('confirmPassword')}
                  onBlur={blur('confirmPassword')}
                />
              </Field>
              <WarningTip>{PASSWORD_TEXT.logoutNotice}</WarningTip>
              <div className={styles.actions}>
                <Button type="submit" appearance="primary" size={size} disabled={submitting}>
                  {submitting ? <Spinner size="tiny" label={PASSWORD_TEXT.submitting} /> : PASSWORD_TEXT.submit}
                </Button>
                <Button
                  size={size}
                  disabled={submitting}
                  onClick={() => {
                    setValues(EMPTY);
                    setErrors({});
                    setTouched({});
                  }}
                >
                  {PASSWORD_TEXT.reset}
                </Button>
              </div>
            </form>
          ) : (
            <Spinner size="small" />
          )}
        </Card>
        {policy ? (
          <Card className={styles.side}>
            <CardHeader header={<Text weight="semibold">{PASSWORD_TEXT.policy}</Text>} />
            <ul className={styles.rules} aria-label={PASSWORD_TEXT.policy}>
              {checklist.map((rule) => (
                <li key={rule.key} className={`${styles.rule} ${rule.met ? styles.met : styles.unmet}`}>
                  {rule.met ? <CheckmarkCircleFilled aria-hidden /> : <DismissCircleRegular aria-hidden />}
                  <span>{rule.text}</span>
                  <span className={styles.srOnly} data-met={rule.met}>
                    {`（${rule.met ? PASSWORD_TEXT.ruleMet : PASSWORD_TEXT.ruleUnmet}）`}
                  </span>
                </li>
              ))}
            </ul>
          </Card>
        ) : null}
      </div>
    </div>
  );
}
