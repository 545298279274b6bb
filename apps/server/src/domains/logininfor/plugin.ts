// 登录日志 (/system/logininfor): every login attempt, filtered and exported, and the unlock of an
// account (and address) locked by failures. Nothing here edits or deletes a record; the table's
// trigger refuses that to everyone (migrations/0037_identity.sql).
import { LOGININFOR_ENDPOINTS as ENDPOINTS, type LoginLogRow, type loginLogFilters } from '@ent/core/contract';
import { formatTime, summariseUserAgent } from '@ent/core/format';
import { LOGININFOR_TEXT } from '@ent/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import { endOfDay, startOfDay } from '../../db/days';
import { containsPattern } from '../../db/like';
import { pageOf } from '../../db/paging';
import { ClientError } from '../../http/errors';
import { route, withMessage } from '../../http/route';
import { accountKey, addressKey, createLoginThrottle } from '../auth/loginThrottle';
import type { ExportStore } from '../files/exports';

type Filters = z.output<typeof loginLogFilters>;

/** An export holds at most this many records (the newest). */
const EXPORT_MAX = 50_000;
/** Records younger than this are kept whatever happens (GB/T 22239 asks for six months). */
export const LOGIN_LOG_RETENTION_DAYS = 180;

interface Stored {
  id: number;
  username: string;
  ip: string | null;
  success: boolean;
  message: string;
  created_at: Date;
  user_agent: string | null;
  locked: boolean;
}

const toRow = (row: Stored): LoginLogRow => ({
  infoId: row.id,
  userName: row.username,
  ipaddr: row.ip ?? '',
  ...summariseUserAgent(row.user_agent),
  status: row.success ? '0' : '1',
  msg: row.message,
  loginTime: formatTime(row.created_at),
  locked: row.locked,
});

export const loginInforPlugin: FastifyPluginAsync<{ handle: DatabaseHandle; exports: ExportStore }> = async (
  app,
  { handle, exports },
) => {
  const { db } = handle;
  const throttle = createLoginThrottle(handle);

  const filtered = (filters: Filters) => {
    if (filters.beginDate && filters.endDate && filters.beginDate > filters.endDate)
      throw new ClientError('badRequest', LOGININFOR_TEXT.badDateRange);
    let query = db.selectFrom('login_log as l').select([
      'l.id',
      'l.username',
      'l.ip',
      'l.success',
      'l.message',
      'l.created_at',
      'l.user_agent',
      sql<boolean>`exists (select 1 from login_throttle t where t.locked_until > now()
          and t.key in ('account:' || lower(trim(l.username)), 'address:' || l.ip))`.as('locked'),
    ]);
    if (filters.ipaddr) query = query.where('l.ip', 'ilike', containsPattern(filters.ipaddr));
    if (filters.userName) query = query.where('l.username', 'ilike', containsPattern(filters.userName));
    if (filters.status) query = query.where('l.success', '=', filters.status === '0');
    // Days are the reader's days in China.
    if (filters.beginDate) query = query.where('l.created_at', '>=', startOfDay(filters.beginDate));
    if (filters.endDate) query = query.where('l.created_at', '<', endOfDay(filters.endDate));
    return query;
  };

  route(app, ENDPOINTS.list, async ({ query }) =>
    pageOf(db, filtered(query), query, (rows) => rows.orderBy('l.id', 'desc'), toRow),
  );

  route(app, ENDPOINTS.exportFile, async ({ principal, body }) => {
    const rows = (await filtered(body).orderBy('l.id', 'desc').limit(EXPORT_MAX).execute()).map(toRow);
    const T = LOGININFOR_TEXT;
    const workbook = await exports.workbook({
      sheet: T.title,
      columns: [
        { header: T.id, key: 'infoId', width: 10 },
        { header: T.username, key: 'userName', width: 20 },
        { header: T.ip, key: 'ipaddr', width: 18 },
        { header: T.browser, key: 'browser', width: 20 },
        { header: T.os, key: 'os', width: 16 },
        { header: T.status, key: 'statusName', width: 8 },
        { header: T.message, key: 'msg', width: 36 },
        { header: T.loginTime, key: 'loginTime', width: 20 },
      ],
      rows: rows.map((row) => ({ ...row, statusName: T.statuses[row.status === '0' ? 'success' : 'failure'] })),
    });
    return exports.save(principal.userId, T.exportName, workbook);
  });

  route(app, ENDPOINTS.unlock, async ({ body }) => {
    const keys = [accountKey(body.userName)];
    if (body.ipaddr) keys.push(addressKey(body.ipaddr));
    await throttle.clear(...keys);
    return withMessage(null, LOGININFOR_TEXT.unlocked(body.userName));
  });
};

/** Removes records older than the retention (the table's trigger refuses younger ones). */
export async function purgeLoginLog(handle: DatabaseHandle): Promise<number> {
  const result = await handle.db
    .deleteFrom('login_log')
    .where('created_at', '<', sql<Date>`now() - make_interval(days => ${LOGIN_LOG_RETENTION_DAYS})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
