import { describe, expect, it } from 'vitest';
import {
  createHeightTracker,
  embedUrl,
  entryPath,
  isAllowedOrigin,
  normalizeOrigin,
  parseAppMessage,
  parseEmbedOrigins,
  parseHostMessage,
  refreshDelay,
  tokenExpiresAt,
} from './protocol';

const jwt = (claims: object) => `x.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('origin checks', () => {
  it('normalises http(s) origins and rejects wildcards, paths and other schemes', () => {
    expect(normalizeOrigin('https://Portal.Example.cn')).toBe('https://portal.example.cn');
    expect(normalizeOrigin('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080');
    expect(normalizeOrigin('*')).toBeNull();
    expect(normalizeOrigin('null')).toBeNull();
    expect(normalizeOrigin('https://portal.example.cn/app')).toBeNull();
    expect(normalizeOrigin('javascript:alert(1)')).toBeNull();
    expect(normalizeOrigin('file:///etc/passwd')).toBeNull();
  });

  it('matches only exact entries of the explicit list', () => {
    const allowed = ['https://portal.example.cn', 'http://127.0.0.1:4000'];
    expect(isAllowedOrigin('https://portal.example.cn', allowed)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:4000', allowed)).toBe(true);
    expect(isAllowedOrigin('http://portal.example.cn', allowed)).toBe(false);
    expect(isAllowedOrigin('https://portal.example.cn:8443', allowed)).toBe(false);
    expect(isAllowedOrigin('https://evil.portal.example.cn', allowed)).toBe(false);
    expect(isAllowedOrigin('http://localhost:4000', allowed)).toBe(false);
    expect(isAllowedOrigin('null', allowed)).toBe(false);
    expect(isAllowedOrigin('https://x.cn', ['*'])).toBe(false);
    expect(isAllowedOrigin('https://x.cn', [])).toBe(false);
  });

  it('reads the published list as JSON or a comma list, dropping bad entries', () => {
    expect(parseEmbedOrigins('["https://a.cn","*","https://b.cn/"]')).toEqual(['https://a.cn', 'https://b.cn']);
    expect(parseEmbedOrigins('https://a.cn, http://b.cn:81')).toEqual(['https://a.cn', 'http://b.cn:81']);
    expect(parseEmbedOrigins(null)).toEqual([]);
    expect(parseEmbedOrigins('{"a":1}')).toEqual([]);
  });
});

describe('entries and messages', () => {
  it('maps each func code to its page and accepts only app paths', () => {
    expect(entryPath({ func: 'sjbs' })).toBe('/datareporting/list');
    expect(entryPath({ func: 'xmba' })).toBe('/dataAdministration/informationFilling');
    expect(entryPath({ func: 'zxjy' })).toBe('/zqhd/consultingAdviceManage');
    expect(entryPath({ func: 'toString' })).toBeNull();
    expect(entryPath({ func: 'nope' })).toBeNull();
    expect(entryPath({ path: '/workbench' })).toBe('/workbench');
    expect(entryPath({ path: '//evil.cn/x' })).toBeNull();
    expect(entryPath({ path: 'https://evil.cn' })).toBeNull();
    expect(entryPath({})).toBeNull();
  });

  it('builds the iframe URL under /ent with embed=1', () => {
    expect(embedUrl('https://p.cn', '/datareporting/list')).toBe('https://p.cn/ent/datareporting/list?embed=1');
  });

  it('parses only well-formed messages', () => {
    expect(parseHostMessage({ type: 'token', token: 'abc' })).toEqual({ type: 'token', token: 'abc' });
    expect(parseHostMessage({ type: 'token', token: null })).toEqual({ type: 'token', token: null });
    expect(parseHostMessage({ type: 'token', token: 5 })).toBeNull();
    expect(parseHostMessage({ type: 'navigate', path: '//evil.cn' })).toBeNull();
    expect(parseHostMessage('token')).toBeNull();
    expect(parseAppMessage({ type: 'resize', height: 812 })).toEqual({ type: 'resize', height: 812 });
    expect(parseAppMessage({ type: 'resize', height: Number.NaN })).toBeNull();
    expect(parseAppMessage({ type: 'resize', height: -1 })).toBeNull();
    expect(parseAppMessage({ type: 'logout', extra: 1 })).toEqual({ type: 'logout' });
    expect(parseAppMessage({ type: 'other' })).toBeNull();
  });
});

describe('refresh timing', () => {
  it('refreshes one minute before expiry by default', () => {
    const now = 1_000_000;
    expect(refreshDelay(now + 10 * 60_000, now)).toBe(9 * 60_000);
    expect(refreshDelay(now + 10 * 60_000, now, { leadMs: 120_000 })).toBe(8 * 60_000);
  });

  it('never refreshes sooner than the minimum, even for an (almost) expired token', () => {
    const now = 1_000_000;
    expect(refreshDelay(now + 30_000, now)).toBe(5_000);
    expect(refreshDelay(now - 60_000, now)).toBe(5_000);
    expect(refreshDelay(now + 30_000, now, { minMs: 1_000 })).toBe(1_000);
  });

  it('does not schedule without an expiry and reads exp from the token', () => {
    expect(refreshDelay(null, 0)).toBeNull();
    expect(tokenExpiresAt(jwt({ exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
    expect(tokenExpiresAt(jwt({ sub: 'x' }))).toBeNull();
    expect(tokenExpiresAt('opaque')).toBeNull();
  });
});

describe('resize logic', () => {
  it('reports whole pixels and ignores changes under the threshold', () => {
    const tracker = createHeightTracker(4);
    expect(tracker.next(800.2)).toBe(801);
    expect(tracker.next(802)).toBeNull();
    expect(tracker.next(803.5)).toBeNull();
    expect(tracker.next(805)).toBe(805);
    expect(tracker.next(801)).toBe(801);
    expect(tracker.next(1200)).toBe(1200);
    expect(tracker.next(Number.NaN)).toBeNull();
    expect(tracker.last).toBe(1200);
  });

  it('does not grow on every measurement when the content follows the frame by a pixel or two', () => {
    // A page whose height is the frame's height plus a scrollbar pixel would grow forever if every
    // measurement were reported.
    const tracker = createHeightTracker(4);
    let frame = 600;
    let reports = 0;
    for (let i = 0; i < 50; i++) {
      const height = tracker.next(frame + 1);
      if (height !== null) {
        reports++;
        frame = height;
      }
    }
    expect(reports).toBe(1);
    expect(frame).toBe(601);
  });
});
