// The account's external bindings on /user/profile: listed from gov-auth handover/bindings and
// unbound through handover/unbind only after the user confirms.
import type { HandoverBinding } from '@ent/core/api';
import { HANDOVER_ENDPOINTS } from '@ent/core/contract';
import type { HttpClient, RequestOptions } from '@ent/core/http';
import { BINDING_TEXT, HANDOVER_TEXT } from '@ent/core/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../../testing';
import { ExternalBindings } from './ExternalBindings';
import ProfilePage from './ProfilePage';

const BOUND: HandoverBinding[] = [
  {
    clientId: 'zwfw',
    provider: '江苏政务服务网',
    subject: 'js-user-001',
    boundAt: '2026-11-01T02:00:00.000Z',
    lastLoginAt: '2026-11-20T03:00:00.000Z',
  },
  {
    clientId: 'grid',
    provider: '电网光伏项目库',
    subject: 'pv-77',
    boundAt: '2026-11-02T02:00:00.000Z',
    lastLoginAt: null,
  },
];

function setup(confirm: boolean, failing = false, page = false) {
  const services = createServices(window);
  let bound = [...BOUND];
  const request = vi.fn(async (options: RequestOptions) => {
    if (failing) throw new Error('down');
    if (options.url === HANDOVER_ENDPOINTS.bindings.path) return { code: '00000', msg: '', data: bound };
    if (options.url === HANDOVER_ENDPOINTS.unbind.path) {
      const body = options.data as { clientId: string; subject: string };
      bound = bound.filter((b) => !(b.clientId === body.clientId && b.subject === body.subject));
      return { code: '00000', msg: HANDOVER_TEXT.unbound, data: null };
    }
    throw new Error(`unexpected ${options.url}`);
  });
  services.http = { request } as unknown as HttpClient;
  const ask = vi.spyOn(services.dialogs, 'ask').mockResolvedValue(confirm);
  const notify = vi.spyOn(services.notifier, 'show');
  if (page) {
    const profile = vi.fn(async () => ({
      code: '00000',
      data: {
        id: 2,
        username: 'ent_demo',
        fullName: '张明',
        nickname: '张明',
        phone: '',
        typeOf: '1',
        deptName: '',
        createdAt: '2026-11-01T01:00:00.000Z',
        passwordChangedAt: '2026-11-01T01:00:00.000Z',
        roles: [],
        enterprise: null,
        activeSessions: 1,
        lastLogins: [],
      },
    }));
    services.profile = { ...services.profile, profile } as unknown as typeof services.profile;
  }
  renderWithServices(page ? <ProfilePage /> : <ExternalBindings />, { services, path: '/user/profile' });
  return { request, ask, notify };
}

const unbindCalls = (request: ReturnType<typeof setup>['request']) =>
  request.mock.calls.filter(([options]) => options.url === HANDOVER_ENDPOINTS.unbind.path);

describe('external bindings on the personal center', () => {
  it('lists the bound external identities with their provider, subject and last login', async () => {
    setup(true);
    const table = await screen.findByRole('table', { name: BINDING_TEXT.title });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText('江苏政务服务网')).toBeTruthy();
    expect(within(table).getByText('js-user-001')).toBeTruthy();
    expect(within(table).getByText(BINDING_TEXT.never)).toBeTruthy();
    expect(screen.getByRole('button', { name: BINDING_TEXT.unbindLabel('电网光伏项目库') })).toBeTruthy();
  });

  it('unbinds only after confirmation and lists the rest', async () => {
    const { request, ask, notify } = setup(true);
    const button = await screen.findByRole('button', { name: BINDING_TEXT.unbindLabel('江苏政务服务网') });
    await act(async () => fireEvent.click(button));
    expect(ask).toHaveBeenCalledWith({
      title: BINDING_TEXT.confirmTitle,
      text: BINDING_TEXT.confirm('江苏政务服务网', 'js-user-001'),
    });
    await waitFor(() => expect(unbindCalls(request)).toHaveLength(1));
    expect(unbindCalls(request)[0]?.[0]).toMatchObject({
      method: 'POST',
      data: { clientId: 'zwfw', subject: 'js-user-001' },
    });
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', text: HANDOVER_TEXT.unbound }));
    const table = screen.getByRole('table', { name: BINDING_TEXT.title });
    await waitFor(() => expect(within(table).queryByText('江苏政务服务网')).toBeNull());
    expect(within(table).getByText('电网光伏项目库')).toBeTruthy();
  });

  it('keeps the binding when the confirmation is declined', async () => {
    const { request } = setup(false);
    const button = await screen.findByRole('button', { name: BINDING_TEXT.unbindLabel('江苏政务服务网') });
    await act(async () => fireEvent.click(button));
    expect(unbindCalls(request)).toHaveLength(0);
    expect(screen.getByText('江苏政务服务网')).toBeTruthy();
  });

  it('says plainly when the bindings cannot be read', async () => {
    setup(true, true);
    expect((await screen.findByRole('alert')).textContent).toBe(BINDING_TEXT.loadFailed);
  });

  it('is part of the personal center page', async () => {
    setup(true, false, true);
    const table = await screen.findByRole('table', { name: BINDING_TEXT.title });
    await waitFor(() => expect(within(table).getByText('江苏政务服务网')).toBeTruthy());
    expect(screen.getByRole('heading', { name: BINDING_TEXT.title })).toBeTruthy();
  });
});
