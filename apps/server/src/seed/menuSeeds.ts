// Menu rows as seeds: a page, a directory or a button, granted to roles by code.
import type { Insertable, Kysely } from 'kysely';
import type { Database, MenuTable } from '../db/schema';
import { syncIdentity } from './seedStep';

export type MenuSeed = Insertable<MenuTable> & { id: number; roles: string[] };

/** A page (menu_type C) under `parent`. */
export const menuPage = (
  id: number,
  parent: number,
  path: string,
  component: string,
  title: string,
  roles: string[],
  extra: Partial<MenuSeed> = {},
): MenuSeed => ({
  id,
  parent_id: parent,
  menu_type: 'C',
  path,
  component,
  title,
  order_num: id,
  roles,
  ...extra,
});
/** A top-level directory (menu_type M). */
export const menuDir = (
  id: number,
  path: string,
  title: string,
  icon: string,
  roles: string[],
  extra: Partial<MenuSeed> = {},
): MenuSeed => ({
  id,
  parent_id: null,
  menu_type: 'M',
  path,
  title,
  icon,
  order_num: id,
  roles,
  ...extra,
});
/** A button (menu_type F): a permission shown in the role tree, not a route. */
export const menuButton = (id: number, parent: number, title: string, perms: string, roles: string[]): MenuSeed => ({
  id,
  parent_id: parent,
  menu_type: 'F',
  path: '',
  title,
  perms,
  order_num: id,
  roles,
});

/**
 * Adds menu rows (with explicit ids, so later releases can name their parents) and grants each to
 * the roles its seed names, by role code.
 */
export async function insertMenus(db: Kysely<Database>, rows: MenuSeed[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('menu')
    .values(rows.map(({ roles: _roles, ...row }) => row))
    // A row already there (a step re-applied over data it made before) is left as it is.
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await syncIdentity(db, 'menu');
  const roles = await db.selectFrom('role').select(['id', 'code']).execute();
  const grants = rows.flatMap((row) =>
    roles.filter((role) => row.roles.includes(role.code)).map((role) => ({ role_id: role.id, menu_id: row.id })),
  );
  if (grants.length > 0)
    await db
      .insertInto('role_menu')
      .values(grants)
      .onConflict((oc) => oc.doNothing())
      .execute();
}
