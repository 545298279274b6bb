// gov-system areaFive: the five-level region tree (province, city, district, town, village), one
// level at a time, for the cascading region pickers.
import { type AreaNode, REGION_ENDPOINTS as ENDPOINTS } from '@ent/core/contract';
import { regionLevel, regionPath } from '@ent/core/validate';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { route } from '../../http/route';
import { ensureVillages } from './divisions';

/** The division and those above it, province first, or null when the code is not a known division. */
export async function regionChain(
  db: Kysely<Database>,
  code: string,
): Promise<{ code: string; name: string; level: number }[] | null> {
  const level = regionLevel(code);
  if (level === 0) return null;
  if (level === 5) await ensureVillages(db);
  const path = regionPath(code);
  const rows = await db
    .selectFrom('region_division')
    .select(['code', 'name', 'level'])
    .where('code', 'in', path)
    .orderBy('level')
    .execute();
  return rows.length === path.length ? rows : null;
}

export const regionsPlugin: FastifyPluginAsync<{ handle: DatabaseHandle }> = async (app, { handle }) => {
  const db = handle.db;

  route(app, ENDPOINTS.levels, async ({ body: { parentCode } }) => {
    if (parentCode && regionLevel(parentCode) === 4) await ensureVillages(db);
    let query = db.selectFrom('region_division').select(['code', 'name', 'level', 'parent_code']);
    query = parentCode ? query.where('parent_code', '=', parentCode) : query.where('level', '=', 1);
    const rows = await query.orderBy('code').execute();
    return rows.map(
      (row): AreaNode => ({
        code: row.code,
        name: row.name,
        level: row.level,
        parentCode: row.parent_code,
        leaf: row.level >= 5,
      }),
    );
  });
};
