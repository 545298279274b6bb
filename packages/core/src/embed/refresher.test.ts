import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenRefresher, normalizeTokenResult } from './refresher';

const jwt = (claims: object) => `x.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('token refresh timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T08:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('calls getToken again one minute before the token expires, and again for the next token', async () => {
    const expiresIn = (minutes: number) => Date.now() + minutes * 60_000;
    const getToken = vi.fn(async () => ({ token: `t${getToken.mock.calls.length}`, expiresAt: expiresIn(10) }));
    const deliver = vi.fn();
    const refresher = createTokenRefresher({ getToken, deliver, onError: vi.fn() });
    await refresher.refresh();
    expect(deliver).toHaveBeenLastCalledWith('t1');

    await vi.advanceTimersByTimeAsync(9 * 60_000 - 1_000);
    expect(getToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(getToken).toHaveBeenCalledTimes(2);
    expect(deliver).toHaveBeenLastCalledWith('t2');
    await vi.advanceTimersByTimeAsync(9 * 60_000);
    expect(getToken).toHaveBeenCalledTimes(3);
    refresher.dispose();
  });

  it('reads the expiry from the JWT when getToken answers a bare token, honouring the lead', async () => {
    const token = jwt({ exp: Math.floor(Date.now() / 1000) + 300 });
    const getToken = vi.fn(() => token);
    const refresher = createTokenRefresher({ getToken, deliver: vi.fn(), onError: vi.fn(), leadMs: 120_000 });
    await refresher.refresh();
    await vi.advanceTimersByTimeAsync(179_000);
    expect(getToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(getToken).toHaveBeenCalledTimes(2);
    refresher.dispose();
  });

  it('makes one call for overlapping refreshes (online and expiry at once)', async () => {
    let resolve: (value: string) => void = () => undefined;
    const getToken = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const deliver = vi.fn();
    const refresher = createTokenRefresher({ getToken, deliver, onError: vi.fn() });
    const first = refresher.refresh();
    const second = refresher.refresh();
    expect(getToken).toHaveBeenCalledTimes(1);
    resolve('opaque');
    await Promise.all([first, second]);
    expect(deliver).toHaveBeenCalledTimes(1);
    // An opaque token has no expiry: nothing is scheduled.
    expect(refresher.scheduled).toBe(false);
  });

  it('reports a failing getToken and stops everything once disposed', async () => {
    const onError = vi.fn();
    const getToken = vi
      .fn()
      .mockRejectedValueOnce(new Error('sso down'))
      .mockResolvedValue({
        token: 'a',
        expiresAt: Date.now() + 120_000,
      });
    const refresher = createTokenRefresher({ getToken, deliver: vi.fn(), onError });
    await refresher.refresh();
    expect(onError).toHaveBeenCalledWith(new Error('sso down'));
    await refresher.refresh();
    expect(refresher.scheduled).toBe(true);
    refresher.dispose();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await refresher.refresh();
    expect(getToken).toHaveBeenCalledTimes(2);
  });

  it('normalises what getToken may answer', () => {
    expect(normalizeTokenResult(null)).toEqual({ token: null, expiresAt: null });
    expect(normalizeTokenResult('')).toEqual({ token: null, expiresAt: null });
    expect(normalizeTokenResult({ token: 'a', expiresAt: new Date(5000) })).toEqual({ token: 'a', expiresAt: 5000 });
    expect(normalizeTokenResult(jwt({ exp: 10 }))).toMatchObject({ expiresAt: 10_000 });
  });
});
