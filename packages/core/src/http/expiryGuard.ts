import { HTTP_TEXT } from '../messages';
import type { Notifier } from './notifier';

export interface ExpiryGuard {
  /** Shows the expired-login message and logs out, once however many calls fail together. */
  trigger(): void;
  /** Re-arms the guard after a new login. */
  reset(): void;
  readonly active: boolean;
}

export function createExpiryGuard(deps: { notifier: Notifier; logout: () => void | Promise<void> }): ExpiryGuard {
  let active = false;
  return {
    trigger() {
      if (active) return;
      active = true;
      deps.notifier.show({ type: 'error', text: HTTP_TEXT.expired });
      Promise.resolve()
        .then(deps.logout)
        .catch(() => undefined);
    },
    reset() {
      active = false;
    },
    get active() {
      return active;
    },
  };
}
