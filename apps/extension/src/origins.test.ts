import { describe, expect, it } from 'vitest';
import {
  isAllowedPortal,
  normalizeOrigin,
  originOf,
  originPattern,
  parseOriginList,
  permissionPatterns,
} from './origins';

describe('normalizeOrigin', () => {
  it('accepts http and https origins, with or without a trailing slash, normalised', () => {
    expect(normalizeOrigin('https://Portal.Example.cn')).toBe('https://portal.example.cn');
    expect(normalizeOrigin(' http://127.0.0.1:8080/ ')).toBe('http://127.0.0.1:8080');
    expect(normalizeOrigin('https://portal.example.cn:443')).toBe('https://portal.example.cn');
  });

  it('refuses paths, queries, credentials, other schemes, wildcards and garbage', () => {
    for (const value of [
      '',
      'portal.example.cn',
      'https://portal.example.cn/ent',
      'https://portal.example.cn/?a=1',
      'https://portal.example.cn/#x',
      'https://user:pw@portal.example.cn',
      'ftp://portal.example.cn',
      'javascript:alert(1)',
      'chrome-extension://abc',
      'https://*.example.cn',
      '*',
    ]) {
      expect(normalizeOrigin(value), value).toBeNull();
    }
  });
});

describe('parseOriginList', () => {
  it('splits on lines, commas and spaces, drops duplicates and reports invalid entries', () => {
    expect(parseOriginList('https://a.cn\nhttps://A.cn/, http://b.cn:81  nope\n\n')).toEqual({
      origins: ['https://a.cn', 'http://b.cn:81'],
      invalid: ['nope'],
    });
  });
});

describe('permission patterns', () => {
  it('grant exactly the configured origins, port included, never a wildcard host', () => {
    expect(originPattern('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/*');
    const patterns = permissionPatterns('https://platform.cn', ['https://portal.cn', 'https://platform.cn']);
    expect(patterns).toEqual(['https://platform.cn/*', 'https://portal.cn/*']);
    expect(patterns.join(' ')).not.toMatch(/\*\.|<all_urls>|:\/\/\*/);
    expect(permissionPatterns(null, [])).toEqual([]);
  });
});

describe('portal tabs', () => {
  const portals = ['http://localhost:5000'];

  it('match only the allowed portal origins', () => {
    expect(isAllowedPortal('http://localhost:5000/page?x=1', portals, 'http://127.0.0.1:8080')).toBe(true);
    expect(isAllowedPortal('http://localhost:5001/page', portals, null)).toBe(false);
    expect(isAllowedPortal('https://localhost:5000/page', portals, null)).toBe(false);
    expect(isAllowedPortal('http://localhost:5000.evil.cn/', portals, null)).toBe(false);
    expect(isAllowedPortal(undefined, portals, null)).toBe(false);
  });

  it('never treat the platform itself as a portal', () => {
    expect(isAllowedPortal('http://localhost:5000/ent/', portals, 'http://localhost:5000')).toBe(false);
  });

  it('originOf ignores URLs without a web origin', () => {
    expect(originOf('about:blank')).toBeNull();
    expect(originOf('chrome://extensions')).toBeNull();
    expect(originOf('not a url')).toBeNull();
    expect(originOf('https://a.cn/x')).toBe('https://a.cn');
  });
});
