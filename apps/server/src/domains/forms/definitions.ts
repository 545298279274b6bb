// Form definitions (formData): imported as drafts, published as a form's next version, retired,
// assigned to enterprises as report tasks. Staff only, through the declared permissions.
import type { FormDataGetId } from '@ent/core/api';
import { isGovernmentStaff } from '@ent/core/auth';
import { FORM_ENDPOINTS as ENDPOINTS } from '@ent/core/contract';
import { FORM_SERVICE_TEXT } from '@ent/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { containsPattern } from '../../db/like';
import { pageOf } from '../../db/paging';
import { ClientError } from '../../http/errors';
import { route, withMessage } from '../../http/route';
import { definitionById, insertDraft, parseContent, recordQuery, recordsReadableBy, toInfo, toRecord } from './store';

export const definitionsPlugin: FastifyPluginAsync<{ handle: DatabaseHandle }> = async (app, { handle }) => {
  const { db } = handle;

  route(app, ENDPOINTS.addDefinition, async ({ principal, body }) => {
    const row = await insertDraft(db, {
      title: body.title,
      formKey: body.formKey,
      content: body.content,
      testData: body.testData,
      createdBy: principal.userId,
    });
    return toInfo(row, false);
  });

  route(app, ENDPOINTS.definitions, async ({ body: query }) => {
    let filtered = db.selectFrom('form_definition').selectAll();
    if (query.title) filtered = filtered.where('title', 'ilike', containsPattern(query.title));
    if (query.status) filtered = filtered.where('status', '=', query.status);
    return pageOf(
      db,
      filtered,
      query,
      (rows) => rows.orderBy('form_key').orderBy('version', 'desc'),
      (row) => toInfo(row, false),
    );
  });

  // SPEC §7: data.returnCode '200', data.data.dynFormInfo with fields, total and data (records).
  route(app, ENDPOINTS.definition, async ({ principal, body: query }) => {
    const row = await db.selectFrom('form_definition').selectAll().where('id', '=', query.id).executeTakeFirst();
    // Drafts are for the staff preparing them.
    if (!row || (row.status === 'draft' && !isGovernmentStaff(principal))) {
      return { returnCode: '404', msg: FORM_SERVICE_TEXT.definitionMissing };
    }
    const records = recordQuery(db)
      .where('r.form_key', '=', row.form_key)
      .where(await recordsReadableBy(app, principal));
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
    return answer;
  });

  route(app, ENDPOINTS.updateDefinition, async ({ body }) => {
    const row = await definitionById(db, body.id);
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
    return toInfo(updated, true);
  });

  route(app, ENDPOINTS.deleteDefinition, async ({ body: { id } }) => {
    const row = await definitionById(db, id);
    const used = await db.selectFrom('form_record').select('id').where('form_id', '=', id).executeTakeFirst();
    if (row.status !== 'draft' || used) throw new ClientError('badRequest', FORM_SERVICE_TEXT.onlyDraftDeletable);
    await db.deleteFrom('form_definition').where('id', '=', id).execute();
    return null;
  });

  route(app, ENDPOINTS.assign, async ({ body }) => {
    const row = await definitionById(db, body.id);
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
            title: FORM_SERVICE_TEXT.taskTitle(row.title, body.period),
            period: body.period,
            due_date: body.dueDate,
            form_key: row.form_key,
          })),
        )
        .execute();
    }
    return withMessage(fresh.length, FORM_SERVICE_TEXT.assigned(fresh.length));
  });
};
