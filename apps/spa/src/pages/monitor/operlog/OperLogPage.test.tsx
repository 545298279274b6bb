import type { OperLogDetail, OperLogRow } from '@ent/core/api';
import { OPERLOG_PERMISSIONS, type OperLogPageRequest } from '@ent/core/contract';
import { OPERLOG_TEXT } from '@ent/core/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../../testing';
import OperLogPage from './OperLogPage';

const ROWS: OperLogRow[] = [
  {
    id: 12,
    module: 'news',
    action: 'add',
    method: 'POST',
    path: '/prod-api/notices/business/news',
    username: 'admin',
    fullName: '系统管理员',
    organisation: '江苏省能源局',
    ip: '10.0.0.8',
    success: true,
    errorCode: '',
    errorMessage: '',
    durationMs: 12,
    createTime: '2026-11-25 09:00:00',
  },
  {
    id: 11,
    module: 'news',
    action: 'add',
    method: 'POST',
    path: '/prod-api/notices/business/news',
    username: 'ent_demo',
    fullName: '企业用户',
    organisation: '南京苏能新能源科技有限公司',
    ip: '10.0.0.9',
    success: false,
    errorCode: '403',
    errorMessage: '无权限',
    durationMs: 3,
    createTime: '2026-11-25 08:59:00',
  },
];

function setup(perms: string[] = Object.values(OPERLOG_PERMISSIONS), brokenAt: number | null = null) {
  const services = createServices(window);
  services.sessionState.perms = perms;
  const page = vi.fn(async (query: OperLogPageRequest) => {
    const rows = ROWS.filter((row) => !query.status || row.success === (query.status === 'success'));
    return { code: '00000', data: { rows, total: rows.length } };
  });
  const get = vi.fn(
    async (id: number): Promise<{ code: string; data: OperLogDetail }> => ({
      code: '00000',
      data: {
        ...(ROWS.find((row) => row.id === id) ?? (ROWS[0] as OperLogRow)),
        userAgent: 'Chromium',
        targetIds: '7',
        targetNames: '江苏能源政策解读（编号 7）',
        params: '{"title":"资讯","password":"******"}',
        hash: 'ab'.repeat(32),
        prevHash: 'cd'.repeat(32),
      },
    }),
  );
  const verify = vi.fn(async () => ({ code: '00000', data: { checked: 2, brokenAt } }));
  services.operLog = { ...services.operLog, page, get, verify } as unknown as typeof services.operLog;
  const shown = vi.spyOn(services.notifier, 'show');
  return { ...renderWithServices(<OperLogPage />, { services }), page, get, verify, shown, services };
}

describe('operation log page', () => {
  it('lists the records with operator, organisation and result, and filters by result', async () => {
    const { page } = setup();
    expect(await screen.findByText('系统管理员（admin）')).toBeTruthy();
    expect(screen.getByText('南京苏能新能源科技有限公司')).toBeTruthy();
    expect(screen.getAllByText(OPERLOG_TEXT.statuses.failure).length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('combobox', { name: OPERLOG_TEXT.status }));
    fireEvent.click(await screen.findByRole('option', { name: OPERLOG_TEXT.statuses.failure }));
    fireEvent.change(screen.getByLabelText(OPERLOG_TEXT.beginDate), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(page).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'failure', beginDate: '2026-11-01' })),
    );
    await waitFor(() => expect(screen.queryByText('系统管理员（admin）')).toBeNull());
  });

  it('shows a record in full, its secrets already removed by the server', async () => {
    const { get } = setup();
    fireEvent.click(await screen.findByRole('button', { name: OPERLOG_TEXT.detailOf(12) }));
    const dialog = await screen.findByRole('dialog');
    expect(get).toHaveBeenCalledWith(12);
    expect(within(dialog).getByText('{"title":"资讯","password":"******"}')).toBeTruthy();
    expect(within(dialog).getByText('ab'.repeat(32))).toBeTruthy();
    // 操作对象 by name, not by id alone.
    expect(within(dialog).getByText('江苏能源政策解读（编号 7）')).toBeTruthy();
  });

  it('says the log is whole after verifying, and names the first broken record otherwise', async () => {
    const whole = setup();
    fireEvent.click(await screen.findByRole('button', { name: OPERLOG_TEXT.verify }));
    await waitFor(() =>
      expect(whole.shown).toHaveBeenCalledWith(expect.objectContaining({ text: OPERLOG_TEXT.verified(2) })),
    );
    whole.unmount();

    const broken = setup(Object.values(OPERLOG_PERMISSIONS), 11);
    fireEvent.click(await screen.findByRole('button', { name: OPERLOG_TEXT.verify }));
    await waitFor(() => expect(broken.services.dialogs.state.request?.text).toBe(OPERLOG_TEXT.broken(11)));
  });

  it('offers export, verify and detail only to holders of their permissions', async () => {
    setup([OPERLOG_PERMISSIONS.list]);
    await screen.findByText('系统管理员（admin）');
    expect(screen.queryByRole('button', { name: OPERLOG_TEXT.export })).toBeNull();
    expect(screen.queryByRole('button', { name: OPERLOG_TEXT.verify })).toBeNull();
    expect(screen.queryByRole('button', { name: OPERLOG_TEXT.detailOf(12) })).toBeNull();
  });
});
