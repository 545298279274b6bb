// Test support: real databases (PGlite always, PostgreSQL when TEST_DATABASE_URL is set), the real
// platform listening on a free port, and the platform's own HTTP client from packages/core.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAuthApi } from '@ent/core/api';
import { createExpiryGuard, createHttpClient, type HttpClient, type Notice } from '@ent/core/http';
import { nodeCipher } from '@ent/core/http/node';
import { type CompiledQuery, type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig, type ServerConfig } from '../src/config';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { type RunningPlatform, startPlatform } from '../src/platform';
import { DEMO_PASSWORD } from '../src/seed/demo';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<DatabaseHandle & { dispose(): Promise<void> }>;
}

export function postgresDatabase(baseUrl: string): TestDatabase {
  return {
    name: 'postgres',
    async open() {
      const dbName = `ent_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      const url = new URL(baseUrl);
      url.pathname = `/${dbName}`;
      const handle = await openPostgres(url.toString(), 20);
      let disposed = false;
      return {
        ...handle,
        async dispose() {
          if (disposed) return;
          disposed = true;
          await handle.close();
          const cleanup = new pg.Client({ connectionString: baseUrl });
          await cleanup.connect();
          await cleanup.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
          await cleanup.end();
        },
      };
    },
  };
}

const pgliteDatabase: TestDatabase = {
  name: 'pglite',
  async open() {
    const handle = await openPglite(null);
    let disposed = false;
    return {
      ...handle,
      async dispose() {
        if (disposed) return;
        disposed = true;
        await handle.close();
      },
    };
  },
};

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set (CI sets it). */
export const TEST_DATABASES: TestDatabase[] = process.env.TEST_DATABASE_URL
  ? [pgliteDatabase, postgresDatabase(process.env.TEST_DATABASE_URL)]
  : [pgliteDatabase];

export function testConfig(overrides: Record<string, string> = {}): ServerConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'ent-test-'));
  return {
    ...loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CAPTCHA: 'off',
      LOG_LEVEL: 'silent',
      SPA_DIST: join(dataDir, 'no-spa'),
      ...overrides,
    }),
  };
}

export interface TestPlatform extends RunningPlatform {
  config: ServerConfig;
}

export async function startTestPlatform(
  handle: DatabaseHandle,
  overrides: Record<string, string> = {},
): Promise<TestPlatform> {
  const config = testConfig(overrides);
  const platform = await startPlatform(config, handle);
  return {
    ...platform,
    config,
    async close() {
      await platform.close();
      // A data folder handed in (a restart over the same data) belongs to the caller.
      if (!overrides.DATA_DIR) rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestClient {
  http: HttpClient;
  notices: Notice[];
  token: string | undefined;
  jti: string | undefined;
  encrypt: boolean;
}

/** The platform's own client (core), as the SPA uses it, pointed at a running test platform. */
export function testClient(baseUrl: string): TestClient {
  const notices: Notice[] = [];
  const notifier = { show: (notice: Notice) => notices.push(notice) };
  const state: TestClient = { notices, token: undefined, jti: undefined, encrypt: true, http: undefined as never };
  state.http = createHttpClient({
    baseURL: `${baseUrl}/prod-api`,
    tokens: { getToken: () => state.token, getJti: () => state.jti },
    cipher: nodeCipher,
    notifier,
    expiry: createExpiryGuard({ notifier, logout: () => undefined }),
    envelopeWrites: () => state.encrypt,
  });
  return state;
}

/** Raw HTTP for the inputs the client would never send. */
export async function raw(
  baseUrl: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<{ status: number; body: { code?: string; msg?: string; data?: unknown; dataStr?: string } }> {
  const response = await fetch(`${baseUrl}/prod-api${path}`, {
    method: init.method ?? 'POST',
    headers: init.headers,
    body: init.body,
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text);
  } catch {
    body = { raw: text };
  }
  return { status: response.status, body };
}

/** The address of the PostgreSQL database behind a fixture, for another process to join it. */
export async function databaseUrlOf(handle: DatabaseHandle): Promise<string> {
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(handle.db);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${rows[0]?.name}`;
  return url.toString();
}

/** A second server process on the PostgreSQL database of `handle`, as a deployment runs several. */
export async function startSecondPlatform(handle: DatabaseHandle): Promise<{ url: string; close(): Promise<void> }> {
  const secondHandle = await openPostgres(await databaseUrlOf(handle), 5);
  const second = await startTestPlatform(secondHandle);
  return {
    url: second.url,
    async close() {
      await second.close();
      await secondHandle.close();
    },
  };
}

/** A client logged in at `baseUrl` as a demo account (through the government entrance for admin). */
export async function loginAt(baseUrl: string, username: string, password = DEMO_PASSWORD): Promise<TestClient> {
  const client = testClient(baseUrl);
  const { data } = await createAuthApi(client.http).login({
    username,
    password,
    typeOf: username === 'admin' ? '2' : '1',
  });
  client.token = data?.access_token;
  client.jti = data?.jti;
  return client;
}

export interface PlatformFixture {
  /** The database of the running platform (for setting up and checking rows directly). */
  readonly handle: DatabaseHandle & { dispose(): Promise<void> };
  readonly platform: TestPlatform;
  /** A client logged in as a demo account (through the government entrance for admin). */
  login(username: string, password?: string): Promise<TestClient>;
}

/**
 * The platform on a fresh database of `database` for the tests of one describe block: opened
 * before them, closed after them.
 */
export function usePlatform(database: TestDatabase, overrides: Record<string, string> = {}): PlatformFixture {
  let handle: (DatabaseHandle & { dispose(): Promise<void> }) | undefined;
  let platform: TestPlatform | undefined;
  beforeAll(async () => {
    handle = await database.open();
    platform = await startTestPlatform(handle, overrides);
  });
  afterAll(async () => {
    await platform?.close();
    await handle?.dispose();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the test platform is not started yet');
    return value;
  };
  return {
    get handle() {
      return ready(handle);
    },
    get platform() {
      return ready(platform);
    },
    login: (username, password) => loginAt(ready(platform).url, username, password),
  };
}

/** The same database as `handle`, as another process would hold it, counting the statements it sends. */
export function countedHandle(handle: DatabaseHandle, options: { fail?: boolean } = {}) {
  const counted = { statements: 0 };
  const db: Kysely<Database> = Object.create(handle.db);
  db.executeQuery = <R>(query: CompiledQuery<R>) => {
    counted.statements += 1;
    return handle.db.executeQuery(query);
  };
  const prepared: DatabaseHandle['prepared'] = (name, text, parameters) => {
    counted.statements += 1;
    if (options.fail) return Promise.reject(new Error('the database went away'));
    return handle.prepared(name, text, parameters);
  };
  return { handle: { ...handle, db, prepared }, counted };
}
