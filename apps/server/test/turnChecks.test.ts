// The requests of one event-loop turn ask PostgreSQL for the sessions' version and their replay
// tokens in one statement (src/db/turnChecks.ts). The module is written for PostgreSQL, where the
// server uses it, and runs the same on the embedded database.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { turnChecksOf } from '../src/db/turnChecks';
import { countedHandle, databaseUrlOf, TEST_DATABASES } from './support';

const later = () => new Date(Date.now() + 60_000);

const storedVersion = async (handle: DatabaseHandle) => {
  const { rows } = await sql<{ version: string }>`SELECT version::text AS version FROM session_version`.execute(
    handle.db,
  );
  return rows[0]?.version;
};

describe.each(TEST_DATABASES)('one statement a turn on $name', (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;

  beforeAll(async () => {
    handle = await database.open();
    await migrate(handle);
  });

  afterAll(async () => {
    await handle?.dispose();
  });

  it("answers a turn's version reads and replay tokens with one statement, duplicates refused", async () => {
    const { handle: counting, counted } = countedHandle(handle);
    const checks = turnChecksOf(counting);
    const tokens = ['a', 'b', 'c', 'a', 'd', 'b'].map((letter) => `turn-${letter}`);
    const [versions, claims] = await Promise.all([
      Promise.all([checks.sessionVersion(), checks.sessionVersion()]),
      Promise.all(tokens.map((token) => checks.claimReplayToken(token, later()))),
    ]);
    expect(counted.statements).toBe(1);
    expect(versions).toEqual([await storedVersion(handle), await storedVersion(handle)]);
    // The first of each duplicated token won.
    expect(claims).toEqual([true, true, true, false, true, false]);
    const stored = await handle.db
      .selectFrom('replay_nonce')
      .select('token')
      .where('token', 'like', 'turn-%')
      .execute();
    expect(stored.map((row) => row.token).sort()).toEqual(['turn-a', 'turn-b', 'turn-c', 'turn-d']);

    // The next turn is a statement of its own, and refuses what the first claimed: its plain insert
    // is refused, and a second statement learns which token was the replay.
    expect(
      await Promise.all([checks.claimReplayToken('turn-a', later()), checks.claimReplayToken('turn-e', later())]),
    ).toEqual([false, true]);
    expect(counted.statements).toBe(3);
  });

  it('answers each claim of a turn in its place, and keeps the turn until its latest expiry', async () => {
    const checks = turnChecksOf(countedHandle(handle).handle);
    expect(await checks.claimReplayToken('order-taken', later())).toBe(true);
    const soon = new Date(Date.now() + 30_000);
    const latest = new Date(Date.now() + 600_000);
    const claims = await Promise.all([
      checks.claimReplayToken('order-1', soon),
      checks.claimReplayToken('order-taken', soon),
      checks.claimReplayToken('order-2', latest),
      checks.claimReplayToken('order-taken', latest),
      checks.claimReplayToken('order-3', soon),
    ]);
    expect(claims).toEqual([true, false, true, false, true]);
    const stored = await handle.db
      .selectFrom('replay_nonce')
      .select(['token', 'expires_at'])
      .where('token', 'in', ['order-1', 'order-2', 'order-3'])
      .execute();
    expect(stored).toHaveLength(3);
    // None is kept for less than it asked; all until the turn's latest expiry.
    for (const row of stored) expect(new Date(row.expires_at).getTime()).toBe(latest.getTime());
  });

  it('reads the version afresh each turn, and refuses a token another process claimed', async () => {
    const checks = turnChecksOf(handle);
    const before = await checks.sessionVersion();
    await sql`UPDATE session_version SET version = version + 1`.execute(handle.db);
    const after = await checks.sessionVersion();
    expect(after).not.toBe(before);
    expect(after).toBe(await storedVersion(handle));

    const other = turnChecksOf({ ...handle });
    expect(other).not.toBe(checks);
    expect(await checks.claimReplayToken('claimed-elsewhere', later())).toBe(true);
    expect(await other.claimReplayToken('claimed-elsewhere', later())).toBe(false);
    // Racing from four processes in the same turn: the database lets exactly one through.
    const racing = Array.from({ length: 4 }, () => turnChecksOf({ ...handle }));
    const answers = await Promise.all(racing.map((each) => each.claimReplayToken('raced-turn', later())));
    expect(answers.filter(Boolean)).toHaveLength(1);
  });

  it('sends the turn as a statement the connection prepared once', async () => {
    // One connection, so the statement listed is the one the turns ran on.
    const single = database.name === 'postgres' ? await openPostgres(await databaseUrlOf(handle), 1) : handle;
    try {
      const checks = turnChecksOf(single);
      expect(await checks.claimReplayToken('prepared-1', later())).toBe(true);
      expect(await checks.claimReplayToken('prepared-2', later())).toBe(true);
      const listed = await single.prepared<{ name: string }>(
        'list_prepared',
        'SELECT name FROM pg_prepared_statements ORDER BY name',
        [],
      );
      if (database.name === 'postgres') expect(listed.map((row) => row.name)).toEqual(['list_prepared', 'turn_checks']);
      // The embedded database has no round trip to save: the same statement is run as it is.
      else expect(listed).toEqual([]);
    } finally {
      if (single !== handle) await single.close();
    }
  });

  it('lets no request of a failed turn through: version reads and claims all fail', async () => {
    const { handle: failing } = countedHandle(handle, { fail: true });
    const checks = turnChecksOf(failing);
    const outcomes = await Promise.allSettled([
      checks.sessionVersion(),
      checks.claimReplayToken('failed-turn', later()),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    // Nothing was claimed, so the token is still free once the database answers.
    expect(await turnChecksOf(handle).claimReplayToken('failed-turn', later())).toBe(true);
  });
});
