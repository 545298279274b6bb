// 系统管理 › 安全设置 (system/security/index): the password policy, the lockout and the session limits
// of GB/T 22239 level 3, for the security administrator. The values are system parameters; a saved
// change reaches every server process within 5 seconds.
import type { SecuritySettingsForm } from '@ent/core/api';
import { SECURITY_PERMISSIONS } from '@ent/core/contract';
import { SECURITY_TEXT as T } from '@ent/core/messages';
import { type SecuritySettingsValues, securitySettingsErrors, securitySettingsValues } from '@ent/core/validate';
import {
  Body1,
  Button,
  Card,
  Field,
  Input,
  makeStyles,
  Spinner,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { HasPermission } from '../../../widgets/Gate';
import { useFormModel } from '../../../widgets/model/useFormModel';
import { useResource } from '../../../widgets/model/useResource';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px', maxWidth: '720px' },
  hint: { color: tokens.colorNeutralForeground3 },
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
  section: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: '12px' },
  legend: { fontWeight: tokens.fontWeightSemibold, marginBottom: '8px' },
  fieldset: { border: 'none', margin: 0, padding: 0 },
  actions: { display: 'flex', gap: '8px', alignItems: 'flex-end' },
  addButton: { marginBottom: '1px' },
  names: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '4px' },
  name: { display: 'flex', gap: '12px', alignItems: 'center' },
});

const SECTIONS: { title: string; fields: (keyof SecuritySettingsForm)[] }[] = [
  {
    title: T.passwordSection,
    fields: ['minLength', 'maxLength', 'ruleCount', 'passwordHistory', 'passwordExpireDays'],
  },
  { title: T.lockSection, fields: ['lockFailures', 'lockMinutes', 'addressFailures'] },
  { title: T.sessionSection, fields: ['idleMinutes'] },
];

function SecurityForm({ initial, onSaved }: { initial: SecuritySettingsValues; onSaved: () => void }) {
  const { security, notifier } = useServices();
  const styles = useStyles();
  const size = useControlSize();
  const form = useFormModel<SecuritySettingsValues>({ initial, validate: securitySettingsErrors });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.model.submit(async (values) => {
      const body = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, Number(value)]));
      const response = await security.update(body as SecuritySettingsForm).catch(() => null);
      if (!response) return false;
      notifier.show({ type: 'success', text: T.saved });
      onSaved();
      return true;
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={T.title}>
      {SECTIONS.map((section) => (
        <fieldset key={section.title} className={styles.fieldset}>
          <legend className={styles.legend}>{section.title}</legend>
          <div className={styles.section}>
            {section.fields.map((key) => (
              <Field key={key} label={T[key]} required size={size} {...form.validation(key)}>
                <Input type="number" inputMode="numeric" {...form.text(key)} />
              </Field>
            ))}
          </div>
        </fieldset>
      ))}
      <HasPermission perms={[SECURITY_PERMISSIONS.edit]}>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" size={size} disabled={form.state.busy}>
            {T.save}
          </Button>
          <Button size={size} disabled={form.state.busy} onClick={() => form.model.reset()}>
            {T.reset}
          </Button>
        </div>
      </HasPermission>
    </form>
  );
}

function SingleSessions() {
  const { security, notifier } = useServices();
  const styles = useStyles();
  const size = useControlSize();
  const names = useResource(async () => (await security.singleSessions()).data ?? [], [security]);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  const change = async (userName: string, singleSession: boolean) => {
    setBusy(true);
    try {
      const response = await security.setSingleSession({ userName, singleSession });
      notifier.show({ type: 'success', text: response.msg || T.saved });
      if (singleSession) setName('');
      await names.reload();
    } catch {
      // The client has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) void change(name.trim(), true);
  };

  return (
    <section className={styles.form} aria-label={T.singleSection}>
      <Text weight="semibold">{T.singleSection}</Text>
      <Body1 className={styles.hint}>{T.singleIntro}</Body1>
      {names.data && names.data.length > 0 ? (
        <ul className={styles.names}>
          {names.data.map((userName) => (
            <li key={userName} className={styles.name}>
              <span>{userName}</span>
              <HasPermission perms={[SECURITY_PERMISSIONS.edit]}>
                <Button
                  size="small"
                  appearance="transparent"
                  aria-label={T.singleRemoveOf(userName)}
                  disabled={busy}
                  onClick={() => void change(userName, false)}
                >
                  {T.singleRemove}
                </Button>
              </HasPermission>
            </li>
          ))}
        </ul>
      ) : (
        <Body1 className={styles.hint}>{T.singleNone}</Body1>
      )}
      <HasPermission perms={[SECURITY_PERMISSIONS.edit]}>
        <form className={styles.actions} onSubmit={add} noValidate aria-label={T.singleSection}>
          <Field label={T.singleAccount} size={size}>
            <Input value={name} onChange={(_event, data) => setName(data.value)} />
          </Field>
          <Button type="submit" size={size} className={styles.addButton} disabled={busy || name.trim() === ''}>
            {T.singleAdd}
          </Button>
        </form>
      </HasPermission>
    </section>
  );
}

export default function SecurityPage() {
  const { security } = useServices();
  const styles = useStyles();
  const settings = useResource(async () => {
    const { data } = await security.get();
    if (!data) throw new Error('no settings');
    return securitySettingsValues(data);
  }, [security]);

  return (
    <div className={styles.page}>
      <Title3 as="h1">{T.title}</Title3>
      <Body1 className={styles.hint}>{T.intro}</Body1>
      <Card>
        {settings.data ? (
          <SecurityForm
            key={JSON.stringify(settings.data)}
            initial={settings.data}
            onSaved={() => void settings.reload()}
          />
        ) : (
          <Spinner size="small" />
        )}
      </Card>
      <Card>
        <SingleSessions />
      </Card>
    </div>
  );
}
