// Turns menu rows into the route tree the SPA consumes (RuoYi's format: name, path, hidden,
// redirect, component, alwaysShow, meta, children) for the roles and flavour at hand.
import type { ServerRoute } from '@ent/core/api';
import type { Flavour } from '@ent/core/platform';
import { createPageResolver } from '@ent/core/routes';
import type { Selectable } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { MenuTable } from '../../db/schema';

export const ADMIN_ROLE = 'admin';
export const ALL_PERMISSIONS = '*:*:*';

type MenuRow = Selectable<MenuTable>;

async function menuRows(handle: DatabaseHandle, roles: string[], flavour: Flavour, types: Array<'M' | 'C' | 'F'>) {
  let query = handle.db
    .selectFrom('menu')
    .selectAll()
    .where('menu_type', 'in', types)
    // A disabled menu or button is left out of every user's routes and permissions.
    .where('status', '=', '0')
    .where((eb) => eb.or([eb('flavours', 'is', null), eb('flavours', 'like', `%${flavour}%`)]));
  if (!roles.includes(ADMIN_ROLE)) {
    if (roles.length === 0) return [];
    query = query.where('id', 'in', (eb) =>
      eb
        .selectFrom('role_menu')
        .innerJoin('role', 'role.id', 'role_menu.role_id')
        .select('role_menu.menu_id')
        .where('role.code', 'in', roles)
        // A disabled role grants nothing.
        .where('role.status', '=', '0'),
    );
  }
  return query.orderBy('parent_id').orderBy('order_num').orderBy('id').execute();
}

function routeName(row: MenuRow): string {
  if (row.name) return row.name;
  const last = row.path.split('/').filter(Boolean).pop() ?? `Menu${row.id}`;
  return last.charAt(0).toUpperCase() + last.slice(1);
}

function toRoute(row: MenuRow, children: ServerRoute[], nested: boolean): ServerRoute {
  const isDirectory = row.menu_type === 'M';
  const route: ServerRoute = {
    name: routeName(row),
    path: row.path,
    hidden: row.hidden,
    component: isDirectory ? (nested ? 'ParentView' : 'Layout') : (row.component ?? ''),
    meta: {
      title: row.title,
      icon: row.icon ?? '',
      noCache: row.no_cache,
      link: row.link,
      ...(row.active_menu ? { activeMenu: row.active_menu } : {}),
      ...(row.affix ? { affix: true } : {}),
    },
  };
  if (row.query) route.query = row.query;
  if (isDirectory) {
    route.redirect = row.redirect ?? 'noRedirect';
    route.alwaysShow = row.always_show || children.length > 1;
    route.children = children;
  }
  return route;
}

export function buildRouteTree(rows: MenuRow[]): ServerRoute[] {
  const byParent = new Map<number | null, MenuRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parent_id) ?? [];
    siblings.push(row);
    byParent.set(row.parent_id, siblings);
  }
  const build = (parentId: number | null, nested: boolean): ServerRoute[] =>
    (byParent.get(parentId) ?? []).flatMap((row) => {
      const children = build(row.id, true);
      // A directory none of whose pages the roles may see is left out rather than shown empty.
      if (row.menu_type === 'M' && children.length === 0) return [];
      return [toRoute(row, children, nested)];
    });
  return build(null, false);
}

export async function routesFor(handle: DatabaseHandle, roles: string[], flavour: Flavour): Promise<ServerRoute[]> {
  return buildRouteTree(await menuRows(handle, roles, flavour, ['M', 'C']));
}

/** Whether `path` is a page of the platform in this flavour: some enabled menu page, or a layout route. */
export async function pageExists(handle: DatabaseHandle, path: string, flavour: Flavour): Promise<boolean> {
  const everyPage = await routesFor(handle, [ADMIN_ROLE], flavour);
  return createPageResolver(everyPage).resolve(path) !== null;
}

export async function permissionsFor(handle: DatabaseHandle, roles: string[], flavour: Flavour): Promise<string[]> {
  if (roles.includes(ADMIN_ROLE)) return [ALL_PERMISSIONS];
  const rows = await menuRows(handle, roles, flavour, ['C', 'F']);
  return [...new Set(rows.flatMap((row) => (row.perms ? [row.perms] : [])))].sort();
}
