// Government-enterprise news (政企资讯, /zqhd/notice), bulletins and their management, and the
// public notice page (/socialPublicity), under the deployment's {module} prefix.
import { z } from 'zod';
import type { Bulletin, Page } from '../api/types';
import { NEWS_TEXT } from '../messages/zqhd';
import { JIANGSU_CITIES } from '../platform/jiangsu';
import { dictValueField } from './dict';
import { endpoint, PUBLIC, PUBLIC_IDENTIFIED, permitted } from './endpoint';
import { idParam, recordId } from './ids';
import { type PageInput, pageFields } from './paging';

const pageQuery = pageFields(10, 200);
const keyword = z.string().trim().max(100).optional();
const id = z.number().int().positive();

/** A value of the 资讯栏目 dictionary (ent_news_category), which staff extend. */
export type NewsCategory = string;
export const NEWS_LIMITS = { title: 100, source: 50, summary: 300, content: 100_000 } as const;

const cityCode = z
  .string()
  .refine((code) => JIANGSU_CITIES.some((city) => city.code === code))
  .nullable()
  .optional()
  .transform((value) => value ?? null);

export const newsListQuery = z.object({
  ...pageQuery,
  title: keyword,
  category: keyword,
  cityCode: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
});
export type NewsListQuery = PageInput<z.input<typeof newsListQuery>>;

const newsTitle = z
  .string()
  .trim()
  .min(1, NEWS_TEXT.required(NEWS_TEXT.subject))
  .max(NEWS_LIMITS.title, NEWS_TEXT.tooLong(NEWS_TEXT.subject, NEWS_LIMITS.title));
const richContent = z.string().max(NEWS_LIMITS.content, NEWS_TEXT.tooLong(NEWS_TEXT.content, NEWS_LIMITS.content));

const newsFields = {
  title: newsTitle,
  category: dictValueField(NEWS_TEXT.category),
  cityCode,
  source: z.string().trim().max(NEWS_LIMITS.source).default(''),
  summary: z.string().trim().max(NEWS_LIMITS.summary).default(''),
  content: richContent,
  isPublic: z.boolean().default(false),
};
export const newsCreateRequest = z.object(newsFields);
export type NewsCreateRequest = z.input<typeof newsCreateRequest>;
export const newsUpdateRequest = z.object({ newsId: id, ...newsFields });
export type NewsUpdateRequest = z.input<typeof newsUpdateRequest>;

export const bulletinListQuery = z.object({
  ...pageQuery,
  title: keyword,
  cityCode: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
});

const bulletinFields = { title: newsTitle, content: richContent, cityCode, isPublic: z.boolean().default(false) };
export const bulletinCreateRequest = z.object(bulletinFields);
export type BulletinCreateRequest = z.input<typeof bulletinCreateRequest>;
export const bulletinUpdateRequest = z.object({ bulletinId: id, ...bulletinFields });
export type BulletinUpdateRequest = z.input<typeof bulletinUpdateRequest>;

export const PUBLICITY_TYPES = ['bulletin', 'news'] as const;
export type PublicityType = (typeof PUBLICITY_TYPES)[number];
export const publicityListQuery = z.object({ ...pageQuery, type: z.enum(PUBLICITY_TYPES), title: keyword });
export type PublicityListQuery = PageInput<z.input<typeof publicityListQuery>>;

export interface NewsRow {
  newsId: number;
  title: string;
  category: NewsCategory;
  cityCode: string | null;
  cityName: string;
  source: string;
  summary: string;
  isPublic: boolean;
  viewCount: number;
  publishTime: string;
}

export interface NewsDetail extends NewsRow {
  /** Sanitised rich text; shown through SafeHtml. */
  content: string;
}

export interface PublicityRow {
  type: PublicityType;
  id: number;
  title: string;
  cityName: string;
  summary: string;
  publishTime: string;
}

export interface PublicityDetail extends PublicityRow {
  content: string;
}

export const NEWS_PERMISSIONS = {
  add: 'zqhd:news:add',
  edit: 'zqhd:news:edit',
  remove: 'zqhd:news:remove',
  bulletinAdd: 'zqhd:bulletin:add',
  bulletinEdit: 'zqhd:bulletin:edit',
  bulletinRemove: 'zqhd:bulletin:remove',
} as const;

/** Several items in a path: /…/1,2,3. */
export const idsParam = z.object({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/)
    .transform((value) => value.split(',').map(Number)),
});

export const publicityItemParam = z.object({ type: z.enum(PUBLICITY_TYPES), id: recordId });

const NEWS = '{module}/business/news';
const BULLETIN = '{module}/business/bulletin';
const PUBLICITY = '{module}/business/publicity';

export const NEWS_ENDPOINTS = {
  list: endpoint<Page<NewsRow>>()({
    feature: 'news',
    action: 'list',
    method: 'GET',
    path: `${NEWS}/list`,
    query: newsListQuery,
  }),
  get: endpoint<NewsDetail>()({ feature: 'news', action: 'get', method: 'GET', path: `${NEWS}/:id`, params: idParam }),
  create: endpoint<{ newsId: number }>()({
    feature: 'news',
    action: 'add',
    method: 'POST',
    path: NEWS,
    body: newsCreateRequest,
    access: permitted(NEWS_PERMISSIONS.add),
  }),
  update: endpoint<null>()({
    feature: 'news',
    action: 'update',
    method: 'PUT',
    path: NEWS,
    body: newsUpdateRequest,
    access: permitted(NEWS_PERMISSIONS.edit),
  }),
  remove: endpoint<number>()({
    feature: 'news',
    action: 'delete',
    method: 'DELETE',
    path: `${NEWS}/:ids`,
    params: idsParam,
    access: permitted(NEWS_PERMISSIONS.remove),
  }),
  /** A bulletin from the list: with a token any of them; without, only public ones. */
  bulletin: endpoint<Bulletin>()({
    feature: 'news',
    action: 'bulletin',
    method: 'GET',
    path: `${BULLETIN}/:id`,
    params: idParam,
    access: PUBLIC_IDENTIFIED,
  }),
  createBulletin: endpoint<{ bulletinId: number }>()({
    feature: 'news',
    action: 'addBulletin',
    method: 'POST',
    path: BULLETIN,
    body: bulletinCreateRequest,
    access: permitted(NEWS_PERMISSIONS.bulletinAdd),
  }),
  updateBulletin: endpoint<null>()({
    feature: 'news',
    action: 'updateBulletin',
    method: 'PUT',
    path: BULLETIN,
    body: bulletinUpdateRequest,
    access: permitted(NEWS_PERMISSIONS.bulletinEdit),
  }),
  removeBulletins: endpoint<number>()({
    feature: 'news',
    action: 'deleteBulletins',
    method: 'DELETE',
    path: `${BULLETIN}/:ids`,
    params: idsParam,
    access: permitted(NEWS_PERMISSIONS.bulletinRemove),
  }),
  /** The public notice page: only items marked public, token or not. */
  publicList: endpoint<Page<PublicityRow>>()({
    feature: 'news',
    action: 'publicList',
    method: 'GET',
    path: `${PUBLICITY}/list`,
    query: publicityListQuery,
    access: PUBLIC,
  }),
  publicItem: endpoint<PublicityDetail>()({
    feature: 'news',
    action: 'publicItem',
    method: 'GET',
    path: `${PUBLICITY}/:type/:id`,
    params: publicityItemParam,
    access: PUBLIC,
  }),
} as const;
