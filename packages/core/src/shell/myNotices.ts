// 我的消息 (/user/notices): every notice of the account, filtered by 全部 / 未读 / 已读 and a title
// keyword. Its 未读 tab and 全部标为已读 show how many notices are unread whatever the filters are.
import type { Notice, Page } from '../api/types';
import type { MyNoticesQuery } from '../contract/notices';

export type ReadFilter = '' | '0' | '1';
/** The tabs above the table, in order. */
export const READ_FILTERS: readonly ReadFilter[] = ['', '0', '1'];

export interface MyNoticesFilters {
  keyValue: string;
  /** Chosen with the tabs rather than in the search card. */
  isRead: ReadFilter;
}

export const MY_NOTICES_EMPTY: MyNoticesFilters = { keyValue: '', isRead: '' };

/** The smallest query whose total is the unread count. */
export const UNREAD_COUNT_QUERY = { pageNum: 1, pageSize: 1, isRead: '0' } as const;

export interface MyNoticesPage {
  page: Page<Notice> | undefined;
  /** The unread count, or undefined when it could not be read (the page still shows). */
  unread: number | undefined;
}

/**
 * One page of the list and the unread count. The count is the page's own total when the page lists
 * every unread notice (未读 without a keyword), else one small request beside it.
 */
export async function loadMyNotices(
  mine: (query: MyNoticesQuery) => Promise<{ data?: Page<Notice> | null }>,
  filters: MyNoticesFilters,
  paging: { pageNum: number; pageSize: number },
): Promise<MyNoticesPage> {
  const keyValue = filters.keyValue.trim();
  const query: MyNoticesQuery = {
    ...paging,
    ...(keyValue ? { keyValue } : {}),
    ...(filters.isRead ? { isRead: filters.isRead } : {}),
  };
  const countsUnread = filters.isRead === '0' && !keyValue;
  const [{ data }, unreadPage] = await Promise.all([
    mine(query),
    countsUnread ? null : mine(UNREAD_COUNT_QUERY).catch(() => null),
  ]);
  return { page: data ?? undefined, unread: countsUnread ? data?.total : unreadPage?.data?.total };
}
