import type { Notice } from '@ent/core/api';
import { NOTICE_UPDATE_EVENT } from '@ent/core/shell';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../testing';
import { NoticeBell } from './NoticeBell';

function notice(id: number, extra: Partial<Notice> = {}): Notice {
  return {
    noticeId: id,
    noticeTitle: `通知${id}`,
    noticeType: '1',
    noticeContent: `<p>内容${id}</p><img src=x onerror="window.hacked=1">`,
    formId: null,
    status: '1',
    isRead: '0',
    createTime: '2026-11-22 10:00:00',
    createBy: '系统管理员',
    ...extra,
  };
}

/** The bell against an in-memory notice list standing in for the server's answers. */
function setup(count: number, pollSeconds = 30) {
  const services = createServices(window);
  services.platform.deployment.noticePollSeconds = pollSeconds;
  let rows = Array.from({ length: count }, (_, i) => notice(i + 1, i === 0 ? { formId: 9, status: '0' } : {}));
  const mine = vi.fn(async (query: { isRead?: string }) => ({
    code: '00000',
    data: {
      rows: rows.filter((r) => !query.isRead || r.isRead === query.isRead),
      total: rows.filter((r) => r.isRead === '0').length,
    },
  }));
  const markRead = vi.fn(async (id: number) => {
    rows = rows.map((r) => (r.noticeId === id ? { ...r, isRead: '1' as const } : r));
    return { code: '00000', data: null };
  });
  services.noticeApi = { ...services.noticeApi, mine, markRead } as typeof services.noticeApi;
  const arrive = (next: Notice) => {
    rows = [next, ...rows];
  };
  return { ...renderWithServices(<NoticeBell />, { services }), mine, markRead, arrive };
}

describe('notice bell', () => {
  it('asks again at the deployment interval, so a notice sent by someone else shows without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { mine, arrive } = setup(1, 2);
      await waitFor(() =>
        expect(screen.getByRole('button', { name: /^消息通知/ }).getAttribute('aria-label')).toBe('消息通知：1 条未读'),
      );
      const asked = mine.mock.calls.length;
      arrive(notice(7));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2_100);
      });
      await waitFor(() =>
        expect(screen.getByRole('button', { name: /^消息通知/ }).getAttribute('aria-label')).toBe('消息通知：2 条未读'),
      );
      expect(mine.mock.calls.length).toBe(asked + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for unread notices and shows the count', async () => {
    const { mine } = setup(6);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^消息通知/ }).getAttribute('aria-label')).toBe('消息通知：6 条未读'),
    );
    expect(mine).toHaveBeenCalledWith({ pageNum: 1, pageSize: 10, isRead: '0', keyValue: '' });
  });

  it('shows only the first 3 of more than 5, and all of 5', async () => {
    setup(6);
    await waitFor(() => screen.getByRole('button', { name: /条未读/ }));
    fireEvent.click(screen.getByRole('button', { name: /^消息通知/ }));
    const items = await screen.findAllByRole('button', { name: /通知\d/ });
    expect(items.map((item) => item.textContent?.slice(0, 3))).toEqual(['通知1', '通知2', '通知3']);
    expect(screen.getByText('共 6 条未读，仅显示最新 3 条')).toBeTruthy();
  });

  it('a click marks the notice read, reloads, and shows its sanitised content', async () => {
    const { markRead } = setup(5);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^消息通知/ }).getAttribute('aria-label')).toBe('消息通知：5 条未读'),
    );
    fireEvent.click(screen.getByRole('button', { name: /^消息通知/ }));
    expect(await screen.findAllByRole('button', { name: /通知\d/ })).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: /通知3/ }));
    await waitFor(() => expect(markRead).toHaveBeenCalledWith(3));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^消息通知/ }).getAttribute('aria-label')).toBe('消息通知：4 条未读'),
    );
    // jsdom's focus handling leaves Fluent's modal bookkeeping marking the dialog hidden; the
    // end-to-end test checks in Chromium that it is exposed.
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain('内容3');
    expect(dialog.innerHTML).not.toContain('onerror');
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('opens /configlist for a notice awaiting its form', async () => {
    const { location } = setup(2);
    await waitFor(() => screen.getByRole('button', { name: /条未读/ }));
    fireEvent.click(screen.getByRole('button', { name: /^消息通知/ }));
    fireEvent.click(await screen.findByRole('button', { name: /通知1/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/configlist?editFormId=9&noticeId=1'));
  });

  it('查看全部 opens 我的消息 by client-side navigation and closes the bell', async () => {
    const { location } = setup(6);
    await waitFor(() => screen.getByRole('button', { name: /条未读/ }));
    fireEvent.click(screen.getByRole('button', { name: /^消息通知/ }));
    const all = await screen.findByRole('link', { name: '查看全部消息' });
    expect(all.textContent).toBe('查看全部');
    // A real link (it opens in a new tab too), to the page inside the app.
    expect(all.getAttribute('href')).toBe('/user/notices');
    fireEvent.click(all);
    await waitFor(() => expect(location.history.at(-1)).toBe('/user/notices'));
    await waitFor(() => expect(screen.queryByRole('link', { name: '查看全部消息' })).toBeNull());
  });

  it('offers 查看全部 when nothing is unread, where read notices are found again', async () => {
    const { location, mine } = setup(0);
    await waitFor(() => expect(mine).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: /^消息通知/ }));
    expect(await screen.findByText('暂无未读消息')).toBeTruthy();
    const all = screen.getByRole('link', { name: '查看全部消息' });
    all.focus();
    expect(document.activeElement).toBe(all);
    fireEvent.click(all);
    await waitFor(() => expect(location.history.at(-1)).toBe('/user/notices'));
  });

  it('reloads on the updateNoticeData event', async () => {
    const { mine } = setup(1);
    await waitFor(() => expect(mine).toHaveBeenCalledTimes(1));
    act(() => {
      window.dispatchEvent(new Event(NOTICE_UPDATE_EVENT));
    });
    await waitFor(() => expect(mine).toHaveBeenCalledTimes(2));
  });
});
