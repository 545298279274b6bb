// The idle limit in the browser: a minute before the session ends without activity the warning
// shows with its countdown and 继续; at the end the user is logged out and told why. Activity in any
// tab of the platform counts (shared through localStorage).
import { idlePhase, LAST_ACTIVITY_KEY, sharedLastActivity } from '@ent/core/auth';
import { SECURITY_TEXT as T } from '@ent/core/messages';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useServices } from '../state/servicesContext';
import { useLogout } from '../state/useLogout';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export function IdleWarning({ idleMinutes }: { idleMinutes: number }) {
  const { security, notifier } = useServices();
  const logout = useLogout();
  const last = useRef(Date.now());
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  useEffect(() => {
    const idleMs = idleMinutes * 60_000;
    let warning = false;
    const touch = () => {
      // While the warning shows only 继续 keeps the session: a stray click elsewhere does not.
      if (warning) return;
      last.current = Date.now();
      try {
        localStorage.setItem(LAST_ACTIVITY_KEY, String(last.current));
      } catch {
        // Storage refused (private mode): this tab's own activity still counts.
      }
    };
    touch();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, touch, { passive: true, capture: true });
    const timer = window.setInterval(() => {
      let stored: string | null = null;
      try {
        stored = localStorage.getItem(LAST_ACTIVITY_KEY);
      } catch {
        stored = null;
      }
      last.current = sharedLastActivity(last.current, stored);
      const phase = idlePhase(last.current, Date.now(), idleMs);
      warning = phase.phase === 'warning';
      if (phase.phase === 'warning') setSecondsLeft(phase.secondsLeft);
      else setSecondsLeft(null);
      if (phase.phase === 'expired') {
        window.clearInterval(timer);
        notifier.show({ type: 'warning', text: T.idleLoggedOut });
        void logout();
      }
    }, 1000);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touch, { capture: true });
    };
  }, [idleMinutes, logout, notifier]);

  const stay = () => {
    last.current = Date.now();
    try {
      localStorage.setItem(LAST_ACTIVITY_KEY, String(last.current));
    } catch {
      // This tab's own activity still counts.
    }
    setSecondsLeft(null);
    // A request, so the server counts the activity as well.
    void security.session().catch(() => undefined);
  };

  return (
    <Dialog open={secondsLeft !== null} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{T.idleTitle}</DialogTitle>
          <DialogContent>{T.idleWarning(secondsLeft ?? 0)}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={stay}>
              {T.idleContinue}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
