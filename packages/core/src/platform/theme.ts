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

export function brandRamp(hex: string): BrandRamp {
  const base = parseHex(hex) ?? (parseHex(LOGIN_PRIMARY) as [number, number, number]);
  const ramp = {} as BrandRamp;
  for (let step = 1; step <= 16; step += 1) {
    const shade = (step * 10) as BrandShade;
    // Below 80 darken towards black (at most 75 %), above it lighten towards white (at most 85 %).
    const color =
      step <= 8 ? mix(base, [0, 0, 0], ((8 - step) / 7) * 0.75) : mix(base, [255, 255, 255], ((step - 8) / 8) * 0.85);
    ramp[shade] = toHex(color);
  }
  return ramp;
}
