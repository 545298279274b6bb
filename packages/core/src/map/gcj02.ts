// GCJ-02 (the "Mars" datum Chinese commercial tiles use) from and to WGS84/CGCS2000. Coordinates
// are stored in WGS84; a deployment whose tiles are GCJ-02 converts here and nowhere else. The
// forward transform is the published one; the inverse is solved by fixed-point iteration, which
// comes back within 1e-7 degree (about 1 cm).
const A = 6378245.0;
const EE = 0.006693421622965943;

function outOfChina(lon: number, lat: number): boolean {
  return lon < 72.004 || lon > 137.8347 || lat < 0.8293 || lat > 55.8271;
}

function transformLat(x: number, y: number): number {
  let ret = -100.0 + 2.0 * x + 3.0 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  ret += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0;
  ret += ((20.0 * Math.sin(y * Math.PI) + 40.0 * Math.sin((y / 3.0) * Math.PI)) * 2.0) / 3.0;
  ret += ((160.0 * Math.sin((y / 12.0) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30.0)) * 2.0) / 3.0;
  return ret;
}

function transformLon(x: number, y: number): number {
  let ret = 300.0 + x + 2.0 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  ret += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0;
  ret += ((20.0 * Math.sin(x * Math.PI) + 40.0 * Math.sin((x / 3.0) * Math.PI)) * 2.0) / 3.0;
  ret += ((150.0 * Math.sin((x / 12.0) * Math.PI) + 300.0 * Math.sin((x / 30.0) * Math.PI)) * 2.0) / 3.0;
  return ret;
}

/** WGS84 [lon, lat] → GCJ-02 [lon, lat]; outside China the coordinate is unchanged. */
export function wgs84ToGcj02([lon, lat]: readonly [number, number]): [number, number] {
  if (outOfChina(lon, lat)) return [lon, lat];
  let dLat = transformLat(lon - 105.0, lat - 35.0);
  let dLon = transformLon(lon - 105.0, lat - 35.0);
  const radLat = (lat / 180.0) * Math.PI;
  let magic = Math.sin(radLat);
  magic = 1 - EE * magic * magic;
  const sqrtMagic = Math.sqrt(magic);
  dLat = (dLat * 180.0) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI);
  dLon = (dLon * 180.0) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI);
  return [lon + dLon, lat + dLat];
}

/** GCJ-02 [lon, lat] → WGS84 [lon, lat]. */
export function gcj02ToWgs84(gcj: readonly [number, number]): [number, number] {
  const [gLon, gLat] = gcj;
  if (outOfChina(gLon, gLat)) return [gLon, gLat];
  let lon = gLon;
  let lat = gLat;
  for (let i = 0; i < 30; i += 1) {
    const [tLon, tLat] = wgs84ToGcj02([lon, lat]);
    const dLon = tLon - gLon;
    const dLat = tLat - gLat;
    lon -= dLon;
    lat -= dLat;
    if (Math.abs(dLon) < 1e-9 && Math.abs(dLat) < 1e-9) break;
  }
  return [lon, lat];
}

/** The coordinate systems a deployment's tiles may use (TILE_CRS). */
export type TileDatum = 'wgs84' | 'gcj02';

/** Stored WGS84 → the tiles' datum, for drawing. */
export function toTileDatum(point: readonly [number, number], datum: TileDatum): [number, number] {
  return datum === 'gcj02' ? wgs84ToGcj02(point) : [point[0], point[1]];
}

/** A point on the tiles → stored WGS84, for picking. */
export function fromTileDatum(point: readonly [number, number], datum: TileDatum): [number, number] {
  return datum === 'gcj02' ? gcj02ToWgs84(point) : [point[0], point[1]];
}
