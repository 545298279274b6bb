// Demo map data (DEMO_SEED=on): each demo enterprise's site near its city's centre, and public
// networks crossing several cities: an oil pipeline, a gas pipeline and a 500 kV power line.
import { citiesCrossed, roundCoordinate } from '@ent/core/map';
import { MAP_TEXT } from '@ent/core/messages';
import { JIANGSU_CITIES } from '@ent/core/platform';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

const centre = (code: string): [number, number] => {
  const city = JIANGSU_CITIES.find((c) => c.code === code) ?? JIANGSU_CITIES[0];
  return [city.center[0], city.center[1]];
};

/** A line through the cities' centres, bent a little between them. */
function through(...codes: string[]): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  codes.forEach((code, index) => {
    const here = centre(code);
    points.push(here);
    const next = codes[index + 1];
    if (!next) return;
    const there = centre(next);
    points.push([roundCoordinate((here[0] + there[0]) / 2 + 0.03), roundCoordinate((here[1] + there[1]) / 2 - 0.03)]);
  });
  return points;
}

function line(name: string, thisType: 'oil' | 'power', path: Array<[number, number]>) {
  const cities = citiesCrossed(path);
  const lons = path.map(([lon]) => lon);
  const lats = path.map(([, lat]) => lat);
  return {
    kind: '4',
    name,
    this_type: thisType,
    mainstay_id: null,
    city_code: cities[0] ?? null,
    cities,
    longitude: null,
    latitude: null,
    path: JSON.stringify(path),
    min_lon: Math.min(...lons),
    max_lon: Math.max(...lons),
    min_lat: Math.min(...lats),
    max_lat: Math.max(...lats),
    contact_name: MAP_TEXT.demo.owner,
    contact_phone: '025-83290000',
    is_public: true,
    updated_by: 'admin',
  };
}

export async function seedDemoMap(trx: Transaction<Database>): Promise<void> {
  const enterprises = await trx
    .selectFrom('enterprise')
    .select(['id', 'name', 'city_code'])
    .where('city_code', 'is not', null)
    .orderBy('id')
    .execute();
  const sites = enterprises.map((enterprise, index) => {
    const [lon, lat] = centre(enterprise.city_code ?? '');
    const longitude = roundCoordinate(lon + 0.012 * ((index % 3) - 1));
    const latitude = roundCoordinate(lat + 0.01);
    return {
      kind: '1',
      name: MAP_TEXT.demo.site(enterprise.name),
      mainstay_id: enterprise.id,
      city_code: enterprise.city_code,
      cities: enterprise.city_code ? [enterprise.city_code] : [],
      longitude,
      latitude,
      min_lon: longitude,
      max_lon: longitude,
      min_lat: latitude,
      max_lat: latitude,
      is_public: false,
      updated_by: 'admin',
    };
  });
  if (sites.length > 0) await trx.insertInto('map_feature').values(sites).execute();
  await trx
    .insertInto('map_feature')
    .values([
      line(MAP_TEXT.demo.oilPipeline, 'oil', through('320300', '321300', '320700')),
      line(MAP_TEXT.demo.gasPipeline, 'oil', through('320100', '321100', '320400', '320200', '320500')),
      line(MAP_TEXT.demo.powerLine, 'power', through('320900', '321200', '320600', '320500')),
    ])
    .execute();
}
