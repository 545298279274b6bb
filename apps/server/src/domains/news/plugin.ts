// Government-enterprise news (政企资讯, /zqhd/notice), bulletin details and their management, and
// the public notice page (/socialPublicity), under the deployment's {module} prefix. Rich text is
// rebuilt from an allow-list before it is stored (core validate/richText); the public endpoints
// answer only items marked public, whoever asks.
import type { Bulletin, NewsDetail, NewsRow, Page, PublicityDetail, PublicityRow } from '@ent/core/api';
import {
  bulletinCreateRequest,
  bulletinUpdateRequest,
  newsCreateRequest,
  newsListQuery,
  newsUpdateRequest,
  publicityListQuery,
} from '@ent/core/contract';
import { formatTime } from '@ent/core/format';
import { NEWS_TEXT, PUBLICITY_TEXT } from '@ent/core/messages';
import { type Flavour, JIANGSU_CITIES } from '@ent/core/platform';
import { richTextToPlain, sanitizeRichText } from '@ent/core/validate';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type Selectable, sql } from 'kysely';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import type { BulletinTable, NewsTable } from '../../db/schema';
import { principalOf } from '../../http/context';
import { ClientError } from '../../http/errors';
import { requirePermission } from '../../http/permissions';
import { parse } from '../../http/validate';

export interface NewsOptions {
  handle: DatabaseHandle;
  flavour: Flavour;
  module: string;
}

export const NEWS_PERMS = {
  add: 'zqhd:news:add',
  edit: 'zqhd:news:edit',
  remove: 'zqhd:news:remove',
  bulletinAdd: 'zqhd:bulletin:add',
  bulletinEdit: 'zqhd:bulletin:edit',
  bulletinRemove: 'zqhd:bulletin:remove',
} as const;

const idParam = z.object({ id: z.coerce.number().int().positive() });
const idList = z.object({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/)
    .transform((value) => value.split(',').map(Number)),
});

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const cityName = (code: string | null) =>
  code ? (JIANGSU_CITIES.find((city) => city.code === code)?.name ?? '') : NEWS_TEXT.province;

/** A summary of its own, or the start of the text. */
function summaryOf(summary: string, content: string): string {
  if (summary) return summary;
  const text = richTextToPlain(content);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

function toNewsRow(row: Selectable<NewsTable>): NewsRow {
  return {
    newsId: row.news_id,
    title: row.title,
    category: row.category,
    cityCode: row.city_code,
    cityName: cityName(row.city_code),
    source: row.source,
    summary: summaryOf(row.summary, row.content),
    isPublic: row.is_public,
    viewCount: row.view_count,
    publishTime: formatTime(row.publish_time),
  };
}

export function toBulletin(row: Selectable<BulletinTable>): Bulletin {
  return {
    bulletinId: row.bulletin_id,
    title: row.title,
    content: row.content,
    isPublic: row.is_public,
    publishTime: formatTime(row.publish_time),
    cityCode: row.city_code,
    cityName: cityName(row.city_code),
  };
}

export const newsPlugin: FastifyPluginAsync<NewsOptions> = async (app, options) => {
  const { handle, flavour, module } = options;
  const db = handle.db;
  const news = `${module}/business/news`;
  const bulletin = `${module}/business/bulletin`;
  const publicity = `${module}/business/publicity`;
  const need = (request: FastifyRequest, perm: string) =>
    requirePermission(handle, principalOf(request), flavour, perm);

  app.get(`${news}/list`, { onRequest: app.authenticate }, async (request, reply) => {
    const query = parse(newsListQuery, request.query);
    let filtered = db.selectFrom('news');
    if (query.title) filtered = filtered.where('title', 'ilike', likePattern(query.title));
    if (query.category) filtered = filtered.where('category', '=', query.category);
    if (query.cityCode) filtered = filtered.where('city_code', '=', query.cityCode);
    const { total } = await filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    const rows = await filtered
      .selectAll()
      .orderBy('publish_time', 'desc')
      .orderBy('news_id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute();
    return reply.ok({ total, rows: rows.map(toNewsRow) } satisfies Page<NewsRow>);
  });

  app.get(`${news}/:id`, { onRequest: app.authenticate }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    const row = await db
      .updateTable('news')
      .set({ view_count: sql`view_count + 1` })
      .where('news_id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new ClientError('notFound', NEWS_TEXT.newsNotFound);
    return reply.ok({ ...toNewsRow(row), content: row.content } satisfies NewsDetail);
  });

  app.post(news, { onRequest: app.authenticate }, async (request, reply) => {
    await need(request, NEWS_PERMS.add);
    const body = parse(newsCreateRequest, request.body);
    const { news_id } = await db
      .insertInto('news')
      .values({
        title: body.title,
        category: body.category,
        city_code: body.cityCode,
        source: body.source,
        summary: body.summary,
        content: sanitizeRichText(body.content),
        is_public: body.isPublic,
        created_by: principalOf(request).userId,
      })
      .returning('news_id')
      .executeTakeFirstOrThrow();
    return reply.ok({ newsId: news_id }, NEWS_TEXT.added);
  });

  app.put(news, { onRequest: app.authenticate }, async (request, reply) => {
    await need(request, NEWS_PERMS.edit);
    const body = parse(newsUpdateRequest, request.body);
    const result = await db
      .updateTable('news')
      .set({
        title: body.title,
        category: body.category,
        city_code: body.cityCode,
        source: body.source,
        summary: body.summary,
        content: sanitizeRichText(body.content),
        is_public: body.isPublic,
        update_time: new Date(),
      })
      .where('news_id', '=', body.newsId)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new ClientError('notFound', NEWS_TEXT.newsNotFound);
    return reply.ok(null, NEWS_TEXT.edited);
  });

  app.delete(`${news}/:ids`, { onRequest: app.authenticate }, async (request, reply) => {
    await need(request, NEWS_PERMS.remove);
    const { ids } = parse(idList, request.params);
    const result = await db.deleteFrom('news').where('news_id', 'in', ids).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new ClientError('notFound', NEWS_TEXT.newsNotFound);
    return reply.ok(Number(result.numDeletedRows), NEWS_TEXT.removed);
  });

  // A bulletin from the list: with a token any of them; without, only public ones.
  app.get(`${bulletin}/:id`, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    const authenticated = Boolean(request.headers.authorization);
    if (authenticated) await app.authenticate(request);
    let query = db.selectFrom('bulletin').selectAll().where('bulletin_id', '=', id);
    if (!authenticated) query = query.where('is_public', '=', true);
    const row = await query.executeTakeFirst();
    if (!row) throw new ClientError('notFound', NEWS_TEXT.bulletinNotFound);
    return reply.ok(toBulletin(row));
  });

  app.post(bulletin, { onRequest: app.authenticate }, async (request, reply) => {
    await need(request, NEWS_PERMS.bulletinAdd);
    const body = parse(bulletinCreateRequest, request.body);
    const { bulletin_id } = await db
      .insertInto('bulletin')
      .values({
        title: body.title,
        content: sanitizeRichText(body.content),
        city_code: body.cityCode,
        is_public: body.isPublic,
        created_by: principalOf(request).userId,
      })
      .returning('bulletin_id')
      .executeTakeFirstOrThrow();
    return reply.ok({ bulletinId: bulletin_id }, NEWS_TEXT.added);
  });

  app.put(bulletin, { onRequest: app.authenticate }, async (request, reply) => {
    await need(request, NEWS_PERMS.bulletinEdit);
    const body = parse(bulletinUpdateRequest, request.body);
    const result = await db
      .updateTable('bulletin')
      .set({
        title: body.title,
        content: sanitizeRichText(body.content),
        city_code: body.cityCode,
        is_public: body.isPublic,
        update_time: new Date(),
      })
      .where('bulletin_id', '=', body.bulletinId)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new ClientError('notFound', NEWS_TEXT.bulletinNotFound);
    return reply.ok(null, NEWS_TEXT.edited);
  });

  app.delete(`${bulletin}/:ids`, { onRequest: app.authenticate }, async (request, reply) => {
    await need(request, NEWS_PERMS.bulletinRemove);
    const { ids } = parse(idList, request.params);
    const result = await db.deleteFrom('bulletin').where('bulletin_id', 'in', ids).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new ClientError('notFound', NEWS_TEXT.bulletinNotFound);
    return reply.ok(Number(result.numDeletedRows), NEWS_TEXT.removed);
  });

  // The public notice page: only public items, never anything else, token or not.
  app.get(`${publicity}/list`, async (request, reply) => {
    const query = parse(publicityListQuery, request.query);
    const offset = (query.pageNum - 1) * query.pageSize;
    if (query.type === 'news') {
      let filtered = db.selectFrom('news').where('is_public', '=', true);
      if (query.title) filtered = filtered.where('title', 'ilike', likePattern(query.title));
      const { total } = await filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
      const rows = await filtered
        .selectAll()
        .orderBy('publish_time', 'desc')
        .orderBy('news_id', 'desc')
        .limit(query.pageSize)
        .offset(offset)
        .execute();
      return reply.ok({
        total,
        rows: rows.map((row) => ({
          type: 'news',
          id: row.news_id,
          title: row.title,
          cityName: cityName(row.city_code),
          summary: summaryOf(row.summary, row.content),
          publishTime: formatTime(row.publish_time),
        })),
      } satisfies Page<PublicityRow>);
    }
    let filtered = db.selectFrom('bulletin').where('is_public', '=', true);
    if (query.title) filtered = filtered.where('title', 'ilike', likePattern(query.title));
    const { total } = await filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    const rows = await filtered
      .selectAll()
      .orderBy('publish_time', 'desc')
      .orderBy('bulletin_id', 'desc')
      .limit(query.pageSize)
      .offset(offset)
      .execute();
    return reply.ok({
      total,
      rows: rows.map((row) => ({
        type: 'bulletin',
        id: row.bulletin_id,
        title: row.title,
        cityName: cityName(row.city_code),
        summary: summaryOf('', row.content),
        publishTime: formatTime(row.publish_time),
      })),
    } satisfies Page<PublicityRow>);
  });

  app.get(`${publicity}/:type/:id`, async (request, reply) => {
    const { type, id } = parse(
      z.object({ type: z.enum(['bulletin', 'news']), id: z.coerce.number().int().positive() }),
      request.params,
    );
    if (type === 'news') {
      const row = await db
        .selectFrom('news')
        .selectAll()
        .where('news_id', '=', id)
        .where('is_public', '=', true)
        .executeTakeFirst();
      if (!row) throw new ClientError('notFound', PUBLICITY_TEXT.notFound);
      return reply.ok({
        type,
        id,
        title: row.title,
        cityName: cityName(row.city_code),
        summary: summaryOf(row.summary, row.content),
        publishTime: formatTime(row.publish_time),
        content: row.content,
      } satisfies PublicityDetail);
    }
    const row = await db
      .selectFrom('bulletin')
      .selectAll()
      .where('bulletin_id', '=', id)
      .where('is_public', '=', true)
      .executeTakeFirst();
    if (!row) throw new ClientError('notFound', PUBLICITY_TEXT.notFound);
    return reply.ok({
      type,
      id,
      title: row.title,
      cityName: cityName(row.city_code),
      summary: summaryOf('', row.content),
      publishTime: formatTime(row.publish_time),
      content: row.content,
    } satisfies PublicityDetail);
  });
};
