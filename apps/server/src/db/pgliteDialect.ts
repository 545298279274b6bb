// A Kysely dialect for PGlite. PGlite is one in-process session, so the driver hands out that
// session to one caller at a time: a transaction holds it until commit or rollback, and no other
// request's statement can slip into it.
//
// A statement sent through the shared `db` by the work of a transaction itself (a dictionary or
// parameter cache read in the middle of a save) would wait for the session the transaction holds,
// and the transaction for it: the whole platform would hang. On PostgreSQL such a read takes
// another connection of the pool. Here it runs in the held session, as part of that transaction.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionBuilder,
} from 'kysely';

/** The transaction whose work is running, while it is open. */
const heldTransaction = new AsyncLocalStorage<{ open: boolean }>();
let openTransactions = 0;

/** Kysely whose transactions mark their work, so the driver recognises statements sent from it. */
export class PGliteKysely<DB> extends Kysely<DB> {
  override transaction(): TransactionBuilder<DB> {
    return markedTransaction(super.transaction());
  }
}

function markedTransaction<DB>(builder: TransactionBuilder<DB>): TransactionBuilder<DB> {
  return new Proxy(builder, {
    get(target, property) {
      if (property === 'execute')
        return <T>(callback: Parameters<TransactionBuilder<DB>['execute']>[0]) =>
          target.execute((trx) => {
            const held = { open: true };
            openTransactions += 1;
            return heldTransaction.run(held, async () => {
              try {
                return (await callback(trx)) as T;
              } finally {
                held.open = false;
                openTransactions -= 1;
                // Node 20 tracks every promise of the process while a storage is enabled (about a
                // twentieth of a read's time): off again once no transaction is open; run() turns
                // it back on.
                if (openTransactions === 0) heldTransaction.disable();
              }
            });
          });
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      // The builder's settings (isolation level, access mode) answer new builders: marked too.
      return (...args: unknown[]) => {
        const result = value.apply(target, args);
        return result && typeof result === 'object' && 'execute' in result
          ? markedTransaction(result as TransactionBuilder<DB>)
          : result;
      };
    },
  });
}

class Mutex {
  private tail: Promise<void> = Promise.resolve();

  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return ready;
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiled.sql, [...compiled.parameters]);
    return {
      rows: result.rows,
      ...(result.affectedRows === undefined ? {} : { numAffectedRows: BigInt(result.affectedRows) }),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered; the generator only throws.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect does not stream');
  }
}

class PGliteDriver implements Driver {
  private readonly mutex = new Mutex();
  private readonly releases = new Map<DatabaseConnection, () => void>();
  private readonly connection: PGliteConnection;
  /** The held session as lent to statements sent from a transaction's own work (never released). */
  private readonly lent: PGliteConnection;

  constructor(private readonly pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
    this.lent = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (heldTransaction.getStore()?.open) return this.lent;
    const release = await this.mutex.lock();
    this.releases.set(this.connection, release);
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    // A transaction begun inside another would commit the outer one with its own.
    if (connection === this.lent) throw new Error('PGlite: a transaction cannot begin inside another');
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const release = this.releases.get(connection);
    this.releases.delete(connection);
    release?.();
  }

  /** Runs a multi-statement script while holding the session (migrations). */
  async execScript(script: string): Promise<void> {
    const release = await this.mutex.lock();
    try {
      await this.pglite.exec(script);
    } finally {
      release();
    }
  }

  async destroy(): Promise<void> {
    const release = await this.mutex.lock();
    try {
      await this.pglite.close();
    } finally {
      release();
    }
  }
}

export class PGliteDialect implements Dialect {
  readonly driver: PGliteDriver;

  constructor(pglite: PGlite) {
    this.driver = new PGliteDriver(pglite);
  }

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return this.driver;
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
