// Notices and bulletins under the deployment's {module} prefix (SPEC §7 "Notices"). Recipients see
// their own notices with their own read and handled state; government staff manage them.

import type { ManagedNotice, Notice } from '@ent/core/api';
import { NOTICE_ENDPOINTS as ENDPOINTS, NOTICE_PERMISSIONS, permitted } from '@ent/core/contract';
import { formatTime } from '@ent/core/format';
import { DOMAIN_TEXT, NOTICE_PAGE_TEXT, NOTICE_TEXT } from '@ent/core/messages';
import { sanitizeRichText } from '@ent/core/validate';
import type { FastifyPluginAsync } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { containsPattern } from '../../db/like';
import { pageOf } from '../../db/paging';
import type { Database } from '../../db/schema';
import { ClientError } from '../../http/errors';
import { route } from '../../http/route';
import type { ExportStore } from '../files/exports';
import { isPublished } from '../forms/store';
import { toBulletin } from '../news/plugin';

export interface NoticeOptions {
  handle: DatabaseHandle;
  module: string;
  exports: ExportStore;
}

async function recipientsFor(db: Kysely<Database>, audience: { type: 'all' | 'enterprises' | 'users'; ids: number[] }) {
  let query = db.selectFrom('app_user').select('id').where('status', '=', '0');
  if (audience.type === 'all') query = query.where('type_of', '=', '1');
  else if (audience.type === 'enterprises')
    query = query.where('mainstay_id', 'in', audience.ids.length ? audience.ids : [0]);
  else query = query.where('id', 'in', audience.ids.length ? audience.ids : [0]);
  return (await query.execute()).map((row) => row.id);
}

function managedQuery(db: Kysely<Database>) {
  return db
    .selectFrom('notice as n')
    .leftJoin('app_user as u', 'u.id', 'n.created_by')
    .select([
      'n.notice_id',
      'n.notice_title',
      'n.notice_type',
      'n.notice_content',
      'n.form_id',
      'n.create_time',
      'u.full_name as creator',
      sql<number>`(SELECT count(*)::int FROM notice_recipient r WHERE r.notice_id = n.notice_id)`.as('recipients'),
      sql<number>`(SELECT count(*)::int FROM notice_recipient r WHERE r.notice_id = n.notice_id AND r.is_read = '1')`.as(
        'read_count',
      ),
      sql<number>`(SELECT count(*)::int FROM notice_recipient r WHERE r.notice_id = n.notice_id AND r.status = '1')`.as(
        'handled_count',
      ),
    ]);
}

type ManagedRow = Awaited<ReturnType<ReturnType<typeof managedQuery>['executeTakeFirstOrThrow']>>;

function toManaged(row: ManagedRow): ManagedNotice {
  return {
    noticeId: row.notice_id,
    noticeTitle: row.notice_title,
    noticeType: row.notice_type as '1' | '2',
    noticeContent: row.notice_content,
    formId: row.form_id,
    createTime: formatTime(row.create_time),
    createBy: row.creator ?? '',
    recipients: row.recipients,
    readCount: row.read_count,
    handledCount: row.handled_count,
  };
}

export const noticesPlugin: FastifyPluginAsync<NoticeOptions> = async (app, options) => {
  const { handle, module, exports } = options;
  const db = handle.db;
  const at = { module };

  function myNotices(userId: number) {
    return db
      .selectFrom('notice_recipient as r')
      .innerJoin('notice as n', 'n.notice_id', 'r.notice_id')
      .leftJoin('app_user as u', 'u.id', 'n.created_by')
      .where('r.user_id', '=', userId);
  }

  route(
    app,
    ENDPOINTS.mine,
    async ({ principal, query }) => {
      let filtered = myNotices(principal.userId).select([
        'n.notice_id',
        'n.notice_title',
        'n.notice_type',
        'n.notice_content',
        'n.form_id',
        'n.create_time',
        'r.is_read',
        'r.status',
        'u.full_name as creator',
      ]);
      if (query.isRead) filtered = filtered.where('r.is_read', '=', query.isRead);
      if (query.keyValue) filtered = filtered.where('n.notice_title', 'ilike', containsPattern(query.keyValue));
      return pageOf(
        db,
        filtered,
        query,
        (rows) => rows.orderBy('n.create_time', 'desc').orderBy('n.notice_id', 'desc'),
        (row): Notice => ({
          noticeId: row.notice_id,
          noticeTitle: row.notice_title,
          noticeType: row.notice_type as '1' | '2',
          noticeContent: row.notice_content,
          formId: row.form_id,
          status: row.status as '0' | '1',
          isRead: row.is_read as '0' | '1',
          createTime: formatTime(row.create_time),
          createBy: row.creator ?? '',
        }),
      );
    },
    at,
  );

  route(
    app,
    ENDPOINTS.markRead,
    async ({ principal, body: { noticeId } }) => {
      const result = await db
        .updateTable('notice_recipient')
        .set({ is_read: '1', read_time: new Date() })
        .where('notice_id', '=', noticeId)
        .where('user_id', '=', principal.userId)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) throw new ClientError('notFound', NOTICE_TEXT.notFound);
      return null;
    },
    at,
  );

  // 全部标为已读 on 我的消息: only the caller's own rows, and only those still unread (a notice read
  // before keeps the time it was read).
  route(
    app,
    ENDPOINTS.markAllRead,
    async ({ principal }) => {
      const result = await db
        .updateTable('notice_recipient')
        .set({ is_read: '1', read_time: new Date() })
        .where('user_id', '=', principal.userId)
        .where('is_read', '=', '0')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    at,
  );

  route(
    app,
    ENDPOINTS.editByFormId,
    async ({ principal, body: { formId, noticeId } }) => {
      let update = db
        .updateTable('notice_recipient')
        .set({ status: '1' })
        .where('user_id', '=', principal.userId)
        .where('notice_id', 'in', (eb) => eb.selectFrom('notice').select('notice_id').where('form_id', '=', formId));
      if (noticeId) update = update.where('notice_id', '=', noticeId);
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    at,
  );

  route(
    app,
    ENDPOINTS.list,
    async ({ query }) => {
      let filtered = managedQuery(db);
      if (query.noticeTitle) filtered = filtered.where('n.notice_title', 'ilike', containsPattern(query.noticeTitle));
      if (query.noticeType) filtered = filtered.where('n.notice_type', '=', query.noticeType);
      return pageOf(
        db,
        filtered,
        query,
        (rows) => rows.orderBy('n.create_time', 'desc').orderBy('n.notice_id', 'desc'),
        toManaged,
      );
    },
    at,
  );

  route(
    app,
    ENDPOINTS.get,
    async ({ principal, params: { id } }): Promise<Notice | ManagedNotice> => {
      const own = await myNotices(principal.userId)
        .select([
          'n.notice_id',
          'n.notice_title',
          'n.notice_type',
          'n.notice_content',
          'n.form_id',
          'n.create_time',
          'r.is_read',
          'r.status',
          'u.full_name as creator',
        ])
        .where('n.notice_id', '=', id)
        .executeTakeFirst();
      if (own) {
        const notice: Notice = {
          noticeId: own.notice_id,
          noticeTitle: own.notice_title,
          noticeType: own.notice_type as '1' | '2',
          noticeContent: own.notice_content,
          formId: own.form_id,
          status: own.status as '0' | '1',
          isRead: own.is_read as '0' | '1',
          createTime: formatTime(own.create_time),
          createBy: own.creator ?? '',
        };
        return notice;
      }
      // Someone else's notice: only its managers may read it, and it must exist.
      await app.access.check(principal, permitted(NOTICE_PERMISSIONS.query));
      const row = await managedQuery(db).where('n.notice_id', '=', id).executeTakeFirst();
      if (!row) throw new ClientError('notFound', NOTICE_TEXT.notFound);
      return toManaged(row);
    },
    at,
  );

  /** A notice asks for a form enterprises can open: a published definition, or none. */
  const checkFormId = async (formId: number | null | undefined) => {
    if (!formId) return;
    if (!(await isPublished(db, formId))) throw new ClientError('badRequest', NOTICE_TEXT.formNotPublished(formId));
  };

  route(
    app,
    ENDPOINTS.create,
    async ({ principal, body }) => {
      await checkFormId(body.formId);
      const recipients = await recipientsFor(db, body.audience);
      if (recipients.length === 0) throw new ClientError('badRequest', NOTICE_TEXT.noRecipients);
      const noticeId = await db.transaction().execute(async (trx) => {
        const { notice_id } = await trx
          .insertInto('notice')
          .values({
            notice_title: body.noticeTitle,
            notice_type: body.noticeType,
            notice_content: sanitizeRichText(body.noticeContent),
            form_id: body.formId ?? null,
            created_by: principal.userId,
          })
          .returning('notice_id')
          .executeTakeFirstOrThrow();
        // A notice with a form stays unhandled for each recipient until that recipient submits it.
        await trx
          .insertInto('notice_recipient')
          .values(recipients.map((user_id) => ({ notice_id, user_id, status: body.formId ? '0' : '1' })))
          .execute();
        return notice_id;
      });
      return { noticeId };
    },
    at,
  );

  route(
    app,
    ENDPOINTS.update,
    async ({ body }) => {
      await checkFormId(body.formId);
      const result = await db
        .updateTable('notice')
        .set({
          notice_title: body.noticeTitle,
          notice_type: body.noticeType,
          notice_content: sanitizeRichText(body.noticeContent),
          form_id: body.formId ?? null,
          update_time: new Date(),
        })
        .where('notice_id', '=', body.noticeId)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) throw new ClientError('notFound', NOTICE_TEXT.notFound);
      return null;
    },
    at,
  );

  route(
    app,
    ENDPOINTS.remove,
    async ({ params: { ids } }) => {
      const result = await db.deleteFrom('notice').where('notice_id', 'in', ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    at,
  );

  const exportRows = async (filters: { noticeTitle?: string; noticeType?: '1' | '2' }) => {
    let filtered = managedQuery(db);
    if (filters.noticeTitle) filtered = filtered.where('n.notice_title', 'ilike', containsPattern(filters.noticeTitle));
    if (filters.noticeType) filtered = filtered.where('n.notice_type', '=', filters.noticeType);
    const rows = (await filtered.orderBy('n.create_time', 'desc').limit(10_000).execute()).map(toManaged);
    return {
      sheet: NOTICE_PAGE_TEXT.title,
      columns: [
        { header: NOTICE_PAGE_TEXT.noticeId, key: 'noticeId', width: 10 },
        { header: NOTICE_PAGE_TEXT.noticeTitle, key: 'noticeTitle', width: 40 },
        { header: NOTICE_PAGE_TEXT.noticeType, key: 'type', width: 10 },
        { header: NOTICE_PAGE_TEXT.recipients, key: 'recipients', width: 10 },
        { header: NOTICE_PAGE_TEXT.readCount, key: 'readCount', width: 10 },
        { header: NOTICE_PAGE_TEXT.handledCount, key: 'handledCount', width: 12 },
        { header: NOTICE_PAGE_TEXT.createBy, key: 'createBy', width: 14 },
        { header: NOTICE_PAGE_TEXT.createTime, key: 'createTime', width: 20 },
      ],
      rows: rows.map((row) => ({ ...row, type: DOMAIN_TEXT.noticeTypes[row.noticeType] })),
    };
  };

  // SPEC §7's download helper: a form-encoded POST answered with the file itself.
  route(
    app,
    ENDPOINTS.export,
    async ({ reply, body: filters }) => {
      const workbook = await exports.workbook(await exportRows(filters));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(NOTICE_TEXT.exportName)}`)
        .send(workbook);
    },
    at,
  );

  // SPEC §7's file export: the file is written to the export folder and fetched through
  // /common/download?fileName=…&delete=true.
  route(
    app,
    ENDPOINTS.exportFile,
    async ({ principal, body: filters }) =>
      exports.save(principal.userId, NOTICE_TEXT.exportName, await exports.workbook(await exportRows(filters))),
    at,
  );

  // Without a token only public bulletins are listed (a sent token is checked first, declared).
  route(
    app,
    ENDPOINTS.bulletins,
    async ({ principal, query }) => {
      let filtered = db.selectFrom('bulletin').selectAll();
      if (!principal) filtered = filtered.where('is_public', '=', true);
      if (query.title) filtered = filtered.where('title', 'ilike', containsPattern(query.title));
      if (query.cityCode) filtered = filtered.where('city_code', '=', query.cityCode);
      return pageOf(
        db,
        filtered,
        query,
        (rows) => rows.orderBy('publish_time', 'desc').orderBy('bulletin_id', 'desc'),
        toBulletin,
      );
    },
    at,
  );
};
