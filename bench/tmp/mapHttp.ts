import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAuthApi, createMapApi } from '@ent/core/api';
import { sql } from 'kysely';
import { openPglite } from '../../apps/server/src/db/database';
import { startTestPlatform, testClient } from '../../apps/server/test/support';

const handle = await openPglite(join(mkdtempSync(join(tmpdir(), 'mp-')), 'db'));
const platform = await startTestPlatform(handle);
await sql`INSERT INTO map_feature (kind, name, city_code, cities, longitude, latitude, min_lon, min_lat, max_lon, max_lat)
  SELECT ((i % 3) + 1)::text, 'bench ' || i, '320100', ARRAY['320100'], 118.7 + (i % 100) * 0.001, 32.0 + (i / 100) * 0.0005,
   118.7 + (i % 100) * 0.001, 32.0 + (i / 100) * 0.0005, 118.7 + (i % 100) * 0.001, 32.0 + (i / 100) * 0.0005
  FROM generate_series(1, 20000) AS i`.execute(handle.db);
const client = testClient(platform.url);
const { data } = await createAuthApi(client.http).login({ username: 'admin', password: 'Demo#2026', typeOf: '2' });
client.token = data?.access_token; client.jti = data?.jti;
const map = createMapApi(client.http);
for (let i = 0; i < 3; i++) {
  let t = performance.now();
  const a = await map.features({ minLon: 116, minLat: 30.5, maxLon: 122.5, maxLat: 35.5, zoom: 7 });
  console.log('client call ms', Math.round(performance.now() - t), a.data?.features.length);
  t = performance.now();
  const r = await fetch(`${platform.url}/prod-api/gov-system/api/v1/map/features?minLon=116&minLat=30.5&maxLon=122.5&maxLat=35.5&zoom=7`, { headers: { authorization: `Bearer ${client.token}`, 'accept-encoding': 'gzip' } });
  const text = await r.text();
  console.log('raw fetch ms', Math.round(performance.now() - t), r.status, text.length, r.headers.get('content-encoding'));
}
await platform.close(); await handle.close();
