// 菜单管理 (/system/menu): the directories, pages and buttons every user's routes and permissions are
// built from (auth/menus.ts reads them per request, so a change shows on the holders' next load).
// A page names a component the SPA has, so no saved menu leads to 页面暂不可用; a menu with children
// is not deleted; no row may carry *:*:* (only the administrator role passes everything).
import { ALL_PERMISSION } from '@ent/core/auth';
import {
  MENU_ENDPOINTS as ENDPOINTS,
  type MenuRow,
  type MenuTreeNode,
  type menuCreateRequest,
} from '@ent/core/contract';
import { SYS_MENU_TEXT as T } from '@ent/core/messages';
import { isExternalPath, isPageComponent, PAGE_COMPONENTS } from '@ent/core/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { Insertable, Selectable, Transaction } from 'kysely';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import { containsPattern } from '../../db/like';
import type { Database, MenuTable } from '../../db/schema';
import { ClientError } from '../../http/errors';
import { route } from '../../http/route';
import { leafIds } from '../role/checkedKeys';

type Stored = Selectable<MenuTable>;

const PATH_PATTERN = /^[A-Za-z0-9/._-]+$/;
const PERMS_PATTERN = /^[A-Za-z0-9:._-]+$/;

const toRow = (row: Stored): MenuRow => ({
  menuId: row.id,
  parentId: row.parent_id,
  menuType: row.menu_type,
  menuName: row.title,
  icon: row.icon ?? '',
  path: row.path,
  component: row.component ?? '',
  perms: row.perms ?? '',
  query: row.query ?? '',
  isFrame: row.link !== null && row.link !== '',
  isCache: !row.no_cache,
  visible: !row.hidden,
  status: row.status,
  orderNum: row.order_num,
});

const toNode = (row: Pick<Stored, 'id' | 'parent_id' | 'title' | 'menu_type'>): MenuTreeNode => ({
  id: row.id,
  parentId: row.parent_id,
  label: row.title,
  menuType: row.menu_type,
});

/** The columns a request sets, checked; a refusal names what is wrong in Chinese. */
function checked(body: z.output<typeof menuCreateRequest>): Omit<Insertable<MenuTable>, 'parent_id'> {
  const perms = body.perms;
  if (perms === ALL_PERMISSION) throw new ClientError('badRequest', T.permsAll);
  if (perms && !PERMS_PATTERN.test(perms)) throw new ClientError('badRequest', T.permsFormat);
  const common = {
    menu_type: body.menuType,
    title: body.menuName,
    order_num: body.orderNum,
    status: body.status,
    perms: perms || null,
  };
  if (body.menuType === 'F')
    return { ...common, path: '', component: null, icon: null, query: null, link: null, hidden: false };
  if (!body.path) throw new ClientError('badRequest', T.required(T.path));
  const external = body.isFrame;
  if (external && !isExternalPath(body.path)) throw new ClientError('badRequest', T.linkFormat);
  if (!external && !PATH_PATTERN.test(body.path)) throw new ClientError('badRequest', T.pathFormat);
  let component: string | null = null;
  if (body.menuType === 'C' && !external) {
    if (!body.component) throw new ClientError('badRequest', T.componentRequired);
    if (!isPageComponent(body.component))
      throw new ClientError('badRequest', T.componentUnknown(body.component, PAGE_COMPONENTS.join(', ')));
    component = body.component;
  }
  if (body.query) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.query);
    } catch {
      throw new ClientError('badRequest', T.queryFormat);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new ClientError('badRequest', T.queryFormat);
  }
  return {
    ...common,
    path: body.path,
    component,
    icon: body.icon || null,
    query: body.query || null,
    link: external ? body.path : null,
    no_cache: !body.isCache,
    hidden: !body.visible,
  };
}

export const menuPlugin: FastifyPluginAsync<{ handle: DatabaseHandle }> = async (app, { handle }) => {
  const { db } = handle;

  const byId = async (id: number, executor: Transaction<Database> | typeof db = db) => {
    const row = await executor.selectFrom('menu').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ClientError('notFound', T.notFound);
    return row;
  };

  /** The parent a row may hang under: none, a directory or a page; a button only under a page. */
  const checkedParent = async (
    trx: Transaction<Database>,
    parentId: number | null,
    menuType: Stored['menu_type'],
    self: number | null,
  ) => {
    if (parentId === null) {
      if (menuType === 'F') throw new ClientError('badRequest', T.buttonParent);
      return;
    }
    const parent = await trx
      .selectFrom('menu')
      .select(['id', 'menu_type', 'parent_id'])
      .where('id', '=', parentId)
      .executeTakeFirst();
    if (!parent) throw new ClientError('badRequest', T.parentMissing);
    if (parent.menu_type === 'F') throw new ClientError('badRequest', T.parentButton);
    if (menuType === 'F' && parent.menu_type !== 'C') throw new ClientError('badRequest', T.buttonParent);
    if (self !== null) {
      // Not under itself or anything below it: walk up from the new parent.
      const rows = await trx.selectFrom('menu').select(['id', 'parent_id']).execute();
      const parents = new Map(rows.map((row) => [row.id, row.parent_id]));
      for (let at: number | null = parentId; at !== null; at = parents.get(at) ?? null)
        if (at === self) throw new ClientError('badRequest', T.parentSelf);
    }
  };

  route(app, ENDPOINTS.list, async ({ query }) => {
    let rows = db.selectFrom('menu').selectAll();
    if (query.menuName) rows = rows.where('title', 'ilike', containsPattern(query.menuName));
    if (query.status) rows = rows.where('status', '=', query.status);
    return (await rows.orderBy('parent_id').orderBy('order_num').orderBy('id').execute()).map(toRow);
  });

  route(app, ENDPOINTS.get, async ({ params }) => toRow(await byId(params.id)));

  const tree = () =>
    db
      .selectFrom('menu')
      .select(['id', 'parent_id', 'title', 'menu_type'])
      .orderBy('parent_id')
      .orderBy('order_num')
      .orderBy('id')
      .execute();

  route(app, ENDPOINTS.treeselect, async () => (await tree()).map(toNode));

  route(app, ENDPOINTS.roleMenuTreeselect, async ({ params }) => {
    const role = await db
      .selectFrom('role')
      .select(['id', 'menu_check_strictly'])
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!role) throw new ClientError('notFound', T.notFound);
    const menus = await tree();
    const granted = (await db.selectFrom('role_menu').select('menu_id').where('role_id', '=', role.id).execute()).map(
      (row) => row.menu_id,
    );
    // Linked, a parent's state follows its children: only the granted leaves are sent checked.
    return { menus: menus.map(toNode), checkedKeys: role.menu_check_strictly ? leafIds(menus, granted) : granted };
  });

  route(app, ENDPOINTS.add, async ({ body }) =>
    db.transaction().execute(async (trx) => {
      const values = checked(body);
      await checkedParent(trx, body.parentId, body.menuType, null);
      const row = await trx
        .insertInto('menu')
        .values({ ...values, parent_id: body.parentId })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRow(row);
    }),
  );

  route(app, ENDPOINTS.update, async ({ body }) =>
    db.transaction().execute(async (trx) => {
      const current = await byId(body.menuId, trx);
      const values = checked(body);
      await checkedParent(trx, body.parentId, body.menuType, current.id);
      if (body.menuType === 'F' && current.menu_type !== 'F') {
        const child = await trx.selectFrom('menu').select('id').where('parent_id', '=', current.id).executeTakeFirst();
        if (child) throw new ClientError('badRequest', T.parentButton);
      }
      const row = await trx
        .updateTable('menu')
        .set({ ...values, parent_id: body.parentId })
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRow(row);
    }),
  );

  route(app, ENDPOINTS.order, async ({ body }) =>
    db.transaction().execute(async (trx) => {
      let changed = 0;
      for (const { menuId, orderNum } of body.orders) {
        const result = await trx
          .updateTable('menu')
          .set({ order_num: orderNum })
          .where('id', '=', menuId)
          .where('order_num', '<>', orderNum)
          .executeTakeFirst();
        changed += Number(result.numUpdatedRows);
      }
      return changed;
    }),
  );

  route(app, ENDPOINTS.remove, async ({ params }) =>
    db.transaction().execute(async (trx) => {
      const current = await byId(params.id, trx);
      const child = await trx.selectFrom('menu').select('id').where('parent_id', '=', current.id).executeTakeFirst();
      if (child) throw new ClientError('badRequest', T.hasChildren);
      await trx.deleteFrom('menu').where('id', '=', current.id).execute();
      return null;
    }),
  );
};
