// Requests of government-enterprise interaction: consulting advice, news, bulletins, the public
// notice page. Limits and messages are core's (validate/consulting), so the form and the server agree.
import { z } from 'zod';
import { CONSULTING_TEXT, NEWS_TEXT } from '../messages/zqhd';
import { JIANGSU_CITIES } from '../platform/jiangsu';
import {
  CONSULTING_CATEGORY_KEYS,
  CONSULTING_KIND_KEYS,
  CONSULTING_LIMITS,
  CONSULTING_PHONE_PATTERN,
  CONSULTING_RATING_KEYS,
  CONSULTING_STATUS_KEYS,
} from '../validate/consulting';

const pageQuery = {
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
};
const keyword = z.string().trim().max(100).optional();
/** A list query as a client sends it (numbers for the page; the server coerces strings). */
type PageInput<T> = Omit<T, 'pageNum' | 'pageSize'> & { pageNum?: number; pageSize?: number };
const id = z.number().int().positive();

const requiredText = (label: string, max: number) =>
  z.string().trim().min(1, CONSULTING_TEXT.required(label)).max(max, CONSULTING_TEXT.tooLong(label, max));

const fileIds = z
  .array(id)
  .max(CONSULTING_LIMITS.files, CONSULTING_TEXT.tooManyFiles(CONSULTING_LIMITS.files))
  .default([])
  .transform((ids) => [...new Set(ids)]);

export const consultingListQuery = z.object({
  ...pageQuery,
  title: keyword,
  status: z.enum(CONSULTING_STATUS_KEYS).optional(),
  kind: z.enum(CONSULTING_KIND_KEYS).optional(),
  category: z.enum(CONSULTING_CATEGORY_KEYS).optional(),
  /** Government staff only: part of the enterprise's name. */
  enterpriseName: keyword,
  cityCode: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
});
export type ConsultingListQuery = PageInput<z.input<typeof consultingListQuery>>;

export const consultingCreateRequest = z.object({
  kind: z.enum(CONSULTING_KIND_KEYS),
  category: z.enum(CONSULTING_CATEGORY_KEYS),
  title: requiredText(CONSULTING_TEXT.subject, CONSULTING_LIMITS.title),
  content: requiredText(CONSULTING_TEXT.content, CONSULTING_LIMITS.content),
  contactName: z
    .string()
    .trim()
    .max(
      CONSULTING_LIMITS.contactName,
      CONSULTING_TEXT.tooLong(CONSULTING_TEXT.contactName, CONSULTING_LIMITS.contactName),
    )
    .optional()
    .transform((value) => value || null),
  contactPhone: z
    .string()
    .trim()
    .refine((value) => value === '' || CONSULTING_PHONE_PATTERN.test(value), CONSULTING_TEXT.badPhone)
    .optional()
    .transform((value) => value || null),
  fileIds,
});
export type ConsultingCreateRequest = z.input<typeof consultingCreateRequest>;

/** An answer by government staff or a follow-up by the enterprise. */
export const consultingReplyRequest = z.object({
  threadId: id,
  content: requiredText(CONSULTING_TEXT.content, CONSULTING_LIMITS.content),
  fileIds,
});
export type ConsultingReplyRequest = z.input<typeof consultingReplyRequest>;

export const consultingCloseRequest = z.object({
  threadId: id,
  rating: z.enum(CONSULTING_RATING_KEYS).optional(),
});
export type ConsultingCloseRequest = z.input<typeof consultingCloseRequest>;

export const NEWS_CATEGORY_KEYS = ['policy', 'industry', 'work'] as const;
export type NewsCategory = (typeof NEWS_CATEGORY_KEYS)[number];
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
  category: z.enum(NEWS_CATEGORY_KEYS).optional(),
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
  category: z.enum(NEWS_CATEGORY_KEYS),
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
