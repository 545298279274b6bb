// 双因素认证 on /user/profile (government staff): enrolment with a QR code (or the secret typed by
// hand) confirmed with a code from the app, the recovery codes shown once, and turning it off.
import type { MfaSetup, MfaStatus } from '@ent/core/api';
import { MFA_TEXT as T } from '@ent/core/messages';
import {
  Badge,
  Body1,
  Button,
  Caption1,
  Card,
  CardHeader,
  Field,
  Input,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { SECURITY_STATE_CHANGED } from '../../../layout/SessionSecurity';
import { useServices } from '../../../state/servicesContext';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: '12px', alignItems: 'flex-start' },
  muted: { color: tokens.colorNeutralForeground3 },
  qr: { width: '200px', height: '200px', backgroundColor: '#fff' },
  secret: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
  codes: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, max-content)',
    gap: '4px 24px',
    fontFamily: tokens.fontFamilyMonospace,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  row: { display: 'flex', gap: '8px', alignItems: 'flex-end', flexWrap: 'wrap' },
});

const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function MfaSection() {
  const { mfa, notifier } = useServices();
  const styles = useStyles();
  const [status, setStatus] = useState<MfaStatus | null>(null);
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const { data } = await mfa.status().catch(() => ({ data: undefined }));
    if (data) setStatus(data);
  }, [mfa]);
  useEffect(() => {
    void load();
  }, [load]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // The client has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    run(async () => {
      const { data } = await mfa.setup();
      if (data) setSetup(data);
      setCode('');
    });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { data } = await mfa.confirm(code);
      if (!data) return;
      setCodes(data.recoveryCodes);
      setSetup(null);
      setCode('');
      await load();
      window.dispatchEvent(new Event(SECURITY_STATE_CHANGED));
    });
  };

  const disable = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const response = await mfa.disable(code);
      notifier.show({ type: 'success', text: response.msg || T.disabledDone });
      setCode('');
      await load();
    });
  };

  if (!status) return null;

  return (
    <Card>
      <CardHeader
        header={<Text weight="semibold">{T.title}</Text>}
        action={
          <Badge appearance="tint" color={status.enabled ? 'success' : 'informative'}>
            {status.enabled ? T.enabled : T.disabled}
          </Badge>
        }
      />
      <div className={styles.body}>
        <Body1 className={styles.muted}>{T.intro}</Body1>
        {codes ? (
          <section aria-label={T.recoveryTitle} className={styles.body}>
            <Text weight="semibold">{T.recoveryTitle}</Text>
            <Body1>{T.recoveryIntro}</Body1>
            <ul className={styles.codes}>
              {codes.map((recovery) => (
                <li key={recovery}>{recovery}</li>
              ))}
            </ul>
            <Button appearance="primary" onClick={() => setCodes(null)}>
              {T.recoveryDone}
            </Button>
          </section>
        ) : null}
        {status.enabled && status.enabledAt ? <Caption1>{T.enabledSince(status.enabledAt)}</Caption1> : null}
        {!status.enabled && !setup ? (
          <Button appearance="primary" disabled={busy} onClick={() => void start()}>
            {T.start}
          </Button>
        ) : null}
        {setup ? (
          <form className={styles.body} onSubmit={confirm} noValidate aria-label={T.start}>
            <Body1>{T.scan}</Body1>
            <img className={styles.qr} src={svgSource(setup.qrSvg)} alt={T.qrAlt} />
            <Field label={T.secret}>
              <Text className={styles.secret}>{setup.secret}</Text>
            </Field>
            <div className={styles.row}>
              <Field label={T.code} required>
                <Input
                  value={code}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  placeholder={T.codePlaceholder}
                  onChange={(_event, data) => setCode(data.value)}
                />
              </Field>
              <Button type="submit" appearance="primary" disabled={busy || code.trim() === ''}>
                {T.confirm}
              </Button>
              <Button disabled={busy} onClick={() => setSetup(null)}>
                {T.cancel}
              </Button>
            </div>
          </form>
        ) : null}
        {status.enabled && !status.required ? (
          <form className={styles.row} onSubmit={disable} noValidate aria-label={T.disable}>
            <Field label={T.loginCodeLabel} hint={T.disableHint}>
              <Input value={code} autoComplete="one-time-code" onChange={(_event, data) => setCode(data.value)} />
            </Field>
            <Button type="submit" disabled={busy || code.trim() === ''}>
              {T.disable}
            </Button>
          </form>
        ) : null}
      </div>
    </Card>
  );
}
