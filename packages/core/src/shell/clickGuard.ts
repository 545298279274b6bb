/** SPEC §4 and §9: a guarded button is disabled for 1500 ms after a click, or a given time. */
export const CLICK_GUARD_MS = 1500;

export function createClickGuard(ms = CLICK_GUARD_MS, now: () => number = Date.now) {
  let lockedUntil = 0;
  return {
    /** True (and locks) when a click may go through now. */
    tryClick(): boolean {
      const at = now();
      if (at < lockedUntil) return false;
      lockedUntil = at + ms;
      return true;
    },
    get locked(): boolean {
      return now() < lockedUntil;
    },
  };
}
