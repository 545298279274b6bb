// The SPA's side of the external identity handover (docs/ROUTES.md "Handover protocol"): reading
// /auth-redirect's query and keeping the pending bind ticket between /auth-redirect and /bind.
// The ticket lives in sessionStorage (this tab only), never in a URL.
import { HANDOVER_PAGE_PATHS, safeRedirectTarget } from '../routes/publicRoutes';
import type { KeyValueStore } from './tokenStore';

export const PENDING_BIND_KEY = 'ent-handover-bind';

export interface PendingBind {
  ticket: string;
  /** The provider's display name, shown on /bind. */
  provider: string;
  /** How the provider names its user, if it said. */
  displayName: string | null;
  /** Epoch milliseconds after which the server no longer accepts the ticket. */
  expiresAt: number;
  /** Where to land once bound (already a safe in-app path). */
  redirect: string;
}

/** A redirect target for after the handover: an in-app path, never a login or handover page. */
export function handoverRedirect(value: string | null | undefined): string {
  const target = safeRedirectTarget(value);
  const path = target.split(/[?#]/)[0] ?? '';
  return HANDOVER_PAGE_PATHS.includes(path) ? '/' : target;
}

/** The query of /auth-redirect: the one-time code and where to go afterwards. */
export function readHandoverLanding(search: string): { code: string | null; redirect: string } {
  const params = new URLSearchParams(search);
  const code = params.get('code')?.trim() || null;
  return { code, redirect: handoverRedirect(params.get('redirect')) };
}

export function savePendingBind(
  storage: KeyValueStore,
  pending: { ticket: string; provider: string; displayName: string | null; expiresIn: number; redirect: string },
  now = Date.now(),
): PendingBind {
  const value: PendingBind = {
    ticket: pending.ticket,
    provider: pending.provider,
    displayName: pending.displayName,
    expiresAt: now + pending.expiresIn * 1000,
    redirect: handoverRedirect(pending.redirect),
  };
  storage.setItem(PENDING_BIND_KEY, JSON.stringify(value));
  return value;
}

/** The pending bind, or null when there is none, it is malformed or it has expired (then removed). */
export function loadPendingBind(storage: KeyValueStore, now = Date.now()): PendingBind | null {
  const text = storage.getItem(PENDING_BIND_KEY);
  if (!text) return null;
  let parsed: Partial<PendingBind> | null = null;
  try {
    parsed = JSON.parse(text) as Partial<PendingBind>;
  } catch {
    parsed = null;
  }
  const valid =
    parsed !== null &&
    typeof parsed.ticket === 'string' &&
    parsed.ticket.length > 0 &&
    typeof parsed.provider === 'string' &&
    typeof parsed.expiresAt === 'number' &&
    parsed.expiresAt > now;
  if (!valid) {
    storage.removeItem(PENDING_BIND_KEY);
    return null;
  }
  const pending = parsed as PendingBind;
  return {
    ...pending,
    displayName: typeof pending.displayName === 'string' ? pending.displayName : null,
    redirect: handoverRedirect(pending.redirect),
  };
}

export function clearPendingBind(storage: KeyValueStore): void {
  storage.removeItem(PENDING_BIND_KEY);
}
