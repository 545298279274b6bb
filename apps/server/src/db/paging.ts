// One way to answer a page of a list: the total of the filtered query and the rows of the asked
// page, counted and cut in one place. The page number and size come validated and capped by the
// contract's page schema (PAGE_INPUT).
import type { Page } from '@ent/core/api';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from './schema';

export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

/**
 * The total and the rows of page `pageNum` of a filtered query. `ordered` adds the ordering (the
 * count ignores it); `map` turns a row into what the answer lists.
 */
export async function pageOf<DB, TB extends keyof DB, Row, Out>(
  db: Kysely<Database>,
  filtered: SelectQueryBuilder<DB, TB, Row>,
  query: PageQuery,
  ordered: (query: SelectQueryBuilder<DB, TB, Row>) => SelectQueryBuilder<DB, TB, Row>,
  map: (row: Row) => Out,
): Promise<Page<Out>> {
  const { total } = await db
    .selectFrom(filtered.as('filtered'))
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  const rows = await ordered(filtered)
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  return { total, rows: rows.map(map) };
}
