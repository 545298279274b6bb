import type { DeptRow } from '@ent/core/api';
import { DEPT_PERMISSIONS } from '@ent/core/contract';
import { DEPT_TEXT, WIDGET_TEXT } from '@ent/core/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../../testing';
import DeptPage from './DeptPage';

const dept = (deptId: number, parentId: number | null, deptName: string, orderNum: number): DeptRow => ({
  deptId,
  parentId,
  ancestors: parentId === null ? '' : parentId === 100 ? '100' : `100,${parentId}`,
  deptName,
  orderNum,
  leader: '',
  phone: '',
  email: '',
  status: '0',
  cityCode: '',
  createTime: '2026-11-26 10:00:00',
});

const ROWS = [dept(100, null, '江苏省能源局', 0), dept(101, 100, '南京市能源局', 1), dept(200, 101, '测试处', 1)];

function setup() {
  const services = createServices(window);
  services.sessionState.perms = Object.values(DEPT_PERMISSIONS);
  const list = vi.fn(async () => ({ code: '00000', data: ROWS }));
  const order = vi.fn(async () => ({ code: '00000', data: 1 }));
  services.deptApi = { ...services.deptApi, list, order } as unknown as typeof services.deptApi;
  return { ...renderWithServices(<DeptPage />, { services }), list, order };
}

describe('部门管理 page', () => {
  it('opens the top level, expands and collapses a branch, and saves a changed order', async () => {
    const { order, list } = setup();
    const nanjing = await screen.findByRole('button', { name: DEPT_TEXT.expandRow('南京市能源局') });
    expect(screen.queryByText('测试处')).toBeNull();
    fireEvent.click(nanjing);
    expect(await screen.findByText('测试处')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: DEPT_TEXT.collapseAll }));
    await waitFor(() => expect(screen.queryByText('南京市能源局')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: DEPT_TEXT.expandAll }));
    const input = (await screen.findByLabelText(DEPT_TEXT.orderOf('测试处'))) as HTMLInputElement;
    const save = screen.getByRole('button', { name: DEPT_TEXT.saveOrder }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '7' } });
    await waitFor(() => expect(save.disabled).toBe(false));
    const loads = list.mock.calls.length;
    fireEvent.click(save);
    await waitFor(() => expect(order).toHaveBeenCalledWith([{ deptId: 200, orderNum: 7 }]));
    // The tree is read again after the save and stays as it was opened.
    await waitFor(() => expect(list.mock.calls.length).toBe(loads + 1));
    expect(screen.getByText('测试处')).toBeTruthy();
  });

  it('hides the search card and reloads the tree from the table toolbar', async () => {
    const { list } = setup();
    await screen.findByRole('button', { name: DEPT_TEXT.expandRow('南京市能源局') });
    expect(screen.getByRole('form', { name: DEPT_TEXT.title })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: WIDGET_TEXT.toggleSearch(true) }));
    await waitFor(() => expect(screen.queryByRole('form', { name: DEPT_TEXT.title })).toBeNull());
    const calls = list.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: WIDGET_TEXT.refresh }));
    await waitFor(() => expect(list.mock.calls.length).toBe(calls + 1));
  });
});
