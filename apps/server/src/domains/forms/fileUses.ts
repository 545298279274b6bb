// The files a form record's values hold (files/fileUses.ts): staff see submitted records only.
import { PROCESS_STATUS } from '@ent/core/api';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { type FileUses, fileUsesOf } from '../files/fileUses';

export function recordFileUses({ db }: DatabaseHandle): FileUses {
  return fileUsesOf(db, {
    table: 'form_record',
    values: 'fields_value_map',
    shown: sql`process_status = ${PROCESS_STATUS.submitted}`,
    draft: sql`process_status = ${PROCESS_STATUS.draft}`,
  });
}
