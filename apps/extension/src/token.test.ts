import { describe, expect, it } from 'vitest';
import { decodeCookieValue, formatDateTime, isExpired, tokenExpiry } from './token';

function jwt(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('cookie values', () => {
  it('decode what the SPA encoded and treat empty or malformed values as absent', () => {
    expect(decodeCookieValue('a%2Bb%3D')).toBe('a+b=');
    expect(decodeCookieValue('eyJ.abc.def')).toBe('eyJ.abc.def');
    expect(decodeCookieValue('')).toBeUndefined();
    expect(decodeCookieValue(undefined)).toBeUndefined();
    expect(decodeCookieValue('%E0%A4%A')).toBeUndefined();
  });
});

describe('token expiry', () => {
  it('reads the exp claim in seconds', () => {
    expect(tokenExpiry(jwt({ sub: '1', exp: 1_800_000_000 }))?.toISOString()).toBe('2027-01-15T08:00:00.000Z');
  });

  it('is null for tokens without a numeric exp or that are not JWTs', () => {
    expect(tokenExpiry(jwt({ sub: '1' }))).toBeNull();
    expect(tokenExpiry(jwt({ exp: 'soon' }))).toBeNull();
    expect(tokenExpiry('opaque-token')).toBeNull();
    expect(tokenExpiry('a.!!!.c')).toBeNull();
  });

  it('tells an expired token from a live one', () => {
    const at = new Date('2026-11-22T08:00:00Z');
    expect(isExpired(at, at.getTime())).toBe(true);
    expect(isExpired(at, at.getTime() - 1)).toBe(false);
    expect(isExpired(null, at.getTime())).toBe(false);
  });

  it('formats dates as year-month-day hours:minutes:seconds', () => {
    expect(formatDateTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
  });
});
