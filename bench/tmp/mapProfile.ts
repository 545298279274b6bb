import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openPglite } from '../../apps/server/src/db/database';
import { migrate } from '../../apps/server/src/db/migrate';
import { readFeatures, toFeature } from '../../apps/server/src/domains/map/features';
import { ALL_DATA } from '../../apps/server/src/http/dataScope';

const handle = await openPglite(join(mkdtempSync(join(tmpdir(), 'mp-')), 'db'));
await migrate(handle);
await sql`INSERT INTO map_feature (kind, name, city_code, cities, longitude, latitude, min_lon, min_lat, max_lon, max_lat)
  SELECT ((i % 3) + 1)::text, 'bench ' || i, '320100', ARRAY['320100'], 118.7 + (i % 100) * 0.001, 32.0 + (i / 100) * 0.0005,
   118.7 + (i % 100) * 0.001, 32.0 + (i / 100) * 0.0005, 118.7 + (i % 100) * 0.001, 32.0 + (i / 100) * 0.0005
  FROM generate_series(1, 20000) AS i`.execute(handle.db);
const principal = { userId: 1, username: 'admin', fullName: 'a', typeOf: '2', mainstayId: null, roles: ['admin'], jti: '', clientId: '', expiresAt: new Date(), token: '' } as never;
const query = { minLon: 116, minLat: 30.5, maxLon: 122.5, maxLat: 35.5, zoom: 7, kinds: ['1', '2', '3', '4'] } as never;
for (let i = 0; i < 4; i++) {
  let t = performance.now();
  const rows = await readFeatures(handle, principal, ALL_DATA, query);
  const q = performance.now() - t; t = performance.now();
  const features = rows.map((row) => toFeature(principal, row));
  const m = performance.now() - t; t = performance.now();
  const json = JSON.stringify({ type: 'FeatureCollection', features });
  const s = performance.now() - t;
  console.log({ rows: rows.length, queryMs: Math.round(q), mapMs: Math.round(m), stringifyMs: Math.round(s), mb: (json.length / 1e6).toFixed(1) });
}
await handle.close();
