// Keys the server processes share: the configured value when a deployment sets one, else a random
// key generated once and kept in the database, so every process of a deployment reads the same.
import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../../db/database';

export async function loadServerSecret(
  handle: DatabaseHandle,
  name: string,
  configured: string | null,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await handle.db
    .insertInto('server_secret')
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await handle.db
    .selectFrom('server_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}
