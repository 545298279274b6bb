// Notices and bulletins (SPEC §7 "Notices"): recipients read their own notices with their own
// read and handled state; government staff manage them.
import { z } from 'zod';
import type { Bulletin, ManagedNotice, Notice, Page } from '../api/types';
import { endpoint, PUBLIC_IDENTIFIED, permitted } from './endpoint';
import { idParam } from './ids';
import { filterChoice, filterText, pageFields } from './paging';

const pageQuery = pageFields(10, 200);

/**
 * The caller's own notices, newest first: the bell asks with isRead '0'; 我的消息 (/user/notices)
 * leaves isRead out (or sends '', 全部) for read and unread alike. keyValue searches the title.
 */
export const myNoticesQuery = z.object({
  ...pageQuery,
  keyValue: filterText(100),
  isRead: filterChoice(['0', '1']),
});
export type MyNoticesQuery = z.input<typeof myNoticesQuery>;

/** 全部标为已读 names nothing: it is always the caller's own unread notices, all of them. */
export const markAllReadRequest = z.strictObject({});

export const manageNoticesQuery = z.object({
  ...pageQuery,
  noticeTitle: z.string().trim().max(100).optional(),
  noticeType: z.enum(['1', '2']).optional(),
});

/** A notice's limits, which the editor checks as typed too. */
export const NOTICE_TITLE_MAX = 100;
export const NOTICE_CONTENT_MAX = 50_000;

const noticeFields = {
  noticeTitle: z.string().trim().min(1).max(NOTICE_TITLE_MAX),
  noticeType: z.enum(['1', '2']),
  noticeContent: z.string().max(NOTICE_CONTENT_MAX).default(''),
  formId: z.number().int().positive().nullable().optional(),
};

export const createNoticeRequest = z.object({
  ...noticeFields,
  /** all: every enterprise account; enterprises: the accounts of these enterprises; users: these accounts. */
  audience: z.object({
    type: z.enum(['all', 'enterprises', 'users']),
    ids: z.array(z.number().int().positive()).max(10_000).default([]),
  }),
});
export type CreateNoticeRequest = z.input<typeof createNoticeRequest>;

export const updateNoticeRequest = z.object({ noticeId: z.number().int().positive(), ...noticeFields });
export type UpdateNoticeRequest = z.input<typeof updateNoticeRequest>;

export const noticeIdRequest = z.object({ noticeId: z.number().int().positive() });

export const editByFormIdRequest = z.object({
  formId: z.number().int().positive(),
  noticeId: z.number().int().positive().optional(),
});

export const bulletinQuery = z.object({
  ...pageQuery,
  title: z.string().trim().max(100).optional(),
  /** A city of the province (bulletins without a city concern the whole province). */
  cityCode: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
});

/** Several notices in a path: /…/1,2,3. */
export const noticeIdsParam = z.object({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/)
    .transform((value) => value.split(',').map(Number)),
});

export const noticeExportFilters = manageNoticesQuery.pick({ noticeTitle: true, noticeType: true });

export const NOTICE_PERMISSIONS = {
  list: 'system:notice:list',
  query: 'system:notice:query',
  add: 'system:notice:add',
  edit: 'system:notice:edit',
  remove: 'system:notice:remove',
  export: 'system:notice:export',
} as const;

const NOTICE = '{module}/system/notice';

/** The notices service under the deployment's {module} prefix (SPEC §7 "Notices"). */
export const NOTICE_ENDPOINTS = {
  /** The caller's notices; the bell asks for isRead '0', 我的消息 for all or either. */
  mine: endpoint<Page<Notice>>()({
    feature: 'notices',
    action: 'mine',
    method: 'GET',
    path: `${NOTICE}/my`,
    query: myNoticesQuery,
  }),
  markRead: endpoint<null>()({
    feature: 'notices',
    action: 'markRead',
    method: 'PUT',
    path: `${NOTICE}/read`,
    body: noticeIdRequest,
  }),
  /** Marks every unread notice of the caller read; answers how many were. */
  markAllRead: endpoint<number>()({
    feature: 'notices',
    action: 'markAllRead',
    method: 'PUT',
    path: `${NOTICE}/readAll`,
    body: markAllReadRequest,
  }),
  editByFormId: endpoint<number>()({
    feature: 'notices',
    action: 'editByFormId',
    method: 'PUT',
    path: `${NOTICE}/editByFormId`,
    body: editByFormIdRequest,
  }),
  list: endpoint<Page<ManagedNotice>>()({
    feature: 'notices',
    action: 'list',
    method: 'GET',
    path: `${NOTICE}/list`,
    query: manageNoticesQuery,
    access: permitted(NOTICE_PERMISSIONS.list),
  }),
  /** One's own notice; someone else's only for those who manage notices. */
  get: endpoint<Notice | ManagedNotice>()({
    feature: 'notices',
    action: 'get',
    method: 'GET',
    path: `${NOTICE}/:id`,
    params: idParam,
  }),
  create: endpoint<{ noticeId: number }>()({
    feature: 'notices',
    action: 'add',
    method: 'POST',
    path: NOTICE,
    body: createNoticeRequest,
    access: permitted(NOTICE_PERMISSIONS.add),
  }),
  update: endpoint<null>()({
    feature: 'notices',
    action: 'update',
    method: 'PUT',
    path: NOTICE,
    body: updateNoticeRequest,
    access: permitted(NOTICE_PERMISSIONS.edit),
  }),
  remove: endpoint<number>()({
    feature: 'notices',
    action: 'delete',
    method: 'DELETE',
    path: `${NOTICE}/:ids`,
    params: noticeIdsParam,
    access: permitted(NOTICE_PERMISSIONS.remove),
  }),
  /** SPEC §7's download helper: a form-encoded POST answered with the file itself. */
  export: endpoint<Blob>()({
    feature: 'notices',
    action: 'export',
    method: 'POST',
    path: `${NOTICE}/export`,
    body: noticeExportFilters,
    access: permitted(NOTICE_PERMISSIONS.export),
    raw: true,
  }),
  /** SPEC §7's file export: the file is written for /common/download; answers its name. */
  exportFile: endpoint<string>()({
    feature: 'notices',
    action: 'exportFile',
    method: 'POST',
    path: `${NOTICE}/exportFile`,
    body: noticeExportFilters,
    access: permitted(NOTICE_PERMISSIONS.export),
  }),
  /** Without a token only the public bulletins; with one, all. */
  bulletins: endpoint<Page<Bulletin>>()({
    feature: 'notices',
    action: 'bulletins',
    method: 'GET',
    path: '{module}/business/bulletin/list',
    query: bulletinQuery,
    access: PUBLIC_IDENTIFIED,
  }),
} as const;
