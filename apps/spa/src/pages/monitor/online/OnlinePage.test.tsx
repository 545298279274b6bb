import type { OnlineRow } from '@ent/core/api';
import { ONLINE_PERMISSIONS } from '@ent/core/contract';
import { ONLINE_TEXT } from '@ent/core/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../../testing';
import OnlinePage from './OnlinePage';

const row = (tokenId: string, userName: string, current = false): OnlineRow => ({
  tokenId,
  userName,
  fullName: `${userName} name`,
  organisation: 'org',
  ipaddr: '10.0.0.1',
  browser: 'Chrome 126',
  os: 'Windows 10/11',
  loginTime: '2026-11-26 09:00:00',
  lastAccessTime: '2026-11-26 09:05:00',
  current,
});
const ROWS = [
  row('11111111-1111-1111-1111-111111111111', 'me_myself', true),
  row('22222222-2222-2222-2222-222222222222', 'other_one'),
  row('33333333-3333-3333-3333-333333333333', 'third_one'),
];

function setup(perms: string[]) {
  const services = createServices(window);
  services.sessionState.perms = perms;
  const list = vi.fn(async () => ({ code: '00000', data: { rows: ROWS, total: ROWS.length } }));
  const forceLogout = vi.fn(async () => ({ code: '00000', data: { count: 2 } }));
  services.online = { ...services.online, list, forceLogout } as unknown as typeof services.online;
  const ask = vi.fn(async () => true);
  services.dialogs.ask = ask;
  return { ...renderWithServices(<OnlinePage />, { services }), forceLogout, ask };
}

describe('在线用户 page', () => {
  it('marks the caller’s own session and forces out the selected ones after confirmation', async () => {
    const { forceLogout, ask } = setup(Object.values(ONLINE_PERMISSIONS));
    expect(await screen.findByText(ONLINE_TEXT.current)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: ONLINE_TEXT.select('other_one') }));
    fireEvent.click(screen.getByRole('checkbox', { name: ONLINE_TEXT.select('third_one') }));
    fireEvent.click(screen.getByRole('button', { name: ONLINE_TEXT.forceSelected }));
    await waitFor(() => expect(forceLogout).toHaveBeenCalledWith([ROWS[1]?.tokenId, ROWS[2]?.tokenId]));
    // The confirmation says whose sessions end.
    expect(ask).toHaveBeenCalledWith(expect.objectContaining({ text: ONLINE_TEXT.confirm('other_one、third_one', 2) }));
  });

  it('offers the caller’s own session’s 强退 disabled, saying why', async () => {
    const { forceLogout } = setup(Object.values(ONLINE_PERMISSIONS));
    const own = await screen.findByRole('button', { name: ONLINE_TEXT.forceLogoutOf('me_myself') });
    expect(own.getAttribute('aria-disabled')).toBe('true');
    const describedBy = own.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(ONLINE_TEXT.ownSession);
    fireEvent.click(own);
    expect(forceLogout).not.toHaveBeenCalled();
    const other = screen.getByRole('button', { name: ONLINE_TEXT.forceLogoutOf('other_one') });
    expect(other.getAttribute('aria-disabled')).toBeNull();
  });

  it('leaves the caller’s own session out of 批量强退, even when every row is ticked', async () => {
    const { forceLogout, ask } = setup(Object.values(ONLINE_PERMISSIONS));
    fireEvent.click(await screen.findByRole('checkbox', { name: ONLINE_TEXT.select('me_myself') }));
    expect(screen.getByRole('button', { name: ONLINE_TEXT.forceSelected }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: ONLINE_TEXT.selectAll }));
    fireEvent.click(screen.getByRole('button', { name: ONLINE_TEXT.forceSelected }));
    await waitFor(() => expect(forceLogout).toHaveBeenCalledWith([ROWS[1]?.tokenId, ROWS[2]?.tokenId]));
    expect(ask).toHaveBeenCalledWith(expect.objectContaining({ text: ONLINE_TEXT.confirm('other_one、third_one', 2) }));
  });

  it('offers no forced logout without its permission', async () => {
    setup([ONLINE_PERMISSIONS.list]);
    expect(await screen.findByText('other_one')).toBeTruthy();
    expect(screen.queryByRole('button', { name: ONLINE_TEXT.forceLogoutOf('other_one') })).toBeNull();
    expect(screen.queryByRole('button', { name: ONLINE_TEXT.forceSelected })).toBeNull();
  });
});
