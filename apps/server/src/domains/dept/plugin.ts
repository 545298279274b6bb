// 部门管理 (/system/dept): the department tree. A department moves with everything below it (their
// ancestors are rewritten in the same transaction); one with departments or users under it stays.
import { type DeptRow, type deptCreateRequest, DEPT_ENDPOINTS as ENDPOINTS } from '@ent/core/contract';
import { formatTime } from '@ent/core/format';
import { DEPT_TEXT as T } from '@ent/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import { containsPattern } from '../../db/like';
import type { Database, DeptTable } from '../../db/schema';
import { ClientError } from '../../http/errors';
import { route } from '../../http/route';

type Stored = Selectable<DeptTable>;

export const toDeptRow = (row: Stored): DeptRow => ({
  deptId: row.id,
  parentId: row.parent_id,
  ancestors: row.ancestors,
  deptName: row.name,
  orderNum: row.order_num,
  leader: row.leader ?? '',
  phone: row.phone ?? '',
  email: row.email ?? '',
  status: row.status,
  cityCode: row.city_code ?? '',
  createTime: formatTime(row.created_at),
});

/** The ancestors string of a department placed under `parent`. */
const ancestorsUnder = (parent: Stored) => (parent.ancestors ? `${parent.ancestors},${parent.id}` : String(parent.id));

/** A condition holding for the departments below `id` (not `id` itself). */
export const below = (id: number) => sql<boolean>`(',' || ancestors || ',') LIKE ${`%,${id},%`}`;

/** Every department, parents before children and siblings in their order. */
export function allDepartments(db: Kysely<Database>) {
  return db.selectFrom('dept').selectAll().orderBy('parent_id', 'asc').orderBy('order_num').orderBy('id');
}

export const deptPlugin: FastifyPluginAsync<{ handle: DatabaseHandle }> = async (app, { handle }) => {
  const { db } = handle;

  const byId = async (id: number, trx: Kysely<Database> = db) => {
    const row = await trx.selectFrom('dept').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ClientError('notFound', T.notFound);
    return row;
  };

  const values = (body: z.output<typeof deptCreateRequest>) => ({
    name: body.deptName,
    order_num: body.orderNum,
    leader: body.leader || null,
    phone: body.phone || null,
    email: body.email || null,
    status: body.status,
  });

  const nameTaken = async (trx: Kysely<Database>, parentId: number | null, name: string, except?: number) => {
    let query = trx.selectFrom('dept').select('id').where('name', '=', name);
    query = parentId === null ? query.where('parent_id', 'is', null) : query.where('parent_id', '=', parentId);
    if (except !== undefined) query = query.where('id', '<>', except);
    return (await query.executeTakeFirst()) !== undefined;
  };

  route(app, ENDPOINTS.list, async ({ query }) => {
    let rows = allDepartments(db);
    if (query.deptName) rows = rows.where('name', 'ilike', containsPattern(query.deptName));
    if (query.status) rows = rows.where('status', '=', query.status);
    return (await rows.execute()).map(toDeptRow);
  });

  route(app, ENDPOINTS.excludeChild, async ({ params }) => {
    await byId(params.id);
    const rows = await allDepartments(db)
      .where('id', '<>', params.id)
      .where((eb) => eb.not(below(params.id)))
      .execute();
    return rows.map(toDeptRow);
  });

  route(app, ENDPOINTS.get, async ({ params }) => toDeptRow(await byId(params.id)));

  route(app, ENDPOINTS.add, async ({ body }) =>
    db.transaction().execute(async (trx) => {
      if (body.parentId === null) throw new ClientError('badRequest', T.parentRequired);
      const parent = await trx.selectFrom('dept').selectAll().where('id', '=', body.parentId).executeTakeFirst();
      if (!parent) throw new ClientError('badRequest', T.parentMissing);
      if (parent.status !== '0') throw new ClientError('badRequest', T.parentDisabled);
      if (await nameTaken(trx, parent.id, body.deptName))
        throw new ClientError('badRequest', T.nameTaken(body.deptName));
      const row = await trx
        .insertInto('dept')
        .values({ ...values(body), parent_id: parent.id, ancestors: ancestorsUnder(parent), city_code: null })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toDeptRow(row);
    }),
  );

  route(app, ENDPOINTS.update, async ({ body }) =>
    db.transaction().execute(async (trx) => {
      const current = await byId(body.deptId, trx);
      let ancestors = current.ancestors;
      if (current.parent_id === null) {
        if (body.parentId !== null) throw new ClientError('badRequest', T.rootStays);
      } else {
        if (body.parentId === null) throw new ClientError('badRequest', T.parentRequired);
        if (body.parentId !== current.parent_id) {
          const parent = await trx.selectFrom('dept').selectAll().where('id', '=', body.parentId).executeTakeFirst();
          if (!parent) throw new ClientError('badRequest', T.parentMissing);
          if (parent.id === current.id || `,${parent.ancestors},`.includes(`,${current.id},`))
            throw new ClientError('badRequest', T.parentLoop);
          ancestors = ancestorsUnder(parent);
        }
      }
      if (await nameTaken(trx, body.parentId, body.deptName, current.id))
        throw new ClientError('badRequest', T.nameTaken(body.deptName));
      if (body.status === '1' && current.status === '0') {
        const enabledChild = await trx
          .selectFrom('dept')
          .select('id')
          .where(below(current.id))
          .where('status', '=', '0')
          .executeTakeFirst();
        if (enabledChild) throw new ClientError('badRequest', T.hasEnabledChildren);
        // A disabled department's members would keep working in it: they are disabled or moved first.
        const enabledMember = await trx
          .selectFrom('app_user')
          .select('id')
          .where('dept_id', '=', current.id)
          .where('status', '=', '0')
          .executeTakeFirst();
        if (enabledMember) throw new ClientError('badRequest', T.hasEnabledUsers);
      }
      if (ancestors !== current.ancestors) {
        // Everything below moves along: its ancestors start with the new chain.
        const oldPrefix = current.ancestors ? `${current.ancestors},${current.id}` : String(current.id);
        const newPrefix = ancestors ? `${ancestors},${current.id}` : String(current.id);
        await trx
          .updateTable('dept')
          .set({ ancestors: sql<string>`${newPrefix} || substr(ancestors, ${oldPrefix.length + 1})` })
          .where(below(current.id))
          .execute();
      }
      const row = await trx
        .updateTable('dept')
        .set({ ...values(body), parent_id: body.parentId, ancestors, updated_at: new Date() })
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toDeptRow(row);
    }),
  );

  route(app, ENDPOINTS.order, async ({ body }) =>
    db.transaction().execute(async (trx) => {
      let changed = 0;
      for (const { deptId, orderNum } of body.orders) {
        const result = await trx
          .updateTable('dept')
          .set({ order_num: orderNum, updated_at: new Date() })
          .where('id', '=', deptId)
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
      const child = await trx.selectFrom('dept').select('id').where('parent_id', '=', current.id).executeTakeFirst();
      if (child) throw new ClientError('badRequest', T.hasChildren);
      const member = await trx.selectFrom('app_user').select('id').where('dept_id', '=', current.id).executeTakeFirst();
      if (member) throw new ClientError('badRequest', T.hasUsers);
      const result = await trx.deleteFrom('dept').where('id', '=', current.id).executeTakeFirst();
      return Number(result.numDeletedRows);
    }),
  );
};
