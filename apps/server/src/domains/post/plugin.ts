// 岗位管理 (/system/post): the posts staff hold; a post still held is not deleted (it can be
// disabled instead).
import {
  POST_ENDPOINTS as ENDPOINTS,
  type PostRow,
  type postCreateRequest,
  type postFilters,
} from '@ent/core/contract';
import { formatTime } from '@ent/core/format';
import { POST_TEXT as T } from '@ent/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import { containsPattern } from '../../db/like';
import { pageOf } from '../../db/paging';
import type { Database, PostTable } from '../../db/schema';
import { ClientError } from '../../http/errors';
import { route } from '../../http/route';
import type { ExportStore } from '../files/exports';

type Stored = Selectable<PostTable>;

const toRow = (row: Stored): PostRow => ({
  postId: row.id,
  postCode: row.code,
  postName: row.name,
  postSort: row.order_num,
  status: row.status,
  remark: row.remark ?? '',
  createTime: formatTime(row.created_at),
});

export const postPlugin: FastifyPluginAsync<{ handle: DatabaseHandle; exports: ExportStore }> = async (
  app,
  { handle, exports },
) => {
  const { db } = handle;

  const filtered = (filters: z.output<typeof postFilters>) => {
    let query = db.selectFrom('post').selectAll();
    if (filters.postCode) query = query.where('code', 'ilike', containsPattern(filters.postCode));
    if (filters.postName) query = query.where('name', 'ilike', containsPattern(filters.postName));
    if (filters.status) query = query.where('status', '=', filters.status);
    return query;
  };
  const byId = async (id: number, trx: Kysely<Database> = db) => {
    const row = await trx.selectFrom('post').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ClientError('notFound', T.notFound);
    return row;
  };
  const values = (body: z.output<typeof postCreateRequest>) => ({
    code: body.postCode,
    name: body.postName,
    order_num: body.postSort,
    status: body.status,
    remark: body.remark || null,
  });
  const checkUnique = async (trx: Kysely<Database>, body: z.output<typeof postCreateRequest>, except?: number) => {
    let code = trx
      .selectFrom('post')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['code']), '=', body.postCode.toLowerCase()));
    let name = trx.selectFrom('post').select('id').where('name', '=', body.postName);
    if (except !== undefined) {
      code = code.where('id', '<>', except);
      name = name.where('id', '<>', except);
    }
    if (await code.executeTakeFirst()) throw new ClientError('badRequest', T.codeTaken(body.postCode));
    if (await name.executeTakeFirst()) throw new ClientError('badRequest', T.nameTaken(body.postName));
  };

  route(app, ENDPOINTS.list, async ({ query }) =>
    pageOf(db, filtered(query), query, (rows) => rows.orderBy('order_num').orderBy('id'), toRow),
  );

  route(app, ENDPOINTS.options, async () =>
    (await db.selectFrom('post').select(['id', 'name', 'status']).orderBy('order_num').orderBy('id').execute()).map(
      (row) => ({ postId: row.id, postName: row.name, status: row.status }),
    ),
  );

  route(app, ENDPOINTS.get, async ({ params }) => toRow(await byId(params.id)));

  route(app, ENDPOINTS.add, async ({ body }) =>
    db.transaction().execute(async (trx) => {
      await checkUnique(trx, body);
      return toRow(await trx.insertInto('post').values(values(body)).returningAll().executeTakeFirstOrThrow());
    }),
  );

  route(app, ENDPOINTS.update, async ({ body }) =>
    db.transaction().execute(async (trx) => {
      const current = await byId(body.postId, trx);
      await checkUnique(trx, body, current.id);
      const row = await trx
        .updateTable('post')
        .set({ ...values(body), updated_at: new Date() })
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRow(row);
    }),
  );

  route(app, ENDPOINTS.remove, async ({ params }) => {
    const ids = params.ids.split(',').map(Number);
    return db.transaction().execute(async (trx) => {
      // All or nothing: one post still held keeps the others too.
      const held = await trx
        .selectFrom('post as p')
        .innerJoin('user_post as up', 'up.post_id', 'p.id')
        .select('p.name')
        .where('p.id', 'in', ids)
        .executeTakeFirst();
      if (held) throw new ClientError('badRequest', T.held(held.name));
      const result = await trx.deleteFrom('post').where('id', 'in', ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  });

  route(app, ENDPOINTS.export, async ({ query, principal }) => {
    const rows = (await filtered(query).orderBy('order_num').orderBy('id').execute()).map(toRow);
    const workbook = await exports.workbook({
      sheet: T.title,
      columns: [
        { header: T.code, key: 'postCode', width: 20 },
        { header: T.name, key: 'postName', width: 24 },
        { header: T.sort, key: 'postSort', width: 10 },
        { header: T.status, key: 'statusText', width: 10 },
        { header: T.remark, key: 'remark', width: 40 },
        { header: T.createTime, key: 'createTime', width: 20 },
      ],
      rows: rows.map((row) => ({ ...row, statusText: T.statuses[row.status] })),
    });
    return exports.save(principal.userId, T.exportName, workbook);
  });
};
