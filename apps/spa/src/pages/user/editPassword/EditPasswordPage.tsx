// /user/editPassword: the old and the new password under the password policy (maxStrength,
// mixStrength, ruleComposition, tips), checked while typing with core's rules, which the server
// runs again. Success ends every session of the account, so the user logs in again at /login.
import type { PasswordPolicy } from '@ent/core/api';
import { ApiError } from '@ent/core/http';
import { PASSWORD_TEXT } from '@ent/core/messages';
import { type PasswordChangeErrors, type PasswordChangeValues, validatePasswordChange } from '@ent/core/validate';
import { Button, Card, CardHeader, Field, makeStyles, Spinner, Text, Title3 } from '@fluentui/react-components';
import { type FormEvent, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { PasswordChecklist, PasswordInput, PasswordStrength } from '../../../widgets/password/PasswordFeedback';
import { WarningTip } from '../../../widgets/WarningTip';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px' },
  layout: { display: 'flex', gap: '16px', alignItems: 'flex-start', flexWrap: 'wrap' },
  card: { flex: '1 1 420px', maxWidth: '560px' },
  side: { flex: '1 1 280px', maxWidth: '420px' },
  form: { display: 'flex', flexDirection: 'column', gap: '14px' },
  actions: { display: 'flex', gap: '8px' },
});

const EMPTY: PasswordChangeValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

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
              <PasswordStrength password={values.newPassword} />
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
            <PasswordChecklist policy={policy} password={values.newPassword} oldPassword={values.oldPassword} />
          </Card>
        ) : null}
      </div>
    </div>
  );
}
