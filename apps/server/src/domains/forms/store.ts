// The form service's data: definitions (versioned), records and the checks every write runs.
// Used by the three resources of the service (definitions.ts, records.ts, tasks.ts).
import { type FormDefinitionInfo, type FormRecord, PROCESS_STATUS, type TaskState } from '@ent/core/api';
import { formatTime } from '@ent/core/format';
import {
  type FormDefinition,
  modelFromValues,
  normalizeDefinition,
  submission,
  validateForm,
  valueNodes,
} from '@ent/core/forms';
import { FORM_SERVICE_TEXT } from '@ent/core/messages';
import { sanitizeRichText } from '@ent/core/validate';
import type { FastifyInstance } from 'fastify';
import { type Kysely, type RawBuilder, type Selectable, type SqlBool, sql, type Transaction } from 'kysely';
import type { Database, FormDefinitionTable } from '../../db/schema';
import type { ServerPrincipal } from '../../http/context';
import { needsScope } from '../../http/dataScope';
import { enterpriseRowsFor } from '../../http/enterpriseScope';
import { ClientError } from '../../http/errors';

export type Executor = Kysely<Database> | Transaction<Database>;
export type DefinitionRow = Selectable<FormDefinitionTable>;

export function parseContent(content: string | Record<string, unknown>): Record<string, unknown> {
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

/**
 * Saves a definition as a draft: the next version of `formKey` (a new form when none is given).
 * 表单定义's import and 代码生成's 生成表单 both save through here.
 */
export async function insertDraft(
  db: Kysely<Database>,
  draft: {
    title: string;
    formKey?: string | undefined;
    content: string | Record<string, unknown>;
    testData?: Record<string, unknown> | null | undefined;
    createdBy: number;
  },
): Promise<DefinitionRow> {
  const content = parseContent(draft.content);
  const formKey = draft.formKey ?? `form-${Date.now().toString(36)}`;
  return db.transaction().execute(async (trx) => {
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
        title: draft.title,
        content: JSON.stringify(content),
        test_data: draft.testData ? JSON.stringify(draft.testData) : null,
        created_by: draft.createdBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export function toInfo(row: DefinitionRow, withContent: boolean): FormDefinitionInfo {
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

export function taskState(status: string, dueDate: Date, record: { process_status: string } | undefined): TaskState {
  if (status === 'submitted' || record?.process_status === PROCESS_STATUS.submitted) return 'submitted';
  if (record) return 'draft';
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return dueDate.getTime() < today.getTime() ? 'overdue' : 'pending';
}

/** The caller's enterprise; government staff have none and cannot fill forms. */
export const enterpriseOf = (principal: ServerPrincipal): number => {
  if (principal.mainstayId === null) throw new ClientError('forbidden', FORM_SERVICE_TEXT.enterpriseOnly);
  return principal.mainstayId;
};

export const definitionById = async (executor: Executor, id: number) => {
  const row = await executor.selectFrom('form_definition').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ClientError('notFound', FORM_SERVICE_TEXT.definitionMissing);
  return row;
};

/** Whether form version `id` is published (one that a notice may ask enterprises to fill). */
export const isPublished = async (executor: Executor, id: number): Promise<boolean> =>
  Boolean(
    await executor
      .selectFrom('form_definition')
      .select('id')
      .where('id', '=', id)
      .where('status', '=', 'published')
      .executeTakeFirst(),
  );

/** The version enterprises fill now: the highest published one of the form. */
export const currentVersion = async (db: Executor, formKey: string) =>
  db
    .selectFrom('form_definition')
    .selectAll()
    .where('form_key', '=', formKey)
    .where('status', '=', 'published')
    .orderBy('version', 'desc')
    .executeTakeFirst();

export const recordQuery = (executor: Executor) =>
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

export type RecordRow = Awaited<ReturnType<ReturnType<typeof recordQuery>['executeTakeFirstOrThrow']>>;

export const toRecord = (row: RecordRow): FormRecord => ({
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

/** A record the caller may read (`inScope`: its own enterprise's, or those of the staff member's data scope). */
/**
 * The form records a caller may read: an enterprise its own, drafts included; staff those of their
 * scope (every role of theirs counts) once submitted, a draft (暂存) being the enterprise's own work.
 */
export async function recordsReadableBy(
  app: FastifyInstance,
  principal: ServerPrincipal,
): Promise<RawBuilder<SqlBool>> {
  const rows = await enterpriseRowsFor(app, principal, undefined, { mainstay: 'r.mainstay_id', city: 'e.city_code' });
  if (!needsScope(principal)) return rows;
  return sql<SqlBool>`(${rows} AND r.process_status = ${PROCESS_STATUS.submitted})`;
}

export const readableRecord = async (db: Executor, id: number, inScope: RawBuilder<SqlBool>) => {
  const query = recordQuery(db).where('r.id', '=', id).where(inScope);
  const row = await query.executeTakeFirst();
  if (!row) throw new ClientError('notFound', FORM_SERVICE_TEXT.recordMissing);
  return row;
};

/**
 * The values to store: the submission recomputed from the values sent (so fields hidden by
 * visibility never reach the record) and, for a submission, validated.
 */
export const checkedValues = (definition: DefinitionRow, values: Record<string, unknown>, submitting: boolean) => {
  const form = normalizeDefinition(definition.content);
  const model = modelFromValues(form, values);
  if (submitting) {
    const errors = Object.values(validateForm(form, model));
    if (errors.length > 0) throw new ClientError('badRequest', FORM_SERVICE_TEXT.invalidValues(errors[0] ?? ''));
  }
  return withSafeRichText(form, submission(form, model));
};

/**
 * Rich-text values (tinymce fields, also in table rows) rebuilt from the allow-list before they are
 * stored, as news and notices are: what a page shows was made safe on the server, not only there.
 */
function withSafeRichText(form: FormDefinition, values: Record<string, unknown>): Record<string, unknown> {
  const safe = (value: unknown) => (typeof value === 'string' ? sanitizeRichText(value) : value);
  for (const node of valueNodes(form)) {
    if (!node.vModel) continue;
    if (node.tag === 'tinymce') values[node.vModel] = safe(values[node.vModel]);
    const richColumns = node.children.filter((child) => child.tag === 'tinymce' && child.vModel);
    const rows = values[node.vModel];
    if (node.layout === 'tableGroup' && richColumns.length > 0 && Array.isArray(rows))
      for (const row of rows)
        if (row && typeof row === 'object')
          for (const column of richColumns) {
            const key = column.vModel as string;
            (row as Record<string, unknown>)[key] = safe((row as Record<string, unknown>)[key]);
          }
  }
  return values;
}

/** After a submission: the task is done, and the notice that asked for the form is handled. */
export const afterSubmit = async (
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

export const checkTask = async (
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
