import { describe, expect, it } from 'vitest';
import { memoryCookies, memoryStorage } from './testSupport';
import { createTokenStore, TOKEN_KEY } from './tokenStore';
import { createTokenWatch } from './tokenWatch';

describe('token watch', () => {
  it('alerts when another tab changed the token, once per change', () => {
    const cookies = memoryCookies();
    const store = createTokenStore({ cookies, session: memoryStorage(), isEmbedded: () => false });
    store.save('mine', { jti: 'j', expiresAt: new Date() });
    let alerts = 0;
    const watch = createTokenWatch(store, () => {
      alerts += 1;
    });
    expect(watch.check()).toBe(false);
    cookies.values.set(TOKEN_KEY, 'another-enterprise');
    expect(watch.check()).toBe(true);
    expect(watch.check()).toBe(false);
    expect(alerts).toBe(1);
  });

  it('does not alert for changes this tab made', () => {
    const store = createTokenStore({ cookies: memoryCookies(), session: memoryStorage(), isEmbedded: () => false });
    let alerts = 0;
    const watch = createTokenWatch(store, () => {
      alerts += 1;
    });
    store.save('new', { jti: 'j', expiresAt: new Date() });
    store.clear();
    expect(watch.check()).toBe(false);
    expect(alerts).toBe(0);
  });
});
