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
 * Fuse with SPEC's options, looking only where a match is possible. A match with at most
 * threshold × length errors holds at least length − errors of the pattern's characters, so a title
 * or path holding fewer of them cannot match: it is left out of the query's index (an item with
 * neither is left out whole). Fuse then scores the rest from the index built once, and as an item's
 * score comes only from the keys that match, every result and its order stay as over all routes;
 * a query over 1,000 routes stays under DESIGN.md's 2 ms.
 */
export function createRouteSearch(items: readonly SearchItem[]) {
  const index = Fuse.createIndex(FUSE_OPTIONS.keys, items);
  const { keys, records } = index.toJSON();
  // The keys as parseIndex takes them back (toJSON leaves out the getter, which is Fuse's default).
  const indexKeys = keys as Parameters<typeof Fuse.parseIndex>[0]['keys'];
  const all = new Fuse(items, FUSE_OPTIONS, index);
  // Per item, the characters of its title (key 0) and its path (key 1).
  const characters = items.map((item) => [new Set(item.title.toLowerCase()), new Set(item.path.toLowerCase())]);
  return (query: string): SearchItem[] => {
    const pattern = query.trim().toLowerCase();
    if (!pattern) return [];
    if (pattern.length > MAX_FILTERED_PATTERN) return all.search(pattern).map((result) => result.item);
    const needed = pattern.length - Math.ceil(pattern.length * SEARCH_THRESHOLD);
    const chars = [...pattern];
    const holds = (set: Set<string>) => chars.reduce((found, c) => found + (set.has(c) ? 1 : 0), 0) >= needed;
    const possible: typeof records = [];
    records.forEach((record, n) => {
      const [title, path] = characters[n] ?? [];
      const inTitle = title !== undefined && holds(title);
      const inPath = path !== undefined && holds(path);
      if (inTitle && inPath) possible.push(record);
      else if (inTitle || inPath) {
        const key = inTitle ? 0 : 1;
        const value = record.$?.[key];
        if (value) possible.push({ i: record.i, $: { [key]: value } });
      }
    });
    if (possible.length === 0) return [];
    const subset = Fuse.parseIndex<SearchItem>({ keys: indexKeys, records: possible });
    return new Fuse(items, FUSE_OPTIONS, subset).search(pattern).map((result) => result.item);
  };
}
