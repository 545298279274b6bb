// The dynamic form service (SPEC §7, /gov-flowable): versioned definitions (formData), the records
// enterprises fill (formEdit, /dyn/dynInsert) and the report tasks that assign forms. A record keeps
// the version it was filled under and belongs to one enterprise; values are validated here with
// the same rules as in the browser (packages/core/forms).
import {
  type FormDataGetId,
  type FormDefinitionInfo,
  type FormRecord,
  type Page,
  PROCESS_STATUS,
  type ReportTaskRow,
  type TaskState,
} from '@ent/core/api';
import {
  dynInsertRequest,
  formAssignRequest,
  formDataAddRequest,
  formDataGetIdRequest,
  formDataPageRequest,
  formDataUpdateRequest,
  formEditAddRequest,
  formEditPageRequest,
  formEditUpdateRequest,
  idRequest,
  taskPageRequest,
} from '@ent/core/contract';
import { formatTime } from '@ent/core/format';
import { modelFromValues, normalizeDefinition, submission, validateForm } from '@ent/core/forms';
import { FORM_SERVICE_TEXT } from '@ent/core/messages';
import type { Flavour } from '@ent/core/platform';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { Database, FormDefinitionTable } from '../../db/schema';
import { principalOf, type ServerPrincipal } from '../../http/context';
import { ClientError } from '../../http/errors';
import { requirePermission } from '../../http/permissions';
import { parse } from '../../http/validate';
import { GOVERNMENT_ROLES } from '../files/uploads';

const BASE = '/gov-flowable/api/v1';

type DefinitionRow = Selectable<FormDefinitionTable>;

function isGovernment(principal: ServerPrincipal): boolean {
  return principal.roles.some((role) => GOVERNMENT_ROLES.includes(role));
}

function parseContent(content: string | Record<string, unknown>): Record<string, unknown> {
  let value: unknown = content;
  if (typeof content === 'string') {
    try {
      value = JSON.parse(content);
    } catch {
      throw new ClientError('badRequest', FORM_SERVICE_TEXT.notAForm);
    }
  }
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { fields?: unknown }).fields)) {
    throw new ClientError('badRequest', FORM_SERVICE_TEXT.notAForm);
  }
  return value as Record<string, unknown>;
}

function toInfo(row: DefinitionRow, withContent: boolean): FormDefinitionInfo {
  return {
    id: row.id,
    formKey: row.form_key,
    version: row.version,
    title: row.title,
    status: row.status,
    createTime: formatTime(row.create_time),
    publishTime: formatTime(row.publish_time),
    ...(withContent
      ? { content: row.content, testData: (row.test_data as Record<string, unknown> | null) ?? null }
      : {}),
  };
}

function taskState(status: string, dueDate: Date, record: { process_status: string } | undefined): TaskState {
  if (status === 'submitted' || record?.process_status === PROCESS_STATUS.submitted) return 'submitted';
  if (record) return 'draft';
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return dueDate.getTime() < today.getTime() ? 'overdue' : 'pending';
}

export const formsPlugin: FastifyPluginAsync<{ handle: DatabaseHandle; flavour: Flavour }> = async (
  app,
  { handle, flavour },
) => {
  const db = handle.db;
  const manage = (request: FastifyRequest, perm: string) =>
    requirePermission(handle, principalOf(request), flavour, perm);

  /** The caller's enterprise; government staff have none and cannot fill forms. */
  const enterpriseOf = (principal: ServerPrincipal): number => {
    if (principal.mainstayId === null) throw new ClientError('forbidden', FORM_SERVICE_TEXT.enterpriseOnly);
    return principal.mainstayId;
  };

  const definitionById = async (id: number, executor: Kysely<Database> | Transaction<Database> = db) => {
    const row = await executor.selectFrom('form_definition').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ClientError('notFound', FORM_SERVICE_TEXT.definitionMissing);
    return row;
  };

  /** The version enterprises fill now: the highest published one of the form. */
  const currentVersion = async (formKey: string) =>
    db
      .selectFrom('form_definition')
      .selectAll()
      .where('form_key', '=', formKey)
      .where('status', '=', 'published')
      .orderBy('version', 'desc')
      .executeTakeFirst();

  const recordQuery = (executor: Kysely<Database> | Transaction<Database> = db) =>
    executor
      .selectFrom('form_record as r')
      .innerJoin('form_definition as d', 'd.id', 'r.form_id')
      .innerJoin('enterprise as e', 'e.id', 'r.mainstay_id')
      .select([
        'r.id',
        'r.form_id',
        'r.form_key',
        'r.task_id',
        'r.mainstay_id',
        'r.fields_value_map',
        'r.process_status',
        'r.revision',
        'r.create_time',
        'r.update_time',
        'r.submit_time',
        'd.version',
        'd.title',
        'e.name as enterprise_name',
      ]);

  type RecordRow = Awaited<ReturnType<ReturnType<typeof recordQuery>['executeTakeFirstOrThrow']>>;

  const toRecord = (row: RecordRow): FormRecord => ({
    id: row.id,
    formDataId: row.form_id,
    formKey: row.form_key,
    version: row.version,
    title: row.title,
    taskId: row.task_id,
    fieldsValueMap: row.fields_value_map,
    processStatus: row.process_status,
    revision: row.revision,
    create_date: formatTime(row.create_time),
    updateTime: formatTime(row.update_time),
    submitTime: formatTime(row.submit_time),
    enterpriseName: row.enterprise_name,
  });

  /** A record the caller may read: its own enterprise's, or any for government staff. */
  const readableRecord = async (id: number, principal: ServerPrincipal) => {
    let query = recordQuery().where('r.id', '=', id);
    if (!isGovernment(principal)) query = query.where('r.mainstay_id', '=', principal.mainstayId ?? 0);
    const row = await query.executeTakeFirst();
    if (!row) throw new ClientError('notFound', FORM_SERVICE_TEXT.recordMissing);
    return row;
  };

  /**
   * The values to store: the submission recomputed from the values sent (so fields hidden by
   * visibility never reach the record) and, for a submission, validated.
   */
  const checkedValues = (definition: DefinitionRow, values: Record<string, unknown>, submitting: boolean) => {
    const form = normalizeDefinition(definition.content);
    const model = modelFromValues(form, values);
    if (submitting) {
      const errors = Object.values(validateForm(form, model));
      if (errors.length > 0) throw new ClientError('badRequest', FORM_SERVICE_TEXT.invalidValues(errors[0] ?? ''));
    }
    return submission(form, model);
  };

  /** After a submission: the task is done, and the notice that asked for the form is handled. */
  const afterSubmit = async (
    trx: Transaction<Database>,
    principal: ServerPrincipal,
    formKey: string,
    taskId: number | null,
    noticeId?: number,
  ) => {
    if (taskId) {
      await trx
        .updateTable('report_task')
        .set({ status: 'submitted', submit_time: new Date() })
        .where('id', '=', taskId)
        .execute();
    }
    if (noticeId) {
      await trx
        .updateTable('notice_recipient')
        .set({ status: '1' })
        .where('user_id', '=', principal.userId)
        .where('notice_id', '=', noticeId)
        .where('notice_id', 'in', (eb) =>
          eb
            .selectFrom('notice')
            .innerJoin('form_definition', 'form_definition.id', 'notice.form_id')
            .select('notice.notice_id')
            .where('form_definition.form_key', '=', formKey),
        )
        .execute();
    }
  };

  const checkTask = async (
    trx: Transaction<Database>,
    taskId: number | undefined,
    mainstayId: number,
    formKey: string,
  ) => {
    if (!taskId) return null;
    const task = await trx
      .selectFrom('report_task')
      .selectAll()
      .where('id', '=', taskId)
      .where('mainstay_id', '=', mainstayId)
      .executeTakeFirst();
    if (!task) throw new ClientError('notFound', FORM_SERVICE_TEXT.taskMissing);
    if (task.form_key !== formKey) throw new ClientError('badRequest', FORM_SERVICE_TEXT.taskFormMismatch);
    if (task.status === 'submitted') throw new ClientError('badRequest', FORM_SERVICE_TEXT.taskSubmitted);
    const draft = await trx.selectFrom('form_record').select('id').where('task_id', '=', taskId).executeTakeFirst();
    if (draft) throw new ClientError('badRequest', FORM_SERVICE_TEXT.taskHasDraft);
    return task;
  };

  const createRecord = async (
    principal: ServerPrincipal,
    body: {
      formDataId: number;
      fieldsValueMap: Record<string, unknown>;
      processStatus: '0' | '1';
      taskId?: number;
      noticeId?: number;
    },
  ) => {
    const mainstayId = enterpriseOf(principal);
    return db.transaction().execute(async (trx) => {
      const definition = await definitionById(body.formDataId, trx);
      if (definition.status !== 'published') throw new ClientError('badRequest', FORM_SERVICE_TEXT.notPublished);
      await checkTask(trx, body.taskId, mainstayId, definition.form_key);
      const submitting = body.processStatus === PROCESS_STATUS.submitted;
      const values = checkedValues(definition, body.fieldsValueMap, submitting);
      const now = new Date();
      const { id } = await trx
        .insertInto('form_record')
        .values({
          form_id: definition.id,
          form_key: definition.form_key,
          task_id: body.taskId ?? null,
          mainstay_id: mainstayId,
          user_id: principal.userId,
          fields_value_map: JSON.stringify(values),
          process_status: body.processStatus,
          submit_time: submitting ? now : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (submitting) await afterSubmit(trx, principal, definition.form_key, body.taskId ?? null, body.noticeId);
      return toRecord(await recordQuery(trx).where('r.id', '=', id).executeTakeFirstOrThrow());
    });
  };

  // ---- Definitions (formData) -------------------------------------------------------------

  app.post(`${BASE}/formData/add`, { onRequest: app.authenticate }, async (request, reply) => {
    await manage(request, 'form:definition:add');
    const body = parse(formDataAddRequest, request.body);
    const content = parseContent(body.content);
    const formKey = body.formKey ?? `form-${Date.now().toString(36)}`;
    const row = await db.transaction().execute(async (trx) => {
      const latest = await trx
        .selectFrom('form_definition')
        .select(sql<number>`coalesce(max(version), 0)::int`.as('version'))
        .where('form_key', '=', formKey)
        .executeTakeFirstOrThrow();
      return trx
        .insertInto('form_definition')
        .values({
          form_key: formKey,
          version: latest.version + 1,
          title: body.title,
          content: JSON.stringify(content),
          test_data: body.testData ? JSON.stringify(body.testData) : null,
          created_by: principalOf(request).userId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return reply.ok(toInfo(row, false));
  });

  app.post(`${BASE}/formData/get/page`, { onRequest: app.authenticate }, async (request, reply) => {
    await manage(request, 'form:definition:list');
    const query = parse(formDataPageRequest, request.body);
    let filtered = db.selectFrom('form_definition');
    if (query.title)
      filtered = filtered.where('title', 'ilike', `%${query.title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    if (query.status) filtered = filtered.where('status', '=', query.status);
    const { total } = await filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    const rows = await filtered
      .selectAll()
      .orderBy('form_key')
      .orderBy('version', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute();
    return reply.ok({ total, rows: rows.map((row) => toInfo(row, false)) } satisfies Page<FormDefinitionInfo>);
  });

  // SPEC §7: data.returnCode '200', data.data.dynFormInfo with fields, total and data (records).
  app.post(`${BASE}/formData/get/id`, { onRequest: app.authenticate }, async (request, reply) => {
    const principal = principalOf(request);
    const query = parse(formDataGetIdRequest, request.body);
    const row = await db.selectFrom('form_definition').selectAll().where('id', '=', query.id).executeTakeFirst();
    // Drafts are for the staff preparing them.
    if (!row || (row.status === 'draft' && !isGovernment(principal))) {
      return reply.ok({ returnCode: '404', msg: FORM_SERVICE_TEXT.definitionMissing });
    }
    let records = recordQuery().where('r.form_key', '=', row.form_key);
    if (!isGovernment(principal)) records = records.where('r.mainstay_id', '=', principal.mainstayId ?? 0);
    const { total } = await db
      .selectFrom(records.as('f'))
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    const data = await records
      .orderBy('r.update_time', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute();
    const content = row.content as { fields?: unknown[] };
    const answer: FormDataGetId = {
      returnCode: '200',
      data: { dynFormInfo: { ...toInfo(row, true), fields: content.fields ?? [] }, total, data: data.map(toRecord) },
    };
    return reply.ok(answer);
  });

  app.post(`${BASE}/formData/update`, { onRequest: app.authenticate }, async (request, reply) => {
    await manage(request, 'form:definition:edit');
    const body = parse(formDataUpdateRequest, request.body);
    const row = await definitionById(body.id);
    const changes: { title?: string; content?: string; test_data?: string | null } = {};
    if (body.title !== undefined) changes.title = body.title;
    if (body.content !== undefined) changes.content = JSON.stringify(parseContent(body.content));
    if (body.testData !== undefined) changes.test_data = body.testData ? JSON.stringify(body.testData) : null;
    if (Object.keys(changes).length > 0 && row.status !== 'draft')
      throw new ClientError('badRequest', FORM_SERVICE_TEXT.onlyDraftEditable);
    let update = db.updateTable('form_definition').set(changes).where('id', '=', body.id);
    if (body.action === 'publish') {
      if (row.status !== 'draft') throw new ClientError('badRequest', FORM_SERVICE_TEXT.onlyDraftPublishable);
      update = update.set({ status: 'published', publish_time: new Date() });
    } else if (body.action === 'retire') {
      if (row.status !== 'published') throw new ClientError('badRequest', FORM_SERVICE_TEXT.onlyPublishedRetirable);
      update = update.set({ status: 'retired', retire_time: new Date() });
    }
    const updated =
      Object.keys(changes).length > 0 || body.action ? await update.returningAll().executeTakeFirstOrThrow() : row;
    return reply.ok(toInfo(updated, true));
  });

  app.post(`${BASE}/formData/delete`, { onRequest: app.authenticate }, async (request, reply) => {
    await manage(request, 'form:definition:remove');
    const { id } = parse(idRequest, request.body);
    const row = await definitionById(id);
    const used = await db.selectFrom('form_record').select('id').where('form_id', '=', id).executeTakeFirst();
    if (row.status !== 'draft' || used) throw new ClientError('badRequest', FORM_SERVICE_TEXT.onlyDraftDeletable);
    await db.deleteFrom('form_definition').where('id', '=', id).execute();
    return reply.ok(null);
  });

  app.post(`${BASE}/formData/assign`, { onRequest: app.authenticate }, async (request, reply) => {
    await manage(request, 'form:definition:assign');
    const body = parse(formAssignRequest, request.body);
    const row = await definitionById(body.id);
    if (row.status !== 'published') throw new ClientError('badRequest', FORM_SERVICE_TEXT.notPublished);
    let enterprises = db.selectFrom('enterprise').select('id').where('info_complete', '=', true);
    if (!body.all) enterprises = enterprises.where('id', 'in', body.mainstayIds.length ? body.mainstayIds : [0]);
    const ids = (await enterprises.execute()).map((e) => e.id);
    // An enterprise already given this form for this period is not given it twice.
    const existing = new Set(
      (
        await db
          .selectFrom('report_task')
          .select('mainstay_id')
          .where('form_key', '=', row.form_key)
          .where('period', '=', body.period)
          .execute()
      ).map((t) => t.mainstay_id),
    );
    const fresh = ids.filter((id) => !existing.has(id));
    if (fresh.length > 0) {
      await db
        .insertInto('report_task')
        .values(
          fresh.map((mainstay_id) => ({
            mainstay_id,
            title: `${row.title}（${body.period}）`,
            period: body.period,
            due_date: body.dueDate,
            form_key: row.form_key,
          })),
        )
        .execute();
    }
    return reply.ok(fresh.length, FORM_SERVICE_TEXT.assigned(fresh.length));
  });

  // ---- Records (formEdit, dynInsert) ----------------------------------------------------------

  app.post(`${BASE}/formEdit/add`, { onRequest: app.authenticate }, async (request, reply) => {
    const body = parse(formEditAddRequest, request.body);
    return reply.ok(await createRecord(principalOf(request), body));
  });

  app.post('/dyn/dynInsert', { onRequest: app.authenticate }, async (request, reply) => {
    const body = parse(dynInsertRequest, request.body);
    return reply.ok(await createRecord(principalOf(request), { ...body, processStatus: PROCESS_STATUS.submitted }));
  });

  app.post(`${BASE}/formEdit/update`, { onRequest: app.authenticate }, async (request, reply) => {
    const principal = principalOf(request);
    const body = parse(formEditUpdateRequest, request.body);
    const mainstayId = enterpriseOf(principal);
    const record = await db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('form_record')
        .selectAll()
        .where('id', '=', body.id)
        .where('mainstay_id', '=', mainstayId)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw new ClientError('notFound', FORM_SERVICE_TEXT.recordMissing);
      // A submitted record is final: no later save, least of all an older draft, replaces it.
      if (current.process_status === PROCESS_STATUS.submitted)
        throw new ClientError('badRequest', FORM_SERVICE_TEXT.recordSubmitted);
      if (body.revision !== undefined && body.revision < current.revision)
        throw new ClientError('badRequest', FORM_SERVICE_TEXT.staleRevision);
      if (body.formDataId !== current.form_id) throw new ClientError('badRequest', FORM_SERVICE_TEXT.versionMismatch);
      const definition = await definitionById(current.form_id, trx);
      const submitting = body.processStatus === PROCESS_STATUS.submitted;
      const values = checkedValues(definition, body.fieldsValueMap, submitting);
      await trx
        .updateTable('form_record')
        .set({
          fields_value_map: JSON.stringify(values),
          process_status: body.processStatus,
          revision: current.revision + 1,
          update_time: new Date(),
          user_id: principal.userId,
          ...(submitting ? { submit_time: new Date() } : {}),
        })
        .where('id', '=', current.id)
        .execute();
      if (submitting) await afterSubmit(trx, principal, current.form_key, current.task_id, body.noticeId);
      return toRecord(await recordQuery(trx).where('r.id', '=', current.id).executeTakeFirstOrThrow());
    });
    return reply.ok(record);
  });

  app.post(`${BASE}/formEdit/getById`, { onRequest: app.authenticate }, async (request, reply) => {
    const { id } = parse(idRequest, request.body);
    const row = await readableRecord(id, principalOf(request));
    return reply.ok({ ...toRecord(row), definition: toInfo(await definitionById(row.form_id), true) });
  });

  app.post(`${BASE}/formEdit/queryForPage`, { onRequest: app.authenticate }, async (request, reply) => {
    const principal = principalOf(request);
    const query = parse(formEditPageRequest, request.body);
    let filtered = recordQuery();
    if (!isGovernment(principal)) filtered = filtered.where('r.mainstay_id', '=', principal.mainstayId ?? 0);
    if (query.formDataId) filtered = filtered.where('r.form_id', '=', query.formDataId);
    if (query.formKey) filtered = filtered.where('r.form_key', '=', query.formKey);
    if (query.processStatus) filtered = filtered.where('r.process_status', '=', query.processStatus);
    if (query.taskId) filtered = filtered.where('r.task_id', '=', query.taskId);
    const { total } = await db
      .selectFrom(filtered.as('f'))
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    const rows = await filtered
      .orderBy('r.update_time', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute();
    return reply.ok({ total, rows: rows.map(toRecord) } satisfies Page<FormRecord>);
  });

  app.post(`${BASE}/formEdit/delete`, { onRequest: app.authenticate }, async (request, reply) => {
    const principal = principalOf(request);
    const { id } = parse(idRequest, request.body);
    const result = await db
      .deleteFrom('form_record')
      .where('id', '=', id)
      .where('mainstay_id', '=', enterpriseOf(principal))
      .where('process_status', '=', PROCESS_STATUS.draft)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new ClientError('notFound', FORM_SERVICE_TEXT.recordMissing);
    return reply.ok(null);
  });

  // ---- Report tasks ------------------------------------------------------------------------------

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
    if (!isGovernment(principal)) query = query.where('t.mainstay_id', '=', principal.mainstayId ?? 0);
    if (filter.id) query = query.where('t.id', '=', filter.id);
    if (filter.title) query = query.where('t.title', 'ilike', `%${filter.title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const tasks = await query.orderBy('t.due_date', 'desc').orderBy('t.id', 'desc').execute();
    const ids = tasks.map((t) => t.id);
    const records = ids.length
      ? await db
          .selectFrom('form_record')
          .select(['id', 'task_id', 'process_status', 'update_time'])
          .where('task_id', 'in', ids)
          .orderBy('update_time', 'desc')
          .execute()
      : [];
    const current = new Map<string, number | null>();
    for (const key of new Set(tasks.map((t) => t.form_key ?? '')))
      current.set(key, (await currentVersion(key))?.id ?? null);
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

  app.post(`${BASE}/reportTask/queryForPage`, { onRequest: app.authenticate }, async (request, reply) => {
    const query = parse(taskPageRequest, request.body);
    const rows = (await taskRows(principalOf(request), { ...(query.title ? { title: query.title } : {}) })).filter(
      (row) => !query.state || row.state === query.state,
    );
    const start = (query.pageNum - 1) * query.pageSize;
    return reply.ok({
      total: rows.length,
      rows: rows.slice(start, start + query.pageSize),
    } satisfies Page<ReportTaskRow>);
  });

  app.post(`${BASE}/reportTask/get`, { onRequest: app.authenticate }, async (request, reply) => {
    const { id } = parse(idRequest, request.body);
    const [row] = await taskRows(principalOf(request), { id });
    if (!row) throw new ClientError('notFound', FORM_SERVICE_TEXT.taskMissing);
    return reply.ok(row);
  });
};
