// 用户管理 (/system/user): accounts of both sides within the caller's data scope. New accounts and
// reset passwords must be changed at the next login; a disabled or deleted account's sessions end
// at once on every process (the session row is read by every request).
import { hasPermission } from '@ent/core/auth';
import { USER_ENDPOINTS as ENDPOINTS, STAFF_ROLE_CODES, USER_PERMISSIONS, type userFilters } from '@ent/core/contract';
import { DICT_TYPES } from '@ent/core/dict';
import { USER_TEXT as T } from '@ent/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import { endOfDay, startOfDay } from '../../db/days';
import { containsPattern } from '../../db/like';
import { pageOf } from '../../db/paging';
import type { Database } from '../../db/schema';
import type { ServerPrincipal } from '../../http/context';
import { type DataScope, enterpriseCityInScope, userInScope } from '../../http/dataScope';
import { ClientError } from '../../http/errors';
import { route } from '../../http/route';
import { acceptUploads } from '../../http/uploadParsing';
import { hashPassword } from '../auth/passwords';
import type { TokenService } from '../auth/tokens';
import { allDepartments, below, toDeptRow } from '../dept/plugin';
import type { DictionaryStore } from '../dict/store';
import type { ExportStore } from '../files/exports';
import { rememberReplacedPassword } from '../profile/passwordHistory';
import {
  accountColumns,
  accountProblem,
  administratorRolesOf,
  ensureHoldersRemain,
  ensureInScope,
  passwordProblem,
  roleChangeProblem,
  setLinks,
  toUserRow,
  userDetail,
  userRows,
} from './accounts';
import { writeUserExport } from './exporter';
import { importUsers, receiveImport, userImportTemplate } from './importer';

export type UserFilters = z.output<typeof userFilters>;

/** The accounts matching the filters within the scope (u: app_user). */
export function filteredUsers(db: Kysely<Database>, filters: UserFilters, scope: DataScope) {
  let query = userRows(db).where(userInScope(scope, 'u'));
  if (filters.deptId !== undefined) {
    const deptId = filters.deptId;
    query = query.where('u.dept_id', 'in', (eb) =>
      eb
        .selectFrom('dept')
        .select('id')
        .where((inner) => inner.or([inner('id', '=', deptId), below(deptId)])),
    );
  }
  if (filters.userName) query = query.where('u.username', 'ilike', containsPattern(filters.userName));
  if (filters.nickName) query = query.where('u.full_name', 'ilike', containsPattern(filters.nickName));
  if (filters.phonenumber) query = query.where('u.phone', 'like', containsPattern(filters.phonenumber));
  if (filters.status) query = query.where('u.status', '=', filters.status);
  if (filters.userType) query = query.where('u.type_of', '=', filters.userType);
  // Days are the administrator's days in China.
  if (filters.beginTime) query = query.where('u.created_at', '>=', startOfDay(filters.beginTime));
  if (filters.endTime) query = query.where('u.created_at', '<', endOfDay(filters.endTime));
  return query;
}

export const userPlugin: FastifyPluginAsync<{
  handle: DatabaseHandle;
  exports: ExportStore;
  tokens: TokenService;
  dictionaries: DictionaryStore;
}> = async (app, { handle, exports, tokens, dictionaries }) => {
  await acceptUploads(app);
  const { db } = handle;
  /** 用户性别 is a dictionary staff extend; an account keeps the value it has after one is disabled. */
  const checkSex = (sex: string, current?: string) => dictionaries.require(DICT_TYPES.sex, sex, T.sex, current);
  const sexLabels = async () =>
    Object.fromEntries((await dictionaries.options(DICT_TYPES.sex)).map((option) => [option.value, option.label]));

  const mayEdit = async (principal: ServerPrincipal) =>
    hasPermission(await app.access.permissions(principal), [USER_PERMISSIONS.edit]);

  /** The accounts among `ids` the caller may see; refuses when one of them is not. */
  const targets = async (ids: number[], scope: DataScope, trx: Kysely<Database> = db) => {
    const rows = await trx
      .selectFrom('app_user as u')
      .select(['u.id', 'u.username', 'u.type_of', 'u.status'])
      .where('u.id', 'in', ids)
      .where(userInScope(scope, 'u'))
      .execute();
    if (rows.length !== new Set(ids).size) throw new ClientError('notFound', T.notFound);
    return rows;
  };

  const dateRange = (filters: UserFilters) => {
    if (filters.beginTime && filters.endTime && filters.beginTime > filters.endTime)
      throw new ClientError('badRequest', T.badDateRange);
  };

  route(app, ENDPOINTS.list, async ({ query, scope }) => {
    dateRange(query);
    return pageOf(
      db,
      filteredUsers(db, query, await scope()),
      query,
      (rows) => rows.orderBy('u.id'),
      (row) => toUserRow(row),
    );
  });

  route(app, ENDPOINTS.deptTree, async () =>
    (await allDepartments(db).where('status', '=', '0').execute()).map(toDeptRow),
  );

  route(app, ENDPOINTS.formOptions, async () => {
    const [posts, roles] = await Promise.all([
      db.selectFrom('post').select(['id', 'name', 'status']).orderBy('order_num').orderBy('id').execute(),
      db.selectFrom('role').select(['id', 'name', 'code', 'status']).orderBy('sort').orderBy('id').execute(),
    ]);
    return {
      posts: posts.map((post) => ({ postId: post.id, postName: post.name, status: post.status })),
      roles: roles.map((role) => ({
        roleId: role.id,
        roleName: role.name,
        roleKey: role.code,
        status: role.status,
        staffOnly: STAFF_ROLE_CODES.includes(role.code),
      })),
    };
  });

  route(app, ENDPOINTS.enterprises, async ({ query, scope }) => {
    let rows = db
      .selectFrom('enterprise as e')
      .select(['e.id', 'e.name', 'e.credit_code', 'e.city_name'])
      .where(enterpriseCityInScope(await scope(), 'e.city_code'));
    if (query.keyword) {
      const pattern = containsPattern(query.keyword);
      rows = rows.where((eb) => eb.or([eb('e.name', 'ilike', pattern), eb('e.credit_code', 'ilike', pattern)]));
    }
    return (await rows.orderBy('e.id').limit(20).execute()).map((row) => ({
      id: row.id,
      name: row.name,
      creditCode: row.credit_code,
      cityName: row.city_name ?? '',
    }));
  });

  route(app, ENDPOINTS.get, async ({ params, principal, scope }) =>
    userDetail(db, params.id, await scope(), await mayEdit(principal)),
  );

  route(app, ENDPOINTS.add, async ({ request, body, principal, scope }) => {
    // Until the account exists the call acts on nothing; the ids in the body are what it links.
    request.auditTarget = '';
    const { password, ...values } = body;
    await checkSex(values.sex);
    const problem =
      (await accountProblem(db, principal, values, null)) ?? (await passwordProblem(handle, values.userName, password));
    if (problem) throw new ClientError('badRequest', problem);
    const passwordHash = await hashPassword(password);
    const dataScope = await scope();
    const id = await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('app_user')
        .values({
          ...(await accountColumns(trx, values)),
          type_of: values.userType,
          password_hash: passwordHash,
          must_change_password: true,
          created_by: principal.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setLinks(trx, id, values);
      await ensureInScope(trx, dataScope, [id]);
      return id;
    });
    request.auditTarget = String(id);
    return userDetail(db, id, dataScope, true);
  });

  route(app, ENDPOINTS.update, async ({ request, body, principal, scope }) => {
    request.auditTarget = String(body.userId);
    const dataScope = await scope();
    const [current] = await targets([body.userId], dataScope);
    if (!current) throw new ClientError('notFound', T.notFound);
    if (current.type_of !== body.userType) throw new ClientError('badRequest', T.typeFixed);
    const { userId, ...values } = body;
    const { sex: currentSex } = await db
      .selectFrom('app_user')
      .select('sex')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    await checkSex(values.sex, currentSex);
    const self = userId === principal.userId;
    if (self && values.status === '1') throw new ClientError('badRequest', T.ownStatus);
    const currentRoles = (
      await db.selectFrom('user_role').select('role_id').where('user_id', '=', userId).execute()
    ).map((row) => row.role_id);
    const rolesChanged =
      currentRoles.length !== new Set(values.roleIds).size || values.roleIds.some((id) => !currentRoles.includes(id));
    if (self && rolesChanged) throw new ClientError('badRequest', T.ownRoles);
    const problem =
      (await accountProblem(db, principal, values, userId, false)) ??
      (rolesChanged ? await roleChangeProblem(db, principal, values.userType, currentRoles, values.roleIds) : null);
    if (problem) throw new ClientError('badRequest', problem);
    await db.transaction().execute(async (trx) => {
      const guarded = await administratorRolesOf(trx, [userId]);
      await trx
        .updateTable('app_user')
        .set({ ...(await accountColumns(trx, values)), updated_at: new Date() })
        .where('id', '=', userId)
        .execute();
      await setLinks(trx, userId, { postIds: values.postIds, ...(rolesChanged ? { roleIds: values.roleIds } : {}) });
      await ensureHoldersRemain(trx, guarded);
      await ensureInScope(trx, dataScope, [userId]);
    });
    if (values.status === '1') await tokens.revokeAllOf(userId);
    return userDetail(db, userId, dataScope, true);
  });

  route(app, ENDPOINTS.remove, async ({ params, principal, scope }) => {
    const ids = [...new Set(params.ids.split(',').map(Number))];
    if (ids.includes(principal.userId)) throw new ClientError('badRequest', T.ownDelete);
    const dataScope = await scope();
    return db.transaction().execute(async (trx) => {
      await targets(ids, dataScope, trx);
      const guarded = await administratorRolesOf(trx, ids);
      // Sessions go with the account (ON DELETE CASCADE); other rows naming it keep their history.
      const result = await trx.deleteFrom('app_user').where('id', 'in', ids).executeTakeFirst();
      await ensureHoldersRemain(trx, guarded);
      return Number(result.numDeletedRows);
    });
  });

  route(app, ENDPOINTS.changeStatus, async ({ body, principal, scope }) => {
    if (body.userId === principal.userId && body.status === '1') throw new ClientError('badRequest', T.ownStatus);
    const dataScope = await scope();
    await db.transaction().execute(async (trx) => {
      await targets([body.userId], dataScope, trx);
      const guarded = await administratorRolesOf(trx, [body.userId]);
      await trx
        .updateTable('app_user')
        .set({ status: body.status, updated_at: new Date() })
        .where('id', '=', body.userId)
        .execute();
      await ensureHoldersRemain(trx, guarded);
    });
    // The account's sessions end at once, on every process (each request reads its session row).
    if (body.status === '1') await tokens.revokeAllOf(body.userId);
    return null;
  });

  route(app, ENDPOINTS.resetPassword, async ({ body, scope }) => {
    const [target] = await targets([body.userId], await scope());
    if (!target) throw new ClientError('notFound', T.notFound);
    const problem = await passwordProblem(handle, target.username, body.password);
    if (problem) throw new ClientError('badRequest', problem);
    const passwordHash = await hashPassword(body.password);
    await db.transaction().execute(async (trx) => {
      const { password_hash: replaced } = await trx
        .selectFrom('app_user')
        .select('password_hash')
        .where('id', '=', target.id)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('app_user')
        .set({
          password_hash: passwordHash,
          password_changed_at: new Date(),
          must_change_password: true,
          updated_at: new Date(),
        })
        .where('id', '=', target.id)
        .execute();
      await rememberReplacedPassword(trx, target.id, replaced);
    });
    // Whoever held the old password is out: every session of the account ends.
    await tokens.revokeAllOf(target.id);
    return null;
  });

  route(app, ENDPOINTS.authRole, async ({ params, scope }) => {
    const [target] = await targets([params.id], await scope());
    if (!target) throw new ClientError('notFound', T.notFound);
    const detail = await userDetail(db, target.id, await scope(), false);
    const roles = await db
      .selectFrom('role')
      .select(['id', 'name', 'code', 'status'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return {
      user: { userId: detail.userId, userName: detail.userName, nickName: detail.nickName, userType: detail.userType },
      roles: roles.map((role) => ({
        roleId: role.id,
        roleName: role.name,
        roleKey: role.code,
        status: role.status,
        staffOnly: STAFF_ROLE_CODES.includes(role.code),
      })),
      roleIds: detail.roleIds,
    };
  });

  route(app, ENDPOINTS.saveAuthRole, async ({ body, principal, scope }) => {
    if (body.userId === principal.userId) throw new ClientError('badRequest', T.ownRoles);
    const [target] = await targets([body.userId], await scope());
    if (!target) throw new ClientError('notFound', T.notFound);
    const current = (await db.selectFrom('user_role').select('role_id').where('user_id', '=', target.id).execute()).map(
      (row) => row.role_id,
    );
    const problem = await roleChangeProblem(db, principal, target.type_of, current, body.roleIds);
    if (problem) throw new ClientError('badRequest', problem);
    await db.transaction().execute(async (trx) => {
      const guarded = await administratorRolesOf(trx, [target.id]);
      await setLinks(trx, target.id, { roleIds: body.roleIds });
      await ensureHoldersRemain(trx, guarded);
    });
    return null;
  });

  route(app, ENDPOINTS.importData, async ({ request, principal, scope }) => {
    const received = await receiveImport(request);
    // A preview writes nothing: like any read, it is no operation-log record (README, Operation log).
    request.onlyRead = received.preview;
    return importUsers(handle, principal, await scope(), received, tokens, await sexLabels());
  });

  route(app, ENDPOINTS.importTemplate, async ({ principal }) =>
    exports.save(principal.userId, T.templateName, await userImportTemplate(exports)),
  );

  route(app, ENDPOINTS.export, async ({ query, principal, scope }) => {
    dateRange(query);
    const dataScope = await scope();
    const sexes = await sexLabels();
    return exports.saveStreamed(principal.userId, T.exportName, (path) =>
      writeUserExport(path, db, (after) => filteredUsers(db, query, dataScope).where('u.id', '>', after), sexes),
    );
  });
};
