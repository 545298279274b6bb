import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openPglite } from '../../apps/server/src/db/database';
import { migrate } from '../../apps/server/src/db/migrate';
import { FEATURE_SOURCES } from '../../apps/server/src/domains/map/features';

const handle = await openPglite(join(mkdtempSync(join(tmpdir(), 'mp-')), 'db'));
await migrate(handle);
await sql`INSERT INTO map_feature (kind, name, city_code, cities, longitude, latitude, min_lon, min_lat, max_lon, max_lat)
  SELECT ((i % 3) + 1)::text, 'bench ' || i, '320100', ARRAY['320100'], 118.7 + (i % 100) * 0.001, 32.0 + (i / 100) * 0.0005,
   118.7 + (i % 100) * 0.001, 32.0 + (i / 100) * 0.0005, 118.7 + (i % 100) * 0.001, 32.0 + (i / 100) * 0.0005
  FROM generate_series(1, 20000) AS i`.execute(handle.db);
const time = async (label: string, q: ReturnType<typeof sql>) => {
  for (let i = 0; i < 3; i++) { const t = performance.now(); const r = await q.execute(handle.db); if (i === 2) console.log(label, Math.round(performance.now() - t), (r.rows as unknown[]).length); }
};
await time('full', sql`SELECT x.kind, x.source, x.id, x.name, x.this_type, x.city_code, x.lon, x.lat, x.path, x.contact_name, x.contact_phone, x.owner_id, x.owner_name, x.is_public, x.cities, x.capacity, x.state, x.investment, x.remark FROM ${FEATURE_SOURCES} WHERE x.kind = ANY(${['1','2','3','4']}::text[]) ORDER BY x.kind, x.id`);
await time('no arrays', sql`SELECT x.kind, x.source, x.id, x.name, x.this_type, x.city_code, x.lon, x.lat, x.contact_name, x.contact_phone, x.owner_id, x.owner_name, x.is_public, x.capacity, x.state, x.investment, x.remark FROM ${FEATURE_SOURCES} WHERE x.kind = ANY(${['1','2','3','4']}::text[]) ORDER BY x.kind, x.id`);
await time('no order', sql`SELECT x.kind, x.source, x.id, x.name, x.this_type, x.city_code, x.lon, x.lat, x.path, x.contact_name, x.contact_phone, x.owner_id, x.owner_name, x.is_public, x.cities, x.capacity, x.state, x.investment, x.remark FROM ${FEATURE_SOURCES} WHERE x.kind = ANY(${['1','2','3','4']}::text[])`);
await time('plain table', sql`SELECT * FROM map_feature`);
await time('json agg', sql`SELECT json_agg(x)::text AS j FROM (SELECT x.kind, x.source, x.id, x.name, x.this_type, x.city_code, x.lon, x.lat, x.path, x.contact_name, x.contact_phone, x.owner_id, x.owner_name, x.is_public, x.cities, x.capacity, x.state, x.investment, x.remark FROM ${FEATURE_SOURCES} WHERE x.kind = ANY(${['1','2','3','4']}::text[]) ORDER BY x.kind, x.id) x`);
const r = await sql`EXPLAIN ANALYZE SELECT x.kind FROM ${FEATURE_SOURCES} WHERE x.kind = ANY(${['1','2','3','4']}::text[]) ORDER BY x.kind, x.id`.execute(handle.db);
console.log((r.rows as {"QUERY PLAN": string}[]).map((row) => row['QUERY PLAN']).join('\n'));
await handle.close();
