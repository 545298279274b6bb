// The SDK's token refresh: single-flight calls of the host's getToken, rescheduled ahead of each
// token's expiry. Timers are injected so the timing is unit-tested with fake clocks.
import { refreshDelay, tokenExpiresAt } from './protocol';

/** What a portal's getToken may answer. */
export type TokenResult = string | { token: string; expiresAt?: number | Date } | null | undefined;

export function normalizeTokenResult(result: TokenResult): { token: string | null; expiresAt: number | null } {
  if (result === null || result === undefined || result === '') return { token: null, expiresAt: null };
  if (typeof result === 'string') return { token: result, expiresAt: tokenExpiresAt(result) };
  const given = result.expiresAt instanceof Date ? result.expiresAt.getTime() : result.expiresAt;
  return { token: result.token || null, expiresAt: given ?? tokenExpiresAt(result.token) };
}

/** setTimeout's longest delay; a later refresh is simply scheduled at this bound and re-checked. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function createTokenRefresher(options: {
  getToken: () => TokenResult | Promise<TokenResult>;
  /** Hands the (possibly null) token to the app. */
  deliver: (token: string | null) => void;
  onError: (error: unknown) => void;
  leadMs?: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | null = null;
  let disposed = false;
  let current: string | null = null;

  const schedule = (expiresAt: number | null) => {
    clearTimeout(timer);
    timer = undefined;
    const delay = refreshDelay(expiresAt, now(), { leadMs: options.leadMs });
    if (delay !== null && !disposed) timer = setTimeout(() => void refresh(), Math.min(delay, MAX_TIMER_MS));
  };

  function refresh(): Promise<void> {
    if (disposed) return Promise.resolve();
    inFlight ??= (async () => {
      try {
        const result = normalizeTokenResult(await options.getToken());
        if (disposed) return;
        current = result.token;
        options.deliver(current);
        schedule(result.expiresAt);
      } catch (error) {
        if (!disposed) options.onError(error);
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  }

  return {
    refresh,
    /** The last token getToken answered (null before the first answer or when nobody is logged in). */
    get token() {
      return current;
    },
    /** Forgets the token (after a logout) and stops the scheduled refresh. */
    forget(): void {
      current = null;
      clearTimeout(timer);
      timer = undefined;
    },
    get scheduled() {
      return timer !== undefined;
    },
    dispose(): void {
      disposed = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

export type TokenRefresher = ReturnType<typeof createTokenRefresher>;
