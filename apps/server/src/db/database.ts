// One query layer (Kysely) over either embedded PGlite under DATA_DIR or a PostgreSQL server.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { SERVER_TEXT } from '@ent/core/messages';
import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect, PGliteKysely } from './pgliteDialect';
import type { Database } from './schema';

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Kysely<Database>;
  /**
   * Runs `work` with exclusive use of one session: `exec` takes multi-statement SQL. On PostgreSQL
   * the session also holds an advisory lock, so concurrent server starts migrate one at a time.
   */
  exclusive<T>(work: (exec: (script: string) => Promise<void>) => Promise<T>): Promise<T>;
  /**
   * PGlite only, where this process is the database's only user: calls `onNotify` with the payload
   * of each NOTIFY on `channel`, at the commit that sends it (before that statement's caller goes on).
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<void>;
  /**
   * Runs a statement that the request path sends hundreds of times a second. On PostgreSQL each
   * connection prepares it once under `name` and then only binds and runs it: parsing and planning
   * it on every turn cost the database a quarter of the authenticated read's throughput on a
   * machine it shares with the server (docs/BENCHMARKS.md). `name` must stay with one `sql`.
   */
  prepared<Row>(name: string, sql: string, parameters: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/** Identifies the migration lock among other advisory locks (an arbitrary fixed number). */
const MIGRATION_LOCK_ID = 72_026_001;

export async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  let path: string | undefined;
  if (dataDir) {
    path = join(dataDir, 'pgdata');
    mkdirSync(path, { recursive: true });
  }
  const pglite = new PGlite(path);
  await pglite.waitReady;
  const dialect = new PGliteDialect(pglite);
  const db = new PGliteKysely<Database>({ dialect });
  return {
    kind: 'pglite',
    db,
    exclusive: (work) => work((script) => dialect.driver.execScript(script)),
    async listen(channel, onNotify) {
      await pglite.listen(channel, onNotify);
    },
    // PGlite lives in this process: there is no round trip or other client to save a plan for.
    prepared: async <Row>(_name: string, sql: string, parameters: unknown[]) =>
      (await db.executeQuery<Row>(CompiledQuery.raw(sql, parameters))).rows,
    close: () => db.destroy(),
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  // A database that does not answer must not hold a request past the client's 30 s: a connection
  // is given 5 s (the request then answers 503, db/unavailable.ts).
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000, keepAlive: true });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the
  // pool replaces it on the next checkout.
  pool.on('error', (error) => console.warn(SERVER_TEXT.idleConnectionLost(error.message)));
  // Fail at start with a clear message rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'postgres',
    db,
    prepared: async <Row>(name: string, sql: string, parameters: unknown[]) =>
      (await pool.query<Row & pg.QueryResultRow>({ name, text: sql, values: parameters })).rows,
    async exclusive(work) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          return await work(async (script) => {
            await client.query(script);
          });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    close: () => db.destroy(),
  };
}

export function openDatabase(options: { databaseUrl: string | null; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
