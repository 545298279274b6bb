// The scheduler: every second each process works out the due slots of the running jobs and claims
// each with INSERT ... ON CONFLICT DO NOTHING on sys_job_log's UNIQUE (job_id, slot), so exactly one
// process runs a slot however many run (PostgreSQL or the embedded PGlite). A run left 'running' by
// a process that died is marked 'interrupted' at the next start (same host, pid gone) or once it is
// older than RUN_LIMIT_MS.
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { SmsSender } from '../registration/sms';
import { JOB_KINDS } from './kinds';
import { runsAfter, scheduleOf } from './schedule';

export const TICK_MS = 1000;
/** A slot this close behind the clock is on time; older unclaimed slots are misfires. */
export const GRACE_MS = 5000;
/** A run still 'running' after this long belongs to a process that is gone. */
export const RUN_LIMIT_MS = 6 * 3600 * 1000;
/** At most this many missed slots are run for the 'now' misfire policy. */
const MISFIRE_CAP = 100;

export interface JobRunnerOptions {
  handle: DatabaseHandle;
  sms: SmsSender;
  log: FastifyBaseLogger;
  /** Distinguishes processes in the log; host and pid by default. */
  processId?: string;
}

export function createJobRunner({ handle, sms, log, processId = `${hostname()}:${process.pid}` }: JobRunnerOptions) {
  const { db } = handle;
  const inFlight = new Set<Promise<void>>();

  async function execute(logId: number, job: { id: number; kind: string; params: Record<string, unknown> }) {
    const started = Date.now();
    const kind = JOB_KINDS[job.kind];
    let status: 'success' | 'failure' = 'success';
    let message = '';
    let error = '';
    try {
      if (!kind) throw new Error(`unknown job kind ${job.kind}`);
      message = await kind({ handle, sms, log, params: job.params, now: new Date() });
    } catch (failure) {
      status = 'failure';
      error = failure instanceof Error ? (failure.stack ?? failure.message) : String(failure);
      log.warn({ err: failure, jobId: job.id }, 'job failed');
    }
    await db
      .updateTable('sys_job_log')
      .set({
        status,
        message: message.slice(0, 2000),
        error: error.slice(0, 4000),
        end_time: new Date(),
        duration_ms: Date.now() - started,
      })
      .where('id', '=', logId)
      .where('status', '=', 'running')
      .execute();
  }

  function track(work: Promise<void>) {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  }

  type Job = { id: number; name: string; kind: string; params: Record<string, unknown> };

  /** Claims one slot (null: a manual run); answers the log id when this process got it. */
  async function claim(job: Job, slot: Date | null): Promise<number | null> {
    const row = await db
      .insertInto('sys_job_log')
      .values({ job_id: job.id, job_name: job.name, kind: job.kind, slot, process_id: processId })
      .onConflict((oc) => oc.columns(['job_id', 'slot']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async function runClaimed(job: Job, slot: Date | null): Promise<number | null> {
    const logId = await claim(job, slot);
    if (logId !== null) track(execute(logId, job));
    return logId;
  }

  async function tick(now = new Date()) {
    const jobs = await db.selectFrom('sys_job').selectAll().where('status', '=', '0').execute();
    for (const job of jobs) {
      let cron: ReturnType<typeof scheduleOf>;
      try {
        cron = scheduleOf(job.cron);
      } catch {
        continue; // refused at write time; a row changed in SQL is left alone
      }
      if (!job.concurrent) {
        const busy = await db
          .selectFrom('sys_job_log')
          .select('id')
          .where('job_id', '=', job.id)
          .where('status', '=', 'running')
          .executeTakeFirst();
        if (busy) continue;
      }
      const last = await db
        .selectFrom('sys_job_log')
        .select(sql<Date | null>`max(slot)`.as('slot'))
        .where('job_id', '=', job.id)
        .executeTakeFirst();
      const baseline = Math.max(job.checked_at?.getTime() ?? job.create_time.getTime(), last?.slot?.getTime() ?? 0);
      const graceStart = new Date(now.getTime() - GRACE_MS);
      const slots: Date[] = [];
      const first = cron.nextRun(new Date(baseline));
      if (!first || first > now) continue;
      if (first < graceStart) {
        const missed = runsAfter(cron, new Date(baseline), MISFIRE_CAP, graceStart);
        if (job.misfire === 'now') slots.push(...missed);
        else if (job.misfire === 'once' && missed.length) slots.push(missed[missed.length - 1] as Date);
        // The schedule moves past what was missed, whatever the policy.
        await db
          .updateTable('sys_job')
          .set({ checked_at: graceStart })
          .where('id', '=', job.id)
          .where((eb) => eb.or([eb('checked_at', 'is', null), eb('checked_at', '<', graceStart)]))
          .execute();
      }
      slots.push(...runsAfter(cron, new Date(Math.max(baseline, graceStart.getTime() - 1)), 10, now));
      for (const slot of slots) {
        // Without concurrency, one slot at a time: the rest wait for the next tick.
        const logId = await runClaimed(job, slot);
        if (logId !== null && !job.concurrent) break;
      }
    }
  }

  /** Marks runs of dead processes as interrupted: this host's gone pids, or runs past the limit. */
  async function markInterrupted() {
    const running = await db
      .selectFrom('sys_job_log')
      .select(['id', 'process_id', 'start_time'])
      .where('status', '=', 'running')
      .execute();
    const host = hostname();
    const dead = running.filter((run) => {
      if (Date.now() - run.start_time.getTime() > RUN_LIMIT_MS) return true;
      const [runHost, pid] = run.process_id.split(':');
      if (runHost !== host || run.process_id === processId) return false;
      try {
        process.kill(Number(pid), 0);
        return false;
      } catch {
        return true;
      }
    });
    if (dead.length)
      await db
        .updateTable('sys_job_log')
        .set({ status: 'interrupted', end_time: new Date() })
        .where(
          'id',
          'in',
          dead.map((run) => run.id),
        )
        .where('status', '=', 'running')
        .execute();
    return dead.length;
  }

  let timer: NodeJS.Timeout | null = null;
  let ticking = false;
  return {
    processId,
    tick,
    markInterrupted,
    /** Runs a job once now, outside its schedule; answers the log id. */
    async runNow(job: Job): Promise<number> {
      return (await runClaimed(job, null)) as number;
    },
    start(onError: (error: unknown) => void) {
      markInterrupted().catch(onError);
      timer = setInterval(() => {
        if (ticking) return;
        ticking = true;
        tick()
          .catch(onError)
          .finally(() => {
            ticking = false;
          });
      }, TICK_MS);
      timer.unref();
    },
    /** Stops ticking and waits for the runs in flight. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
