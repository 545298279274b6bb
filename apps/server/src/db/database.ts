// One query layer (Kysely) over either embedded PGlite under DATA_DIR or a PostgreSQL server.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { SERVER_TEXT } from '@ent/core/messages';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pgliteDialect';
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
   * Calls `onNotify` for each NOTIFY on `channel`. On PGlite, where this process makes every
   * commit, at the commit (before the committing statement's caller goes on). On PostgreSQL, for
   * other processes' commits when the notification arrives on this process's listening connection,
   * a moment after the commit; for this process's own commits on `channel` the triggers also raise
   * a notice of the channel's name (migrations/0058), heard before the commit's answer. `live()`
   * says whether the listening connection is up: while it is down, other commits go unheard.
   */
  listen(channel: string, onNotify: () => void): Promise<{ live(): boolean }>;
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
  const db = new Kysely<Database>({ dialect });
  return {
    kind: 'pglite',
    db,
    exclusive: (work) => work((script) => dialect.driver.execScript(script)),
    async listen(channel, onNotify) {
      await pglite.listen(channel, onNotify);
      return { live: () => true };
    },
    close: () => db.destroy(),
  };
}

/** How long a lost listening connection waits before it connects again. */
const LISTEN_RETRY_MS = 1000;

/**
 * A connection that LISTENs on `channel` for as long as the handle is open, connecting again by
 * itself after it is lost; `onNotify` is also called each time it is (re)established, since
 * notifications sent while it was down are lost.
 */
function listener(url: string, channel: string, onNotify: () => void) {
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
    client = next;
    const lost = () => {
      if (client !== next) return;
      live = false;
      client = null;
      next.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect(), LISTEN_RETRY_MS);
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (client !== next) return;
      live = true;
      onNotify();
    } catch {
      lost();
    }
  };
  return {
    start: connect,
    live: () => live,
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      live = false;
      await last?.end().catch(() => {});
    },
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  // A database that does not answer must not hold a request past the client's 30 s: a connection
  // is given 5 s (the request then answers 503, db/unavailable.ts). The server's connections ask
  // for the notices that announce their own commits' changes (listen below).
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    keepAlive: true,
    options: '-c ent.session_notices=on',
  });
  const noticed = new Map<string, Array<() => void>>();
  pool.on('connect', (client) =>
    client.on('notice', (notice) => {
      for (const onNotify of noticed.get(notice.message ?? '') ?? []) onNotify();
    }),
  );
  const listeners: Array<ReturnType<typeof listener>> = [];
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
    async listen(channel, onNotify) {
      noticed.set(channel, [...(noticed.get(channel) ?? []), onNotify]);
      const listening = listener(url, channel, onNotify);
      listeners.push(listening);
      await listening.start();
      return { live: listening.live };
    },
    async close() {
      await Promise.all(listeners.map((listening) => listening.close()));
      await db.destroy();
    },
  };
}

export function openDatabase(options: { databaseUrl: string | null; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
