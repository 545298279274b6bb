// Reference data in named steps, each applied once per database and recorded in seed_step (as
// migrations are in schema_migration). A fresh database gets every step in order; a database from
// an earlier release gets only the steps it has not had, so what a release adds (a menu with its
// page, a role, a parameter) reaches it, and what an administrator edited or deleted since is never
// put back by a restart.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { BACKOFFICE_STEP } from './backoffice';
import { CITY_GOV_STEP } from './cityGov';
import { CONFIG_STEP } from './config';
import { DICT_STEP } from './dict';
import { GEN_STEP } from './gen';
import { IDENTITY_STEP } from './identity';
import { JOB_STEP } from './job';
import { MAP_STEP } from './map';
import { OPERLOG_STEP } from './operlog';
import { ORG_STEP } from './org';
import { seedReference } from './reference';
import { ROLE_STEP } from './role';
import type { SeedStep } from './seedStep';

/** The platform's first reference data, from before steps were recorded. */
const REFERENCE_STEP: SeedStep = { name: 'reference', run: (trx) => seedReference(trx) };

/** In the order they apply; a step may rely on the ones before it. Never rename or reorder one. */
export const SEED_STEPS: readonly SeedStep[] = [
  REFERENCE_STEP,
  BACKOFFICE_STEP,
  OPERLOG_STEP,
  CONFIG_STEP,
  DICT_STEP,
  IDENTITY_STEP,
  ORG_STEP,
  ROLE_STEP,
  MAP_STEP,
  CITY_GOV_STEP,
  JOB_STEP,
  GEN_STEP,
];

/** Applies the steps not yet recorded, each in its own transaction; answers their names. */
export async function applySeedSteps(db: Kysely<Database>, steps: readonly SeedStep[] = SEED_STEPS): Promise<string[]> {
  const recorded = new Set((await db.selectFrom('seed_step').select('name').execute()).map((row) => row.name));
  // A database seeded before steps were recorded has the reference data already.
  if (!recorded.has(REFERENCE_STEP.name) && (await db.selectFrom('role').select('id').limit(1).execute()).length > 0) {
    await db.insertInto('seed_step').values({ name: REFERENCE_STEP.name }).execute();
    recorded.add(REFERENCE_STEP.name);
  }
  const applied: string[] = [];
  for (const step of steps) {
    if (recorded.has(step.name)) continue;
    await db.transaction().execute(async (trx) => {
      await step.run(trx);
      await trx.insertInto('seed_step').values({ name: step.name }).execute();
    });
    applied.push(step.name);
  }
  return applied;
}
