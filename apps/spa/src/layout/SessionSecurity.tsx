// What the identity controls ask of the logged-in user before anything else: a password set by an
// administrator or past its validity is changed first (every other page leads back to the change),
// an administrator account under MFA=on enrols its second factor first; and the idle limit runs.
import type { SessionSecurity as SessionSecurityState } from '@ent/core/api';
import { SECURITY_TEXT as T } from '@ent/core/messages';
import { MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useServices } from '../state/servicesContext';
import { IdleWarning } from './IdleWarning';

const useStyles = makeStyles({ bar: { margin: '8px 16px 0' } });

export const CHANGE_PASSWORD_PATH = '/user/editPassword';
export const PROFILE_PATH = '/user/profile';
/** Dispatched on window when the user's security state changed (a second factor enrolled). */
export const SECURITY_STATE_CHANGED = 'ent-security-state-changed';

export function SessionSecurity() {
  const { security } = useServices();
  const styles = useStyles();
  const [path, navigate] = useLocation();
  const [state, setState] = useState<SessionSecurityState | null>(null);

  useEffect(() => {
    let live = true;
    const load = () =>
      security
        .session()
        .then(({ data }) => {
          if (live && data) setState(data);
        })
        .catch(() => undefined);
    void load();
    window.addEventListener(SECURITY_STATE_CHANGED, load);
    return () => {
      live = false;
      window.removeEventListener(SECURITY_STATE_CHANGED, load);
    };
  }, [security]);

  const required = state?.mustChangePassword ? CHANGE_PASSWORD_PATH : state?.mfaEnrolRequired ? PROFILE_PATH : null;
  useEffect(() => {
    if (required && path !== required) navigate(required, { replace: true });
  }, [required, path, navigate]);

  const text =
    state?.mustChangePassword === 'initial'
      ? T.mustChangeInitial
      : state?.mustChangePassword === 'expired'
        ? T.mustChangeExpired
        : state?.mfaEnrolRequired
          ? T.mfaEnrolRequired
          : null;

  return (
    <>
      {text ? (
        <MessageBar intent="warning" className={styles.bar} role="alert">
          <MessageBarBody>{text}</MessageBarBody>
        </MessageBar>
      ) : null}
      {state && state.idleMinutes > 0 ? <IdleWarning idleMinutes={state.idleMinutes} /> : null}
    </>
  );
}
