// Issue 15, the deadline week: simulated enterprise users work at once against PostgreSQL for a
// minute, each logging in and then, again and again, opening the reporting list, opening a
// 100-field form, saving a draft, submitting it and uploading a 2 MB PDF. Reported: every step's
// p50/p95, the errors (any answer other than success, or no answer), and the submissions lost
// (each user's submitted records read back afterwards against the submissions answered 00000).

import { createFormApi } from '@ent/core/api';
import { creditCodeCheckChar } from '@ent/core/validate';
import pg from 'pg';
import { freshDatabase } from '../../tests/support/cluster';
import { startPlatformProcess } from '../../tests/support/platform';
import { benchClient } from './benchClient';
import { generatedDefinition, publish } from './formRender';

const FIELDS = 100;
const STEPS = ['login', 'reportingList', 'openForm', 'saveDraft', 'submit', 'uploadPdf'] as const;
type Step = (typeof STEPS)[number];

/** Values every generated field accepts: digits for text (some demand them), the first option. */
function filledValues(): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (let n = 1; n <= FIELDS; n += 1) values[`f${n}`] = n % 10 === 5 || n % 10 === 0 ? 1 : String(1000 + n);
  return values;
}

/** `count` enterprises with one reporting account each, the demo password and role enterprise. */
async function addUsers(databaseUrl: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const usernames: string[] = [];
    for (let n = 1; n <= count; n += 1) {
      const first17 = `91320100MB${String(n).padStart(7, '0')}`;
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO enterprise (name, credit_code, city_code, city_name, address, legal_person, contact_name, contact_phone, info_complete)
         VALUES ($1, $2, '320100', '南京市', '南京市玄武区', '法人', '联系人', $3, true) RETURNING id`,
        [`压测能源企业${n}`, first17 + creditCodeCheckChar(first17), `1370000${String(n).padStart(4, '0')}`],
      );
      const username = `load_${n}`;
      await client.query(
        `WITH demo AS (SELECT id, password_hash FROM app_user WHERE username = 'ent_demo'),
              added AS (
                INSERT INTO app_user (username, password_hash, full_name, nickname, phone, type_of, mainstay_id)
                SELECT $1, demo.password_hash, $2, $2, $3, '1', $4 FROM demo RETURNING id)
         INSERT INTO user_role (user_id, role_id)
         SELECT added.id, r.role_id FROM added, user_role r, demo WHERE r.user_id = demo.id`,
        [username, `填报员${n}`, `1360000${String(n).padStart(4, '0')}`, rows[0]?.id],
      );
      usernames.push(username);
    }
    return usernames;
  } finally {
    await client.end();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export interface DeadlineWeekResult {
  users: number;
  seconds: number;
  fields: number;
  iterations: number;
  submitted: number;
  errors: number;
  firstErrors: string[];
  lostSubmissions: number;
  steps: Record<Step, { count: number; p50Ms: number; p95Ms: number; maxMs: number }>;
  withinBudget: boolean;
}

export async function measureDeadlineWeek(postgresUrl: string, users = 200, seconds = 60): Promise<DeadlineWeekResult> {
  const database = await freshDatabase(postgresUrl);
  const platform = await startPlatformProcess({ DATABASE_URL: database.url, DEMO_SEED: 'on', LOG_LEVEL: 'error' });
  try {
    const usernames = await addUsers(database.url, users);
    const formId = await publish(platform.url, `截止周压测表单（${FIELDS} 项）`, generatedDefinition(FIELDS));
    const values = filledValues();
    const pdf = new Blob([Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024, 32)])]);
    const times: Record<Step, number[]> = Object.fromEntries(STEPS.map((step) => [step, []])) as never;
    const submittedBy = new Map<string, number>();
    const firstErrors: string[] = [];
    let errors = 0;
    let iterations = 0;
    const timed = async <T>(step: Step, work: () => Promise<T>): Promise<T> => {
      const start = performance.now();
      try {
        return await work();
      } finally {
        times[step].push(performance.now() - start);
      }
    };
    const deadline = Date.now() + seconds * 1000;

    await Promise.all(
      usernames.map(async (username) => {
        const client = benchClient(platform.url);
        const forms = createFormApi(client.http);
        try {
          await timed('login', () => client.logIn(username));
        } catch (error) {
          errors += 1;
          if (firstErrors.length < 5) firstErrors.push(`login: ${String((error as Error).message)}`);
          return;
        }
        while (Date.now() < deadline) {
          try {
            await timed('reportingList', () => forms.tasks({ pageNum: 1, pageSize: 10 }));
            const opened = await timed('openForm', () => forms.definition(formId));
            if (!opened) throw new Error('the form did not open');
            const draft = await timed('saveDraft', () =>
              forms.addRecord({ formDataId: formId, fieldsValueMap: values, processStatus: '0' }),
            );
            const record = draft.data;
            if (!record) throw new Error('the draft was not saved');
            await timed('submit', () =>
              forms.updateRecord({
                id: record.id,
                formDataId: formId,
                fieldsValueMap: values,
                processStatus: '1',
                revision: record.revision,
              }),
            );
            submittedBy.set(username, (submittedBy.get(username) ?? 0) + 1);
            await timed('uploadPdf', async () => {
              const form = new FormData();
              form.append('file', pdf, '附件.pdf');
              const response = await fetch(`${platform.url}/prod-api/gov-cms/api/v1/content/attr/upload`, {
                method: 'POST',
                headers: { authorization: `Bearer ${client.token()}` },
                body: form,
              });
              const answer = (await response.json()) as { code: string; msg: string };
              if (answer.code !== '00000') throw new Error(answer.msg);
            });
            iterations += 1;
          } catch (error) {
            errors += 1;
            if (firstErrors.length < 5) firstErrors.push(String((error as Error).message));
          }
        }
      }),
    );

    // Every submission answered 00000 must be there: each user's submitted records, read back.
    let lostSubmissions = 0;
    for (const username of usernames) {
      const client = benchClient(platform.url);
      await client.logIn(username);
      const page = await createFormApi(client.http).records({ formDataId: formId, processStatus: '1', pageSize: 1 });
      lostSubmissions += Math.max(0, (submittedBy.get(username) ?? 0) - (page.data?.total ?? 0));
    }

    const round = (n: number) => Math.round(n);
    const steps = Object.fromEntries(
      STEPS.map((step) => {
        const sorted = [...times[step]].sort((a, b) => a - b);
        return [
          step,
          {
            count: sorted.length,
            p50Ms: round(percentile(sorted, 0.5)),
            p95Ms: round(percentile(sorted, 0.95)),
            maxMs: round(sorted.at(-1) ?? 0),
          },
        ];
      }),
    ) as DeadlineWeekResult['steps'];
    const submitted = [...submittedBy.values()].reduce((sum, n) => sum + n, 0);
    return {
      users,
      seconds,
      fields: FIELDS,
      iterations,
      submitted,
      errors,
      firstErrors,
      lostSubmissions,
      steps,
      withinBudget: errors === 0 && lostSubmissions === 0,
    };
  } finally {
    await platform.stop();
    await database.drop();
  }
}
