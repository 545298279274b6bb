// Failed logins are counted per account and per address in the database (shared by all server
// processes). Reaching the limit within the window locks that key until the lock ends.
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;

export const accountKey = (username: string) => `account:${username.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;

export function createLoginThrottle(handle: DatabaseHandle) {
  const { db } = handle;
  return {
    /** Minutes until the first of `keys` that is locked unlocks, or 0 when none is. */
    async lockedMinutes(keys: string[]): Promise<number> {
      const rows = await db
        .selectFrom('login_throttle')
        .select('locked_until')
        .where('key', 'in', keys)
        .where('locked_until', '>', new Date())
        .execute();
      const until = Math.max(0, ...rows.map((r) => r.locked_until?.getTime() ?? 0));
      return until === 0 ? 0 : Math.max(1, Math.ceil((until - Date.now()) / 60_000));
    },

    /** Counts a failure of `key`; the `limit`th within the window locks it for `lockMs`. */
    async recordFailure(key: string, limit: number, lockMs = THROTTLE_WINDOW_MS): Promise<void> {
      const now = new Date();
      const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
      const lockUntil = new Date(now.getTime() + lockMs);
      // One statement, so concurrent failures from many processes count correctly.
      await db
        .insertInto('login_throttle')
        .values({ key, failures: 1, window_started_at: now, locked_until: limit <= 1 ? lockUntil : null })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            failures: sql`CASE WHEN login_throttle.window_started_at < ${windowStart} THEN 1 ELSE login_throttle.failures + 1 END`,
            window_started_at: sql`CASE WHEN login_throttle.window_started_at < ${windowStart} THEN ${now}::timestamptz ELSE login_throttle.window_started_at END`,
            locked_until: sql`CASE WHEN login_throttle.window_started_at >= ${windowStart} AND login_throttle.failures + 1 >= ${limit} THEN ${lockUntil}::timestamptz ELSE login_throttle.locked_until END`,
          }),
        )
        .execute();
    },

    async clear(...keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.deleteFrom('login_throttle').where('key', 'in', keys).execute();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
