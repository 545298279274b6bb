import { describe, expect, it } from 'vitest';
import { createAuthApi } from '../api/auth';
import { createMainstayApi } from '../api/mainstay';
import { ApiError, type HttpClient, type RequestOptions } from '../http/client';
import { createExpiryGuard } from '../http/expiryGuard';
import { isPublicPath } from '../routes/publicRoutes';
import { createEntranceMemory } from './entrance';
import { decideNavigation } from './guard';
import {
  clearPendingBind,
  handoverRedirect,
  loadPendingBind,
  PENDING_BIND_KEY,
  readHandoverLanding,
  savePendingBind,
} from './handover';
import { createSessionController, createSessionState } from './session';
import { memoryCookies, memoryStorage } from './testSupport';
import { createTokenStore } from './tokenStore';

describe('handover landing (/auth-redirect)', () => {
  it('reads the code and a safe redirect target', () => {
    expect(readHandoverLanding('?code=abc&redirect=%2Fdatareporting%2Flist%3Fx%3D1')).toEqual({
      code: 'abc',
      redirect: '/datareporting/list?x=1',
    });
    expect(readHandoverLanding('')).toEqual({ code: null, redirect: '/' });
    expect(readHandoverLanding('?code=%20%20')).toEqual({ code: null, redirect: '/' });
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil',
    'javascript:alert(1)',
    '/login',
    '/loginchief',
    '/bind',
    '/bind?redirect=/x',
    '/auth-redirect?code=1',
  ])('never redirects to %s', (target) => {
    expect(handoverRedirect(target)).toBe('/');
    expect(readHandoverLanding(`?code=c&redirect=${encodeURIComponent(target)}`).redirect).toBe('/');
  });
});

describe('pending bind ticket', () => {
  const pending = { ticket: 'T'.repeat(43), provider: '政务网', displayName: '王*', expiresIn: 600, redirect: '/x' };

  it('keeps the ticket in storage until it expires', () => {
    const storage = memoryStorage();
    const saved = savePendingBind(storage, pending, 1_000);
    expect(saved).toEqual({
      ticket: pending.ticket,
      provider: '政务网',
      displayName: '王*',
      expiresAt: 601_000,
      redirect: '/x',
    });
    expect(loadPendingBind(storage, 600_999)).toEqual(saved);
    expect(loadPendingBind(storage, 601_000)).toBeNull();
    // An expired ticket is removed, not kept around.
    expect(storage.values.has(PENDING_BIND_KEY)).toBe(false);
  });

  it('drops a malformed value and sanitises a tampered redirect', () => {
    const storage = memoryStorage();
    storage.setItem(PENDING_BIND_KEY, '{not json');
    expect(loadPendingBind(storage)).toBeNull();
    expect(storage.values.size).toBe(0);
    storage.setItem(PENDING_BIND_KEY, JSON.stringify({ ticket: '', provider: 'x', expiresAt: Date.now() + 1000 }));
    expect(loadPendingBind(storage)).toBeNull();
    storage.setItem(
      PENDING_BIND_KEY,
      JSON.stringify({ ticket: 't', provider: 'x', expiresAt: Date.now() + 1000, redirect: '//evil' }),
    );
    expect(loadPendingBind(storage)).toMatchObject({ ticket: 't', displayName: null, redirect: '/' });
    clearPendingBind(storage);
    expect(loadPendingBind(storage)).toBeNull();
  });
});

describe('session around a handover', () => {
  function setup() {
    const calls: string[] = [];
    const http = {
      request: async (options: RequestOptions) => {
        calls.push(options.url);
        throw new ApiError('expired', 'expired', 'A0230');
      },
    } as HttpClient;
    const tokens = createTokenStore({ cookies: memoryCookies(), session: memoryStorage(), isEmbedded: () => false });
    tokens.save('stale-token', { jti: 'old', expiresAt: new Date(Date.now() + 60_000) });
    const notifier = { show: () => undefined };
    const state = createSessionState();
    const entrance = createEntranceMemory(memoryStorage());
    const session = createSessionController(state, {
      tokens,
      entrance,
      auth: createAuthApi(http),
      mainstay: createMainstayApi(http),
      expiry: createExpiryGuard({ notifier, logout: () => undefined }),
      systemRole: () => null,
      now: () => 1_000_000,
    });
    const ctx = {
      state,
      session,
      tokens,
      isPublic: (path: string) => isPublicPath(path),
      grey: () => null,
      notifier,
      entrance,
    };
    return { calls, tokens, state, session, ctx };
  }

  it('opens the handover pages without loading the session the browser holds', async () => {
    const { ctx, calls } = setup();
    expect(await decideNavigation({ path: '/auth-redirect', search: '?code=c' }, ctx)).toEqual({ type: 'allow' });
    expect(await decideNavigation({ path: '/bind' }, ctx)).toEqual({ type: 'allow' });
    expect(calls).toEqual([]);
    // Any other page still loads it (and here finds it expired).
    await decideNavigation({ path: '/majorProjectDesk' }, ctx);
    expect(calls).toEqual(['/gov-auth/api/v1/getUserInfo']);
  });

  it('adopts a token handed over, replacing the old one and the loaded state', () => {
    const { session, tokens, state } = setup();
    state.needsCompanyInfo = true;
    session.adopt({ access_token: 'new-token', token_type: 'bearer', expires_in: 3600, jti: 'new-jti' });
    expect(tokens.getToken()).toBe('new-token');
    expect(tokens.getJti()).toBe('new-jti');
    expect(state).toEqual({ ...createSessionState(), generation: expect.any(Number) });
  });
});
