// The menus of the shell, built from the user's permitted server routes: the top menu (5 items,
// 8 embedded, the rest under "more"), the sidebar of the active top item, breadcrumbs.
import type { ServerRoute } from '../api/types';
import { FRAME_COMPONENTS, isExternalPath } from '../routes/flatten';

export const TOP_MENU_VISIBLE = 5;
export const TOP_MENU_VISIBLE_EMBEDDED = 8;

export interface MenuItem {
  /** Resolved absolute path (or http address); unique, so also the item's key. */
  path: string;
  title: string;
  icon: string;
  external: boolean;
  children: MenuItem[];
}

function join(parent: string, child: string): string {
  if (isExternalPath(child) || child.startsWith('/')) return child;
  return `${parent.endsWith('/') ? parent.slice(0, -1) : parent}/${child}`;
}

function visibleChildren(route: ServerRoute): ServerRoute[] {
  return (route.children ?? []).filter((child) => !child.hidden);
}

/**
 * RuoYi's sidebar rule: a directory with exactly one visible child and no alwaysShow shows that
 * child in its place; hidden routes are left out.
 */
export function menuItems(routes: readonly ServerRoute[], parentPath = ''): MenuItem[] {
  const items: MenuItem[] = [];
  for (const route of routes) {
    if (route.hidden) continue;
    const path = join(parentPath, route.path);
    const children = visibleChildren(route);
    const framed = route.component !== undefined && FRAME_COMPONENTS.includes(route.component);
    if (children.length === 1 && !route.alwaysShow) {
      const [only] = children;
      if (only && !(only.children && only.children.length > 0)) {
        items.push(...menuItems([only], path));
        continue;
      }
    }
    if (framed && children.length === 0 && (route.children?.length ?? 0) > 0) continue;
    items.push({
      path,
      title: route.meta?.title ?? '',
      icon: route.meta?.icon ?? '',
      external: isExternalPath(path),
      children: children.length > 0 ? menuItems(children, path) : [],
    });
  }
  return items;
}

/** The first page under an item (what clicking a directory opens). */
export function firstPage(item: MenuItem): MenuItem {
  const [first] = item.children;
  return first ? firstPage(first) : item;
}

export function splitTopMenu<T>(items: readonly T[], embedded: boolean): { visible: T[]; more: T[] } {
  const limit = embedded ? TOP_MENU_VISIBLE_EMBEDDED : TOP_MENU_VISIBLE;
  return { visible: items.slice(0, limit), more: items.slice(limit) };
}

function contains(item: MenuItem, path: string): boolean {
  if (item.path === path || path.startsWith(`${item.path}/`)) return true;
  return item.children.some((child) => contains(child, path));
}

/** The top item the current page belongs to (by path, or by its activeMenu). */
export function activeTopItem(items: readonly MenuItem[], path: string): MenuItem | undefined {
  return items.find((item) => contains(item, path));
}

/** The sidebar entry to highlight: the page itself, or the menu named by its activeMenu. */
export function activeMenuPath(path: string, activeMenu: string | undefined): string {
  return activeMenu || path;
}
