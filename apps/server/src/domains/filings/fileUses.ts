// The files a project filing's values hold (files/fileUses.ts): staff see the filings of
// STAFF_FILING_STATUSES, never a draft.
import { STAFF_FILING_STATUSES } from '@ent/core/contract';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { type FileUses, fileUsesOf } from '../files/fileUses';

export function filingFileUses({ db }: DatabaseHandle): FileUses {
  return fileUsesOf(db, {
    table: 'project',
    values: 'form_values',
    shown: sql`filing_status = ANY(${[...STAFF_FILING_STATUSES]}::text[])`,
    draft: sql`filing_status = 'draft'`,
  });
}
