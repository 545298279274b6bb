import type { RouteMeta, ServerRoute } from '../api/types';

/** Components that only frame their children (RuoYi's route format). */
export const FRAME_COMPONENTS: readonly string[] = ['Layout', 'ParentView', 'InnerLink'];

export interface PageRoute {
  /** Absolute path inside the app, or the http(s) address of an external link. */
  path: string;
  component: string;
  name?: string;
  meta: RouteMeta;
  /** Titles from the top menu down to this page, for breadcrumbs and search ("A > B"). */
  titles: string[];
  hidden: boolean;
  external: boolean;
  query?: string;
}

export function isExternalPath(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

function joinPath(parent: string, child: string): string {
  if (isExternalPath(child) || child.startsWith('/')) return child;
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return `${base}/${child}`;
}

/** Flattens the server's menu tree into the pages the router can render, depth first. */
export function flattenRoutes(
  routes: readonly ServerRoute[],
  parentPath = '',
  parentTitles: string[] = [],
  parentHidden = false,
): PageRoute[] {
  const pages: PageRoute[] = [];
  for (const route of routes) {
    const path = joinPath(parentPath, route.path);
    const title = route.meta?.title;
    const titles = title ? [...parentTitles, title] : parentTitles;
    const hidden = parentHidden || route.hidden === true;
    if (route.children && route.children.length > 0) {
      pages.push(...flattenRoutes(route.children, path, titles, hidden));
      continue;
    }
    const component = route.component ?? '';
    if (!component || FRAME_COMPONENTS.includes(component)) continue;
    pages.push({
      path,
      component,
      ...(route.name === undefined ? {} : { name: route.name }),
      meta: route.meta ?? { title: '' },
      titles,
      hidden,
      external: isExternalPath(path),
      ...(route.query === undefined ? {} : { query: route.query }),
    });
  }
  return pages;
}
