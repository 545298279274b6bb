// The enterprise record's audit (enterprise_change_log): one row per changed field, written inside
// the transaction that changes the record. Every writer of the record uses this one function:
// the personal center's mainstay/update and updateMainstayInfo, and the first completion of the
// company information (mainstay/base/improveEntInfo).
import type { EnterpriseChange, EnterpriseField } from '@ent/core/api';
import { type FieldChange, regionPath } from '@ent/core/validate';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ServerPrincipal } from '../../http/context';

/** How the audit shows a region: its names from the province down. */
export const REGION_SEPARATOR = ' / ';

export type AuditAction = EnterpriseChange['action'];

type Executor = Kysely<Database> | Transaction<Database>;

const stored = (value: string) => (value === '' ? null : value);

/** Names of a stored region, province first (no village loading: a stored code's rows exist). */
export async function divisionNames(db: Executor, code: string | null): Promise<string[]> {
  if (!code) return [];
  const path = regionPath(code);
  if (path.length === 0) return [];
  const rows = await db
    .selectFrom('region_division')
    .select(['name', 'level'])
    .where('code', 'in', path)
    .orderBy('level')
    .execute();
  return rows.map((row) => row.name);
}

export async function groupName(db: Executor, id: number | null): Promise<string> {
  if (id === null) return '';
  const row = await db.selectFrom('enterprise_group').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name ?? '';
}

/** Writes one audit row per changed field of the enterprise; nothing when nothing changed. */
export async function auditEnterpriseChanges(
  trx: Executor,
  entry: {
    enterpriseId: number;
    principal: ServerPrincipal;
    ip: string | null;
    action: AuditAction;
    changes: readonly FieldChange<EnterpriseField>[];
  },
): Promise<void> {
  if (entry.changes.length === 0) return;
  await trx
    .insertInto('enterprise_change_log')
    .values(
      entry.changes.map((change) => ({
        enterprise_id: entry.enterpriseId,
        user_id: entry.principal.userId,
        username: entry.principal.username,
        full_name: entry.principal.fullName,
        action: entry.action,
        field: change.field,
        old_value: stored(change.oldValue),
        new_value: stored(change.newValue),
        ip: entry.ip,
      })),
    )
    .execute();
}
