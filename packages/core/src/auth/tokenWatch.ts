import type { TokenStore } from './tokenStore';

/**
 * SPEC §4: when the stored token was changed by another tab, the page, once visible again, alerts
 * the user and reloads. Changes this tab makes through the store move the baseline instead.
 */
export function createTokenWatch(tokens: TokenStore, onChanged: () => void) {
  let baseline = tokens.getToken();
  const unsubscribe = tokens.subscribe(() => {
    baseline = tokens.getToken();
  });
  return {
    /** Call when the page becomes visible. */
    check(): boolean {
      const current = tokens.getToken();
      if (current === baseline) return false;
      baseline = current;
      onChanged();
      return true;
    },
    dispose: unsubscribe,
  };
}
