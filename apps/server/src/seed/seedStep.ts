// What every seed step is, and the one database chore steps share.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** Reference data applied once per database, recorded by name in seed_step (steps.ts). */
export interface SeedStep {
  name: string;
  run(trx: Transaction<Database>): Promise<void>;
}

/** Resets an identity sequence after rows were inserted with explicit ids. */
export async function syncIdentity(db: Kysely<Database>, table: 'menu' | 'role' | 'dept' | 'post') {
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(
    db,
  );
}
