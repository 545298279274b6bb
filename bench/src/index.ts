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
import { CONNECTIONS, loadAuthenticatedRead, loadBare, MIN_RATIO, P99_BUDGET_MS } from './throughput';
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

async function main() {
  const loginPage = await withPlatform({ CAPTCHA: 'on' }, (platform) => measureLoginBundle(platform.url));
  const lighthouse = await withPlatform({ CAPTCHA: 'on' }, (platform) => measureLighthouse(platform.url));
  const dynamicForm = await withPlatform({ CAPTCHA: 'off' }, (platform) => measureFormRender(platform.url));

  const map = await withPlatform({ CAPTCHA: 'off' }, (platform) => measureMap(platform.url));
  const userExport = await measureUserExport();

  const bareServer = await startBare();
  const bare = await loadBare(bareServer.url, SECONDS).finally(() => bareServer.stop());

  const databases: Array<[string, Record<string, string>]> = [['pglite', {}]];
  const postgres = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (postgres) databases.push(['postgres', { DATABASE_URL: postgres, DEMO_SEED: 'on' }]);

  const platform: Record<string, unknown> = {};
  for (const [name, env] of databases) {
    const result = await withPlatform({ CAPTCHA: 'off', ...env }, (running) =>
      loadAuthenticatedRead(running.url, SECONDS),
    );
    const ratio = Math.round((result.requestsPerSecond / bare.requestsPerSecond) * 100) / 100;
    platform[name] = {
      ...result,
      ratioToBare: ratio,
      withinBudget: ratio >= MIN_RATIO && result.p99Ms <= P99_BUDGET_MS && result.errors === 0 && result.non2xx === 0,
    };
  }

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

  // The deadline week needs PostgreSQL (it adds its users to a fresh database of its own).
  const deadlineWeek = postgres ? await measureDeadlineWeek(postgres) : 'needs TEST_DATABASE_URL or BENCH_DATABASE_URL';

  const report = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    loginPage,
    lighthouse,
    headerSearch: measureHeaderSearch(),
    dynamicForm,
    map,
    userExport,
    forcedLogout,
    deadlineWeek,
    authenticatedRead: {
      request:
        'POST /prod-api/gov-auth/api/v1/me (rek, bearer token, envelope with replay token; token check and session query)',
      connections: CONNECTIONS,
      seconds: SECONDS,
      budget: { minRatioToBare: MIN_RATIO, p99Ms: P99_BUDGET_MS },
      bare,
      platform,
    },
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
