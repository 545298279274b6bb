import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { createReplayStore } from '../src/http/replayStore';
import { TEST_DATABASES } from './support';

describe.each(TEST_DATABASES)('replay store on $name', (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;

  beforeAll(async () => {
    handle = await database.open();
    await migrate(handle);
  });

  afterAll(async () => {
    await handle?.dispose();
  });

  const later = () => new Date(Date.now() + 60_000);

  it('accepts a token once, across batches and across store instances (processes)', async () => {
    const first = createReplayStore(handle);
    const second = createReplayStore(handle);
    expect(await first.remember('tok-a', later())).toBe(true);
    expect(await first.remember('tok-a', later())).toBe(false);
    expect(await second.remember('tok-a', later())).toBe(false);
  });

  it('answers each of many concurrent requests correctly in one batch, duplicates included', async () => {
    const store = createReplayStore(handle);
    const tokens = Array.from({ length: 50 }, (_, i) => `batch-${i % 40}`);
    const answers = await Promise.all(tokens.map((token) => store.remember(token, later())));
    expect(answers.filter(Boolean)).toHaveLength(40);
    // The first of each duplicated pair won.
    expect(answers.slice(0, 40).every(Boolean)).toBe(true);
    expect(answers.slice(40).some(Boolean)).toBe(false);
    const rows = await handle.db.selectFrom('replay_nonce').select('token').where('token', 'like', 'batch-%').execute();
    expect(rows).toHaveLength(40);
  });

  it('lets two stores racing for the same token accept it exactly once', async () => {
    const stores = Array.from({ length: 4 }, () => createReplayStore(handle));
    const answers = await Promise.all(stores.map((store) => store.remember('raced', later())));
    expect(answers.filter(Boolean)).toHaveLength(1);
  });
});
