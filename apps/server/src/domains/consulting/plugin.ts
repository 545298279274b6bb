// Consulting advice (咨询建议, /zqhd/consultingAdviceManage): an enterprise asks a question or gives
// advice with attachments, government staff answer, the enterprise follows up or closes it. An
// enterprise account sees and touches only its own enterprise's threads; an answer puts a notice
// in the bell of every account of the asking enterprise.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isGovernmentStaff } from '@ent/core/auth';
import {
  CONSULTING_PERMISSIONS,
  type ConsultingDetail,
  type ConsultingFile,
  type ConsultingMessage,
  type ConsultingRow,
  callPath,
  CONSULTING_ENDPOINTS as ENDPOINTS,
  permitted,
} from '@ent/core/contract';
import { DICT_TYPES } from '@ent/core/dict';
import { formatTime } from '@ent/core/format';
import { CONSULTING_TEXT } from '@ent/core/messages';
import { JIANGSU_CITIES } from '@ent/core/platform';
import { CONSULTING_STATUS_KEYS, type ConsultingStatus, consultingAbilities, replyExcerpt } from '@ent/core/validate';
import type { FastifyPluginAsync } from 'fastify';
import { type Kysely, type RawBuilder, type SqlBool, sql, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { containsPattern } from '../../db/like';
import type { Database } from '../../db/schema';
import { ownEnterprise } from '../../http/accessPlugin';
import type { ServerPrincipal } from '../../http/context';
import { enterpriseRowsFor } from '../../http/enterpriseScope';
import { ClientError } from '../../http/errors';
import { route, withMessage } from '../../http/route';
import { SPA_BASE } from '../../http/spaPlugin';
import type { DictionaryStore } from '../dict/store';
import { attachment } from '../files/plugin';
import type { Uploads } from '../files/uploads';
import { noticeEnterprise } from '../notices/enterpriseNotice';

export interface ConsultingOptions {
  handle: DatabaseHandle;
  module: string;
  uploads: Uploads;
  dictionaries: DictionaryStore;
}

/** The page the bell's notice links to, opened on one thread. */
export function consultingPageLink(threadId: number): string {
  return `${SPA_BASE}zqhd/consultingAdviceManage?id=${threadId}`;
}

const cityName = (code: string | null) => JIANGSU_CITIES.find((city) => city.code === code)?.name ?? '';
const shortTitle = (title: string) => (title.length > 40 ? `${title.slice(0, 40)}…` : title);

type Executor = Kysely<Database> | Transaction<Database>;

function threadQuery(db: Executor) {
  return db
    .selectFrom('consulting_thread as t')
    .innerJoin('enterprise as e', 'e.id', 't.mainstay_id')
    .leftJoin('app_user as u', 'u.id', 't.created_by');
}

function threadColumns(db: Executor) {
  return threadQuery(db).select([
    't.id',
    't.kind',
    't.category',
    't.title',
    't.status',
    't.rating',
    't.mainstay_id',
    't.contact_name',
    't.contact_phone',
    't.create_time',
    't.update_time',
    't.answer_time',
    't.close_time',
    'e.name as enterprise_name',
    'e.city_code',
    'u.full_name as asked_by',
    sql<number>`(SELECT count(*)::int FROM consulting_message m WHERE m.thread_id = t.id) - 1`.as('replies'),
    sql<number>`(SELECT count(*)::int FROM consulting_message m WHERE m.thread_id = t.id AND m.side = 'government')`.as(
      'government_replies',
    ),
  ]);
}

type ThreadRow = Awaited<ReturnType<ReturnType<typeof threadColumns>['executeTakeFirstOrThrow']>>;

function toRow(row: ThreadRow): ConsultingRow {
  return {
    id: row.id,
    kind: row.kind,
    category: row.category,
    title: row.title,
    status: row.status,
    rating: row.rating,
    mainstayId: row.mainstay_id,
    enterpriseName: row.enterprise_name,
    cityName: cityName(row.city_code),
    askedBy: row.asked_by ?? '',
    createTime: formatTime(row.create_time),
    updateTime: formatTime(row.update_time),
    answerTime: formatTime(row.answer_time),
    closeTime: formatTime(row.close_time),
    replies: Math.max(0, row.replies),
  };
}

export const consultingPlugin: FastifyPluginAsync<ConsultingOptions> = async (app, options) => {
  const { handle, module, uploads } = options;
  const db = handle.db;
  const at = { module };
  const fileUrl = (threadId: number, fileId: number) => callPath(ENDPOINTS.file, module, { id: threadId, fileId });

  /** The enterprise of an enterprise account; government staff and accounts without one are refused. */
  const enterpriseOf = (principal: ServerPrincipal): number => ownEnterprise(principal, CONSULTING_TEXT.enterpriseOnly);

  /** Threads the caller may see: an enterprise its own, staff those of their data scope. */
  const inScope = (principal: ServerPrincipal, permission: string = CONSULTING_PERMISSIONS.list) =>
    enterpriseRowsFor(app, principal, permission, { mainstay: 't.mainstay_id', city: 'e.city_code' });

  /**
   * A thread the caller may see; others are not found. Inside a transaction the scope comes
   * computed before it (the scope is read outside the transaction, which on PGlite holds the one
   * connection).
   */
  const visibleThread = async (
    principal: ServerPrincipal,
    id: number,
    executor: Executor = db,
    scope?: RawBuilder<SqlBool>,
  ) => {
    const query = threadColumns(executor)
      .where('t.id', '=', id)
      .where(scope ?? (await inScope(principal)));
    const row = await query.executeTakeFirst();
    if (!row) throw new ClientError('notFound', CONSULTING_TEXT.notFound);
    return row;
  };

  /**
   * The uploads a caller may attach: an enterprise's files uploaded by its own accounts, or the
   * staff member's own files. Anything else (another enterprise's file, a missing id) is refused.
   */
  const checkFiles = async (executor: Executor, principal: ServerPrincipal, fileIds: number[]) => {
    if (fileIds.length === 0) return;
    let query = executor.selectFrom('upload_file').select('id').where('id', 'in', fileIds);
    query =
      principal.mainstayId !== null && !isGovernmentStaff(principal)
        ? query.where('mainstay_id', '=', principal.mainstayId)
        : query.where('owner_id', '=', principal.userId);
    const found = await query.execute();
    if (found.length !== fileIds.length) throw new ClientError('forbidden', CONSULTING_TEXT.fileNotOwned);
  };

  const addMessage = async (
    trx: Transaction<Database>,
    threadId: number,
    principal: ServerPrincipal,
    side: 'enterprise' | 'government',
    content: string,
    fileIds: number[],
  ) => {
    const { id } = await trx
      .insertInto('consulting_message')
      .values({ thread_id: threadId, author_id: principal.userId, side, content })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (fileIds.length > 0) {
      await trx
        .insertInto('consulting_file')
        .values(fileIds.map((file_id, sort) => ({ message_id: id, thread_id: threadId, file_id, sort })))
        .execute();
    }
    return id;
  };

  route(
    app,
    ENDPOINTS.list,
    async ({ principal, query }) => {
      const government = isGovernmentStaff(principal);
      if (!government) enterpriseOf(principal);
      let filtered = threadQuery(db).where(await inScope(principal));
      if (query.title) filtered = filtered.where('t.title', 'ilike', containsPattern(query.title));
      if (query.kind) filtered = filtered.where('t.kind', '=', query.kind);
      if (query.category) filtered = filtered.where('t.category', '=', query.category);
      if (government && query.enterpriseName)
        filtered = filtered.where('e.name', 'ilike', containsPattern(query.enterpriseName));
      if (government && query.cityCode) filtered = filtered.where('e.city_code', '=', query.cityCode);
      const grouped = await filtered
        .select(['t.status', sql<number>`count(*)::int`.as('count')])
        .groupBy('t.status')
        .execute();
      const counts = Object.fromEntries(CONSULTING_STATUS_KEYS.map((status) => [status, 0])) as Record<
        ConsultingStatus,
        number
      >;
      for (const group of grouped) counts[group.status] = group.count;
      const total = query.status ? counts[query.status] : grouped.reduce((sum, group) => sum + group.count, 0);
      let rows = threadColumns(db).where((eb) => eb('t.id', 'in', filtered.select('t.id')));
      if (query.status) rows = rows.where('t.status', '=', query.status);
      // Staff see what awaits them first; enterprises see their latest activity first.
      if (government) rows = rows.orderBy(sql`CASE t.status WHEN 'pending' THEN 0 ELSE 1 END`);
      const page = await rows
        .orderBy('t.update_time', 'desc')
        .orderBy('t.id', 'desc')
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize)
        .execute();
      return { total, counts, rows: page.map(toRow) };
    },
    at,
  );

  route(
    app,
    ENDPOINTS.get,
    async ({ principal, params: { id } }) => {
      const thread = await visibleThread(principal, id);
      const messages = await db
        .selectFrom('consulting_message as m')
        .leftJoin('app_user as u', 'u.id', 'm.author_id')
        .select(['m.id', 'm.side', 'm.content', 'm.create_time', 'u.full_name', 'u.dept_name'])
        .where('m.thread_id', '=', id)
        .orderBy('m.id')
        .execute();
      const files = await db
        .selectFrom('consulting_file as f')
        .innerJoin('upload_file as u', 'u.id', 'f.file_id')
        .select(['f.message_id', 'u.id', 'u.original_name', 'u.size'])
        .where('f.thread_id', '=', id)
        .orderBy('f.message_id')
        .orderBy('f.sort')
        .execute();
      const government = isGovernmentStaff(principal);
      const detail: ConsultingDetail = {
        ...toRow(thread),
        contactName: thread.contact_name ?? '',
        contactPhone: thread.contact_phone ?? '',
        messages: messages.map(
          (message): ConsultingMessage => ({
            id: message.id,
            side: message.side,
            // An enterprise sees the answering office rather than a staff member's name.
            authorName:
              message.side === 'government'
                ? (message.dept_name ?? CONSULTING_TEXT.governmentName)
                : (message.full_name ?? ''),
            content: message.content,
            createTime: formatTime(message.create_time),
            files: files
              .filter((file) => file.message_id === message.id)
              .map(
                (file): ConsultingFile => ({
                  id: file.id,
                  name: file.original_name,
                  size: Number(file.size),
                  url: fileUrl(id, file.id),
                }),
              ),
          }),
        ),
        ...consultingAbilities(
          { status: thread.status, governmentReplies: thread.government_replies },
          { government, ownEnterprise: !government && thread.mainstay_id === principal.mainstayId },
        ),
      };
      if (government) {
        const mayAnswer = await app.access.check(principal, permitted(CONSULTING_PERMISSIONS.answer)).then(
          () => true,
          () => false,
        );
        detail.canAnswer = detail.canAnswer && mayAnswer;
      }
      return detail;
    },
    at,
  );

  route(
    app,
    ENDPOINTS.create,
    async ({ principal, body }) => {
      const mainstayId = enterpriseOf(principal);
      await options.dictionaries.require(DICT_TYPES.consultingCategory, body.category, CONSULTING_TEXT.category);
      const id = await db.transaction().execute(async (trx) => {
        await checkFiles(trx, principal, body.fileIds);
        const thread = await trx
          .insertInto('consulting_thread')
          .values({
            mainstay_id: mainstayId,
            created_by: principal.userId,
            kind: body.kind,
            category: body.category,
            title: body.title,
            contact_name: body.contactName,
            contact_phone: body.contactPhone,
            rating: null,
            answer_time: null,
            close_time: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await addMessage(trx, thread.id, principal, 'enterprise', body.content, body.fileIds);
        return thread.id;
      });
      return withMessage({ id }, CONSULTING_TEXT.created);
    },
    at,
  );

  // Staff only, with the answer permission (declared).
  route(
    app,
    ENDPOINTS.answer,
    async ({ principal, body }) => {
      const scope = await inScope(principal, CONSULTING_PERMISSIONS.answer);
      await db.transaction().execute(async (trx) => {
        const thread = await visibleThread(principal, body.threadId, trx, scope);
        await checkFiles(trx, principal, body.fileIds);
        const now = new Date();
        const updated = await trx
          .updateTable('consulting_thread')
          .set({ status: 'answered', answer_time: now, update_time: now })
          .where('id', '=', thread.id)
          .where('status', '!=', 'closed')
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) throw new ClientError('badRequest', CONSULTING_TEXT.alreadyClosed);
        await addMessage(trx, thread.id, principal, 'government', body.content, body.fileIds);
        // The bell of every active account of the asking enterprise announces the answer.
        await noticeEnterprise(trx, {
          mainstayId: thread.mainstay_id,
          staffUserId: principal.userId,
          title: CONSULTING_TEXT.answeredNoticeTitle(shortTitle(thread.title)),
          paragraphs: (deptName) => [
            CONSULTING_TEXT.answeredNoticeIntro(
              CONSULTING_TEXT.kinds[thread.kind],
              thread.title,
              deptName ?? CONSULTING_TEXT.governmentName,
            ),
            replyExcerpt(body.content, 200),
          ],
          link: { href: consultingPageLink(thread.id), text: CONSULTING_TEXT.answeredNoticeLink },
        });
      });
      return withMessage(null, CONSULTING_TEXT.answered);
    },
    at,
  );

  route(
    app,
    ENDPOINTS.followUp,
    async ({ principal, body }) => {
      const mainstayId = enterpriseOf(principal);
      const scope = await inScope(principal);
      await db.transaction().execute(async (trx) => {
        const thread = await visibleThread(principal, body.threadId, trx, scope);
        const abilities = consultingAbilities(
          { status: thread.status, governmentReplies: thread.government_replies },
          { government: false, ownEnterprise: thread.mainstay_id === mainstayId },
        );
        if (thread.status === 'closed') throw new ClientError('badRequest', CONSULTING_TEXT.alreadyClosed);
        if (!abilities.canFollowUp) throw new ClientError('badRequest', CONSULTING_TEXT.awaitingAnswer);
        await checkFiles(trx, principal, body.fileIds);
        const updated = await trx
          .updateTable('consulting_thread')
          .set({ status: 'pending', update_time: new Date() })
          .where('id', '=', thread.id)
          .where('status', '!=', 'closed')
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) throw new ClientError('badRequest', CONSULTING_TEXT.alreadyClosed);
        await addMessage(trx, thread.id, principal, 'enterprise', body.content, body.fileIds);
      });
      return withMessage(null, CONSULTING_TEXT.followedUp);
    },
    at,
  );

  route(
    app,
    ENDPOINTS.close,
    async ({ principal, body }) => {
      const thread = await visibleThread(principal, body.threadId);
      const government = isGovernmentStaff(principal);
      if (thread.status === 'closed') throw new ClientError('badRequest', CONSULTING_TEXT.alreadyClosed);
      if (thread.status !== 'answered') throw new ClientError('badRequest', CONSULTING_TEXT.awaitingAnswer);
      const now = new Date();
      const updated = await db
        .updateTable('consulting_thread')
        .set({ status: 'closed', close_time: now, update_time: now, rating: government ? null : (body.rating ?? null) })
        .where('id', '=', thread.id)
        .where('status', '=', 'answered')
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw new ClientError('badRequest', CONSULTING_TEXT.alreadyClosed);
      return withMessage(null, CONSULTING_TEXT.closed);
    },
    at,
  );

  route(
    app,
    ENDPOINTS.withdraw,
    async ({ principal, params: { id } }) => {
      enterpriseOf(principal);
      const thread = await visibleThread(principal, id);
      if (thread.status !== 'pending' || thread.government_replies > 0)
        throw new ClientError('badRequest', CONSULTING_TEXT.cannotWithdraw);
      const deleted = await db
        .deleteFrom('consulting_thread')
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('consulting_message as m')
                .select('m.id')
                .whereRef('m.thread_id', '=', 'consulting_thread.id')
                .where('m.side', '=', 'government'),
            ),
          ),
        )
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw new ClientError('badRequest', CONSULTING_TEXT.cannotWithdraw);
      return withMessage(null, CONSULTING_TEXT.withdrawn);
    },
    at,
  );

  // An attachment, to whoever may read its thread (the asking enterprise and government staff).
  route(
    app,
    ENDPOINTS.file,
    async ({ reply, principal, params: { id, fileId } }) => {
      await visibleThread(principal, id);
      const file = await db
        .selectFrom('consulting_file as f')
        .innerJoin('upload_file as u', 'u.id', 'f.file_id')
        .select(['u.stored_name', 'u.original_name', 'u.mime'])
        .where('f.thread_id', '=', id)
        .where('f.file_id', '=', fileId)
        .executeTakeFirst();
      if (!file) throw new ClientError('notFound', CONSULTING_TEXT.fileMissing);
      const path = join(uploads.dir, file.stored_name);
      const info = await stat(path).catch(() => null);
      if (!info) throw new ClientError('fileMissing', CONSULTING_TEXT.fileMissing);
      return attachment(reply, file.original_name)
        .type(file.mime)
        .header('content-length', info.size)
        .header('cache-control', 'private, no-store')
        .send(createReadStream(path));
    },
    at,
  );
};
