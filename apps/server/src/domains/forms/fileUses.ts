// The files a form record's values hold (files/fileUses.ts): staff see submitted records only.
import { PROCESS_STATUS } from '@ent/core/api';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { type FileUses, holdsFile } from '../files/fileUses';

export function recordFileUses({ db }: DatabaseHandle): FileUses {
  return async (file) => {
    const row = await db
      .selectFrom('form_record')
      .select([
        sql<boolean | null>`bool_or(process_status = ${PROCESS_STATUS.submitted})`.as('shown'),
        sql<boolean | null>`bool_or(process_status = ${PROCESS_STATUS.draft})`.as('draft'),
      ])
      .where('mainstay_id', '=', file.mainstayId)
      .where(holdsFile(sql.ref('fields_value_map'), file))
      .executeTakeFirst();
    return { shown: row?.shown === true, draft: row?.draft === true };
  };
}
