// The shell's Fluent theme: the brand ramp from the chosen colour (so a theme colour recolours every
// control, not one CSS variable) and the density of the chosen size.
import { brandRamp, parseHex } from '@ent/core/platform';
import type { ControlSize } from '@ent/core/shell';
import { createLightTheme, type Theme } from '@fluentui/react-components';

/** Token overrides per size: type and spacing shrink from Default to Mini. */
const DENSITY: Record<ControlSize, Partial<Theme>> = {
  default: {
    fontSizeBase200: '13px',
    fontSizeBase300: '15px',
    fontSizeBase400: '17px',
    lineHeightBase300: '22px',
    spacingVerticalS: '10px',
    spacingHorizontalM: '14px',
  },
  medium: {},
  small: {
    fontSizeBase200: '11px',
    fontSizeBase300: '13px',
    fontSizeBase400: '15px',
    lineHeightBase300: '18px',
    spacingVerticalS: '6px',
    spacingHorizontalM: '10px',
  },
  mini: {
    fontSizeBase200: '10px',
    fontSizeBase300: '12px',
    fontSizeBase400: '14px',
    lineHeightBase200: '14px',
    lineHeightBase300: '16px',
    spacingVerticalS: '4px',
    spacingVerticalSNudge: '4px',
    spacingHorizontalS: '6px',
    spacingHorizontalM: '8px',
  },
};

export function shellTheme(color: string, size: ControlSize): Theme {
  const theme = createLightTheme(brandRamp(color));
  // Text and the backgrounds of white text take the colour's readable shade (a light colour such as
  // the default #409EFF is too pale for text); the brand strokes that carry no text (the selected
  // tab's bar, a field's underline) keep the chosen colour itself.
  const stroke = parseHex(color) ? color : theme.colorCompoundBrandStroke;
  return { ...theme, colorCompoundBrandStroke: stroke, ...DENSITY[size] };
}

/** The Fluent size prop our controls take for each size setting. */
export const FLUENT_SIZE: Record<ControlSize, 'small' | 'medium' | 'large'> = {
  default: 'large',
  medium: 'medium',
  small: 'small',
  mini: 'small',
};
