// Applies the committed SQL files in migrations/ in name order, each once, each in a transaction.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_TEXT } from '@ent/core/messages';
import type { DatabaseHandle } from './database';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../migrations');

const LEDGER = `CREATE TABLE IF NOT EXISTS schema_migration (
  name       text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;

function quote(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export async function migrate(handle: DatabaseHandle, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort();
  return handle.exclusive(async (exec) => {
    await exec(LEDGER);
    const applied = new Set(
      (await handle.db.selectFrom('schema_migration').select('name').execute()).map((r) => r.name),
    );
    const ran: string[] = [];
    for (const name of files) {
      if (applied.has(name)) continue;
      const script = readFileSync(join(dir, name), 'utf8');
      try {
        await exec(`BEGIN;\n${script}\n;INSERT INTO schema_migration (name) VALUES (${quote(name)});\nCOMMIT;`);
      } catch (error) {
        // A failed statement leaves the session's transaction aborted; end it before reporting.
        await exec('ROLLBACK').catch(() => undefined);
        throw new Error(SERVER_TEXT.migrationFailed(name, (error as Error).message));
      }
      ran.push(name);
    }
    return ran;
  });
}
