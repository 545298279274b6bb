// How each kind of feature, a cluster, a network and the province look on the map (SPEC §9:
// cluster circle 12 px, border 1 px, the count inside). Styles are cached: the map redraws often.
import type { MapKind, NetworkType } from '@ent/core/map';
import { KIND_COLOURS, MAP_DEFAULTS, NETWORK_COLOURS } from '@ent/core/map';
import { Circle, Fill, RegularShape, Stroke, Style, Text } from 'ol/style';

const white = new Stroke({ color: '#ffffff', width: MAP_DEFAULTS.clusterBorderWidth });

const clusterStyles = new Map<number, Style>();
export function clusterStyle(count: number): Style {
  let style = clusterStyles.get(count);
  if (!style) {
    style = new Style({
      image: new Circle({
        radius: MAP_DEFAULTS.clusterSize,
        fill: new Fill({ color: 'rgba(31, 111, 209, 0.85)' }),
        stroke: white,
      }),
      text: new Text({
        text: String(count),
        font: 'bold 11px sans-serif',
        fill: new Fill({ color: '#ffffff' }),
      }),
    });
    clusterStyles.set(count, style);
  }
  return style;
}

/** A symbol per kind: enterprise square, facility circle, project triangle. */
const pointStyles: Record<string, Style> = {};
export function pointStyle(kind: MapKind, selected = false): Style {
  const key = `${kind}${selected ? 's' : ''}`;
  const existing = pointStyles[key];
  if (existing) return existing;
  const fill = new Fill({ color: KIND_COLOURS[kind] });
  const stroke = new Stroke({ color: selected ? '#000000' : '#ffffff', width: selected ? 2 : 1 });
  const image =
    kind === '1'
      ? new RegularShape({ points: 4, radius: 8, angle: Math.PI / 4, fill, stroke })
      : kind === '3'
        ? new RegularShape({ points: 3, radius: 9, fill, stroke })
        : new Circle({ radius: 7, fill, stroke });
  const style = new Style({ image });
  pointStyles[key] = style;
  return style;
}

export function networkStyle(type: string): Style {
  const colour = NETWORK_COLOURS[type as NetworkType] ?? KIND_COLOURS['4'];
  return new Style({
    stroke: new Stroke({ color: colour, width: 3, lineDash: type === 'oil' ? [10, 6] : undefined }),
  });
}

export const provinceStyle = new Style({
  fill: new Fill({ color: 'rgba(55, 116, 205, 0.06)' }),
  stroke: new Stroke({ color: '#3774cd', width: 1.2 }),
});

const labelStyles = new Map<string, Style>();
export function cityLabelStyle(name: string): Style {
  let style = labelStyles.get(name);
  if (!style) {
    style = new Style({
      text: new Text({
        text: name,
        font: '13px sans-serif',
        // Below the city's centre, where the demo's and most real points cluster: a cluster's
        // circle drawn there hid the middle of the name.
        offsetY: MAP_DEFAULTS.clusterSize + 8,
        fill: new Fill({ color: '#1b3a66' }),
        stroke: new Stroke({ color: '#ffffff', width: 3 }),
      }),
    });
    labelStyles.set(name, style);
  }
  return style;
}

export const pickStyle = new Style({
  image: new Circle({
    radius: 9,
    fill: new Fill({ color: '#d13438' }),
    stroke: new Stroke({ color: '#ffffff', width: 2 }),
  }),
});
