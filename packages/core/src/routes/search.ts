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

export function createRouteSearch(items: readonly SearchItem[]) {
  const fuse = new Fuse(items, {
    shouldSort: true,
    threshold: SEARCH_THRESHOLD,
    location: 0,
    distance: 100,
    minMatchCharLength: 1,
    keys: [
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ],
  });
  return (query: string): SearchItem[] => (query.trim() ? fuse.search(query.trim()).map((result) => result.item) : []);
}
