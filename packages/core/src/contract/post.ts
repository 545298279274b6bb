// 岗位管理 (SPEC §7 /system/post): the posts staff hold; one still held is not deleted.
import { z } from 'zod';
import type { Page } from '../api/types';
import { POST_TEXT as T } from '../messages/post';
import { statusCode, statusFilter } from './dept';
import { endpoint, permitted, staffOnly } from './endpoint';
import { idParam, recordId } from './ids';
import { filterText, pageFields } from './paging';

export const POST_PERMISSIONS = {
  list: 'system:post:list',
  query: 'system:post:query',
  add: 'system:post:add',
  edit: 'system:post:edit',
  remove: 'system:post:remove',
  export: 'system:post:export',
} as const;

export const POST_LIMITS = { code: 64, name: 50, remark: 500, sortMax: 9999 } as const;
export const POST_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

export const postFilters = z.object({
  postCode: filterText(POST_LIMITS.code),
  postName: filterText(POST_LIMITS.name),
  status: statusFilter,
});
export type PostFilters = z.input<typeof postFilters>;
export const postListQuery = z.object({ ...pageFields(10, 200), ...postFilters.shape });
export type PostListQuery = z.input<typeof postListQuery>;

const postFields = {
  postCode: z
    .string()
    .trim()
    .min(1, T.required(T.code))
    .max(POST_LIMITS.code, T.tooLong(T.code, POST_LIMITS.code))
    .regex(POST_CODE_PATTERN, T.codeFormat),
  postName: z.string().trim().min(1, T.required(T.name)).max(POST_LIMITS.name, T.tooLong(T.name, POST_LIMITS.name)),
  postSort: z.coerce
    .number({ message: T.sortRange })
    .int(T.sortRange)
    .min(0, T.sortRange)
    .max(POST_LIMITS.sortMax, T.sortRange),
  status: statusCode.default('0'),
  remark: z.string().trim().max(POST_LIMITS.remark, T.tooLong(T.remark, POST_LIMITS.remark)).default(''),
};
export const postCreateRequest = z.object(postFields);
export type PostCreateRequest = z.input<typeof postCreateRequest>;
export const postUpdateRequest = z.object({ postId: recordId, ...postFields });
export type PostUpdateRequest = z.input<typeof postUpdateRequest>;

export interface PostRow {
  postId: number;
  postCode: string;
  postName: string;
  postSort: number;
  status: '0' | '1';
  remark: string;
  createTime: string;
}

/** A post as a choice in the user form. */
export interface PostOption {
  postId: number;
  postName: string;
  status: '0' | '1';
}

const BASE = '/system/post';
const ids = z.object({ ids: z.string().regex(/^\d{1,9}(,\d{1,9}){0,99}$/) });

export const POST_ENDPOINTS = {
  list: endpoint<Page<PostRow>>()({
    feature: 'post',
    action: 'list',
    method: 'GET',
    path: `${BASE}/list`,
    query: postListQuery,
    access: permitted(POST_PERMISSIONS.list),
  }),
  /** Every post, for choosing in the user form (RuoYi's optionselect). */
  options: endpoint<PostOption[]>()({
    feature: 'post',
    action: 'options',
    method: 'GET',
    path: `${BASE}/optionselect`,
    access: staffOnly(),
  }),
  get: endpoint<PostRow>()({
    feature: 'post',
    action: 'get',
    method: 'GET',
    path: `${BASE}/:id`,
    params: idParam,
    access: permitted(POST_PERMISSIONS.query),
  }),
  add: endpoint<PostRow>()({
    feature: 'post',
    action: 'add',
    method: 'POST',
    path: BASE,
    body: postCreateRequest,
    access: permitted(POST_PERMISSIONS.add),
  }),
  update: endpoint<PostRow>()({
    feature: 'post',
    action: 'update',
    method: 'PUT',
    path: BASE,
    body: postUpdateRequest,
    access: permitted(POST_PERMISSIONS.edit),
  }),
  remove: endpoint<number>()({
    feature: 'post',
    action: 'delete',
    method: 'DELETE',
    path: `${BASE}/:ids`,
    params: ids,
    access: permitted(POST_PERMISSIONS.remove),
  }),
  /** The filtered posts as an export file, fetched through /common/download. */
  export: endpoint<string>()({
    feature: 'post',
    action: 'export',
    method: 'GET',
    path: `${BASE}/export`,
    query: postFilters,
    access: permitted(POST_PERMISSIONS.export),
  }),
} as const;
