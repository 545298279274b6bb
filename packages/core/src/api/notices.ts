import type { CreateNoticeRequest, UpdateNoticeRequest } from '../contract/notices';
import type { HttpClient } from '../http/client';
import type { Bulletin, ManagedNotice, Notice, Page } from './types';

/** The notices service under the deployment's {module} prefix (SPEC §7 "Notices"). */
export function createNoticeApi(http: HttpClient, module: string) {
  const base = `${module}/system/notice`;
  return {
    /** The caller's notices; the bell asks for isRead '0'. */
    mine: (query: { pageNum?: number; pageSize?: number; keyValue?: string; isRead?: '0' | '1' }) =>
      http.request<Page<Notice>>({ url: `${base}/my`, params: query }),
    markRead: (noticeId: number) => http.request<null>({ url: `${base}/read`, method: 'PUT', data: { noticeId } }),
    editByFormId: (formId: number, noticeId?: number) =>
      http.request<number>({ url: `${base}/editByFormId`, method: 'PUT', data: { formId, noticeId } }),
    get: (noticeId: number) => http.request<Notice | ManagedNotice>({ url: `${base}/${noticeId}` }),
    list: (query: { pageNum?: number; pageSize?: number; noticeTitle?: string; noticeType?: '1' | '2' }) =>
      http.request<Page<ManagedNotice>>({ url: `${base}/list`, params: query }),
    create: (body: CreateNoticeRequest) =>
      http.request<{ noticeId: number }>({ url: base, method: 'POST', data: body }),
    update: (body: UpdateNoticeRequest) => http.request<null>({ url: base, method: 'PUT', data: body }),
    remove: (ids: number[]) => http.request<number>({ url: `${base}/${ids.join(',')}`, method: 'DELETE' }),
    /** Asks the server to write the export file for /common/download; answers its name. */
    exportFile: (query: { noticeTitle?: string; noticeType?: '1' | '2' }) =>
      http.request<string>({ url: `${base}/exportFile`, method: 'POST', data: query }),
    exportPath: `${base}/export`,
    bulletins: (query: { pageNum?: number; pageSize?: number; title?: string; cityCode?: string }) =>
      http.request<Page<Bulletin>>({ url: `${module}/business/bulletin/list`, params: query }),
  };
}

export type NoticeApi = ReturnType<typeof createNoticeApi>;
