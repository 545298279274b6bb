import { MAP_DEFAULTS } from '@ent/core/map';
import { describe, expect, it } from 'vitest';
import { cityLabelStyle } from './mapStyles';

describe('map styles', () => {
  it("draws a city's name clear of a cluster circle at the city's centre", () => {
    const text = cityLabelStyle('徐州市').getText();
    expect(text?.getText()).toBe('徐州市');
    const fontPx = Number(/(\d+)px/.exec(text?.getFont() ?? '')?.[1]);
    // The name's top edge, below the centre, lies outside the circle and its border.
    const top = (text?.getOffsetY() ?? 0) - fontPx / 2;
    expect(top).toBeGreaterThan(MAP_DEFAULTS.clusterSize + MAP_DEFAULTS.clusterBorderWidth);
  });
});
