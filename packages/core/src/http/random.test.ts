import { describe, expect, it } from 'vitest';
import { randomString } from './random';

describe('randomString', () => {
  it('has the requested length and only alphanumerics', () => {
    for (const length of [1, 10, 16, 64]) {
      const value = randomString(length);
      expect(value).toHaveLength(length);
      expect(value).toMatch(/^[A-Za-z0-9]+$/);
    }
  });

  it('does not repeat and uses the whole alphabet', () => {
    const seen = new Set(Array.from({ length: 200 }, () => randomString(10)));
    expect(seen.size).toBe(200);
    const chars = new Set([...Array.from(seen).join('')]);
    expect(chars.size).toBeGreaterThan(55);
  });
});
