import { describe, expect, it } from 'vitest';
import type { Notice, Page } from '../api/types';
import type { MyNoticesQuery } from '../contract/notices';
import { loadMyNotices } from './myNotices';

/** A notices service of `unread` unread and `read` read notices, recording what it was asked. */
function service(unread: number, read: number, failCount = false) {
  const asked: MyNoticesQuery[] = [];
  const mine = async (query: MyNoticesQuery) => {
    asked.push(query);
    if (failCount && query.pageSize === 1) throw new Error('network');
    const total = query.isRead === '0' ? unread : query.isRead === '1' ? read : unread + read;
    const page: Page<Notice> = { rows: [], total };
    return { data: page };
  };
  return { asked, mine };
}

describe('我的消息 loading', () => {
  it('lists all notices and asks the unread count beside them', async () => {
    const { asked, mine } = service(3, 4);
    const result = await loadMyNotices(mine, { keyValue: '', isRead: '' }, { pageNum: 2, pageSize: 10 });
    expect(result).toMatchObject({ page: { total: 7 }, unread: 3 });
    expect(asked).toEqual([
      { pageNum: 2, pageSize: 10 },
      { pageNum: 1, pageSize: 1, isRead: '0' },
    ]);
  });

  it('takes the unread count from the 未读 page itself when no keyword narrows it', async () => {
    const { asked, mine } = service(3, 4);
    expect(await loadMyNotices(mine, { keyValue: ' ', isRead: '0' }, { pageNum: 1, pageSize: 10 })).toMatchObject({
      page: { total: 3 },
      unread: 3,
    });
    expect(asked).toEqual([{ pageNum: 1, pageSize: 10, isRead: '0' }]);
  });

  it('sends a trimmed keyword and still counts all unread notices beside a narrowed 未读 page', async () => {
    const { asked, mine } = service(3, 4);
    await loadMyNotices(mine, { keyValue: ' 备案 ', isRead: '0' }, { pageNum: 1, pageSize: 10 });
    expect(asked).toEqual([
      { pageNum: 1, pageSize: 10, keyValue: '备案', isRead: '0' },
      { pageNum: 1, pageSize: 1, isRead: '0' },
    ]);
  });

  it('still shows the page when the count cannot be read', async () => {
    const { mine } = service(3, 4, true);
    expect(await loadMyNotices(mine, { keyValue: '', isRead: '1' }, { pageNum: 1, pageSize: 10 })).toEqual({
      page: { rows: [], total: 4 },
      unread: undefined,
    });
  });
});
