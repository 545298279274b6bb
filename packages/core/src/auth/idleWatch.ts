// The idle limit as the browser keeps it (sys.session.idleMinutes): the time since the user last
// touched any tab of the platform decides whether all is well, the warning shows with its countdown,
// or the session ends. The server ends the session on its side too (auth/tokens.ts).

/** How long before the end the warning shows: a minute, or half the limit when that is shorter. */
export function warningLeadMs(idleMs: number): number {
  return Math.min(60_000, Math.floor(idleMs / 2));
}

export type IdlePhase = { phase: 'active' } | { phase: 'warning'; secondsLeft: number } | { phase: 'expired' };

export function idlePhase(lastActivity: number, now: number, idleMs: number): IdlePhase {
  if (idleMs <= 0) return { phase: 'active' };
  const left = lastActivity + idleMs - now;
  if (left <= 0) return { phase: 'expired' };
  if (left <= warningLeadMs(idleMs)) return { phase: 'warning', secondsLeft: Math.ceil(left / 1000) };
  return { phase: 'active' };
}

/** Where the tabs of one browser share their last activity. */
export const LAST_ACTIVITY_KEY = 'ent-last-activity';

/** The later of this tab's and the other tabs' last activity. */
export function sharedLastActivity(own: number, stored: string | null): number {
  const other = Number(stored);
  return Number.isFinite(other) && other > own ? other : own;
}
