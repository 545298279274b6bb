import { routePath } from '../contract/endpoint';
import {
  type CreateNoticeRequest,
  NOTICE_ENDPOINTS as ENDPOINTS,
  type MyNoticesQuery,
  type UpdateNoticeRequest,
} from '../contract/notices';
import type { HttpClient } from '../http/client';
import { call } from './call';

/** The notices service under the deployment's {module} prefix (SPEC §7 "Notices"). */
export function createNoticeApi(http: HttpClient, module: string) {
  const at = { module };
  return {
    /** The caller's notices; the bell asks for isRead '0', 我的消息 for all ('' or left out) or either. */
    mine: (query: MyNoticesQuery) => call(http, ENDPOINTS.mine, { query }, at),
    markRead: (noticeId: number) => call(http, ENDPOINTS.markRead, { body: { noticeId } }, at),
    /** Marks every unread notice of the caller read; answers how many were. */
    markAllRead: () => call(http, ENDPOINTS.markAllRead, { body: {} }, at),
    editByFormId: (formId: number, noticeId?: number) =>
      call(http, ENDPOINTS.editByFormId, { body: { formId, noticeId } }, at),
    get: (noticeId: number) => call(http, ENDPOINTS.get, { params: { id: noticeId } }, at),
    list: (query: { pageNum?: number; pageSize?: number; noticeTitle?: string; noticeType?: '1' | '2' }) =>
      call(http, ENDPOINTS.list, { query }, at),
    create: (body: CreateNoticeRequest) => call(http, ENDPOINTS.create, { body }, at),
    update: (body: UpdateNoticeRequest) => call(http, ENDPOINTS.update, { body }, at),
    remove: (ids: number[]) => call(http, ENDPOINTS.remove, { params: { ids: ids.join(',') } }, at),
    /** Asks the server to write the export file for /common/download; answers its name. */
    exportFile: (query: { noticeTitle?: string; noticeType?: '1' | '2' }) =>
      call(http, ENDPOINTS.exportFile, { body: query }, at),
    /** Where the form-encoded download helper posts its filters. */
    exportPath: routePath(ENDPOINTS.export, module),
    bulletins: (query: { pageNum?: number; pageSize?: number; title?: string; cityCode?: string }) =>
      call(http, ENDPOINTS.bulletins, { query }, at),
  };
}

export type NoticeApi = ReturnType<typeof createNoticeApi>;
