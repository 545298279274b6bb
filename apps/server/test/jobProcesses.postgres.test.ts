// Issue 13: "exactly one run per scheduled slot however many server processes run". Two more
// platforms are started as their own operating-system processes (as `npm start` starts one) on
// the test's PostgreSQL database, beside the test's own in-process platform: three schedulers
// claim every slot of an every-second job; each slot must be run once, by one of them.
import { createJobApi } from '@ent/core/api';
import { describe, expect, it } from 'vitest';
import { requiredPostgres } from '../../../tests/support/cluster';
import { startPlatformProcess } from '../../../tests/support/platform';
import { databaseUrlOf, postgresDatabase, usePlatform } from './support';

// Two processes share one database only on PostgreSQL.
const POSTGRES = postgresDatabase(requiredPostgres());
describe('scheduled jobs across server processes', () => {
  const env = usePlatform(POSTGRES);

  it('runs each slot once while three processes schedule the same job', async () => {
    const { db } = env.handle;
    const url = await databaseUrlOf(env.handle);
    // One after the other: each runs the (idempotent) migrations and seed check at start.
    const first = await startPlatformProcess({ DATABASE_URL: url, DEMO_SEED: 'on', LOG_LEVEL: 'error' });
    const second = await startPlatformProcess({ DATABASE_URL: url, DEMO_SEED: 'on', LOG_LEVEL: 'error' });
    const jobs = createJobApi((await env.login('admin')).http);
    let id = 0;
    const runsIn = async (status: 'success' | 'running') =>
      (await db.selectFrom('sys_job_log').select('id').where('job_id', '=', id).where('status', '=', status).execute())
        .length;
    try {
      const added = await jobs.add({
        name: 'every second',
        kind: 'retentionPurge',
        cron: '* * * * * *',
        concurrent: true,
      });
      id = added.data?.jobId ?? 0;
      await expect.poll(() => runsIn('success'), { timeout: 20_000, interval: 250 }).toBeGreaterThanOrEqual(5);
      await jobs.changeStatus(id, '1');
      await expect.poll(() => runsIn('running'), { timeout: 10_000 }).toBe(0);
      const runs = await db
        .selectFrom('sys_job_log')
        .select(['slot', 'status', 'process_id'])
        .where('job_id', '=', id)
        .execute();
      const slots = runs.map((run) => run.slot?.toISOString());
      expect(slots.length).toBeGreaterThanOrEqual(5);
      expect(new Set(slots).size).toBe(slots.length);
      expect(runs.every((run) => run.status === 'success')).toBe(true);
      // The runs were made by the platforms started here (the test process or the two others).
      expect(runs.every((run) => run.process_id !== '')).toBe(true);
    } finally {
      if (id) await jobs.remove([id]);
      await Promise.all([first.stop(), second.stop()]);
    }
  }, 120_000);
});
