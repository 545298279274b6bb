// Government-enterprise news (政企资讯, /zqhd/notice), bulletin details and their management, and
// the public notice page (/socialPublicity), under the deployment's {module} prefix. Rich text is
// rebuilt from an allow-list before it is stored (core validate/richText); the public endpoints
// answer only items marked public, whoever asks.
import type { Bulletin } from '@ent/core/api';
import { NEWS_ENDPOINTS as ENDPOINTS, type NewsRow, type PublicityRow } from '@ent/core/contract';
import { DICT_TYPES } from '@ent/core/dict';
import { formatTime } from '@ent/core/format';
import { NEWS_TEXT, PUBLICITY_TEXT } from '@ent/core/messages';
import { JIANGSU_CITIES } from '@ent/core/platform';
import { richTextToPlain, sanitizeRichText } from '@ent/core/validate';
import type { FastifyPluginAsync } from 'fastify';
import { type Selectable, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { containsPattern } from '../../db/like';
import { pageOf } from '../../db/paging';
import type { BulletinTable, NewsTable } from '../../db/schema';
import { ClientError } from '../../http/errors';
import { route, withMessage } from '../../http/route';
import type { DictionaryStore } from '../dict/store';

export interface NewsOptions {
  handle: DatabaseHandle;
  module: string;
  dictionaries: DictionaryStore;
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

export const newsPlugin: FastifyPluginAsync<NewsOptions> = async (app, { handle, module, dictionaries }) => {
  const db = handle.db;
  const at = { module };

  route(
    app,
    ENDPOINTS.list,
    async ({ query }) => {
      let filtered = db.selectFrom('news').selectAll();
      if (query.title) filtered = filtered.where('title', 'ilike', containsPattern(query.title));
      if (query.category) filtered = filtered.where('category', '=', query.category);
      if (query.cityCode) filtered = filtered.where('city_code', '=', query.cityCode);
      return pageOf(
        db,
        filtered,
        query,
        (rows) => rows.orderBy('publish_time', 'desc').orderBy('news_id', 'desc'),
        toNewsRow,
      );
    },
    at,
  );

  route(
    app,
    ENDPOINTS.get,
    async ({ params: { id } }) => {
      const row = await db
        .updateTable('news')
        .set({ view_count: sql`view_count + 1` })
        .where('news_id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new ClientError('notFound', NEWS_TEXT.newsNotFound);
      return { ...toNewsRow(row), content: row.content };
    },
    at,
  );

  route(
    app,
    ENDPOINTS.create,
    async ({ principal, body }) => {
      await dictionaries.require(DICT_TYPES.newsCategory, body.category, NEWS_TEXT.category);
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
          created_by: principal.userId,
        })
        .returning('news_id')
        .executeTakeFirstOrThrow();
      return withMessage({ newsId: news_id }, NEWS_TEXT.added);
    },
    at,
  );

  route(
    app,
    ENDPOINTS.update,
    async ({ body }) => {
      const current = await db
        .selectFrom('news')
        .select('category')
        .where('news_id', '=', body.newsId)
        .executeTakeFirst();
      await dictionaries.require(DICT_TYPES.newsCategory, body.category, NEWS_TEXT.category, current?.category);
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
      return withMessage(null, NEWS_TEXT.edited);
    },
    at,
  );

  route(
    app,
    ENDPOINTS.remove,
    async ({ params: { ids } }) => {
      const result = await db.deleteFrom('news').where('news_id', 'in', ids).executeTakeFirst();
      if (result.numDeletedRows === 0n) throw new ClientError('notFound', NEWS_TEXT.newsNotFound);
      return withMessage(Number(result.numDeletedRows), NEWS_TEXT.removed);
    },
    at,
  );

  // A bulletin from the list: with a token (checked first, declared) any of them; without, only public ones.
  route(
    app,
    ENDPOINTS.bulletin,
    async ({ principal, params: { id } }) => {
      let query = db.selectFrom('bulletin').selectAll().where('bulletin_id', '=', id);
      if (!principal) query = query.where('is_public', '=', true);
      const row = await query.executeTakeFirst();
      if (!row) throw new ClientError('notFound', NEWS_TEXT.bulletinNotFound);
      return toBulletin(row);
    },
    at,
  );

  route(
    app,
    ENDPOINTS.createBulletin,
    async ({ principal, body }) => {
      const { bulletin_id } = await db
        .insertInto('bulletin')
        .values({
          title: body.title,
          content: sanitizeRichText(body.content),
          city_code: body.cityCode,
          is_public: body.isPublic,
          created_by: principal.userId,
        })
        .returning('bulletin_id')
        .executeTakeFirstOrThrow();
      return withMessage({ bulletinId: bulletin_id }, NEWS_TEXT.added);
    },
    at,
  );

  route(
    app,
    ENDPOINTS.updateBulletin,
    async ({ body }) => {
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
      return withMessage(null, NEWS_TEXT.edited);
    },
    at,
  );

  route(
    app,
    ENDPOINTS.removeBulletins,
    async ({ params: { ids } }) => {
      const result = await db.deleteFrom('bulletin').where('bulletin_id', 'in', ids).executeTakeFirst();
      if (result.numDeletedRows === 0n) throw new ClientError('notFound', NEWS_TEXT.bulletinNotFound);
      return withMessage(Number(result.numDeletedRows), NEWS_TEXT.removed);
    },
    at,
  );

  // The public notice page: only public items, never anything else, token or not.
  route(
    app,
    ENDPOINTS.publicList,
    async ({ query }) => {
      if (query.type === 'news') {
        let filtered = db.selectFrom('news').selectAll().where('is_public', '=', true);
        if (query.title) filtered = filtered.where('title', 'ilike', containsPattern(query.title));
        return pageOf(
          db,
          filtered,
          query,
          (rows) => rows.orderBy('publish_time', 'desc').orderBy('news_id', 'desc'),
          (row): PublicityRow => ({
            type: 'news',
            id: row.news_id,
            title: row.title,
            cityName: cityName(row.city_code),
            summary: summaryOf(row.summary, row.content),
            publishTime: formatTime(row.publish_time),
          }),
        );
      }
      let filtered = db.selectFrom('bulletin').selectAll().where('is_public', '=', true);
      if (query.title) filtered = filtered.where('title', 'ilike', containsPattern(query.title));
      return pageOf(
        db,
        filtered,
        query,
        (rows) => rows.orderBy('publish_time', 'desc').orderBy('bulletin_id', 'desc'),
        (row): PublicityRow => ({
          type: 'bulletin',
          id: row.bulletin_id,
          title: row.title,
          cityName: cityName(row.city_code),
          summary: summaryOf('', row.content),
          publishTime: formatTime(row.publish_time),
        }),
      );
    },
    at,
  );

  route(
    app,
    ENDPOINTS.publicItem,
    async ({ params: { type, id } }) => {
      if (type === 'news') {
        const row = await db
          .selectFrom('news')
          .selectAll()
          .where('news_id', '=', id)
          .where('is_public', '=', true)
          .executeTakeFirst();
        if (!row) throw new ClientError('notFound', PUBLICITY_TEXT.notFound);
        return {
          type,
          id,
          title: row.title,
          cityName: cityName(row.city_code),
          summary: summaryOf(row.summary, row.content),
          publishTime: formatTime(row.publish_time),
          content: row.content,
        };
      }
      const row = await db
        .selectFrom('bulletin')
        .selectAll()
        .where('bulletin_id', '=', id)
        .where('is_public', '=', true)
        .executeTakeFirst();
      if (!row) throw new ClientError('notFound', PUBLICITY_TEXT.notFound);
      return {
        type,
        id,
        title: row.title,
        cityName: cityName(row.city_code),
        summary: summaryOf('', row.content),
        publishTime: formatTime(row.publish_time),
        content: row.content,
      };
    },
    at,
  );
};
