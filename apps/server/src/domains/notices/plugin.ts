// Notices and bulletins under the deployment's {module} prefix (SPEC §7 "Notices"). Recipients see
// their own notices with their own read and handled state; government staff manage them.
import type { Bulletin, ManagedNotice, Notice, Page } from '@ent/core/api';
import {
  bulletinQuery,
  createNoticeRequest,
  editByFormIdRequest,
  manageNoticesQuery,
  myNoticesQuery,
  noticeIdRequest,
  updateNoticeRequest,
} from '@ent/core/contract';
import { formatTime } from '@ent/core/format';
import { DOMAIN_TEXT, NOTICE_TEXT } from '@ent/core/messages';
import type { Flavour } from '@ent/core/platform';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { principalOf } from '../../http/context';
import { ClientError } from '../../http/errors';
import { requirePermission } from '../../http/permissions';
import { parse } from '../../http/validate';
import type { ExportStore } from '../files/exports';
import { toBulletin } from '../news/plugin';

export interface NoticeOptions {
  handle: DatabaseHandle;
  flavour: Flavour;
  module: string;
  exports: ExportStore;
}

const idList = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,99}$/)
  .transform((value) => value.split(',').map(Number));
const idParam = z.object({ id: z.coerce.number().int().positive() });

/** Like LIKE's own escaping: a user's % or _ matches itself. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
  const { handle, flavour, module, exports } = options;
  const db = handle.db;
  const base = `${module}/system/notice`;
  const manage = (request: FastifyRequest, perm: string) =>
    requirePermission(handle, principalOf(request), flavour, perm);

  function myNotices(userId: number) {
    return db
      .selectFrom('notice_recipient as r')
      .innerJoin('notice as n', 'n.notice_id', 'r.notice_id')
      .leftJoin('app_user as u', 'u.id', 'n.created_by')
      .where('r.user_id', '=', userId);
  }

  app.get(`${base}/my`, { onRequest: app.authenticate }, async (request, reply) => {
    const query = parse(myNoticesQuery, request.query);
    const principal = principalOf(request);
    let filtered = myNotices(principal.userId);
    if (query.isRead) filtered = filtered.where('r.is_read', '=', query.isRead);
    if (query.keyValue) filtered = filtered.where('n.notice_title', 'ilike', likePattern(query.keyValue));
    const [{ total }] = (await filtered.select(sql<number>`count(*)::int`.as('total')).execute()) as [
      { total: number },
    ];
    const rows = await filtered
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
      .orderBy('n.create_time', 'desc')
      .orderBy('n.notice_id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute();
    const page: Page<Notice> = {
      total,
      rows: rows.map((row) => ({
        noticeId: row.notice_id,
        noticeTitle: row.notice_title,
        noticeType: row.notice_type as '1' | '2',
        noticeContent: row.notice_content,
        formId: row.form_id,
        status: row.status as '0' | '1',
        isRead: row.is_read as '0' | '1',
        createTime: formatTime(row.create_time),
        createBy: row.creator ?? '',
      })),
    };
    return reply.ok(page);
  });

  app.put(`${base}/read`, { onRequest: app.authenticate }, async (request, reply) => {
    const { noticeId } = parse(noticeIdRequest, request.body);
    const result = await db
      .updateTable('notice_recipient')
      .set({ is_read: '1', read_time: new Date() })
      .where('notice_id', '=', noticeId)
      .where('user_id', '=', principalOf(request).userId)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new ClientError('notFound', NOTICE_TEXT.notFound);
    return reply.ok(null);
  });

  app.put(`${base}/editByFormId`, { onRequest: app.authenticate }, async (request, reply) => {
    const { formId, noticeId } = parse(editByFormIdRequest, request.body);
    let update = db
      .updateTable('notice_recipient')
      .set({ status: '1' })
      .where('user_id', '=', principalOf(request).userId)
      .where('notice_id', 'in', (eb) => eb.selectFrom('notice').select('notice_id').where('form_id', '=', formId));
    if (noticeId) update = update.where('notice_id', '=', noticeId);
    const result = await update.executeTakeFirst();
    return reply.ok(Number(result.numUpdatedRows));
  });

  app.get(`${base}/list`, { onRequest: app.authenticate }, async (request, reply) => {
    await manage(request, 'system:notice:list');
    const query = parse(manageNoticesQuery, request.query);
    let filtered = managedQuery(db);
    if (query.noticeTitle) filtered = filtered.where('n.notice_title', 'ilike', likePattern(query.noticeTitle));
    if (query.noticeType) filtered = filtered.where('n.notice_type', '=', query.noticeType);
    const { total } = await db
      .selectFrom(filtered.as('f'))
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    const rows = await filtered
      .orderBy('n.create_time', 'desc')
      .orderBy('n.notice_id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute();
    return reply.ok({ total, rows: rows.map(toManaged) } satisfies Page<ManagedNotice>);
  });

  app.get(`${base}/:id`, { onRequest: app.authenticate }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    const principal = principalOf(request);
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
      return reply.ok(notice);
    }
    // Someone else's notice: only its managers may read it, and it must exist.
    await manage(request, 'system:notice:query');
    const row = await managedQuery(db).where('n.notice_id', '=', id).executeTakeFirst();
    if (!row) throw new ClientError('notFound', NOTICE_TEXT.notFound);
    return reply.ok(toManaged(row));
  });

  app.post(base, { onRequest: app.authenticate }, async (request, reply) => {
    await manage(request, 'system:notice:add');
    const body = parse(createNoticeRequest, request.body);
    const recipients = await recipientsFor(db, body.audience);
    if (recipients.length === 0) throw new ClientError('badRequest', NOTICE_TEXT.noRecipients);
    const noticeId = await db.transaction().execute(async (trx) => {
      const { notice_id } = await trx
        .insertInto('notice')
        .values({
          notice_title: body.noticeTitle,
          notice_type: body.noticeType,
          notice_content: body.noticeContent,
          form_id: body.formId ?? null,
          created_by: principalOf(request).userId,
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
    return reply.ok({ noticeId });
  });

  app.put(base, { onRequest: app.authenticate }, async (request, reply) => {
    await manage(request, 'system:notice:edit');
    const body = parse(updateNoticeRequest, request.body);
    const result = await db
      .updateTable('notice')
      .set({
        notice_title: body.noticeTitle,
        notice_type: body.noticeType,
        notice_content: body.noticeContent,
        form_id: body.formId ?? null,
        update_time: new Date(),
      })
      .where('notice_id', '=', body.noticeId)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new ClientError('notFound', NOTICE_TEXT.notFound);
    return reply.ok(null);
  });

  app.delete(`${base}/:ids`, { onRequest: app.authenticate }, async (request, reply) => {
    await manage(request, 'system:notice:remove');
    const ids = parse(z.object({ ids: idList }), request.params).ids;
    const result = await db.deleteFrom('notice').where('notice_id', 'in', ids).executeTakeFirst();
    return reply.ok(Number(result.numDeletedRows));
  });

  const exportRows = async (filters: { noticeTitle?: string; noticeType?: '1' | '2' }) => {
    let filtered = managedQuery(db);
    if (filters.noticeTitle) filtered = filtered.where('n.notice_title', 'ilike', likePattern(filters.noticeTitle));
    if (filters.noticeType) filtered = filtered.where('n.notice_type', '=', filters.noticeType);
    const rows = (await filtered.orderBy('n.create_time', 'desc').limit(10_000).execute()).map(toManaged);
    return {
      sheet: '通知公告',
      columns: [
        { header: '公告编号', key: 'noticeId', width: 10 },
        { header: '公告标题', key: 'noticeTitle', width: 40 },
        { header: '公告类型', key: 'type', width: 10 },
        { header: '接收人数', key: 'recipients', width: 10 },
        { header: '已读人数', key: 'readCount', width: 10 },
        { header: '已处理人数', key: 'handledCount', width: 12 },
        { header: '创建者', key: 'createBy', width: 14 },
        { header: '创建时间', key: 'createTime', width: 20 },
      ],
      rows: rows.map((row) => ({ ...row, type: DOMAIN_TEXT.noticeTypes[row.noticeType] })),
    };
  };

  // SPEC §7's download helper: a form-encoded POST answered with the file itself.
  app.post(`${base}/export`, { onRequest: app.authenticate }, async (request, reply) => {
    await manage(request, 'system:notice:export');
    const filters = parse(manageNoticesQuery.pick({ noticeTitle: true, noticeType: true }), request.body);
    const workbook = await exports.workbook(await exportRows(filters));
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent('通知公告.xlsx')}`)
      .send(workbook);
  });

  // SPEC §7's file export: the file is written to the export folder and fetched through
  // /common/download?fileName=…&delete=true.
  app.post(`${base}/exportFile`, { onRequest: app.authenticate }, async (request, reply) => {
    await manage(request, 'system:notice:export');
    const filters = parse(manageNoticesQuery.pick({ noticeTitle: true, noticeType: true }), request.body);
    const name = await exports.save(
      principalOf(request).userId,
      '通知公告.xlsx',
      await exports.workbook(await exportRows(filters)),
    );
    return reply.ok(name);
  });

  app.get(`${module}/business/bulletin/list`, async (request, reply) => {
    const query = parse(bulletinQuery, request.query);
    // Without a token only public bulletins are listed.
    const authenticated = Boolean(request.headers.authorization);
    if (authenticated) await app.authenticate(request);
    let filtered = db.selectFrom('bulletin');
    if (!authenticated) filtered = filtered.where('is_public', '=', true);
    if (query.title) filtered = filtered.where('title', 'ilike', likePattern(query.title));
    if (query.cityCode) filtered = filtered.where('city_code', '=', query.cityCode);
    const { total } = await filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    const rows = await filtered
      .selectAll()
      .orderBy('publish_time', 'desc')
      .orderBy('bulletin_id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute();
    const page: Page<Bulletin> = { total, rows: rows.map(toBulletin) };
    return reply.ok(page);
  });
};
