// SPEC §4: the notice bell. The unread list is queried with isRead '0'; more than 5 rows shows only
// the first 3; a notice with status '0' opens /configlist to edit its form. Its 查看全部 opens
// 我的消息, every notice of the account, read ones included.

export const BELL_QUERY = { pageNum: 1, pageSize: 10, isRead: '0' } as const;
export const BELL_TRUNCATE_OVER = 5;
export const BELL_SHOW_WHEN_TRUNCATED = 3;
/** 我的消息: the page (a layout route every account has) listing all of the account's notices. */
export const MY_NOTICES_PATH = '/user/notices';
/** The window event that makes the bell reload (SPEC §4). */
export const NOTICE_UPDATE_EVENT = 'updateNoticeData';

export interface BellNotice {
  noticeId: number;
  noticeTitle: string;
  formId: number | null;
  status: string;
  isRead: string;
  createTime: string;
}

export function bellRows<T>(rows: readonly T[]): T[] {
  return rows.length > BELL_TRUNCATE_OVER ? rows.slice(0, BELL_SHOW_WHEN_TRUNCATED) : [...rows];
}

/** Where opening a notice leads: its form when unhandled (status '0'), else nowhere. */
export function noticeTarget(notice: Pick<BellNotice, 'noticeId' | 'formId' | 'status'>): string | null {
  if (notice.status !== '0' || notice.formId === null) return null;
  const query = new URLSearchParams({ editFormId: String(notice.formId), noticeId: String(notice.noticeId) });
  return `/configlist?${query.toString()}`;
}
