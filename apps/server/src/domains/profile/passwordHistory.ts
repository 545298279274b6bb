// The earlier passwords of an account (GB/T 22239 8.1.4.1: none of the last N may be chosen again).
// A password leaves for the history whenever it is replaced: by its holder, or by an administrator's
// reset, so a reset cannot be used to go back to an old password.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { verifyPassword } from '../auth/passwords';

/** Earlier passwords kept per account: the most the history setting can ask for. */
const HISTORY_KEPT = 24;

/** Keeps the hash being replaced, and no more than HISTORY_KEPT per account. */
export async function rememberReplacedPassword(trx: Kysely<Database>, userId: number, replacedHash: string) {
  await trx.insertInto('password_history').values({ user_id: userId, password_hash: replacedHash }).execute();
  const kept = trx
    .selectFrom('password_history')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(HISTORY_KEPT);
  await trx.deleteFrom('password_history').where('user_id', '=', userId).where('id', 'not in', kept).execute();
}

/** Whether `password` is the current one or one of the `count - 1` before it. */
export async function isRecentPassword(
  db: Kysely<Database>,
  userId: number,
  currentHash: string,
  password: string,
  count: number,
): Promise<boolean> {
  if (count <= 0) return false;
  const earlier = await db
    .selectFrom('password_history')
    .select('password_hash')
    .where('user_id', '=', userId)
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(count - 1)
    .execute();
  for (const hash of [currentHash, ...earlier.map((row) => row.password_hash)])
    if (await verifyPassword(hash, password)) return true;
  return false;
}
