// Fluent UI builds a theme from 16 brand shades (10 darkest … 160 lightest, 80 the brand colour).
// This derives them from one colour, so any of the preset theme colours recolours the whole UI.

export type BrandShade = 10 | 20 | 30 | 40 | 50 | 60 | 70 | 80 | 90 | 100 | 110 | 120 | 130 | 140 | 150 | 160;
export type BrandRamp = Record<BrandShade, string>;

/** SPEC §9: the login page and primary colour. */
export const LOGIN_PRIMARY = '#3774cd';

export function parseHex(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const full = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: number[]): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(from: number[], to: number[], amount: number): number[] {
  return from.map((v, i) => v + ((to[i] ?? 0) - v) * amount);
}

/** WCAG relative luminance of an sRGB colour. */
function luminance(rgb: number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 … 21); junk counts as black. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [a, b].map((hex) => luminance(parseHex(hex) ?? [0, 0, 0])) as [number, number];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** WCAG AA for normal text. */
export const TEXT_CONTRAST = 4.5;

/**
 * The colour darkened just enough (towards black, keeping its hue) to reach TEXT_CONTRAST against
 * every surface: as text on them, or as the background of white text. Unchanged when it already does.
 */
export function readableShade(hex: string, surfaces: string[] = ['#ffffff']): string {
  const base = parseHex(hex) ?? (parseHex(LOGIN_PRIMARY) as [number, number, number]);
  const reads = (rgb: number[]) => surfaces.every((surface) => contrastRatio(toHex(rgb), surface) >= TEXT_CONTRAST);
  if (reads(base)) return toHex(base);
  let [low, high] = [0, 1];
  for (let i = 0; i < 20; i += 1) {
    const amount = (low + high) / 2;
    if (reads(mix(base, [0, 0, 0], amount))) high = amount;
    else low = amount;
  }
  return toHex(mix(base, [0, 0, 0], high));
}

/**
 * Fluent's 16 shades for a theme colour. Fluent sets text, links and the backgrounds of white text
 * in shade 80 and darker, so those come from the colour's shade readable on white (the colour
 * itself when it is dark enough, as the login primary #3774cd is). The tints (90–160: light
 * backgrounds) come from the colour itself.
 */
export function brandRamp(hex: string): BrandRamp {
  const base = parseHex(hex) ?? (parseHex(LOGIN_PRIMARY) as [number, number, number]);
  const text = parseHex(readableShade(toHex(base))) as [number, number, number];
  const ramp = {} as BrandRamp;
  for (let step = 1; step <= 16; step += 1) {
    const shade = (step * 10) as BrandShade;
    // Below 80 darken towards black (at most 75 %), above it lighten towards white (at most 85 %).
    const color =
      step <= 8 ? mix(text, [0, 0, 0], ((8 - step) / 7) * 0.75) : mix(base, [255, 255, 255], ((step - 8) / 8) * 0.85);
    ramp[shade] = toHex(color);
  }
  return ramp;
}
