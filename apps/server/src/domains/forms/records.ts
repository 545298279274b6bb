// Form records (formEdit, /dyn/dynInsert): what an enterprise fills, as a draft (暂存) or
// submitted. A record keeps the version it was filled under and belongs to one enterprise; values
// are validated with the browser's rules; a submitted record is final.
import { PROCESS_STATUS } from '@ent/core/api';
import { FORM_ENDPOINTS as ENDPOINTS } from '@ent/core/contract';
import { FORM_SERVICE_TEXT } from '@ent/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { pageOf } from '../../db/paging';
import type { ServerPrincipal } from '../../http/context';
import { ClientError } from '../../http/errors';
import { route } from '../../http/route';
import {
  afterSubmit,
  checkedValues,
  checkTask,
  definitionById,
  enterpriseOf,
  readableRecord,
  recordQuery,
  recordsReadableBy,
  toInfo,
  toRecord,
} from './store';

export const recordsPlugin: FastifyPluginAsync<{ handle: DatabaseHandle }> = async (app, { handle }) => {
  const inScope = (principal: ServerPrincipal) => recordsReadableBy(app, principal);
  const { db } = handle;

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
      const definition = await definitionById(trx, body.formDataId);
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

  route(app, ENDPOINTS.addRecord, async ({ principal, body }) => createRecord(principal, body));

  route(app, ENDPOINTS.dynInsert, async ({ principal, body }) =>
    createRecord(principal, { ...body, processStatus: PROCESS_STATUS.submitted }),
  );

  route(app, ENDPOINTS.updateRecord, async ({ principal, body }) => {
    const mainstayId = enterpriseOf(principal);
    return db.transaction().execute(async (trx) => {
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
      const definition = await definitionById(trx, current.form_id);
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
  });

  route(app, ENDPOINTS.record, async ({ principal, body: { id } }) => {
    const row = await readableRecord(db, id, await inScope(principal));
    return { ...toRecord(row), definition: toInfo(await definitionById(db, row.form_id), true) };
  });

  route(app, ENDPOINTS.records, async ({ principal, body: query }) => {
    let filtered = recordQuery(db).where(await inScope(principal));
    if (query.formDataId) filtered = filtered.where('r.form_id', '=', query.formDataId);
    if (query.formKey) filtered = filtered.where('r.form_key', '=', query.formKey);
    if (query.processStatus) filtered = filtered.where('r.process_status', '=', query.processStatus);
    if (query.taskId) filtered = filtered.where('r.task_id', '=', query.taskId);
    return pageOf(db, filtered, query, (rows) => rows.orderBy('r.update_time', 'desc'), toRecord);
  });

  route(app, ENDPOINTS.deleteRecord, async ({ principal, body: { id } }) => {
    const result = await db
      .deleteFrom('form_record')
      .where('id', '=', id)
      .where('mainstay_id', '=', enterpriseOf(principal))
      .where('process_status', '=', PROCESS_STATUS.draft)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new ClientError('notFound', FORM_SERVICE_TEXT.recordMissing);
    return null;
  });
};
