// Consulting advice (咨询建议, /zqhd/consultingAdviceManage) under the deployment's {module}
// prefix: an enterprise asks, staff answer, the enterprise follows up and closes. Limits and
// messages are core's (validate/consulting), so the form and the server agree.
import { z } from 'zod';
import type { Page } from '../api/types';
import { CONSULTING_TEXT } from '../messages/zqhd';
import {
  CONSULTING_KIND_KEYS,
  CONSULTING_LIMITS,
  CONSULTING_PHONE_PATTERN,
  CONSULTING_RATING_KEYS,
  CONSULTING_STATUS_KEYS,
  type ConsultingAbilities,
  type ConsultingCategory,
  type ConsultingKind,
  type ConsultingRating,
  type ConsultingStatus,
} from '../validate/consulting';
import { dictValueField } from './dict';
import { endpoint, permitted, staffOnly } from './endpoint';
import { idParam, recordId } from './ids';
import { type PageInput, pageFields } from './paging';

const pageQuery = pageFields(10, 200);
const keyword = z.string().trim().max(100).optional();
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
  category: keyword,
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
  category: dictValueField(CONSULTING_TEXT.category),
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

export interface ConsultingFile {
  id: number;
  name: string;
  size: number;
  /** The path under /prod-api that serves the file to whoever may read the thread. */
  url: string;
}

export interface ConsultingRow {
  id: number;
  kind: ConsultingKind;
  category: ConsultingCategory;
  title: string;
  status: ConsultingStatus;
  rating: ConsultingRating | null;
  mainstayId: number;
  enterpriseName: string;
  cityName: string;
  askedBy: string;
  createTime: string;
  updateTime: string;
  answerTime: string;
  closeTime: string;
  /** Messages after the question: answers and follow-ups. */
  replies: number;
}

export interface ConsultingMessage {
  id: number;
  side: 'enterprise' | 'government';
  authorName: string;
  content: string;
  createTime: string;
  files: ConsultingFile[];
}

export interface ConsultingDetail extends ConsultingRow, ConsultingAbilities {
  contactName: string;
  contactPhone: string;
  /** The question first, then answers and follow-ups in order. */
  messages: ConsultingMessage[];
}

export interface ConsultingPage extends Page<ConsultingRow> {
  /** Threads per status under the same filters except the status itself. */
  counts: Record<ConsultingStatus, number>;
}

export const CONSULTING_PERMISSIONS = {
  list: 'zqhd:advice:list',
  add: 'zqhd:advice:add',
  answer: 'zqhd:advice:answer',
} as const;

/** An attachment of a thread: /…/{id}/file/{fileId}. */
export const consultingFileParam = z.object({ id: recordId, fileId: recordId });

const BASE = '{module}/business/consulting';

export const CONSULTING_ENDPOINTS = {
  list: endpoint<ConsultingPage>()({
    feature: 'consulting',
    action: 'list',
    method: 'GET',
    path: `${BASE}/list`,
    query: consultingListQuery,
    access: permitted(CONSULTING_PERMISSIONS.list),
  }),
  get: endpoint<ConsultingDetail>()({
    feature: 'consulting',
    action: 'get',
    method: 'GET',
    path: `${BASE}/:id`,
    params: idParam,
    access: permitted(CONSULTING_PERMISSIONS.list),
  }),
  create: endpoint<{ id: number }>()({
    feature: 'consulting',
    action: 'add',
    method: 'POST',
    path: BASE,
    body: consultingCreateRequest,
    access: permitted(CONSULTING_PERMISSIONS.add),
  }),
  answer: endpoint<null>()({
    feature: 'consulting',
    action: 'answer',
    method: 'POST',
    path: `${BASE}/answer`,
    body: consultingReplyRequest,
    access: staffOnly({ permission: CONSULTING_PERMISSIONS.answer, refusal: CONSULTING_TEXT.governmentOnly }),
  }),
  followUp: endpoint<null>()({
    feature: 'consulting',
    action: 'followUp',
    method: 'POST',
    path: `${BASE}/followUp`,
    body: consultingReplyRequest,
    access: permitted(CONSULTING_PERMISSIONS.add),
  }),
  close: endpoint<null>()({
    feature: 'consulting',
    action: 'close',
    method: 'PUT',
    path: `${BASE}/close`,
    body: consultingCloseRequest,
    access: permitted(CONSULTING_PERMISSIONS.list),
  }),
  withdraw: endpoint<null>()({
    feature: 'consulting',
    action: 'withdraw',
    method: 'DELETE',
    path: `${BASE}/:id`,
    params: idParam,
    access: permitted(CONSULTING_PERMISSIONS.add),
  }),
  /** An attachment, to whoever may read the thread (bearer token; PDF and images inline). */
  file: endpoint<Blob>()({
    feature: 'consulting',
    action: 'file',
    method: 'GET',
    path: `${BASE}/:id/file/:fileId`,
    params: consultingFileParam,
    access: permitted(CONSULTING_PERMISSIONS.list),
    raw: true,
  }),
} as const;
