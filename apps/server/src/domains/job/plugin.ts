// 定时任务 (/schedule/job) and 调度日志 (/schedule/job/log). Jobs name a registered kind; cron
// expressions are checked here with the runner's parser. The log has no clean call: entries are kept
// 180 days and only older ones are purged.
import {
  JOB_ENDPOINTS as ENDPOINTS,
  type JobLogRow,
  type JobRow,
  type jobCreateRequest,
  type jobFilters,
  type jobLogFilters,
} from '@ent/core/contract';
import { formatTime } from '@ent/core/format';
import { JOB_TEXT as T } from '@ent/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import { endOfDay, startOfDay } from '../../db/days';
import { containsPattern } from '../../db/like';
import { pageOf } from '../../db/paging';
import type { SysJobLogTable, SysJobTable } from '../../db/schema';
import { ClientError } from '../../http/errors';
import { route } from '../../http/route';
import type { ExportStore } from '../files/exports';
import { isJobKind, JOB_KINDS } from './kinds';
import type { JobRunner } from './runner';
import { CronError, runsAfter, scheduleOf, scheduleTime } from './schedule';

type Job = Selectable<SysJobTable>;
type Log = Selectable<SysJobLogTable>;

const nextTime = (job: Job): string => {
  if (job.status !== '0') return '';
  try {
    const next = scheduleOf(job.cron).nextRun();
    return next ? scheduleTime(next) : '';
  } catch {
    return '';
  }
};

const toRow = (job: Job): JobRow => ({
  jobId: job.id,
  name: job.name,
  group: job.job_group,
  kind: job.kind,
  params: JSON.stringify(job.params),
  cron: job.cron,
  misfire: job.misfire,
  concurrent: job.concurrent,
  status: job.status,
  remark: job.remark,
  nextTime: nextTime(job),
  createTime: formatTime(job.create_time),
  updateTime: formatTime(job.update_time),
});

const toLogRow = (log: Log): JobLogRow => ({
  id: log.id,
  jobId: log.job_id,
  name: log.job_name,
  kind: log.kind,
  slot: log.slot ? formatTime(log.slot) : '',
  startTime: formatTime(log.start_time),
  endTime: log.end_time ? formatTime(log.end_time) : '',
  durationMs: log.duration_ms,
  status: log.status,
  message: log.message,
  error: log.error,
});

/** Checks kind, cron and parameters; answers the columns to store. */
function checked(body: z.output<typeof jobCreateRequest>) {
  if (!isJobKind(body.kind)) throw new ClientError('badRequest', T.unknownKind);
  try {
    scheduleOf(body.cron);
  } catch (error) {
    if (error instanceof CronError) throw new ClientError('badRequest', error.message);
    throw error;
  }
  let params: unknown;
  try {
    params = JSON.parse(body.params.trim() || '{}');
  } catch {
    throw new ClientError('badRequest', T.badParams);
  }
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw new ClientError('badRequest', T.badParams);
  return {
    name: body.name,
    job_group: body.group || 'DEFAULT',
    kind: body.kind,
    params: JSON.stringify(params),
    cron: body.cron.trim(),
    misfire: body.misfire,
    concurrent: body.concurrent,
    status: body.status,
    remark: body.remark,
  };
}

const EXPORT_MAX = 50_000;

export const jobPlugin: FastifyPluginAsync<{
  handle: DatabaseHandle;
  exports: ExportStore;
  runner: JobRunner;
}> = async (app, { handle, exports, runner }) => {
  const { db } = handle;

  const filtered = (filters: z.output<typeof jobFilters>) => {
    let query = db.selectFrom('sys_job').selectAll();
    if (filters.name) query = query.where('name', 'ilike', containsPattern(filters.name));
    if (filters.group) query = query.where('job_group', 'ilike', containsPattern(filters.group));
    if (filters.status) query = query.where('status', '=', filters.status);
    return query;
  };
  const logFiltered = (filters: z.output<typeof jobLogFilters>) => {
    if (filters.beginDate && filters.endDate && filters.beginDate > filters.endDate)
      throw new ClientError('badRequest', T.badDateRange);
    let query = db.selectFrom('sys_job_log').selectAll();
    if (filters.jobId) query = query.where('job_id', '=', filters.jobId);
    if (filters.name) query = query.where('job_name', 'ilike', containsPattern(filters.name));
    if (filters.status) query = query.where('status', '=', filters.status);
    if (filters.beginDate) query = query.where('start_time', '>=', startOfDay(filters.beginDate));
    if (filters.endDate) query = query.where('start_time', '<', endOfDay(filters.endDate));
    return query;
  };
  const byId = async (id: number) => {
    const row = await db.selectFrom('sys_job').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ClientError('notFound');
    return row;
  };

  route(app, ENDPOINTS.list, async ({ query }) =>
    pageOf(db, filtered(query), query, (rows) => rows.orderBy('id'), toRow),
  );

  route(app, ENDPOINTS.kinds, async () =>
    Object.keys(JOB_KINDS).map((kind) => ({ kind, label: T.kinds[kind] ?? kind })),
  );

  // A bad expression is the preview's answer, not a failed request: the dialog shows it as typed.
  route(app, ENDPOINTS.nextTimes, async ({ query }) => {
    try {
      return { times: runsAfter(scheduleOf(query.cron), new Date(), 5).map(scheduleTime), problem: '' };
    } catch (error) {
      if (error instanceof CronError) return { times: [], problem: error.message };
      throw error;
    }
  });

  route(app, ENDPOINTS.get, async ({ params }) => toRow(await byId(params.id)));

  route(app, ENDPOINTS.add, async ({ body }) => {
    const row = await db
      .insertInto('sys_job')
      .values({ ...checked(body), checked_at: new Date() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRow(row);
  });

  route(app, ENDPOINTS.update, async ({ body }) => {
    const current = await byId(body.jobId);
    const values = checked(body);
    // A changed schedule or a resumed job starts from now: no misfires for the time before.
    const restart = values.cron !== current.cron || (values.status === '0' && current.status !== '0');
    const row = await db
      .updateTable('sys_job')
      .set({ ...values, update_time: new Date(), ...(restart ? { checked_at: new Date() } : {}) })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRow(row);
  });

  route(app, ENDPOINTS.remove, async ({ params }) => {
    const ids = params.ids.split(',').map(Number);
    const result = await db.deleteFrom('sys_job').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  });

  route(app, ENDPOINTS.changeStatus, async ({ body }) => {
    const current = await byId(body.jobId);
    const resumed = body.status === '0' && current.status !== '0';
    const row = await db
      .updateTable('sys_job')
      .set({ status: body.status, update_time: new Date(), ...(resumed ? { checked_at: new Date() } : {}) })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRow(row);
  });

  route(app, ENDPOINTS.run, async ({ body }) => {
    const job = await byId(body.jobId);
    return runner.runNow({ id: job.id, name: job.name, kind: job.kind, params: job.params });
  });

  route(app, ENDPOINTS.export, async ({ principal, query }) => {
    const rows = (await filtered(query).orderBy('id').limit(EXPORT_MAX).execute()).map(toRow);
    const workbook = await exports.workbook({
      sheet: T.title,
      columns: [
        { header: T.name, key: 'name', width: 24 },
        { header: T.group, key: 'group', width: 12 },
        { header: T.kind, key: 'kindName', width: 20 },
        { header: T.params, key: 'params', width: 24 },
        { header: T.cron, key: 'cron', width: 20 },
        { header: T.misfire, key: 'misfireName', width: 14 },
        { header: T.concurrent, key: 'concurrentName', width: 10 },
        { header: T.status, key: 'statusName', width: 8 },
        { header: T.remark, key: 'remark', width: 24 },
      ],
      rows: rows.map((row) => ({
        ...row,
        kindName: T.kinds[row.kind] ?? row.kind,
        misfireName: T.misfires[row.misfire],
        concurrentName: row.concurrent ? T.concurrents.yes : T.concurrents.no,
        statusName: T.statuses[row.status],
      })),
    });
    return exports.save(principal.userId, T.exportName, workbook);
  });

  route(app, ENDPOINTS.logList, async ({ query }) =>
    pageOf(db, logFiltered(query), query, (rows) => rows.orderBy('id', 'desc'), toLogRow),
  );

  route(app, ENDPOINTS.logGet, async ({ params }) => {
    const row = await db.selectFrom('sys_job_log').selectAll().where('id', '=', params.id).executeTakeFirst();
    if (!row) throw new ClientError('notFound');
    return toLogRow(row);
  });

  route(app, ENDPOINTS.logExport, async ({ principal, query }) => {
    const rows = (await logFiltered(query).orderBy('id', 'desc').limit(EXPORT_MAX).execute()).map(toLogRow);
    const workbook = await exports.workbook({
      sheet: T.logTitle,
      columns: [
        { header: T.name, key: 'name', width: 24 },
        { header: T.kind, key: 'kindName', width: 20 },
        { header: T.startTime, key: 'startTime', width: 20 },
        { header: T.endTime, key: 'endTime', width: 20 },
        { header: T.duration, key: 'durationMs', width: 12 },
        { header: T.status, key: 'statusName', width: 8 },
        { header: T.message, key: 'message', width: 30 },
        { header: T.error, key: 'error', width: 40 },
      ],
      rows: rows.map((row) => ({
        ...row,
        kindName: T.kinds[row.kind] ?? row.kind,
        statusName: T.logStatuses[row.status],
      })),
    });
    return exports.save(principal.userId, T.logExportName, workbook);
  });
};
