// Remembers replay tokens in the shared database so that a token is accepted once across every
// server process. The tokens of concurrent requests go into one INSERT (see db/batcher.ts).
import { sql } from 'kysely';
import { createBatcher } from '../db/batcher';
import type { DatabaseHandle } from '../db/database';

export interface ReplayStore {
  /** True when the token was not seen before (and is now remembered), false for a replay. */
  remember(token: string, expiresAt: Date): Promise<boolean>;
}

export function createReplayStore(handle: DatabaseHandle): ReplayStore {
  const expiries = new Map<string, Date>();
  // Each inserted token yields one claim; when a batch holds the same token twice, the first
  // request to read the claim takes it and the other is a replay.
  const insert = createBatcher<string, { claimable: boolean }>(async (tokens) => {
    const dates = tokens.map((token) => (expiries.get(token) ?? new Date()).toISOString());
    for (const token of tokens) expiries.delete(token);
    const { rows } = await sql<{ token: string }>`
      INSERT INTO replay_nonce (token, expires_at)
      SELECT * FROM unnest(${tokens}::text[], ${dates}::timestamptz[])
      ON CONFLICT (token) DO NOTHING
      RETURNING token`.execute(handle.db);
    const inserted = new Set(rows.map((row) => row.token));
    return new Map(tokens.map((token) => [token, { claimable: inserted.has(token) }]));
  });

  return {
    async remember(token, expiresAt) {
      if (!expiries.has(token)) expiries.set(token, expiresAt);
      const claim = await insert(token);
      if (!claim?.claimable) return false;
      claim.claimable = false;
      return true;
    },
  };
}
