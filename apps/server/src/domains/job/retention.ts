// The retention purge job: the housekeeping sweep (captchas, replay tokens, throttle windows, old
// sessions, operation and login logs past 180 days) plus the job log past 180 days and SMS codes no
// rate limit counts any more.
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { sweepExpired } from '../../housekeeping';

/** Rate limits count codes of the last day at most; older ones are only clutter. */
const SMS_CODE_RETENTION = sql<Date>`now() - interval '2 days'`;

export async function purgeJobLog(handle: DatabaseHandle): Promise<number> {
  const result = await handle.db
    .deleteFrom('sys_job_log')
    .where('start_time', '<', sql<Date>`now() - interval '180 days'`)
    .where('status', '!=', 'running')
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function purgeRetained(handle: DatabaseHandle, now: Date): Promise<void> {
  await sweepExpired(handle, now.getTime());
  await purgeJobLog(handle);
  await handle.db.deleteFrom('sms_code').where('created_at', '<', SMS_CODE_RETENTION).execute();
}
