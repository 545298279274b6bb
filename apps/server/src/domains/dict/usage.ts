// Where the platform's records keep a dictionary's values, so a value in use is never deleted (or
// its key changed) under the records that hold it.
import { DICT_TYPES } from '@ent/core/dict';
import { DICT_TEXT } from '@ent/core/messages';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

interface Usage {
  table: keyof Database;
  column: string;
  where: string;
}

const USAGES: Record<string, Usage> = {
  [DICT_TYPES.facilityType]: { table: 'facility', column: 'facility_type', where: DICT_TEXT.usedBy.facilityType },
  [DICT_TYPES.facilityStatus]: { table: 'facility', column: 'status', where: DICT_TEXT.usedBy.facilityStatus },
  [DICT_TYPES.consultingCategory]: {
    table: 'consulting_thread',
    column: 'category',
    where: DICT_TEXT.usedBy.consultingCategory,
  },
  [DICT_TYPES.newsCategory]: { table: 'news', column: 'category', where: DICT_TEXT.usedBy.newsCategory },
  [DICT_TYPES.filingStatus]: { table: 'project', column: 'filing_status', where: DICT_TEXT.usedBy.filingStatus },
  [DICT_TYPES.sex]: { table: 'app_user', column: 'sex', where: DICT_TEXT.usedBy.userSex },
};

/** How many records hold `value` of the dictionary `type`, and what they are; null when none. */
export async function valueUsage(
  db: Kysely<Database>,
  type: string,
  value: string,
): Promise<{ where: string; count: number } | null> {
  const usage = USAGES[type];
  if (!usage) return null;
  const { rows } = await sql<{ count: number }>`
    SELECT count(*)::int AS count FROM ${sql.table(usage.table)} WHERE ${sql.ref(usage.column)} = ${value}
  `.execute(db);
  const count = Number(rows[0]?.count ?? 0);
  return count > 0 ? { where: usage.where, count } : null;
}
