// Origin rules of the extension: what the options page accepts, which host permissions it asks
// for, and which tabs and frames the bridge may touch. Framework-free, unit tested.

/** "https://portal.example.cn" (no path, query or credentials), normalised; null when invalid. */
export function normalizeOrigin(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  if (url.pathname !== '/' && url.pathname !== '') return null;
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^/]+\/?$/i.test(value)) return null;
  // Host names only (IDN arrive as punycode) or bracketed IPv6: no wildcards or other signs.
  if (!/^([a-z0-9-]+\.)*[a-z0-9-]+$/.test(url.hostname) && !/^\[[0-9a-f:.]+\]$/.test(url.hostname)) return null;
  return url.origin;
}

export interface OriginList {
  origins: string[];
  invalid: string[];
}

/** One origin per line (commas and spaces also separate); duplicates are dropped. */
export function parseOriginList(text: string): OriginList {
  const origins: string[] = [];
  const invalid: string[] = [];
  for (const entry of text.split(/[\s,]+/)) {
    if (!entry) continue;
    const origin = normalizeOrigin(entry);
    if (!origin) invalid.push(entry);
    else if (!origins.includes(origin)) origins.push(origin);
  }
  return { origins, invalid };
}

/** The match pattern granting exactly one origin (scheme, host and port). */
export function originPattern(origin: string): string {
  return `${origin}/*`;
}

/** Host permissions for the configured origins, and nothing broader. */
export function permissionPatterns(platformOrigin: string | null, portalOrigins: readonly string[]): string[] {
  const origins = platformOrigin ? [platformOrigin, ...portalOrigins] : [...portalOrigins];
  return [...new Set(origins.map(originPattern))];
}

/** The origin of a URL, or null for URLs without one (about:blank, chrome://, garbage). */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Whether a tab shows one of the allowed portals (never the platform itself). */
export function isAllowedPortal(
  url: string | undefined,
  portalOrigins: readonly string[],
  platformOrigin: string | null,
): boolean {
  const origin = originOf(url);
  return origin !== null && origin !== platformOrigin && portalOrigins.includes(origin);
}
