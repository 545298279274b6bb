// 我的消息 against an in-memory notice list standing in for the server: read and unread listed
// together, the 全部 / 未读 / 已读 tabs and the title search, a notice opened as from the bell (marked
// read, announced, the list loaded again), 全部标为已读.
import type { Notice } from '@ent/core/api';
import { NOTICE_UPDATE_EVENT } from '@ent/core/shell';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../../testing';
import MyNoticesPage from './MyNoticesPage';

function notice(id: number, extra: Partial<Notice> = {}): Notice {
  return {
    noticeId: id,
    noticeTitle: `通知${id}`,
    noticeType: '1',
    noticeContent: `<p>内容${id}</p>`,
    formId: null,
    status: '1',
    isRead: '0',
    createTime: `2026-11-${String(10 + id).padStart(2, '0')} 10:00:00`,
    createBy: '系统管理员',
    ...extra,
  };
}

type Query = { pageNum?: number; pageSize?: number; keyValue?: string; isRead?: '' | '0' | '1' };

function setup() {
  const services = createServices(window);
  let rows: Notice[] = [
    notice(4, { noticeTitle: '您的项目备案「屋顶光伏」已被退回' }),
    notice(3, { formId: 9, status: '0', noticeTitle: '请填报2026年度能源数据' }),
    notice(2, { isRead: '1', noticeTitle: '您的咨询建议「分期备案」已收到答复' }),
    notice(1, { isRead: '1' }),
  ];
  const mine = vi.fn(async (query: Query) => {
    const matching = rows.filter(
      (row) =>
        (!query.isRead || row.isRead === query.isRead) && (!query.keyValue || row.noticeTitle.includes(query.keyValue)),
    );
    const size = query.pageSize ?? 10;
    const start = ((query.pageNum ?? 1) - 1) * size;
    return { code: '00000', data: { rows: matching.slice(start, start + size), total: matching.length } };
  });
  const markRead = vi.fn(async (id: number) => {
    rows = rows.map((row) => (row.noticeId === id ? { ...row, isRead: '1' as const } : row));
    return { code: '00000', data: null };
  });
  const markAllRead = vi.fn(async () => {
    const count = rows.filter((row) => row.isRead === '0').length;
    rows = rows.map((row) => ({ ...row, isRead: '1' as const }));
    return { code: '00000', data: count };
  });
  services.noticeApi = { ...services.noticeApi, mine, markRead, markAllRead } as typeof services.noticeApi;
  const notify = vi.spyOn(services.notifier, 'show');
  const announced = vi.fn();
  window.addEventListener(NOTICE_UPDATE_EVENT, announced);
  cleanups.push(() => window.removeEventListener(NOTICE_UPDATE_EVENT, announced));
  const view = renderWithServices(<MyNoticesPage />, { services, path: '/user/notices' });
  return { ...view, mine, markRead, markAllRead, notify, announced };
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const table = () => screen.getByRole('table', { name: '我的消息' });
/** The titles listed, top to bottom. */
const titles = () =>
  within(table())
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '');
const rowOf = (title: string) => within(table()).getByRole('row', { name: new RegExp(title) });

describe('我的消息 page', () => {
  it('lists read and unread notices together, newest first, and filters them by state', async () => {
    const { mine } = setup();
    expect(screen.getByRole('heading', { name: '我的消息', level: 1 })).toBeTruthy();
    await waitFor(() => expect(titles()).toHaveLength(4));
    expect(titles()).toEqual([
      '您的项目备案「屋顶光伏」已被退回',
      '请填报2026年度能源数据',
      '您的咨询建议「分期备案」已收到答复',
      '通知1',
    ]);
    // All of them asked for: no read state sent.
    expect(mine).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 });
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['标题', '类型', '发送时间', '状态']);
    expect(within(rowOf('分期备案')).getByText('已读')).toBeTruthy();
    expect(within(rowOf('屋顶光伏')).getByText('未读')).toBeTruthy();
    // A notice whose form is still to be submitted says so.
    expect(within(rowOf('请填报')).getByText('待处理')).toBeTruthy();

    const tabs = screen.getByRole('tablist', { name: '阅读状态' });
    // The 未读 tab carries the unread count.
    expect(within(tabs).getByRole('tab', { name: /^未读\s*2$/ })).toBeTruthy();
    fireEvent.click(within(tabs).getByRole('tab', { name: /^已读/ }));
    await waitFor(() => expect(titles()).toEqual(['您的咨询建议「分期备案」已收到答复', '通知1']));
    expect(mine).toHaveBeenCalledWith(expect.objectContaining({ pageSize: 20, isRead: '1' }));
    expect(within(tabs).getByRole('tab', { name: /^已读/ }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(within(tabs).getByRole('tab', { name: /^未读/ }));
    await waitFor(() => expect(titles()).toEqual(['您的项目备案「屋顶光伏」已被退回', '请填报2026年度能源数据']));
  });

  it('searches the title within the chosen state, says so when nothing matches, and resets both', async () => {
    const { mine } = setup();
    await waitFor(() => expect(titles()).toHaveLength(4));
    const tabs = screen.getByRole('tablist', { name: '阅读状态' });
    fireEvent.click(within(tabs).getByRole('tab', { name: /^已读/ }));
    await waitFor(() => expect(titles()).toHaveLength(2));
    const search = screen.getByRole('form', { name: '搜索我的消息' });
    fireEvent.change(within(search).getByRole('textbox', { name: '标题' }), { target: { value: '咨询' } });
    fireEvent.click(within(search).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(titles()).toEqual(['您的咨询建议「分期备案」已收到答复']));
    expect(mine).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20, keyValue: '咨询', isRead: '1' });
    fireEvent.change(within(search).getByRole('textbox', { name: '标题' }), { target: { value: '不存在' } });
    fireEvent.click(within(search).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(titles()).toEqual(['没有符合条件的消息']));

    // 重置 empties the search and the state: all four again.
    fireEvent.click(within(search).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(titles()).toHaveLength(4));
    expect(within(tabs).getByRole('tab', { name: '全部' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens a notice as the bell does: marked read, announced, the list loaded again', async () => {
    const { markRead, announced, mine } = setup();
    await waitFor(() => expect(titles()).toHaveLength(4));
    const asked = mine.mock.calls.length;
    fireEvent.click(within(rowOf('屋顶光伏')).getByRole('button', { name: '您的项目备案「屋顶光伏」已被退回' }));
    await waitFor(() => expect(markRead).toHaveBeenCalledWith(4));
    expect(announced).toHaveBeenCalledTimes(1);
    // jsdom leaves Fluent's modal bookkeeping marking the dialog hidden (as in the bell's test).
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain('内容4');
    await waitFor(() => expect(mine.mock.calls.length).toBeGreaterThan(asked));
    await waitFor(() => expect(within(rowOf('屋顶光伏')).getByText('已读')).toBeTruthy());
    expect(within(screen.getByRole('tablist')).getByRole('tab', { name: /^未读\s*1$/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());

    // A notice read before opens without being marked again; a click anywhere on its row will do.
    fireEvent.click(within(rowOf('分期备案')).getByText('2026-11-12 10:00:00'));
    const again = await screen.findByRole('dialog', { hidden: true });
    expect(again.textContent).toContain('内容2');
    expect(markRead).toHaveBeenCalledTimes(1);
    expect(announced).toHaveBeenCalledTimes(1);
  });

  it('opens /configlist for a notice awaiting its form', async () => {
    const { location, markRead } = setup();
    await waitFor(() => expect(titles()).toHaveLength(4));
    fireEvent.click(within(rowOf('请填报')).getByRole('button', { name: '请填报2026年度能源数据' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/configlist?editFormId=9&noticeId=3'));
    expect(markRead).toHaveBeenCalledWith(3);
  });

  it('全部标为已读 marks every unread notice read and announces it; with none left it says why it is off', async () => {
    const { markAllRead, notify, announced } = setup();
    await waitFor(() => expect(titles()).toHaveLength(4));
    const button = screen.getByRole('button', { name: '全部标为已读' });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).not.toBe('true'));
    expect(screen.getByText('将 2 条未读消息标为已读')).toBeTruthy();
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(markAllRead).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', text: '已将 2 条消息标为已读' }));
    expect(announced).toHaveBeenCalledTimes(1);
    // The announcement loads the list again: nothing unread left.
    await waitFor(() => expect(within(table()).queryAllByText('未读')).toHaveLength(0));
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    // The same button, still focused and reachable by keyboard, with the reason as its description.
    expect(button.isConnected).toBe(true);
    expect(document.activeElement).toBe(button);
    expect(button.tabIndex).toBe(0);
    expect(screen.getByText('没有未读消息')).toBeTruthy();
    fireEvent.click(button);
    expect(markAllRead).toHaveBeenCalledTimes(1);
    fireEvent.click(within(screen.getByRole('tablist')).getByRole('tab', { name: /^未读/ }));
    await waitFor(() => expect(titles()).toEqual(['暂无未读消息']));
  });

  it('loads again when a notice is read elsewhere (the bell)', async () => {
    const { mine } = setup();
    await waitFor(() => expect(titles()).toHaveLength(4));
    const asked = mine.mock.calls.length;
    act(() => {
      window.dispatchEvent(new Event(NOTICE_UPDATE_EVENT));
    });
    await waitFor(() => expect(mine.mock.calls.length).toBeGreaterThan(asked));
  });
});
