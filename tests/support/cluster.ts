// Several platform processes on one PostgreSQL database behind Debian's nginx, as docs/DEPLOY.md
// describes: a fresh database, the processes sharing one DATA_DIR, and an nginx on a free loopback
// port balancing between them round robin. nginx names the process that answered in X-Upstream.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type PlatformProcess, startPlatformProcess } from './platform';

export const NGINX = '/usr/sbin/nginx';

/**
 * The PostgreSQL server of a `*.postgres.test.ts` file (vitest.config.ts leaves
 * such files out when TEST_DATABASE_URL is unset; run alone, they say what they need).
 */
export function requiredPostgres(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('this file needs a PostgreSQL server: set TEST_DATABASE_URL');
  return url;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function onPostgres(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function startNginx(upstreams: string[]): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'ent-nginx-'));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp));
  const port = await freePort();
  const servers = upstreams.map((url) => `server ${new URL(url).host};`).join(' ');
  // Run as root (CI), the workers would otherwise be nobody and could not use the temp folders.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${user}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 25m;
  upstream platform { ${servers} }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://platform;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    const answered = await fetch(`${url}/ent/login`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Cluster {
  /** nginx's address: what users open. */
  url: string;
  processes: PlatformProcess[];
  stop(): Promise<void>;
}

/** A fresh database on the PostgreSQL at `baseUrl`, and its removal. */
export async function freshDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const dbName = `ent_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await onPostgres(baseUrl, `CREATE DATABASE ${dbName}`);
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  return { url: url.toString(), drop: () => onPostgres(baseUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`) };
}

/**
 * `count` platform processes on a fresh database of the PostgreSQL at `baseUrl`, behind nginx,
 * sharing their replay tokens in `redisUrl` when one is given.
 */
export async function startCluster(baseUrl: string, count: number, redisUrl?: string): Promise<Cluster> {
  if (!existsSync(NGINX)) throw new Error(`no nginx at ${NGINX}: apt-get install nginx-light (.ci/run does)`);
  const dbName = `ent_cluster_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await onPostgres(baseUrl, `CREATE DATABASE ${dbName}`);
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'ent-cluster-'));
  const env = {
    DATABASE_URL: url.toString(),
    DEMO_SEED: 'on',
    DATA_DIR: dataDir,
    TRUST_PROXY: 'on',
    LOG_LEVEL: 'error',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  };
  const processes: PlatformProcess[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(processes.map((running) => running.stop()));
    await onPostgres(baseUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The first migrates and seeds; the others start on the ready database.
    processes.push(await startPlatformProcess(env));
    for (let n = 1; n < count; n += 1) processes.push(await startPlatformProcess(env));
    nginx = await startNginx(processes.map((running) => running.url));
    return { url: nginx.url, processes, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
