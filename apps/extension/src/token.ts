// Reading the platform's login from its cookies: the Enterprise-Token value (the SPA writes it URI
// encoded) and the expiry the token carries. Framework-free, unit tested.
import { readTokenClaims } from '@ent/core/auth';

/** A cookie value as the SPA wrote it (encodeURIComponent); undefined when empty or malformed. */
export function decodeCookieValue(raw: string | undefined | null): string | undefined {
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw) || undefined;
  } catch {
    return undefined;
  }
}

/** The token's exp claim as a Date; null when the token is not a JWT with a numeric exp. */
export function tokenExpiry(token: string): Date | null {
  const exp = readTokenClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? new Date(exp * 1000) : null;
}

export function isExpired(expiresAt: Date | null, now: number): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "2026-11-22 16:05:09" in the browser's time zone. */
export function formatDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
}
