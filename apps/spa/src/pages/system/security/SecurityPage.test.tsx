import { SECURITY_PERMISSIONS } from '@ent/core/contract';
import { SECURITY_TEXT } from '@ent/core/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../../testing';
import SecurityPage from './SecurityPage';

const SETTINGS = {
  minLength: 8,
  maxLength: 64,
  ruleCount: 3,
  passwordHistory: 5,
  passwordExpireDays: 90,
  lockFailures: 5,
  lockMinutes: 15,
  addressFailures: 20,
  idleMinutes: 30,
};

function setup(perms: string[] = Object.values(SECURITY_PERMISSIONS)) {
  const services = createServices(window);
  services.sessionState.perms = perms;
  const get = vi.fn(async () => ({ code: '00000', data: SETTINGS }));
  const update = vi.fn(async () => ({ code: '00000', data: null, msg: SECURITY_TEXT.saved }));
  const singleSessions = vi.fn(async () => ({ code: '00000', data: ['ops_one'] }));
  const setSingleSession = vi.fn(async () => ({ code: '00000', data: null, msg: '' }));
  services.security = {
    ...services.security,
    get,
    update,
    singleSessions,
    setSingleSession,
  } as unknown as typeof services.security;
  return { ...renderWithServices(<SecurityPage />, { services }), get, update, setSingleSession };
}

describe('安全设置 page', () => {
  it('shows the settings and refuses a value out of bounds before sending', async () => {
    const { update } = setup();
    const idle = (await screen.findByLabelText(new RegExp(`^${SECURITY_TEXT.idleMinutes}`))) as HTMLInputElement;
    expect(idle.value).toBe('30');
    fireEvent.change(idle, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: SECURITY_TEXT.save }));
    expect(await screen.findByText(SECURITY_TEXT.outOfRange(SECURITY_TEXT.idleMinutes, 1, 1440))).toBeTruthy();
    expect(update).not.toHaveBeenCalled();

    fireEvent.change(idle, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: SECURITY_TEXT.save }));
    await waitFor(() => expect(update).toHaveBeenCalledWith({ ...SETTINGS, idleMinutes: 10 }));
  });

  it('lists the single-session accounts and removes one', async () => {
    const { setSingleSession } = setup();
    fireEvent.click(await screen.findByRole('button', { name: SECURITY_TEXT.singleRemoveOf('ops_one') }));
    await waitFor(() => expect(setSingleSession).toHaveBeenCalledWith({ userName: 'ops_one', singleSession: false }));
  });

  it('offers no saving without the edit permission', async () => {
    setup([SECURITY_PERMISSIONS.query]);
    expect(await screen.findByText(SECURITY_TEXT.passwordSection)).toBeTruthy();
    expect(screen.queryByRole('button', { name: SECURITY_TEXT.save })).toBeNull();
  });
});
