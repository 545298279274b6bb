import { describe, expect, it } from 'vitest';
import { DEFAULT_DEPLOYMENT, isTileUrl, parseDeployment, tileSource } from './deployment';

const TIANDITU = 'https://t{0-7}.tianditu.gov.cn/DataServer?T=vec_w&x={x}&y={y}&l={z}&tk=KEY';

describe('deployment settings', () => {
  it('falls back to the defaults for what is missing or malformed', () => {
    expect(parseDeployment(null)).toEqual(DEFAULT_DEPLOYMENT);
    expect(parseDeployment('not json')).toEqual(DEFAULT_DEPLOYMENT);
    expect(parseDeployment(JSON.stringify({ flavour: 'xny', noticePollSeconds: 1 }))).toEqual({
      ...DEFAULT_DEPLOYMENT,
      flavour: 'xny',
    });
  });

  it('carries a tile base only when its template is a usable http(s) XYZ template', () => {
    const tiles = { url: TIANDITU, attribution: 'TDT', datum: 'wgs84' };
    expect(parseDeployment(JSON.stringify({ tiles })).tiles).toEqual(tiles);
    expect(parseDeployment(JSON.stringify({ tiles: { ...tiles, datum: 'gcj02' } })).tiles?.datum).toBe('gcj02');
    expect(parseDeployment(JSON.stringify({ tiles: { ...tiles, datum: 'bd09' } })).tiles?.datum).toBe('wgs84');
    expect(parseDeployment(JSON.stringify({ tiles: { url: 'javascript:{z}{x}{y}' } })).tiles).toBeNull();
    expect(parseDeployment(JSON.stringify({ tiles: 'x' })).tiles).toBeNull();
  });

  it('checks tile templates and names their hosts for the content security policy', () => {
    expect(isTileUrl(TIANDITU)).toBe(true);
    expect(isTileUrl('http://127.0.0.1:8081/{z}/{x}/{y}.png')).toBe(true);
    expect(isTileUrl('https://tiles.example.cn/{z}/{x}.png')).toBe(false);
    expect(isTileUrl('data:image/png;base64,{z}{x}{y}')).toBe(false);
    expect(isTileUrl(42)).toBe(false);
    expect(tileSource(TIANDITU)).toBe('https://*.tianditu.gov.cn');
    expect(tileSource('http://127.0.0.1:8081/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8081');
  });
});
