import { describe, expect, it } from 'vitest';
import { THEME_PRESETS } from '../shell/settings';
import { brandRamp, contrastRatio, LOGIN_PRIMARY, parseHex, readableShade } from './theme';

describe('brand ramp', () => {
  it('puts the colour itself at shade 80 when text in it reads on white, darker below and lighter above', () => {
    expect(brandRamp(LOGIN_PRIMARY)[80]).toBe(LOGIN_PRIMARY);
    expect(brandRamp('#304156')[80]).toBe('#304156');
    const ramp = brandRamp('#409EFF');
    expect(ramp[80]).toBe(readableShade('#409EFF'));
    const lightness = (hex: string) => (parseHex(hex) ?? [0, 0, 0]).reduce((a, b) => a + b, 0);
    const shades = Object.keys(ramp)
      .map(Number)
      .sort((a, b) => a - b) as Array<keyof typeof ramp>;
    for (let i = 1; i < shades.length; i += 1) {
      expect(lightness(ramp[shades[i]!])).toBeGreaterThan(lightness(ramp[shades[i - 1]!]));
    }
    expect(shades).toHaveLength(16);
  });

  it('parses short and long hex and falls back to the primary colour for junk', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('13c2c2')).toEqual([19, 194, 194]);
    expect(parseHex('red')).toBeNull();
    expect(brandRamp('red')[80]).toBe(LOGIN_PRIMARY);
  });

  it('darkens a pale colour just enough for text on white (WCAG AA 4.5:1), keeping its tints', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#409eff', '#ffffff')).toBeCloseTo(2.78, 2);
    for (const color of ['#409EFF', '#1890ff', '#11a983', '#13c2c2', '#f5222d']) {
      const shade = readableShade(color);
      expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      // Just enough, not a dark stand-in for the colour.
      expect(contrastRatio(shade, '#ffffff')).toBeLessThan(4.6);
      expect(brandRamp(color)[80]).toBe(shade);
    }
    expect(brandRamp('#409EFF')[160]).toBe('#e2f0ff');
  });

  it('gives every preset theme colour text shades that read on white', () => {
    for (const color of THEME_PRESETS) {
      const ramp = brandRamp(color);
      for (const shade of [10, 20, 30, 40, 50, 60, 70, 80] as const) {
        expect(contrastRatio(ramp[shade], '#ffffff'), `${color} shade ${shade}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
