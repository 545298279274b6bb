import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { isDatabaseUnavailable } from '../src/db/unavailable';
import {
  createJournaledReplayStore,
  createReplayStore,
  PREVIOUS_REPLAY_JOURNAL,
  REPLAY_JOURNAL,
  type ReplayStore,
} from '../src/http/replayStore';
import { TEST_DATABASES } from './support';

const later = () => new Date(Date.now() + 60_000);

describe.each(TEST_DATABASES)('replay store on $name', (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  const dirs: string[] = [];
  const stores: ReplayStore[] = [];
  /**
   * A store as a server process holds it: on the embedded database, each process its own DATA_DIR;
   * on PostgreSQL, each its own handle (a process sends its own statement each turn).
   */
  const open = (dataDir = mkdtempSync(join(tmpdir(), 'ent-replay-'))) => {
    dirs.push(dataDir);
    const store = createReplayStore({ ...handle }, { dataDir, redisUrl: null });
    stores.push(store);
    return store;
  };

  beforeAll(async () => {
    handle = await database.open();
    await migrate(handle);
  });

  afterAll(async () => {
    for (const store of stores) store.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await handle?.dispose();
  });

  it('accepts a token once, across batches', async () => {
    const store = open();
    expect(await store.remember('tok-a', later())).toBe(true);
    expect(await store.remember('tok-a', later())).toBe(false);
  });

  it('answers each of many concurrent requests correctly in one batch, duplicates included', async () => {
    const store = open();
    const tokens = Array.from({ length: 50 }, (_, i) => `batch-${i % 40}`);
    const answers = await Promise.all(tokens.map((token) => store.remember(token, later())));
    expect(answers.filter(Boolean)).toHaveLength(40);
    // The first of each duplicated pair won.
    expect(answers.slice(0, 40).every(Boolean)).toBe(true);
    expect(answers.slice(40).some(Boolean)).toBe(false);
  });

  it('still refuses a token after a restart on the same data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ent-replay-'));
    const before = open(dataDir);
    expect(await before.remember('kept-over-restart', later())).toBe(true);
    before.close();
    const after = open(dataDir);
    expect(await after.remember('kept-over-restart', later())).toBe(false);
    expect(await after.remember('new-after-restart', later())).toBe(true);
  });

  if (database.name === 'postgres')
    it('is shared by every process: a token remembered by one is refused by the others, racing or not', async () => {
      const [first, second] = [open(), open()];
      expect(await first?.remember('shared', later())).toBe(true);
      expect(await second?.remember('shared', later())).toBe(false);
      const racing = Array.from({ length: 4 }, () => open());
      const answers = await Promise.all(racing.map((store) => store.remember('raced', later())));
      expect(answers.filter(Boolean)).toHaveLength(1);
      const rows = await handle.db.selectFrom('replay_nonce').select('token').where('token', '=', 'raced').execute();
      expect(rows).toHaveLength(1);
    });

  if (database.name === 'pglite')
    it('keeps its journal readable after a crash: a line cut short is dropped, expired lines are forgotten', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ent-replay-'));
      const file = join(dataDir, REPLAY_JOURNAL);
      const live = Date.now() + 60_000;
      writeFileSync(file, `${live} whole-line\n${Date.now() - 1000} expired-line\n`);
      // kill -9 in the middle of a write leaves a line with no token.
      appendFileSync(file, `${live}`);
      const store = open(dataDir);
      expect(await store.remember('whole-line', later())).toBe(false);
      expect(await store.remember('expired-line', later())).toBe(true);
      // The journal was rewritten at start without the expired and broken lines, as the previous
      // generation; the current one holds what came since.
      const tokensIn = (name: string) =>
        readFileSync(join(dataDir, name), 'utf8')
          .trim()
          .split('\n')
          .map((line) => line.split(' ')[1]);
      expect(tokensIn(PREVIOUS_REPLAY_JOURNAL)).toEqual(['whole-line']);
      expect(tokensIn(REPLAY_JOURNAL)).toEqual(['expired-line']);
    });

  if (database.name === 'pglite')
    it('keeps each token one to two generations and drops a generation whole', async () => {
      const GENERATION_MS = 300;
      // Requests ask for an expiry one generation ahead (REPLAY_RETENTION_MS).
      const soon = () => new Date(Date.now() + GENERATION_MS);
      const wait = () => new Promise((resolve) => setTimeout(resolve, GENERATION_MS + 50));
      const store = createJournaledReplayStore(mkdtempSync(join(tmpdir(), 'ent-replay-')), GENERATION_MS);
      stores.push(store);
      expect(await store.remember('first', soon())).toBe(true);
      await wait();
      // The generation of 'first' turned to the previous one: still refused.
      expect(await store.remember('second', soon())).toBe(true);
      expect(await store.remember('first', soon())).toBe(false);
      await wait();
      // Two turns after 'first' went in, its generation is dropped; 'second' is in the previous one.
      expect(await store.remember('third', soon())).toBe(true);
      expect(await store.remember('second', soon())).toBe(false);
      expect(await store.remember('first', soon())).toBe(true);
      await wait();
      await wait();
      // Idle for two generations: both are dropped at the next call.
      expect(await store.remember('fourth', soon())).toBe(true);
      expect(await store.remember('third', soon())).toBe(true);
    });

  if (database.name === 'pglite')
    it('reads both generations back after a restart, without the tokens that have expired', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ent-replay-'));
      dirs.push(dataDir);
      const GENERATION_MS = 1000;
      const soon = () => new Date(Date.now() + GENERATION_MS);
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const store = createJournaledReplayStore(dataDir, GENERATION_MS);
      expect(await store.remember('early', soon())).toBe(true);
      await pause(700);
      expect(await store.remember('late', soon())).toBe(true);
      await pause(400);
      // This call turns the generation: 'early' and 'late' go to the previous journal, 'after' to the new one.
      expect(await store.remember('after', soon())).toBe(true);
      store.close();
      const restarted = createJournaledReplayStore(dataDir, GENERATION_MS);
      stores.push(restarted);
      expect(await restarted.remember('late', soon())).toBe(false);
      expect(await restarted.remember('after', soon())).toBe(false);
      // 'early' expired before the restart.
      expect(await restarted.remember('early', soon())).toBe(true);
    });
});

const REDIS = process.env.TEST_REDIS_URL;

describe('replay store in Redis (REDIS_URL)', () => {
  const stores: ReplayStore[] = [];
  let handle: Awaited<ReturnType<(typeof TEST_DATABASES)[number]['open']>>;
  const open = (redisUrl: string) => {
    const store = createReplayStore(handle, { dataDir: tmpdir(), redisUrl });
    stores.push(store);
    return store;
  };

  beforeAll(async () => {
    handle = await (TEST_DATABASES[0] as (typeof TEST_DATABASES)[number]).open();
  });

  afterAll(async () => {
    for (const store of stores) store.close();
    await handle?.dispose();
  });

  it('refuses at once, as an unreachable store (503), when Redis cannot be reached', async () => {
    // Port 1 on loopback: nothing listens there. A platform would not start (ready() rejects).
    const store = open('redis://127.0.0.1:1');
    await expect(store.ready()).rejects.toThrow(/REDIS_URL/);
    const failure = await store.remember(randomUUID(), later()).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });

  if (REDIS)
    it('is shared by every process: a token is accepted once, in one batch, across stores and racing', async () => {
      const [first, second] = [open(REDIS), open(REDIS)];
      await Promise.all([first?.ready(), second?.ready()]);
      const token = randomUUID();
      expect(await first?.remember(token, later())).toBe(true);
      expect(await first?.remember(token, later())).toBe(false);
      expect(await second?.remember(token, later())).toBe(false);
      const tokens = Array.from({ length: 50 }, (_, i) => `${token}-${i % 40}`);
      const answers = await Promise.all(tokens.map((each) => first?.remember(each, later())));
      expect(answers.slice(0, 40).every(Boolean)).toBe(true);
      expect(answers.slice(40).some(Boolean)).toBe(false);
      const raced = randomUUID();
      const racing = await Promise.all([first, second].map((store) => store?.remember(raced, later())));
      expect(racing.filter(Boolean)).toHaveLength(1);
    });
});
