import { describe, expect, it } from 'vitest';
import { fakeJwt, memoryCookies, memoryStorage } from './testSupport';
import { createDocumentCookieJar, createTokenStore, JTI_KEY, readTokenClaims, TOKEN_KEY } from './tokenStore';

describe('token store', () => {
  it('keeps the token and jti in the Enterprise-Token and Jti cookies normally', () => {
    const cookies = memoryCookies();
    const session = memoryStorage();
    const store = createTokenStore({ cookies, session, isEmbedded: () => false });
    store.save('t1', { jti: 'j1', expiresAt: new Date(Date.now() + 1000) });
    expect(cookies.values.get(TOKEN_KEY)).toBe('t1');
    expect(cookies.values.get(JTI_KEY)).toBe('j1');
    expect(session.values.size).toBe(0);
    expect(store.getToken()).toBe('t1');
    expect(store.getJti()).toBe('j1');
    store.clear();
    expect(store.getToken()).toBeUndefined();
    expect(cookies.values.size).toBe(0);
  });

  it('uses sessionStorage when embedded and ignores the cookie there', () => {
    const cookies = memoryCookies();
    cookies.values.set(TOKEN_KEY, 'cookie-token');
    const session = memoryStorage();
    const store = createTokenStore({ cookies, session, isEmbedded: () => true });
    expect(store.getToken()).toBeUndefined();
    store.save('t2', { jti: 'j2', expiresAt: new Date() });
    expect(session.values.get(TOKEN_KEY)).toBe('t2');
    expect(cookies.values.get(TOKEN_KEY)).toBe('cookie-token');
    expect(store.getToken()).toBe('t2');
  });

  it('reads the jti from the token when no Jti cookie exists (a token handed in by a portal)', () => {
    const session = memoryStorage();
    session.setItem(TOKEN_KEY, fakeJwt({ jti: 'from-claims', sub: '3' }));
    const store = createTokenStore({ cookies: memoryCookies(), session, isEmbedded: () => true });
    expect(store.getJti()).toBe('from-claims');
  });

  it('reports changes made through it', () => {
    const store = createTokenStore({ cookies: memoryCookies(), session: memoryStorage(), isEmbedded: () => false });
    let calls = 0;
    const stop = store.subscribe(() => {
      calls += 1;
    });
    store.save('t', { jti: 'j', expiresAt: new Date() });
    store.clear();
    stop();
    store.clear();
    expect(calls).toBe(2);
  });
});

describe('readTokenClaims', () => {
  it('reads claims including UTF-8 and refuses junk', () => {
    expect(readTokenClaims(fakeJwt({ jti: 'x', name: '张三' }))).toMatchObject({ jti: 'x', name: '张三' });
    expect(readTokenClaims('nope')).toBeNull();
    expect(readTokenClaims('a.###.c')).toBeNull();
  });
});

describe('document cookie jar', () => {
  it('parses, writes with path, SameSite and expiry, and removes', () => {
    const writes: string[] = [];
    const doc = {
      get cookie() {
        return 'a=1; Enterprise-Token=tok%3Dx; other=2';
      },
      set cookie(value: string) {
        writes.push(value);
      },
    };
    const jar = createDocumentCookieJar(doc);
    expect(jar.get('Enterprise-Token')).toBe('tok=x');
    expect(jar.get('missing')).toBeUndefined();
    jar.set('Jti', 'j 1', { expires: new Date(Date.UTC(2030, 0, 1)), secure: true });
    jar.remove('Jti');
    expect(writes[0]).toBe('Jti=j%201; path=/; SameSite=Lax; expires=Tue, 01 Jan 2030 00:00:00 GMT; Secure');
    expect(writes[1]).toMatch(/^Jti=; path=\/; expires=Thu, 01 Jan 1970/);
  });
});
