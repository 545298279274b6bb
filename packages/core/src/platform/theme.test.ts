import { describe, expect, it } from 'vitest';
import { brandRamp, LOGIN_PRIMARY, parseHex } from './theme';

describe('brand ramp', () => {
  it('puts the colour itself at shade 80, darker below and lighter above', () => {
    const ramp = brandRamp('#409EFF');
    expect(ramp[80]).toBe('#409eff');
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
});
