// A line's path as staff type it in 地图数据: one point a line, longitude then latitude, separated by
// a comma (either width) or blanks. The numbers themselves are checked with the rest of the feature
// (checkMapFeature: six decimals, inside the province, at least two points).
import { MAP_TEXT } from '../messages/map';
import { formatCoordinate } from './constants';

export function formatPathText(path: ReadonlyArray<readonly [number, number]> | null | undefined): string {
  return (path ?? []).map(([lon, lat]) => `${formatCoordinate(lon)},${formatCoordinate(lat)}`).join('\n');
}

/** The points typed, as text pairs, or the first line that is not two values. */
export function parsePathText(
  text: string,
): { ok: true; path: Array<[string, string]> } | { ok: false; error: string } {
  const path: Array<[string, string]> = [];
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    const parts = trimmed.split(/\s*[,\uFF0C]\s*|\s+/);
    const [lon, lat] = parts;
    if (parts.length !== 2 || !lon || !lat) return { ok: false, error: MAP_TEXT.badPathLine(index + 1) };
    path.push([lon, lat]);
  }
  return { ok: true, path };
}

/** The path text with one more point at its end. */
export function appendPathPoint(text: string, [lon, lat]: readonly [number, number]): string {
  const point = `${formatCoordinate(lon)},${formatCoordinate(lat)}`;
  const kept = text.replace(/\s+$/, '');
  return kept ? `${kept}\n${point}` : point;
}
