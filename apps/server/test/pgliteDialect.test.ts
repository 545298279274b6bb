// PGlite is one session, which a transaction holds until it ends (src/db/pgliteDialect.ts). A
// statement sent through the shared handle by the transaction's own work runs in that session
// instead of waiting for it forever; every other caller still waits for the commit.
import { triggerAsyncId } from 'node:async_hooks';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/database';

/** A moment one side of a test waits for and the other makes happen. */
function signal(): { happened: Promise<void>; fire: () => void } {
  let fire!: () => void;
  const happened = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { happened, fire };
}

const within = <T>(promise: Promise<T>, ms = 5000) =>
  Promise.race([promise, new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), ms).unref())]);

describe('the PGlite session held by a transaction', () => {
  let handle: Awaited<ReturnType<typeof openPglite>>;

  beforeAll(async () => {
    handle = await openPglite(null);
    await sql`CREATE TABLE held (id int PRIMARY KEY)`.execute(handle.db);
  });

  afterAll(async () => {
    await handle?.close();
  });

  const ids = async () =>
    (await sql<{ id: number }>`SELECT id FROM held ORDER BY id`.execute(handle.db)).rows.map((row) => row.id);

  it("answers a read sent through the shared handle by the transaction's own work, inside it", async () => {
    const seen = await within(
      handle.db.transaction().execute(async (trx) => {
        await sql`INSERT INTO held VALUES (1)`.execute(trx);
        // As a cache would read in the middle of a save: not through trx.
        return ids();
      }),
    );
    expect(seen).toEqual([1]);
    expect(await ids()).toEqual([1]);
  });

  it('does the same for a transaction with an isolation level', async () => {
    const seen = await within(
      handle.db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          await sql`INSERT INTO held VALUES (2)`.execute(trx);
          return ids();
        }),
    );
    expect(seen).toEqual([1, 2]);
  });

  it('runs reads inside a transaction that waited for another, and stops tracking promises once none is open', async () => {
    // Node gives a promise's callbacks a trigger id only while async hooks track promises.
    const promisesTracked = () =>
      new Promise<boolean>((resolve) => {
        void Promise.resolve().then(() => resolve(triggerAsyncId() !== 0));
      });
    const held = signal();
    const released = signal();
    const first = handle.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO held VALUES (5)`.execute(trx);
      held.fire();
      await released.happened;
    });
    const second = within(
      handle.db.transaction().execute(async (trx) => {
        await sql`INSERT INTO held VALUES (6)`.execute(trx);
        const seen = await ids();
        await sql`DELETE FROM held WHERE id IN (5, 6)`.execute(trx);
        return seen;
      }),
    );
    await held.happened;
    const trackedWhileOpen = await promisesTracked();
    released.fire();
    await first;
    expect(await second).toEqual([1, 2, 5, 6]);
    expect(trackedWhileOpen).toBe(true);
    expect(await promisesTracked()).toBe(false);
  });

  it('keeps every other caller out until the transaction ends', async () => {
    const inserted = signal();
    const finished = signal();
    const transaction = handle.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO held VALUES (3)`.execute(trx);
      inserted.fire();
      await finished.happened;
      await sql`DELETE FROM held WHERE id = 3`.execute(trx);
    });
    await inserted.happened;
    // Another request's read: it must not see the row the transaction has not committed.
    const outside = ids();
    expect(await within(outside, 200)).toBe('hung');
    finished.fire();
    await transaction;
    expect(await outside).toEqual([1, 2]);
  });

  it('refuses a transaction begun inside another rather than committing the outer one', async () => {
    const outcome = await within(
      handle.db
        .transaction()
        .execute(async (trx) => {
          await sql`INSERT INTO held VALUES (4)`.execute(trx);
          await handle.db.transaction().execute(async () => null);
        })
        .then(
          () => 'committed',
          (error: Error) => error.message,
        ),
    );
    expect(outcome).toMatch(/cannot begin inside another/);
    // The outer transaction was rolled back whole.
    expect(await ids()).toEqual([1, 2]);
  });
});
