import type { UserInfo, UserRow } from '@ent/core/api';
import { USER_PERMISSIONS } from '@ent/core/contract';
import { ACTION_TEXT, USER_TEXT as T } from '@ent/core/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../../testing';
import UserPage from './UserPage';

const row = (userId: number, userName: string, nickName: string): UserRow => ({
  userId,
  userName,
  nickName,
  userType: '2',
  deptId: 100,
  deptName: '江苏省能源局',
  enterpriseId: null,
  enterpriseName: '',
  phonenumber: '139****5678',
  email: '',
  sex: '2',
  status: '0',
  roleNames: '',
  createTime: '2026-11-25 09:00:00',
});
const ROWS = [row(1, 'admin', '超级管理员'), row(7, 'zhang_san', '张三')];

function setup() {
  const services = createServices(window);
  services.sessionState.perms = Object.values(USER_PERMISSIONS);
  services.sessionState.user = { id: 1, username: 'admin' } as UserInfo;
  const list = vi.fn(async () => ({ code: '00000', data: { rows: ROWS, total: ROWS.length } }));
  const deptTree = vi.fn(async () => ({ code: '00000', data: [] }));
  services.userApi = { ...services.userApi, list, deptTree } as unknown as typeof services.userApi;
  return renderWithServices(<UserPage />, { services });
}

/** The text of the elements an element's aria-describedby names. */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('用户管理 page', () => {
  it('offers the own account’s switch and 删除 disabled, saying why, and the others’ enabled', async () => {
    setup();
    const ownSwitch = await screen.findByRole('switch', { name: T.enabledSwitch('超级管理员') });
    expect((ownSwitch as HTMLInputElement).disabled).toBe(true);
    expect(description(ownSwitch)).toBe(T.ownStatus);
    const ownRemove = screen.getByRole('button', { name: ACTION_TEXT.removeRow('超级管理员') });
    expect(ownRemove.getAttribute('aria-disabled')).toBe('true');
    expect(description(ownRemove)).toBe(T.ownDelete);

    const otherSwitch = screen.getByRole('switch', { name: T.enabledSwitch('张三') });
    expect((otherSwitch as HTMLInputElement).disabled).toBe(false);
    expect(otherSwitch.getAttribute('aria-describedby')).toBeNull();
    const otherRemove = screen.getByRole('button', { name: ACTION_TEXT.removeRow('张三') });
    expect(otherRemove.getAttribute('aria-disabled')).toBeNull();
  });
});
