import { describe, expect, it } from 'vitest';
import { createBatcher } from '../src/db/batcher';

describe('batcher', () => {
  it('answers the keys asked in one turn with one load, duplicates included', async () => {
    const loads: string[][] = [];
    const load = createBatcher<string, number>(async (keys) => {
      loads.push(keys);
      return new Map(keys.filter((k) => k !== 'missing').map((k) => [k, k.length]));
    });
    const answers = await Promise.all(['a', 'bb', 'a', 'missing'].map(load));
    expect(answers).toEqual([1, 2, 1, undefined]);
    expect(loads).toEqual([['a', 'bb', 'missing']]);
    expect(await load('ccc')).toBe(3);
    expect(loads).toHaveLength(2);
  });

  it('rejects every waiter of a failed load and recovers for the next turn', async () => {
    let fail = true;
    const load = createBatcher<string, string>(async (keys) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((k) => [k, k]));
    });
    const results = await Promise.allSettled([load('x'), load('y')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await load('x')).toBe('x');
  });
});
