// SPEC §2 header search: titles and paths of the visible permitted routes. Hidden routes and routes
// marked noRedirect (directories) are not results themselves; nested titles read 'A > B'. Fuzzy
// matching with threshold 0.4, title weight 0.7, path weight 0.3.
import Fuse from 'fuse.js';
import type { ServerRoute } from '../api/types';
import { isExternalPath } from './flatten';

export const SEARCH_THRESHOLD = 0.4;
export const TITLE_SEPARATOR = ' > ';

export interface SearchItem {
  path: string;
  title: string;
  external: boolean;
}

function join(parent: string, child: string): string {
  if (isExternalPath(child) || child.startsWith('/')) return child;
  return `${parent.endsWith('/') ? parent.slice(0, -1) : parent}/${child}`;
}

export function searchItems(
  routes: readonly ServerRoute[],
  parentPath = '',
  parentTitles: string[] = [],
): SearchItem[] {
  const items: SearchItem[] = [];
  for (const route of routes) {
    if (route.hidden) continue;
    const path = join(parentPath, route.path);
    const titles = route.meta?.title ? [...parentTitles, route.meta.title] : parentTitles;
    if (route.meta?.title && route.redirect !== 'noRedirect') {
      items.push({ path, title: titles.join(TITLE_SEPARATOR), external: isExternalPath(path) });
    }
    if (route.children?.length) items.push(...searchItems(route.children, path, titles));
  }
  return items;
}

const FUSE_OPTIONS = {
  shouldSort: true,
  threshold: SEARCH_THRESHOLD,
  location: 0,
  distance: 100,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

/** Fuse's bitap works on up to 32 characters; longer patterns skip the pre-filter. */
const MAX_FILTERED_PATTERN = 32;

/**
 * Fuse with SPEC's options over the items that can possibly match. A match with at most
 * threshold × length errors contains at least length − errors of the pattern's characters, so an
 * item whose title and path both hold fewer of them cannot match: skipping it changes no result
 * and keeps a query over 1,000 routes well under DESIGN.md's 2 ms.
 */
export function createRouteSearch(items: readonly SearchItem[]) {
  const all = new Fuse(items, FUSE_OPTIONS);
  const characters = items.map(
    (item) => [new Set(item.title.toLowerCase()), new Set(item.path.toLowerCase())] as const,
  );
  return (query: string): SearchItem[] => {
    const pattern = query.trim().toLowerCase();
    if (!pattern) return [];
    if (pattern.length > MAX_FILTERED_PATTERN) return all.search(pattern).map((result) => result.item);
    const needed = pattern.length - Math.ceil(pattern.length * SEARCH_THRESHOLD);
    const chars = [...pattern];
    const candidates = items.filter((_item, index) => {
      const sets = characters[index];
      if (!sets) return false;
      return sets.some((set) => chars.reduce((found, c) => found + (set.has(c) ? 1 : 0), 0) >= needed);
    });
    if (candidates.length === 0) return [];
    return new Fuse(candidates, FUSE_OPTIONS).search(pattern).map((result) => result.item);
  };
}
