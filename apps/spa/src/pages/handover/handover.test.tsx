import type { HandoverExchangeResult } from '@ent/core/api';
import { loadPendingBind, PENDING_BIND_KEY, savePendingBind } from '@ent/core/auth';
import { ApiError, type HttpClient, type RequestOptions } from '@ent/core/http';
import { AUTH_TEXT, HANDOVER_TEXT } from '@ent/core/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../testing';
import AuthRedirectPage from './AuthRedirectPage';
import BindPage from './BindPage';

const LOGIN = { access_token: 'handed-over-token', token_type: 'bearer' as const, expires_in: 3600, jti: 'jti-new' };

/** Services whose HTTP answers come from `answer` (the handover API is built on services.http). */
function servicesAnswering(answer: (options: RequestOptions) => unknown) {
  const services = createServices(window);
  const request = vi.fn(async (options: RequestOptions) => {
    const result = answer(options);
    if (result instanceof Error) throw result;
    return { code: '00000', data: result };
  });
  services.http = { request } as unknown as HttpClient;
  return { services, request };
}

describe('/auth-redirect', () => {
  it('trades the code once, adopts the session and lands on the redirect target', async () => {
    const { services, request } = servicesAnswering(
      (): HandoverExchangeResult => ({ bound: true, provider: '政务网', login: LOGIN }),
    );
    services.tokens.save('old-token', { jti: 'jti-old', expiresAt: new Date(Date.now() + 60_000) });
    const { location } = renderWithServices(<AuthRedirectPage />, {
      services,
      path: '/auth-redirect?code=code-bound-1&redirect=%2Fdatareporting%2Flist',
    });
    expect(screen.getByText(HANDOVER_TEXT.exchanging)).toBeTruthy();
    await waitFor(() => expect(location.history.at(-1)).toBe('/datareporting/list'));
    expect(services.tokens.getToken()).toBe('handed-over-token');
    expect(services.tokens.getJti()).toBe('jti-new');
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[0]).toMatchObject({
      url: '/gov-auth/handover/exchange',
      tokenless: true,
      data: { code: 'code-bound-1', previousToken: 'old-token' },
    });
  });

  it('never sends a code twice, however often the page mounts', async () => {
    const { services, request } = servicesAnswering(
      (): HandoverExchangeResult => ({ bound: true, provider: '政务网', login: LOGIN }),
    );
    const first = renderWithServices(<AuthRedirectPage />, { services, path: '/auth-redirect?code=code-once' });
    first.unmount();
    const second = renderWithServices(<AuthRedirectPage />, { services, path: '/auth-redirect?code=code-once' });
    await waitFor(() => expect(second.location.history.at(-1)).toBe('/'));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('keeps the bind ticket in sessionStorage and goes to /bind without it in the URL', async () => {
    const { services } = servicesAnswering(
      (): HandoverExchangeResult => ({
        bound: false,
        provider: '政务网',
        displayName: '王*',
        ticket: 'ticket-1',
        expiresIn: 600,
      }),
    );
    services.tokens.save('old-token', { jti: 'jti-old', expiresAt: new Date(Date.now() + 60_000) });
    const { location } = renderWithServices(<AuthRedirectPage />, {
      services,
      path: '/auth-redirect?code=code-unbound&redirect=%2Fuser%2Fprofile',
    });
    await waitFor(() => expect(location.history.at(-1)).toBe('/bind'));
    expect(loadPendingBind(sessionStorage)).toMatchObject({
      ticket: 'ticket-1',
      provider: '政务网',
      displayName: '王*',
      redirect: '/user/profile',
    });
    expect(services.tokens.getToken()).toBeUndefined();
  });

  it('shows the refusal, drops the spent code from the address and offers the login page', async () => {
    const { services } = servicesAnswering(() => new ApiError('business', HANDOVER_TEXT.codeUsed, 'A0400', 400));
    const { location } = renderWithServices(<AuthRedirectPage />, {
      services,
      path: '/auth-redirect?code=code-used',
    });
    expect(await screen.findByText(HANDOVER_TEXT.codeUsed)).toBeTruthy();
    expect(location.history.at(-1)).toBe('/auth-redirect');
    expect(document.title).toContain(HANDOVER_TEXT.failedTitle);
    fireEvent.click(screen.getByRole('button', { name: HANDOVER_TEXT.toLogin }));
    expect(location.history.at(-1)).toBe('/login');
  });

  it('says so when there is no code at all, without calling the server', () => {
    const { services, request } = servicesAnswering(() => null);
    renderWithServices(<AuthRedirectPage />, { services, path: '/auth-redirect?redirect=%2Fx' });
    expect(screen.getByText(HANDOVER_TEXT.missingCode)).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });
});

describe('/bind', () => {
  function bindSetup(bindAnswer: () => unknown) {
    const { services, request } = servicesAnswering(bindAnswer);
    const login = vi.fn(async () => undefined);
    const logout = vi.fn(async () => undefined);
    services.session = { ...services.session, login, logout };
    services.auth = {
      ...services.auth,
      captcha: async () => ({ code: '00000', data: { enabled: false } }),
    };
    const shown: string[] = [];
    services.notifier = { ...services.notifier, show: (notice) => shown.push(notice.text) };
    return { services, request, login, logout, shown };
  }

  it('without a pending handover explains what to do', () => {
    const { services } = bindSetup(() => null);
    renderWithServices(<BindPage />, { services, path: '/bind' });
    expect(screen.getByText(HANDOVER_TEXT.noTicket)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('logs in once (any entrance), binds with the ticket and lands on the target', async () => {
    const { services, request, login, shown } = bindSetup(() => ({ provider: '政务网', boundAt: '2026-01-01' }));
    savePendingBind(sessionStorage, {
      ticket: 'ticket-ok',
      provider: '政务网',
      displayName: '王*',
      expiresIn: 600,
      redirect: '/user/profile',
    });
    const { location } = renderWithServices(<BindPage />, { services, path: '/bind' });
    expect(screen.getByText(HANDOVER_TEXT.bindIntro('政务网'))).toBeTruthy();
    expect(screen.getByText('王*（政务网）')).toBeTruthy();
    const submit = await screen.findByRole('button', { name: HANDOVER_TEXT.bindSubmit });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(submit);
    expect(await screen.findByText(AUTH_TEXT.usernameRequired)).toBeTruthy();
    expect(login).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(new RegExp(`^${AUTH_TEXT.username}`)), { target: { value: 'ent_demo' } });
    fireEvent.change(screen.getByLabelText(new RegExp(`^${AUTH_TEXT.password}`)), { target: { value: 'Demo#2026' } });
    fireEvent.click(submit);
    await waitFor(() => expect(location.history.at(-1)).toBe('/user/profile'));
    expect(login).toHaveBeenCalledWith({ username: 'ent_demo', password: 'Demo#2026', verCode: '', verKey: '' });
    expect(request.mock.calls[0]?.[0]).toMatchObject({ url: '/gov-auth/handover/bind', data: { ticket: 'ticket-ok' } });
    expect(shown).toContain(HANDOVER_TEXT.bindDone('政务网'));
    expect(sessionStorage.getItem(PENDING_BIND_KEY)).toBeNull();
  });

  it('ends the fresh login and forgets the ticket when binding is refused', async () => {
    const { services, logout } = bindSetup(() => new ApiError('business', HANDOVER_TEXT.subjectTaken, 'A0400', 409));
    savePendingBind(sessionStorage, {
      ticket: 'ticket-taken',
      provider: '政务网',
      displayName: null,
      expiresIn: 600,
      redirect: '/',
    });
    const { location } = renderWithServices(<BindPage />, { services, path: '/bind' });
    expect(screen.getByText('政务网', { exact: true })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(new RegExp(`^${AUTH_TEXT.username}`)), { target: { value: 'xny_demo' } });
    fireEvent.change(screen.getByLabelText(new RegExp(`^${AUTH_TEXT.password}`)), { target: { value: 'Demo#2026' } });
    const submit = screen.getByRole('button', { name: HANDOVER_TEXT.bindSubmit });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText(HANDOVER_TEXT.subjectTaken)).toBeTruthy();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(PENDING_BIND_KEY)).toBeNull();
    expect(location.history.at(-1)).toBe('/bind');
  });
});
