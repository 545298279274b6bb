// 角色管理 (/system/role): roles with their menu and button permissions, data scope and users. The
// administrator role is not changed from here at all (it passes every check by its code, SPEC §6),
// built-in roles keep their code and stay, and a role still held by users is not deleted. A change
// counts on the next request of every holder: roles and permissions are read per request.
import {
  ROLE_ENDPOINTS as ENDPOINTS,
  ROLE_PERMISSIONS,
  type RoleRow,
  type RoleUserRow,
  type roleCreateRequest,
  type roleFilters,
  type roleUsersQuery,
} from '@ent/core/contract';
import { formatTime } from '@ent/core/format';
import { SYS_ROLE_TEXT as T } from '@ent/core/messages';
import { maskPhone } from '@ent/core/validate';
import type { FastifyPluginAsync } from 'fastify';
import { type Selectable, type SqlBool, sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import { containsPattern } from '../../db/like';
import { pageOf } from '../../db/paging';
import type { Database, RoleTable } from '../../db/schema';
import type { ServerPrincipal } from '../../http/context';
import { userInScope } from '../../http/dataScope';
import { ClientError } from '../../http/errors';
import { route } from '../../http/route';
import { ADMIN_ROLE } from '../auth/menus';
import type { ExportStore } from '../files/exports';
import { leafIds } from './checkedKeys';

type Stored = Selectable<RoleTable>;

const toRow = (row: Stored): RoleRow => ({
  roleId: row.id,
  roleName: row.name,
  roleKey: row.code,
  roleSort: row.sort,
  status: row.status,
  dataScope: row.data_scope,
  menuCheckStrictly: row.menu_check_strictly,
  deptCheckStrictly: row.dept_check_strictly,
  remark: row.remark ?? '',
  builtin: row.builtin,
  admin: row.code === ADMIN_ROLE,
  createTime: formatTime(row.created_at),
});

export const rolePlugin: FastifyPluginAsync<{ handle: DatabaseHandle; exports: ExportStore }> = async (
  app,
  { handle, exports },
) => {
  const { db } = handle;

  const filtered = (filters: z.output<typeof roleFilters>) => {
    let query = db.selectFrom('role').selectAll();
    if (filters.roleName) query = query.where('name', 'ilike', containsPattern(filters.roleName));
    if (filters.roleKey) query = query.where('code', 'ilike', containsPattern(filters.roleKey));
    if (filters.status) query = query.where('status', '=', filters.status);
    return query;
  };
  const byId = async (id: number, executor: Transaction<Database> | typeof db = db) => {
    const row = await executor.selectFrom('role').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ClientError('notFound', T.notFound);
    return row;
  };
  /** The role, refused when it is the administrator's. */
  const changeable = async (id: number, executor: Transaction<Database> | typeof db = db) => {
    const row = await byId(id, executor);
    if (row.code === ADMIN_ROLE) throw new ClientError('badRequest', T.adminProtected);
    return row;
  };

  const uniqueNameAndKey = async (trx: Transaction<Database>, name: string, key: string, except: number | null) => {
    let query = trx
      .selectFrom('role')
      .select(['id', 'name', 'code'])
      .where((eb) => eb.or([eb('name', '=', name), eb(sql<string>`lower(code)`, '=', key.toLowerCase())]));
    if (except !== null) query = query.where('id', '<>', except);
    const taken = await query.executeTakeFirst();
    if (taken?.name === name) throw new ClientError('badRequest', T.nameTaken(name));
    if (taken) throw new ClientError('badRequest', T.keyTaken(key));
  };

  const grantMenus = async (trx: Transaction<Database>, roleId: number, menuIds: readonly number[]) => {
    const ids = [...new Set(menuIds)];
    if (ids.length > 0) {
      const found = await trx.selectFrom('menu').select('id').where('id', 'in', ids).execute();
      if (found.length !== ids.length) throw new ClientError('badRequest', T.menusUnknown);
    }
    await trx.deleteFrom('role_menu').where('role_id', '=', roleId).execute();
    if (ids.length > 0)
      await trx
        .insertInto('role_menu')
        .values(ids.map((menu_id) => ({ role_id: roleId, menu_id })))
        .execute();
  };

  const values = (body: z.output<typeof roleCreateRequest>) => ({
    name: body.roleName,
    code: body.roleKey,
    sort: body.roleSort,
    status: body.status,
    remark: body.remark || null,
    menu_check_strictly: body.menuCheckStrictly,
  });

  route(app, ENDPOINTS.list, async ({ query }) =>
    pageOf(db, filtered(query), query, (rows) => rows.orderBy('sort').orderBy('id'), toRow),
  );

  route(app, ENDPOINTS.get, async ({ params }) => toRow(await byId(params.id)));

  route(app, ENDPOINTS.add, async ({ body }) =>
    db.transaction().execute(async (trx) => {
      await uniqueNameAndKey(trx, body.roleName, body.roleKey, null);
      const row = await trx
        .insertInto('role')
        .values({ ...values(body), data_scope: '1' })
        .returningAll()
        .executeTakeFirstOrThrow();
      await grantMenus(trx, row.id, body.menuIds);
      return toRow(row);
    }),
  );

  route(app, ENDPOINTS.update, async ({ body }) =>
    db.transaction().execute(async (trx) => {
      const current = await changeable(body.roleId, trx);
      if (current.builtin && body.roleKey !== current.code)
        throw new ClientError('badRequest', T.builtinKey(current.name));
      await uniqueNameAndKey(trx, body.roleName, body.roleKey, current.id);
      const row = await trx
        .updateTable('role')
        .set({ ...values(body), updated_at: new Date() })
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await grantMenus(trx, row.id, body.menuIds);
      return toRow(row);
    }),
  );

  route(app, ENDPOINTS.dataScope, async ({ body }) =>
    db.transaction().execute(async (trx) => {
      const current = await changeable(body.roleId, trx);
      const deptIds = body.dataScope === '2' ? [...new Set(body.deptIds)] : [];
      if (deptIds.length > 0) {
        const found = await trx.selectFrom('dept').select('id').where('id', 'in', deptIds).execute();
        if (found.length !== deptIds.length) throw new ClientError('badRequest', T.deptsUnknown);
      }
      await trx.deleteFrom('role_dept').where('role_id', '=', current.id).execute();
      if (deptIds.length > 0)
        await trx
          .insertInto('role_dept')
          .values(deptIds.map((dept_id) => ({ role_id: current.id, dept_id })))
          .execute();
      const row = await trx
        .updateTable('role')
        .set({ data_scope: body.dataScope, dept_check_strictly: body.deptCheckStrictly, updated_at: new Date() })
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRow(row);
    }),
  );

  route(app, ENDPOINTS.changeStatus, async ({ body }) => {
    const current = await changeable(body.roleId);
    const row = await db
      .updateTable('role')
      .set({ status: body.status, updated_at: new Date() })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRow(row);
  });

  route(app, ENDPOINTS.remove, async ({ params }) => {
    const ids = [...new Set(params.ids.split(',').map(Number))];
    return db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('role').selectAll().where('id', 'in', ids).execute();
      // All or nothing: one role that must stay keeps the others too.
      for (const row of rows) {
        if (row.code === ADMIN_ROLE) throw new ClientError('badRequest', T.adminProtected);
        if (row.builtin) throw new ClientError('badRequest', T.builtinKept(row.name));
      }
      const held = await trx
        .selectFrom('user_role')
        .innerJoin('role', 'role.id', 'user_role.role_id')
        .select('role.name')
        .where('user_role.role_id', 'in', ids)
        .executeTakeFirst();
      if (held) throw new ClientError('badRequest', T.inUse(held.name));
      if (rows.length === 0) return 0;
      const result = await trx.deleteFrom('role').where('id', 'in', ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  });

  route(app, ENDPOINTS.deptTree, async ({ params }) => {
    const role = await byId(params.id);
    const depts = await db
      .selectFrom('dept')
      .select(['id', 'parent_id', 'name'])
      .where('status', '=', '0')
      .orderBy('parent_id')
      .orderBy('order_num')
      .orderBy('id')
      .execute();
    const granted = (await db.selectFrom('role_dept').select('dept_id').where('role_id', '=', role.id).execute()).map(
      (row) => row.dept_id,
    );
    return {
      depts: depts.map((dept) => ({ id: dept.id, parentId: dept.parent_id, label: dept.name })),
      checkedKeys: role.dept_check_strictly ? leafIds(depts, granted) : granted,
    };
  });

  // The accounts of the assigned and unassigned lists: those within the caller's data scope.
  const usersOf = async (principal: ServerPrincipal, query: z.output<typeof roleUsersQuery>, holding: boolean) => {
    await byId(query.roleId);
    const scope = await app.access.scope(principal, ROLE_PERMISSIONS.list);
    const holds = sql<SqlBool>`EXISTS (SELECT 1 FROM user_role ur WHERE ur.user_id = u.id AND ur.role_id = ${query.roleId})`;
    let users = db
      .selectFrom('app_user as u')
      .leftJoin('dept as d', 'd.id', 'u.dept_id')
      .leftJoin('enterprise as e', 'e.id', 'u.mainstay_id')
      .select([
        'u.id',
        'u.username',
        'u.full_name',
        'u.phone',
        'u.type_of',
        'u.status',
        'u.created_at',
        'd.name as dept_name',
        'e.name as enterprise_name',
      ])
      .where(userInScope(scope, 'u'))
      .where(holding ? holds : sql<SqlBool>`NOT ${holds}`);
    if (query.userName) users = users.where('u.username', 'ilike', containsPattern(query.userName));
    if (query.phonenumber) users = users.where('u.phone', 'like', containsPattern(query.phonenumber));
    return pageOf(
      db,
      users,
      query,
      (rows) => rows.orderBy('u.id'),
      (row): RoleUserRow => ({
        userId: row.id,
        userName: row.username,
        nickName: row.full_name,
        deptName: row.dept_name ?? row.enterprise_name ?? '',
        phonenumber: row.phone ? maskPhone(row.phone) : '',
        userType: row.type_of === '2' ? '2' : '1',
        status: row.status === '1' ? '1' : '0',
        createTime: formatTime(row.created_at),
      }),
    );
  };

  route(app, ENDPOINTS.allocatedList, async ({ query, principal }) => usersOf(principal, query, true));
  route(app, ENDPOINTS.unallocatedList, async ({ query, principal }) => usersOf(principal, query, false));

  /** The accounts of `userIds` the caller may see; refused unless all of them are. */
  const usersInScope = async (principal: ServerPrincipal, userIds: readonly number[]) => {
    const ids = [...new Set(userIds)];
    const scope = await app.access.scope(principal, ROLE_PERMISSIONS.list);
    const found = await db
      .selectFrom('app_user as u')
      .select('u.id')
      .where('u.id', 'in', ids)
      .where(userInScope(scope, 'u'))
      .execute();
    if (found.length !== ids.length) throw new ClientError('badRequest', T.usersUnknown);
    return ids;
  };

  const cancel = async (principal: ServerPrincipal, roleId: number, userIds: readonly number[]) => {
    const role = await changeable(roleId);
    const ids = await usersInScope(principal, userIds);
    const result = await db
      .deleteFrom('user_role')
      .where('role_id', '=', role.id)
      .where('user_id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  };

  route(app, ENDPOINTS.cancel, async ({ body, principal }) => cancel(principal, body.roleId, [body.userId]));
  route(app, ENDPOINTS.cancelAll, async ({ body, principal }) => cancel(principal, body.roleId, body.userIds));

  route(app, ENDPOINTS.selectAll, async ({ body, principal }) => {
    const role = await changeable(body.roleId);
    const ids = await usersInScope(principal, body.userIds);
    const result = await db
      .insertInto('user_role')
      .values(ids.map((user_id) => ({ user_id, role_id: role.id })))
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  });

  route(app, ENDPOINTS.export, async ({ query, principal }) => {
    const rows = (await filtered(query).orderBy('sort').orderBy('id').execute()).map(toRow);
    const workbook = await exports.workbook({
      sheet: T.title,
      columns: [
        { header: T.name, key: 'roleName', width: 24 },
        { header: T.key, key: 'roleKey', width: 24 },
        { header: T.sort, key: 'roleSort', width: 10 },
        { header: T.status, key: 'statusText', width: 10 },
        { header: T.dataScope, key: 'dataScopeText', width: 24 },
        { header: T.remark, key: 'remark', width: 40 },
        { header: T.createTime, key: 'createTime', width: 20 },
      ],
      rows: rows.map((row) => ({
        ...row,
        statusText: T.statusValues[row.status],
        dataScopeText: T.dataScopeValues[row.dataScope],
      })),
    });
    return exports.save(principal.userId, T.exportName, workbook);
  });
};
