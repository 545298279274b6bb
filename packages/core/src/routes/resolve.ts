// Which page the shell shows for a path: the user's menu pages first, then the layout routes.
import type { RouteMeta, ServerRoute } from '../api/types';
import { flattenRoutes, type PageRoute } from './flatten';
import { LAYOUT_ROUTES } from './layoutRoutes';
import { matchPath } from './match';

export interface ResolvedPage {
  /** The route's own path (a pattern for layout routes with parameters). */
  routePath: string;
  component: string;
  meta: RouteMeta;
  titles: string[];
  params: Record<string, string>;
  name?: string;
  /** A layout route's permission (LayoutRoute.permission); a menu page needs none beyond its menu. */
  permission?: string;
}

export function createPageResolver(routes: readonly ServerRoute[]) {
  const pages: PageRoute[] = flattenRoutes(routes).filter((page) => !page.external);
  const byPath = new Map(pages.map((page) => [page.path, page]));
  return {
    pages,
    resolve(path: string): ResolvedPage | null {
      const page = byPath.get(path) ?? byPath.get(path.replace(/\/$/, ''));
      if (page) {
        return {
          routePath: page.path,
          component: page.component,
          meta: page.meta,
          titles: page.titles,
          params: {},
          ...(page.name ? { name: page.name } : {}),
        };
      }
      for (const route of LAYOUT_ROUTES) {
        const match = matchPath(route.path, path);
        if (match)
          return {
            routePath: route.path,
            component: route.component,
            meta: route.meta,
            titles: [route.meta.title],
            params: match.params,
            ...(route.permission ? { permission: route.permission } : {}),
          };
      }
      return null;
    },
  };
}
