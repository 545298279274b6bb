// `npm run bench`: measures the platform against DESIGN.md's budgets and prints one JSON object.
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { type PlatformProcess, ROOT, startPlatformProcess } from '../../tests/support/platform';
import { measureDeadlineWeek } from './deadlineWeek';
import { measureForcedLogout } from './forcedLogout';
import { measureFormRender } from './formRender';
import { measureHeaderSearch } from './headerSearch';
import { measureLighthouse } from './lighthouse';
import { measureLoginBundle } from './loginBundle';
import { measureMap } from './mapRender';
import {
  CONNECTIONS,
  compareAuthenticatedRead,
  loadPlainGet,
  MIN_RATIO,
  P99_BUDGET_MS,
  READ_PATH,
  ROUNDS,
  WARMUP_SECONDS,
} from './throughput';
import { measureUserExport } from './userExport';

const SECONDS = Number(process.env.BENCH_SECONDS ?? '10');

async function startBare(): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/src/bareServer.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function withPlatform<T>(
  env: Record<string, string>,
  work: (platform: PlatformProcess) => Promise<T>,
): Promise<T> {
  const platform = await startPlatformProcess({ LOG_LEVEL: 'error', ...env });
  try {
    return await work(platform);
  } finally {
    await platform.stop();
  }
}

const postgres = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redis = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;

async function measureAuthenticatedRead() {
  const databases: Array<[string, Record<string, string>]> = [['pglite', {}]];
  if (postgres) databases.push(['postgres', { DATABASE_URL: postgres, DEMO_SEED: 'on' }]);
  // Several processes share their replay tokens in Redis when REDIS_URL is set (DEPLOY.md).
  if (postgres && redis)
    databases.push(['postgresWithRedis', { DATABASE_URL: postgres, DEMO_SEED: 'on', REDIS_URL: redis }]);
  const bareServer = await startBare();
  try {
    const plainGet = await loadPlainGet(bareServer.url, SECONDS);
    const platform: Record<string, unknown> = {};
    for (const [name, env] of databases) {
      const {
        bare,
        platform: read,
        rounds,
      } = await withPlatform({ CAPTCHA: 'off', ...env }, (running) =>
        compareAuthenticatedRead(bareServer.url, running.url, SECONDS),
      );
      const ratio = Math.round((read.requestsPerSecond / bare.requestsPerSecond) * 100) / 100;
      platform[name] = {
        ...read,
        bare,
        ratioToBare: ratio,
        ratioToPlainGet: Math.round((read.requestsPerSecond / plainGet.requestsPerSecond) * 100) / 100,
        rounds,
        withinBudget: ratio >= MIN_RATIO && read.p99Ms < P99_BUDGET_MS && read.errors === 0 && read.non2xx === 0,
      };
    }
    return {
      request: `POST ${READ_PATH} (rek, bearer token, envelope with replay token; token, session and replay checks)`,
      reference:
        'a bare Fastify route sent the same requests by the same generator; each server warmed first, uncounted; rounds alternating with the platform, medians',
      connections: CONNECTIONS,
      seconds: SECONDS,
      rounds: ROUNDS,
      warmupSeconds: WARMUP_SECONDS,
      budget: { minRatioToBare: MIN_RATIO, p99Ms: P99_BUDGET_MS },
      plainGet,
      platform,
    };
  } finally {
    await bareServer.stop();
  }
}

async function measureForcedLogoutEverywhere() {
  const forcedLogout: Record<string, unknown> = {
    pglite: await withPlatform({ CAPTCHA: 'off' }, (running) => measureForcedLogout(running.url, running.url)),
  };
  if (postgres)
    forcedLogout.postgres = await withPlatform({ CAPTCHA: 'off', DATABASE_URL: postgres, DEMO_SEED: 'on' }, (first) =>
      // The second process joins the seeded database; the victim works there.
      withPlatform({ CAPTCHA: 'off', DATABASE_URL: postgres, DEMO_SEED: 'on' }, (second) =>
        measureForcedLogout(first.url, second.url),
      ),
    );
  return forcedLogout;
}

/** Every part of the report, in the order it runs; `BENCH_ONLY=map,headerSearch` runs those alone. */
const PARTS: Record<string, () => unknown> = {
  loginPage: () => withPlatform({ CAPTCHA: 'on' }, (platform) => measureLoginBundle(platform.url)),
  lighthouse: () => withPlatform({ CAPTCHA: 'on' }, (platform) => measureLighthouse(platform.url)),
  headerSearch: () => measureHeaderSearch(),
  dynamicForm: () => withPlatform({ CAPTCHA: 'off' }, (platform) => measureFormRender(platform.url)),
  map: () => withPlatform({ CAPTCHA: 'off' }, (platform) => measureMap(platform.url)),
  userExport: () => measureUserExport(),
  authenticatedRead: measureAuthenticatedRead,
  forcedLogout: measureForcedLogoutEverywhere,
  // The deadline week needs PostgreSQL (it adds its users to a fresh database of its own).
  deadlineWeek: () => (postgres ? measureDeadlineWeek(postgres) : 'needs TEST_DATABASE_URL or BENCH_DATABASE_URL'),
};

async function main() {
  const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
  const unknown = only?.filter((name) => !(name in PARTS)) ?? [];
  if (unknown.length > 0)
    throw new Error(`BENCH_ONLY names no part: ${unknown.join(', ')} (parts: ${Object.keys(PARTS).join(', ')})`);
  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
  };
  for (const [name, measure] of Object.entries(PARTS)) if (!only || only.includes(name)) report[name] = await measure();
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
