// The province's outline and its 13 cities (jiangsu-cities.json, a GeoJSON copy of the data set
// SPEC §9 names): which city a coordinate lies in, and whether it lies in the province at all. The
// server refuses coordinates outside; the map's picking refuses them with the same check.
import { JIANGSU_CITIES } from '../platform/jiangsu';
import outline from './jiangsu-cities.json';

type Ring = ReadonlyArray<readonly number[]>;
type Polygon = readonly Ring[];

interface CityShape {
  code: string;
  name: string;
  center: readonly [number, number];
  polygons: readonly Polygon[];
  bbox: readonly [number, number, number, number];
}

interface OutlineFeature {
  properties: { name: string; center: number[] };
  geometry: { type: string; coordinates: unknown };
}

function bboxOf(polygons: readonly Polygon[]): [number, number, number, number] {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const polygon of polygons)
    for (const [x = 0, y = 0] of polygon[0] ?? []) {
      if (x < minX) minX = x;
      if (y < minY) minY = y;
      if (x > maxX) maxX = x;
      if (y > maxY) maxY = y;
    }
  return [minX, minY, maxX, maxY];
}

function readShapes(): CityShape[] {
  return (outline.features as OutlineFeature[]).map((feature) => {
    const city = JIANGSU_CITIES.find((c) => c.name === feature.properties.name);
    if (!city) throw new Error(`jiangsu-cities.json: unknown city ${feature.properties.name}`);
    const polygons =
      feature.geometry.type === 'MultiPolygon'
        ? (feature.geometry.coordinates as Polygon[])
        : [feature.geometry.coordinates as Polygon];
    return { code: city.code, name: city.name, center: city.center, polygons, bbox: bboxOf(polygons) };
  });
}

let shapes: CityShape[] | undefined;
const cityShapes = (): CityShape[] => {
  shapes ??= readShapes();
  return shapes;
};

/** Ray casting: whether [x, y] is inside the ring (edges count as either). */
function inRing(x: number, y: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inPolygon(x: number, y: number, polygon: Polygon): boolean {
  const [outer, ...holes] = polygon;
  if (!outer || !inRing(x, y, outer)) return false;
  return !holes.some((hole) => inRing(x, y, hole));
}

/** The city code whose area holds the WGS84 coordinate, or null outside the province. */
export function cityAt(longitude: number, latitude: number): string | null {
  if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) return null;
  for (const shape of cityShapes()) {
    const [minX, minY, maxX, maxY] = shape.bbox;
    if (longitude < minX || longitude > maxX || latitude < minY || latitude > maxY) continue;
    if (shape.polygons.some((polygon) => inPolygon(longitude, latitude, polygon))) return shape.code;
  }
  return null;
}

/** Whether the WGS84 coordinate lies inside the province's outline. */
export function inProvince(longitude: number, latitude: number): boolean {
  return cityAt(longitude, latitude) !== null;
}

/** The cities a line passes through (its vertices and points along each segment), in order. */
export function citiesCrossed(path: ReadonlyArray<readonly [number, number]>): string[] {
  const found: string[] = [];
  const note = (lon: number, lat: number) => {
    const code = cityAt(lon, lat);
    if (code && !found.includes(code)) found.push(code);
  };
  path.forEach(([lon, lat], index) => {
    note(lon, lat);
    const next = path[index + 1];
    if (!next) return;
    // Sampling every ~2 km finds a city a segment only clips.
    const steps = Math.ceil(Math.hypot(next[0] - lon, next[1] - lat) / 0.02);
    for (let s = 1; s < steps; s += 1) note(lon + ((next[0] - lon) * s) / steps, lat + ((next[1] - lat) * s) / steps);
  });
  return found;
}

/** The outline as GeoJSON for drawing: each city's polygons with its code and name. */
export function provinceOutline(): {
  type: 'FeatureCollection';
  features: Array<{
    type: 'Feature';
    properties: { code: string; name: string; center: readonly [number, number] };
    geometry: { type: 'MultiPolygon'; coordinates: readonly Polygon[] };
  }>;
} {
  return {
    type: 'FeatureCollection',
    features: cityShapes().map((shape) => ({
      type: 'Feature',
      properties: { code: shape.code, name: shape.name, center: shape.center },
      geometry: { type: 'MultiPolygon', coordinates: shape.polygons },
    })),
  };
}

/** The province's bounding box [minLon, minLat, maxLon, maxLat]. */
export function provinceExtent(): [number, number, number, number] {
  return bboxOf(cityShapes().flatMap((shape) => shape.polygons));
}
