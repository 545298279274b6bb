// The embed protocol shared by the portal SDK (apps/embed-sdk) and the embedded SPA (SPEC §1
// "Embedded mode"). One window message starts it: the host posts `connect` with a MessagePort to the
// iframe, targeted at the platform origin; the app accepts it only from an origin listed in
// EMBED_ORIGINS and only from its parent window. Everything after that, the token included, travels
// over the private port, so nothing is ever posted with the '*' target origin.
import { readTokenClaims } from '../auth/tokenStore';

export const EMBED_PROTOCOL = 'ent-embed/1';

/** The meta tag through which the server publishes EMBED_ORIGINS to the SPA. */
export const EMBED_ORIGINS_META = 'ent-embed-origins';

/** The sessionStorage key that fixes embedded mode for the tab. */
export const EMBEDDED_FLAG_KEY = 'ent-embedded';

/** Where the SPA is served and the query that opens it embedded. */
export const SPA_PREFIX = '/ent';
export const EMBED_QUERY = 'embed';

/** SPEC §2 "Embedded-mode entry parameter func". */
export const FUNC_PATHS = {
  sjbs: '/datareporting/list',
  xmba: '/dataAdministration/informationFilling',
  zxjy: '/zqhd/consultingAdviceManage',
} as const;

export type EmbedFunc = keyof typeof FUNC_PATHS;

/** The embedded token polling interval (SPEC §4 table). */
export const EMBED_POLL_MS = 200;

/** How long the SDK waits for the embedded app's 'ready' before onError reports the missing handshake. */
export const EMBED_HANDSHAKE_MS = 15_000;

/** Window-level messages: the app's hello (no data) and the host's connect (carries the port). */
export interface HelloMessage {
  protocol: typeof EMBED_PROTOCOL;
  type: 'hello';
}
export interface ConnectMessage {
  protocol: typeof EMBED_PROTOCOL;
  type: 'connect';
}

/** Host → app, over the port. A null token means the portal has nobody logged in. */
export type HostMessage =
  | { type: 'token'; token: string | null }
  | { type: 'navigate'; path: string }
  | { type: 'ping' };

/** App → host, over the port. */
export type AppMessage =
  | { type: 'ready' }
  | { type: 'resize'; height: number }
  | { type: 'logout' }
  | { type: 'expired' }
  | { type: 'navigated'; path: string };

/** An origin in canonical form (scheme://host[:port]), or null when it is not an http(s) origin. */
export function normalizeOrigin(value: string): string | null {
  if (!value || value === '*' || value === 'null') return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // An origin has no path, query, fragment or credentials.
    if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** Exact comparison against an explicit list; '*' or malformed entries never match. */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  const candidate = normalizeOrigin(origin);
  if (!candidate) return false;
  return allowed.some((entry) => normalizeOrigin(entry) === candidate);
}

/** Parses the EMBED_ORIGINS list as published in the meta tag (JSON array or comma list). */
export function parseEmbedOrigins(value: string | null | undefined): string[] {
  if (!value) return [];
  let list: unknown;
  try {
    list = JSON.parse(value);
  } catch {
    list = value.split(',');
  }
  if (!Array.isArray(list)) return [];
  return list
    .map((entry) => (typeof entry === 'string' ? normalizeOrigin(entry.trim()) : null))
    .filter((entry): entry is string => entry !== null);
}

const isRecord = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null;

export function isHelloMessage(data: unknown): data is HelloMessage {
  return isRecord(data) && data.protocol === EMBED_PROTOCOL && data.type === 'hello';
}

export function isConnectMessage(data: unknown): data is ConnectMessage {
  return isRecord(data) && data.protocol === EMBED_PROTOCOL && data.type === 'connect';
}

/** A path inside the app: starts with one '/', no scheme or protocol-relative form. */
export function isAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !/[\s]/.test(path);
}

export function parseHostMessage(data: unknown): HostMessage | null {
  if (!isRecord(data)) return null;
  if (data.type === 'token' && (typeof data.token === 'string' || data.token === null)) {
    return { type: 'token', token: data.token };
  }
  if (data.type === 'navigate' && typeof data.path === 'string' && isAppPath(data.path)) {
    return { type: 'navigate', path: data.path };
  }
  if (data.type === 'ping') return { type: 'ping' };
  return null;
}

export function parseAppMessage(data: unknown): AppMessage | null {
  if (!isRecord(data)) return null;
  switch (data.type) {
    case 'ready':
    case 'logout':
    case 'expired':
      return { type: data.type };
    case 'resize':
      return typeof data.height === 'number' && Number.isFinite(data.height) && data.height >= 0
        ? { type: 'resize', height: data.height }
        : null;
    case 'navigated':
      return typeof data.path === 'string' ? { type: 'navigated', path: data.path } : null;
    default:
      return null;
  }
}

/** The app path of an entry: a func code (SPEC §2) or an app path; null when it is neither. */
export function entryPath(entry: { func?: string | null; path?: string | null }): string | null {
  if (entry.func) return Object.hasOwn(FUNC_PATHS, entry.func) ? FUNC_PATHS[entry.func as EmbedFunc] : null;
  if (entry.path) return isAppPath(entry.path) ? entry.path : null;
  return null;
}

/** The URL the iframe opens: the app path under /ent with ?embed=1. */
export function embedUrl(platformOrigin: string, path: string): string {
  const url = new URL(`${SPA_PREFIX}${path}`, platformOrigin);
  url.searchParams.set(EMBED_QUERY, '1');
  return url.toString();
}

/** When a token expires (ms since epoch), read from its exp claim; null when it has none. */
export function tokenExpiresAt(token: string): number | null {
  const exp = readTokenClaims(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

export interface RefreshTiming {
  /** How long before expiry the host's getToken is called again (default one minute). */
  leadMs?: number;
  /** Never sooner than this after the last refresh (default 5 s), so a short token cannot spin. */
  minMs?: number;
}

/** Milliseconds until the next token refresh, or null when the token carries no expiry. */
export function refreshDelay(expiresAt: number | null, now: number, timing: RefreshTiming = {}): number | null {
  if (expiresAt === null) return null;
  const lead = timing.leadMs ?? 60_000;
  const min = timing.minMs ?? 5_000;
  return Math.max(min, expiresAt - lead - now);
}

/**
 * The height the app reports to its host: whole pixels, and only when it moved by at least
 * `threshold` pixels from the last reported value, so sub-pixel and scrollbar jitter never makes
 * the iframe grow on every measurement.
 */
export function createHeightTracker(threshold = 4) {
  let last: number | null = null;
  return {
    next(measured: number): number | null {
      if (!Number.isFinite(measured) || measured < 0) return null;
      const height = Math.ceil(measured);
      if (last !== null && Math.abs(height - last) < threshold) return null;
      last = height;
      return height;
    },
    get last() {
      return last;
    },
  };
}
