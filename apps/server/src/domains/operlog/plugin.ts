// The operation log's reading side (/system/operlog): list, detail, export and the chain check.
// Nothing here writes to oper_log; the recorder (recorder.ts) is its only writer.
import {
  OPERLOG_ENDPOINTS as ENDPOINTS,
  type OperLogDetail,
  type OperLogRow,
  type OperLogVerification,
  type operLogFilters,
} from '@ent/core/contract';
import { formatTime } from '@ent/core/format';
import { DOCS_TEXT, OPERLOG_TEXT } from '@ent/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { type Selectable, sql } from 'kysely';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import { endOfDay, startOfDay } from '../../db/days';
import { containsPattern } from '../../db/like';
import { pageOf } from '../../db/paging';
import type { OperLogTable } from '../../db/schema';
import { ClientError } from '../../http/errors';
import { route } from '../../http/route';
import type { ExportStore } from '../files/exports';
import { recordHash } from './recorder';
import { describeTargets } from './targetNames';

type Filters = z.output<typeof operLogFilters>;
type Stored = Selectable<OperLogTable>;

const toRow = (row: Stored): OperLogRow => ({
  id: row.id,
  module: row.module,
  action: row.action,
  method: row.method,
  path: row.path,
  username: row.username,
  fullName: row.full_name,
  organisation: row.organisation,
  ip: row.ip,
  success: row.success,
  errorCode: row.error_code,
  errorMessage: row.error_message,
  durationMs: row.duration_ms,
  createTime: formatTime(row.created_at),
});

/** Records are verified in batches, never all held at once. */
const VERIFY_BATCH = 2000;
/** An export holds at most this many records (the newest). */
const EXPORT_MAX = 50_000;

export const operLogPlugin: FastifyPluginAsync<{ handle: DatabaseHandle; exports: ExportStore }> = async (
  app,
  { handle, exports },
) => {
  const { db } = handle;

  const filtered = (filters: Filters) => {
    if (filters.beginDate && filters.endDate && filters.beginDate > filters.endDate)
      throw new ClientError('badRequest', OPERLOG_TEXT.badDateRange);
    let query = db.selectFrom('oper_log').selectAll();
    if (filters.module) query = query.where('module', '=', filters.module);
    if (filters.operator) {
      const pattern = containsPattern(filters.operator);
      query = query.where((eb) => eb.or([eb('username', 'ilike', pattern), eb('full_name', 'ilike', pattern)]));
    }
    if (filters.status) query = query.where('success', '=', filters.status === 'success');
    // Days are the operator's days in China.
    if (filters.beginDate) query = query.where('created_at', '>=', startOfDay(filters.beginDate));
    if (filters.endDate) query = query.where('created_at', '<', endOfDay(filters.endDate));
    return query;
  };

  route(app, ENDPOINTS.page, async ({ body }) =>
    pageOf(db, filtered(body), body, (rows) => rows.orderBy('id', 'desc'), toRow),
  );

  route(app, ENDPOINTS.get, async ({ params }) => {
    const row = await db.selectFrom('oper_log').selectAll().where('id', '=', params.id).executeTakeFirst();
    if (!row) throw new ClientError('notFound');
    const detail: OperLogDetail = {
      ...toRow(row),
      userAgent: row.user_agent,
      targetIds: row.target_ids,
      targetNames: await describeTargets(db, {
        module: row.module,
        path: row.path,
        targetIds: row.target_ids,
        targetNames: row.target_names,
      }),
      params: row.params,
      hash: row.hash,
      prevHash: row.prev_hash,
    };
    return detail;
  });

  route(app, ENDPOINTS.exportFile, async ({ principal, body }) => {
    const rows = (await filtered(body).orderBy('id', 'desc').limit(EXPORT_MAX).execute()).map(toRow);
    const T = OPERLOG_TEXT;
    const workbook = await exports.workbook({
      sheet: T.title,
      columns: [
        { header: T.id, key: 'id', width: 10 },
        { header: T.module, key: 'moduleName', width: 14 },
        { header: T.action, key: 'action', width: 16 },
        { header: T.operator, key: 'operator', width: 20 },
        { header: T.organisation, key: 'organisation', width: 24 },
        { header: T.ip, key: 'ip', width: 16 },
        { header: T.path, key: 'path', width: 40 },
        { header: T.status, key: 'status', width: 8 },
        { header: T.error, key: 'errorMessage', width: 30 },
        { header: T.duration, key: 'durationMs', width: 10 },
        { header: T.createTime, key: 'createTime', width: 20 },
      ],
      rows: rows.map((row) => ({
        ...row,
        moduleName: DOCS_TEXT.features[row.module] ?? row.module,
        action: T.actionName(row.action),
        operator: T.operatorName(row.fullName, row.username),
        status: T.statuses[row.success ? 'success' : 'failure'],
      })),
    });
    return exports.save(principal.userId, T.exportName, workbook);
  });

  route(app, ENDPOINTS.verify, async () => {
    let checked = 0;
    let previous: string | null = null;
    let after = 0;
    for (;;) {
      const batch = await db
        .selectFrom('oper_log')
        .selectAll()
        .where('id', '>', after)
        .orderBy('id')
        .limit(VERIFY_BATCH)
        .execute();
      for (const row of batch) {
        // The oldest kept record may follow purged ones: its link is where the chain starts.
        const linked = previous === null || row.prev_hash === previous;
        if (!linked || recordHash(row.prev_hash, row) !== row.hash) {
          const result: OperLogVerification = { checked, brokenAt: row.id };
          return result;
        }
        previous = row.hash;
        checked += 1;
      }
      if (batch.length < VERIFY_BATCH) break;
      after = batch[batch.length - 1]?.id ?? after;
    }
    const result: OperLogVerification = { checked, brokenAt: null };
    return result;
  });
};

/** Removes records older than the retention (the table's trigger refuses younger ones). */
export async function purgeOperLog(handle: DatabaseHandle): Promise<number> {
  const result = await handle.db
    .deleteFrom('oper_log')
    .where('created_at', '<', sql<Date>`now() - interval '180 days'`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
