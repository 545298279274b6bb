// Report tasks: which forms an enterprise must report for which period, with the state worked out
// from its records and the due date (待填报, 已暂存, 已提交, 已逾期).
import { PROCESS_STATUS, type ReportTaskRow } from '@ent/core/api';
import { FORM_ENDPOINTS as ENDPOINTS } from '@ent/core/contract';
import { formatTime } from '@ent/core/format';
import { FORM_SERVICE_TEXT } from '@ent/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { containsPattern } from '../../db/like';
import type { ServerPrincipal } from '../../http/context';
import { needsScope } from '../../http/dataScope';
import { enterpriseRowsFor } from '../../http/enterpriseScope';
import { ClientError } from '../../http/errors';
import { route } from '../../http/route';
import { currentVersion, taskState } from './store';

export const tasksPlugin: FastifyPluginAsync<{ handle: DatabaseHandle }> = async (app, { handle }) => {
  const { db } = handle;

  const taskRows = async (principal: ServerPrincipal, filter: { id?: number; title?: string }) => {
    let query = db
      .selectFrom('report_task as t')
      .innerJoin('enterprise as e', 'e.id', 't.mainstay_id')
      .select([
        't.id',
        't.title',
        't.period',
        't.due_date',
        't.status',
        't.form_key',
        't.create_time',
        'e.name as enterprise_name',
      ])
      .where('t.form_key', 'is not', null);
    query = query.where(
      await enterpriseRowsFor(app, principal, undefined, { mainstay: 't.mainstay_id', city: 'e.city_code' }),
    );
    if (filter.id) query = query.where('t.id', '=', filter.id);
    if (filter.title) query = query.where('t.title', 'ilike', containsPattern(filter.title));
    const tasks = await query.orderBy('t.due_date', 'desc').orderBy('t.id', 'desc').execute();
    const ids = tasks.map((t) => t.id);
    // Staff see a task's submitted record only: a draft (已暂存) is the enterprise's own work, so to
    // them the task is still 待填报 (or 已逾期) and offers no record to open.
    let recordRows = db
      .selectFrom('form_record')
      .select(['id', 'task_id', 'process_status', 'update_time'])
      .where('task_id', 'in', ids);
    if (needsScope(principal)) recordRows = recordRows.where('process_status', '=', PROCESS_STATUS.submitted);
    const records = ids.length ? await recordRows.orderBy('update_time', 'desc').execute() : [];
    const current = new Map<string, number | null>();
    for (const key of new Set(tasks.map((t) => t.form_key ?? '')))
      current.set(key, (await currentVersion(db, key))?.id ?? null);
    return tasks.map((task): ReportTaskRow => {
      const record = records.find((r) => r.task_id === task.id);
      return {
        taskId: task.id,
        title: task.title,
        period: task.period,
        dueDate: formatTime(task.due_date, '{y}-{m}-{d}'),
        state: taskState(task.status, task.due_date, record),
        formKey: task.form_key ?? '',
        formDataId: current.get(task.form_key ?? '') ?? null,
        recordId: record?.id ?? null,
        enterpriseName: task.enterprise_name,
        updateTime: formatTime(record?.update_time ?? task.create_time),
      };
    });
  };

  // The state is worked out per task (records, due date), so the page is cut after filtering.
  route(app, ENDPOINTS.tasks, async ({ principal, body: query }) => {
    const rows = (await taskRows(principal, { ...(query.title ? { title: query.title } : {}) })).filter(
      (row) => !query.state || row.state === query.state,
    );
    const start = (query.pageNum - 1) * query.pageSize;
    return { total: rows.length, rows: rows.slice(start, start + query.pageSize) };
  });

  route(app, ENDPOINTS.task, async ({ principal, body: { id } }) => {
    const [row] = await taskRows(principal, { id });
    if (!row) throw new ClientError('notFound', FORM_SERVICE_TEXT.taskMissing);
    return row;
  });
};
