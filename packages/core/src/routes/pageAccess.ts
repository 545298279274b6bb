// What the shell shows for a typed or followed path, decided before any page renders so that a
// page the account may not open never sends its calls: the page; the no-permission page (/401)
// for a page of the platform the account's menus and permissions do not give it; the not-found
// page (/404) for a path that is no page at all. Whether a path outside the account's own pages is
// a page of the platform only the server knows (menus are data): `ask` says to ask it.
import { hasPermission } from '../auth/permissions';
import type { ResolvedPage } from './resolve';

export type PageDecision =
  | { type: 'page'; page: ResolvedPage }
  | { type: 'forbidden' }
  /** Not among the account's pages: forbidden if the platform has the page, else not found. */
  | { type: 'ask' };

export const FORBIDDEN_PATH = '/401';
export const NOT_FOUND_PATH = '/404';

export function decidePage(
  resolver: { resolve(path: string): ResolvedPage | null },
  path: string,
  perms: readonly string[],
): PageDecision {
  const page = resolver.resolve(path);
  if (!page) return { type: 'ask' };
  if (page.permission && !hasPermission(perms, [page.permission])) return { type: 'forbidden' };
  return { type: 'page', page };
}

/** Where a path outside the account's pages leads, given the server's answer whether it is a page. */
export function unlistedPageTarget(platformHasPage: boolean): string {
  return platformHasPage ? FORBIDDEN_PATH : NOT_FOUND_PATH;
}
