// SPEC §4: grey-release paths go to an alternate deployed prefix. The ent-grey-router parameter holds
// JSON {"prefix": "/ent-grey", "paths": ["/datareporting/list", ...]} (docs/PROTOCOL.md).

export interface GreyRelease {
  prefix: string;
  paths: string[];
}

export function parseGreyRelease(data: string | null | undefined): GreyRelease | null {
  if (!data) return null;
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return null;
    const { prefix, paths } = value as Record<string, unknown>;
    // Only a same-origin path prefix: the parameter must not be able to send users elsewhere.
    if (typeof prefix !== 'string' || !/^\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(prefix)) return null;
    if (!Array.isArray(paths)) return null;
    const valid = paths.filter((p): p is string => typeof p === 'string' && p.startsWith('/'));
    return valid.length > 0 ? { prefix, paths: valid } : null;
  } catch {
    return null;
  }
}

/** The address to go to for `path` (with its search), or null when it is not grey-released. */
export function greyTarget(grey: GreyRelease | null, path: string, search = ''): string | null {
  if (!grey) return null;
  const hit = grey.paths.some((p) => path === p || path.startsWith(`${p.endsWith('/') ? p : `${p}/`}`));
  return hit ? `${grey.prefix}${path}${search}` : null;
}
