// 定时任务 over real HTTP: jobs listed, checked (cron, kind, parameters), changed, paused, run once
// and exported by admin; refused to enterprise users and the audit administrator; the reminder job
// reminding each overdue task once a day; and every scheduled slot run exactly once while several
// runners tick on the same database.
import { createAuthApi, createJobApi, createNoticeApi } from '@ent/core/api';
import { JOB_TEXT } from '@ent/core/messages';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/domains/auth/passwords';
import { createJobRunner } from '../src/domains/job/runner';
import { DUTY_ROLES } from '../src/seed/backoffice';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { TEST_DATABASES, testClient, usePlatform } from './support';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 'none', message: '' }),
    (error: { code?: string; message?: string }) => ({ code: error.code ?? '', message: error.message ?? '' }),
  );

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(TEST_DATABASES)('scheduled jobs on $name', (database) => {
  const env = usePlatform(database);
  const jobsOf = async (username = 'admin') => createJobApi((await env.login(username)).http);
  const finished = async (jobs: ReturnType<typeof createJobApi>, logId: number) =>
    until(async () => {
      const row = (await jobs.logGet(logId)).data;
      return row && row.status !== 'running' ? row : undefined;
    });

  it('lists the seeded jobs and the registered kinds, and shows the next five times of a cron', async () => {
    const jobs = await jobsOf();
    const kinds = (await jobs.kinds()).data ?? [];
    expect(kinds).toEqual([
      { kind: 'overdueReminders', label: JOB_TEXT.kinds.overdueReminders },
      { kind: 'retentionPurge', label: JOB_TEXT.kinds.retentionPurge },
    ]);
    const rows = (await jobs.list({})).data?.rows ?? [];
    expect(rows.map((row) => [row.kind, row.cron])).toEqual(
      expect.arrayContaining([
        ['overdueReminders', '0 0 9 * * *'],
        ['retentionPurge', '0 0 3 * * *'],
      ]),
    );
    expect(rows.find((row) => row.kind === 'overdueReminders')?.nextTime).toMatch(/ 09:00:00$/);
    const preview = (await jobs.nextTimes('0 30 8 * * 1')).data;
    expect(preview?.problem).toBe('');
    expect(preview?.times).toHaveLength(5);
    for (const time of preview?.times ?? []) expect(time).toMatch(/ 08:30:00$/);
    const bad = (await jobs.nextTimes('61 * * * * *')).data;
    expect(bad?.times).toEqual([]);
    expect(bad?.problem).toBe(JOB_TEXT.badCron(JOB_TEXT.cronReasons.outOfRange('秒')));
    // Every reason is said in Chinese, with the field it concerns.
    const problems = await Promise.all(
      ['0 0 25 * * *', 'abc', '0 0 x * * *', '0 0 1 * * 1-', '0 0 1 5-2 * *'].map(
        async (cron) => (await jobs.nextTimes(cron)).data?.problem,
      ),
    );
    expect(problems).toEqual([
      JOB_TEXT.badCron(JOB_TEXT.cronReasons.outOfRange('时')),
      JOB_TEXT.badCron(JOB_TEXT.cronReasons.parts),
      JOB_TEXT.badCron(JOB_TEXT.cronReasons.illegalCharacters('时')),
      JOB_TEXT.badCron(JOB_TEXT.cronReasons.syntax),
      JOB_TEXT.badCron(JOB_TEXT.cronReasons.syntax),
    ]);
  });

  it('adds, changes, pauses, resumes, exports and deletes a job, refusing a bad cron or kind', async () => {
    const jobs = await jobsOf();
    const base = { name: 'purge test', kind: 'retentionPurge', cron: '0 15 2 * * *' };
    const before = (await jobs.list({})).data?.total ?? 0;
    const badCron = await failure(jobs.add({ ...base, cron: 'every day' }));
    expect(badCron.code).toBe('A0400');
    const badKind = await failure(jobs.add({ ...base, kind: 'process.exit' }));
    expect(badKind).toEqual({ code: 'A0400', message: JOB_TEXT.unknownKind });
    const badParams = await failure(jobs.add({ ...base, params: '[1]' }));
    expect(badParams).toEqual({ code: 'A0400', message: JOB_TEXT.badParams });
    expect((await jobs.list({})).data?.total).toBe(before);

    const added = (await jobs.add({ ...base, params: '{"days":1}', misfire: 'once' })).data;
    const id = added?.jobId ?? 0;
    try {
      expect(added).toMatchObject({
        name: 'purge test',
        group: 'DEFAULT',
        params: '{"days":1}',
        misfire: 'once',
        status: '0',
      });
      expect((await jobs.get(id)).data?.cron).toBe('0 15 2 * * *');
      const updated = (await jobs.update({ ...base, jobId: id, cron: '0 0 4 * * *', concurrent: true })).data;
      expect(updated).toMatchObject({ cron: '0 0 4 * * *', concurrent: true });
      expect((await failure(jobs.update({ ...base, jobId: id, kind: 'nope' }))).message).toBe(JOB_TEXT.unknownKind);
      expect((await jobs.get(id)).data?.kind).toBe('retentionPurge');
      const paused = (await jobs.changeStatus(id, '1')).data;
      expect(paused).toMatchObject({ status: '1', nextTime: '' });
      expect((await jobs.list({ status: '1', name: 'purge test' })).data?.rows.map((row) => row.jobId)).toEqual([id]);
      expect((await jobs.changeStatus(id, '0')).data?.nextTime).toMatch(/ 04:00:00$/);
      expect((await jobs.exportFile({ name: 'purge' })).data).toMatch(/\.xlsx$/);
    } finally {
      expect((await jobs.remove([id])).data).toBe(1);
    }
    expect((await failure(jobs.get(id))).code).toBe('404');
  });

  it('runs a job once now and logs it; the log filters, shows and exports it', async () => {
    const jobs = await jobsOf();
    const purge = (await jobs.list({})).data?.rows.find((row) => row.kind === 'retentionPurge');
    const logId = (await jobs.run(purge?.jobId ?? 0)).data ?? 0;
    const entry = await finished(jobs, logId);
    expect(entry).toMatchObject({ status: 'success', message: JOB_TEXT.purgeDone, slot: '' });
    expect(entry.durationMs).toBeGreaterThanOrEqual(0);
    const listed = (await jobs.logList({ jobId: purge?.jobId, status: 'success' })).data?.rows ?? [];
    expect(listed.map((row) => row.id)).toContain(logId);
    expect((await jobs.logList({ status: 'failure', jobId: purge?.jobId })).data?.total).toBe(0);
    expect((await jobs.logExportFile({ jobId: purge?.jobId })).data).toMatch(/\.xlsx$/);
    expect((await failure(jobs.logList({ beginDate: '2026-02-01', endDate: '2026-01-01' }))).message).toBe(
      JOB_TEXT.badDateRange,
    );
  });

  it('refuses every call to an enterprise user and to the audit administrator', async () => {
    const enterprise = await jobsOf('ent_demo');
    expect((await failure(enterprise.list({}))).code).toBe('403');
    expect((await failure(enterprise.run(1))).code).toBe('403');
    expect((await failure(enterprise.logList({}))).code).toBe('403');
    const { db } = env.handle;
    const { id } = await db
      .insertInto('app_user')
      .values({
        username: 'job_audit_test',
        password_hash: await hashPassword(DEMO_PASSWORD),
        full_name: 'auditor',
        type_of: '2',
        dept_id: 100,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      await db.insertInto('user_role').values({ user_id: id, role_id: DUTY_ROLES.auditadmin.id }).execute();
      const auditor = testClient(env.platform.url);
      const { data } = await createAuthApi(auditor.http).login({
        username: 'job_audit_test',
        password: DEMO_PASSWORD,
        typeOf: '2',
      });
      auditor.token = data?.access_token;
      auditor.jti = data?.jti;
      const jobs = createJobApi(auditor.http);
      expect((await failure(jobs.list({}))).code).toBe('403');
      expect((await failure(jobs.add({ name: 'x', kind: 'retentionPurge', cron: '0 0 1 * * *' }))).code).toBe('403');
      expect((await failure(jobs.logList({}))).code).toBe('403');
    } finally {
      await db.deleteFrom('user_role').where('user_id', '=', id).execute();
      await db.deleteFrom('app_user').where('id', '=', id).execute();
    }
  });

  it('reminds each overdue report task once a day, in the bell and by SMS', async () => {
    const { db } = env.handle;
    const jobs = await jobsOf();
    const entUser = await db
      .selectFrom('app_user')
      .select(['mainstay_id'])
      .where('username', '=', 'ent_demo')
      .executeTakeFirstOrThrow();
    const task = await db
      .selectFrom('report_task')
      .select(['id', 'title', 'due_date'])
      .where('mainstay_id', '=', entUser.mainstay_id ?? 0)
      .where('status', '!=', 'submitted')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('form_record')
              .select('id')
              .whereRef('task_id', '=', 'report_task.id')
              .where('process_status', '=', '1'),
          ),
        ),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const outboxBefore = (await db.selectFrom('sms_outbox').select('id').where('scene', '=', 'reminder').execute())
      .length;
    await db.updateTable('report_task').set({ due_date: '2020-01-01' }).where('id', '=', task.id).execute();
    try {
      const reminders = (await jobs.list({})).data?.rows.find((row) => row.kind === 'overdueReminders');
      const first = await finished(jobs, (await jobs.run(reminders?.jobId ?? 0)).data ?? 0);
      expect(first.status).toBe('success');
      const enterprise = await env.login('ent_demo');
      const bell = createNoticeApi(enterprise.http, env.platform.config.noticeModule);
      const titles = async () => ((await bell.mine({ pageSize: 50 })).data?.rows ?? []).map((row) => row.noticeTitle);
      const title = JOB_TEXT.reminderTitle(task.title);
      expect((await titles()).filter((t) => t === title)).toHaveLength(1);
      const sent = await db.selectFrom('sms_outbox').select('content').where('scene', '=', 'reminder').execute();
      expect(sent.length).toBeGreaterThan(outboxBefore);
      // The same day again: nothing new for this task.
      const second = await finished(jobs, (await jobs.run(reminders?.jobId ?? 0)).data ?? 0);
      expect(second).toMatchObject({ status: 'success', message: JOB_TEXT.remindersDone(0, 0) });
      expect((await titles()).filter((t) => t === title)).toHaveLength(1);
    } finally {
      await db.updateTable('report_task').set({ due_date: task.due_date }).where('id', '=', task.id).execute();
      await db.deleteFrom('report_task_reminder').where('task_id', '=', task.id).execute();
    }
  });

  it('runs each scheduled slot exactly once while several runners tick', async () => {
    const { db } = env.handle;
    const jobs = await jobsOf();
    const added = (
      await jobs.add({ name: 'every second', kind: 'retentionPurge', cron: '* * * * * *', concurrent: true })
    ).data;
    const id = added?.jobId ?? 0;
    const runners = [1, 2].map((n) =>
      createJobRunner({
        handle: env.handle,
        sms: { kind: 'outbox', send: async () => {} },
        log: env.platform.app.log,
        processId: `test-runner-${n}`,
      }),
    );
    try {
      // The platform's own runner ticks as well: three claimants per slot.
      const started = Date.now();
      while (Date.now() - started < 4500) {
        await Promise.all(runners.map((runner) => runner.tick()));
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await jobs.changeStatus(id, '1');
      await Promise.all(runners.map((runner) => runner.stop()));
      const rows = await until(async () => {
        const all = await db.selectFrom('sys_job_log').select(['slot', 'status']).where('job_id', '=', id).execute();
        return all.every((row) => row.status !== 'running') ? all : undefined;
      });
      const slots = rows.map((row) => row.slot?.toISOString());
      expect(new Set(slots).size).toBe(slots.length);
      expect(slots.length).toBeGreaterThanOrEqual(3);
      expect(rows.every((row) => row.status === 'success')).toBe(true);
    } finally {
      await jobs.remove([id]);
    }
  });

  it('marks a run left running by a dead process as interrupted', async () => {
    const { db } = env.handle;
    const jobs = await jobsOf();
    const purge = (await jobs.list({})).data?.rows.find((row) => row.kind === 'retentionPurge');
    // A pid on this host that no process has.
    const { hostname } = await import('node:os');
    const { id } = await db
      .insertInto('sys_job_log')
      .values({
        job_id: purge?.jobId ?? 0,
        job_name: 'x',
        kind: 'retentionPurge',
        slot: new Date('2021-01-01T00:00:00Z'),
        process_id: `${hostname()}:999999`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const runner = createJobRunner({
      handle: env.handle,
      sms: { kind: 'outbox', send: async () => {} },
      log: env.platform.app.log,
    });
    expect(await runner.markInterrupted()).toBeGreaterThanOrEqual(1);
    expect((await jobs.logGet(id)).data?.status).toBe('interrupted');
  });
});
