// /user/editPassword: the old and the new password under the password policy (maxStrength,
// mixStrength, ruleComposition, tips), checked while typing with core's rules, which the server
// runs again. Success ends every session of the account, so the user logs in again at the login
// page of its own entrance (/login, or /loginchief for government staff).
import type { PasswordPolicy } from '@ent/core/api';
import { loginPathOf } from '@ent/core/auth';
import { ApiError } from '@ent/core/http';
import { PASSWORD_TEXT } from '@ent/core/messages';
import { present } from '@ent/core/model';
import { type PasswordChangeValues, validatePasswordChange } from '@ent/core/validate';
import { Button, Card, CardHeader, Field, makeStyles, Spinner, Text, Title3 } from '@fluentui/react-components';
import type { FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { useFormModel } from '../../../widgets/model/useFormModel';
import { useResource } from '../../../widgets/model/useResource';
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
  const username = user?.username;
  const sessionPolicy = user?.passwordPolicy;

  // The policy for this account from the policy service; the one in the user info if that fails.
  const policyResource = useResource(async (): Promise<PasswordPolicy> => {
    try {
      return present((await system.passwordPolicy(username ? { account: username } : {})).data);
    } catch (error) {
      if (!sessionPolicy) throw error;
      notifier.show({ type: 'warning', text: PASSWORD_TEXT.policyLoadFailed });
      return { ...sessionPolicy };
    }
  }, [system, username, sessionPolicy, notifier]);
  const policy = policyResource.data ?? null;
  const form = useFormModel<PasswordChangeValues>({
    initial: EMPTY,
    validate: (values) => (policy ? validatePasswordChange(values, policy, username ?? '') : {}),
  });
  const { model, values } = form;
  const password = (key: keyof PasswordChangeValues) => ({
    name: key,
    value: values[key],
    onChange: (value: string) => model.set(key, value),
    onBlur: () => model.leave(key),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!policy) return;
    void model.submit(async (changed) => {
      try {
        const response = await profile.updatePassword(changed);
        notifier.show({ type: 'success', text: response.msg || PASSWORD_TEXT.changed });
      } catch (error) {
        // The client has shown the server's reason; a wrong old password also marks its field.
        if (error instanceof ApiError && error.code === 'A0210') model.setExternal('oldPassword', error.message);
        return false;
      }
      // Every session of the account has ended on the server: leave this one locally too.
      shell.tabs.removeAll();
      session.clearLocal();
      navigate(loginPathOf(user?.typeOf), { replace: true });
      return true;
    });
  };

  return (
    <div className={styles.page}>
      <Title3 as="h1">{PASSWORD_TEXT.title}</Title3>
      <div className={styles.layout}>
        <Card className={styles.card}>
          {policy ? (
            <form className={styles.form} onSubmit={submit} noValidate aria-label={PASSWORD_TEXT.title}>
              <Field label={PASSWORD_TEXT.oldPassword} required {...form.validation('oldPassword')} size={size}>
                <PasswordInput
                  {...password('oldPassword')}
                  placeholder={PASSWORD_TEXT.oldPlaceholder}
                  autoComplete="current-password"
                />
              </Field>
              <Field
                label={PASSWORD_TEXT.newPassword}
                required
                {...form.validation('newPassword')}
                hint={policy.tips || undefined}
                size={size}
              >
                <PasswordInput
                  {...password('newPassword')}
                  placeholder={PASSWORD_TEXT.newPlaceholder}
                  autoComplete="new-password"
                />
              </Field>
              <PasswordStrength password={values.newPassword} />
              <Field label={PASSWORD_TEXT.confirmPassword} required {...form.validation('confirmPassword')} size={size}>
                <PasswordInput
                  {...password('confirmPassword')}
                  placeholder={PASSWORD_TEXT.confirmPlaceholder}
                  autoComplete="new-password"
                />
              </Field>
              <WarningTip>{PASSWORD_TEXT.logoutNotice}</WarningTip>
              <div className={styles.actions}>
                <Button type="submit" appearance="primary" size={size} disabled={form.state.busy}>
                  {form.state.busy ? <Spinner size="tiny" label={PASSWORD_TEXT.submitting} /> : PASSWORD_TEXT.submit}
                </Button>
                <Button size={size} disabled={form.state.busy} onClick={() => model.reset()}>
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
            <PasswordChecklist
              policy={policy}
              password={values.newPassword}
              oldPassword={values.oldPassword}
              loginName={username ?? ''}
            />
          </Card>
        ) : null}
      </div>
    </div>
  );
}
