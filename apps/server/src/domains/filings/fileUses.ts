// The files a project filing's values hold (files/fileUses.ts): staff see the filings of
// STAFF_FILING_STATUSES, never a draft.
import { STAFF_FILING_STATUSES } from '@ent/core/contract';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { type FileUses, holdsFile } from '../files/fileUses';

export function filingFileUses({ db }: DatabaseHandle): FileUses {
  return async (file) => {
    const row = await db
      .selectFrom('project')
      .select([
        sql<boolean | null>`bool_or(filing_status = ANY(${[...STAFF_FILING_STATUSES]}::text[]))`.as('shown'),
        sql<boolean | null>`bool_or(filing_status = 'draft')`.as('draft'),
      ])
      .where('mainstay_id', '=', file.mainstayId)
      .where(holdsFile(sql.ref('form_values'), file))
      .executeTakeFirst();
    return { shown: row?.shown === true, draft: row?.draft === true };
  };
}
