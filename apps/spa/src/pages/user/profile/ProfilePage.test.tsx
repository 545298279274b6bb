import type { UserProfile } from '@ent/core/api';
import { PROFILE_TEXT } from '@ent/core/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../../testing';
import ProfilePage from './ProfilePage';

const PROFILE: UserProfile = {
  id: 2,
  username: 'ent_demo',
  fullName: '张明',
  nickname: '张明',
  phone: '13805170001',
  typeOf: '1',
  deptName: '',
  createdAt: '2026-11-01T01:00:00.000Z',
  passwordChangedAt: '2026-11-01T01:00:00.000Z',
  roles: [
    { code: 'enterprise', name: '企业用户' },
    { code: 'newEnergy', name: '新能源企业' },
  ],
  enterprise: { id: 1, name: '南京苏能新能源科技有限公司', creditCode: '91320100MA0000001B', cityName: '南京市' },
  activeSessions: 2,
  lastLogins: [
    { id: 9, time: '2026-11-21T02:00:00.000Z', ip: '10.0.0.8', success: true, message: '登录成功' },
    { id: 8, time: '2026-11-21T01:59:00.000Z', ip: '10.9.9.9', success: false, message: '用户名或密码错误' },
  ],
};

function setup(data: UserProfile | null = PROFILE) {
  const services = createServices(window);
  const profile = vi.fn(async () => {
    if (!data) throw new Error('down');
    return { code: '00000', data };
  });
  services.profile = { ...services.profile, profile } as unknown as typeof services.profile;
  return { ...renderWithServices(<ProfilePage />, { services, path: '/user/profile' }), profile };
}

describe('personal center', () => {
  it('shows the account, its roles, its enterprise and the last logins', async () => {
    setup();
    /** The definition that follows a term of the list. */
    const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
    await screen.findByText(PROFILE_TEXT.username, { selector: 'dt' });
    expect(detail(PROFILE_TEXT.username).textContent).toBe('ent_demo');
    const roles = detail(PROFILE_TEXT.roles);
    expect(within(roles).getByText('企业用户')).toBeTruthy();
    expect(within(roles).getByText('新能源企业')).toBeTruthy();
    expect(detail(PROFILE_TEXT.enterpriseName).textContent).toBe('南京苏能新能源科技有限公司');
    expect(screen.getByText('91320100MA0000001B')).toBeTruthy();
    expect(screen.getByText(PROFILE_TEXT.userTypes['1'] as string)).toBeTruthy();
    expect(screen.getByText(PROFILE_TEXT.activeSessionsValue(2))).toBeTruthy();

    const table = screen.getByRole('table', { name: PROFILE_TEXT.lastLogins });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText(PROFILE_TEXT.loginSucceeded)).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('10.0.0.8')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(PROFILE_TEXT.loginFailed)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('用户名或密码错误')).toBeTruthy();
  });

  it('leads to the password and enterprise pages', async () => {
    const { location } = setup();
    fireEvent.click(await screen.findByRole('button', { name: PROFILE_TEXT.editEnterprise }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/user/edit'));
    fireEvent.click(screen.getByRole('button', { name: PROFILE_TEXT.changePassword }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/user/editPassword'));
  });

  it('shows staff their department and no enterprise', async () => {
    setup({
      ...PROFILE,
      username: 'admin',
      typeOf: '2',
      deptName: '江苏省能源局',
      roles: [{ code: 'admin', name: '超级管理员' }],
      enterprise: null,
      lastLogins: [],
    });
    expect(await screen.findByText('江苏省能源局')).toBeTruthy();
    expect(screen.getByText(PROFILE_TEXT.noEnterprise)).toBeTruthy();
    expect(screen.queryByRole('button', { name: PROFILE_TEXT.editEnterprise })).toBeNull();
    expect(screen.getByText(PROFILE_TEXT.noLogins)).toBeTruthy();
  });

  it('says so when the profile cannot be loaded', async () => {
    setup(null);
    expect((await screen.findByRole('alert')).textContent).toBe(PROFILE_TEXT.loadFailed);
  });
});
