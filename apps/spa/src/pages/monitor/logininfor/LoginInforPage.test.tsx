import type { LoginLogRow } from '@ent/core/api';
import { LOGININFOR_PERMISSIONS } from '@ent/core/contract';
import { LOGININFOR_TEXT } from '@ent/core/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../../testing';
import LoginInforPage from './LoginInforPage';

const ROWS: LoginLogRow[] = [
  {
    infoId: 2,
    userName: 'locked_one',
    ipaddr: '10.0.0.8',
    browser: 'Chrome 126',
    os: 'Windows 10/11',
    status: '1',
    msg: 'wrong',
    loginTime: '2026-11-26 09:00:00',
    locked: true,
  },
  {
    infoId: 1,
    userName: 'fine_one',
    ipaddr: '10.0.0.9',
    browser: 'Edge 126',
    os: 'Windows 10/11',
    status: '0',
    msg: 'ok',
    loginTime: '2026-11-26 08:00:00',
    locked: false,
  },
];

function setup(perms: string[]) {
  const services = createServices(window);
  services.sessionState.perms = perms;
  const list = vi.fn(async () => ({ code: '00000', data: { rows: ROWS, total: ROWS.length } }));
  const unlock = vi.fn(async () => ({ code: '00000', data: null, msg: '' }));
  services.loginInfor = { ...services.loginInfor, list, unlock } as unknown as typeof services.loginInfor;
  services.dialogs.ask = vi.fn(async () => true);
  return { ...renderWithServices(<LoginInforPage />, { services }), list, unlock };
}

describe('登录日志 page', () => {
  it('marks locked rows and unlocks the account and its address after confirmation', async () => {
    const { unlock } = setup(Object.values(LOGININFOR_PERMISSIONS));
    expect(await screen.findByText('fine_one')).toBeTruthy();
    expect(screen.getAllByText(LOGININFOR_TEXT.locked)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: LOGININFOR_TEXT.unlockOf('fine_one') })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: LOGININFOR_TEXT.unlockOf('locked_one') }));
    await waitFor(() => expect(unlock).toHaveBeenCalledWith({ userName: 'locked_one', ipaddr: '10.0.0.8' }));
  });

  it('lets the audit administrator read and export, never unlock', async () => {
    setup([LOGININFOR_PERMISSIONS.list, LOGININFOR_PERMISSIONS.export]);
    expect(await screen.findByText('locked_one')).toBeTruthy();
    expect(screen.getByRole('button', { name: LOGININFOR_TEXT.export })).toBeTruthy();
    expect(screen.queryByRole('button', { name: LOGININFOR_TEXT.unlockOf('locked_one') })).toBeNull();
  });
});
