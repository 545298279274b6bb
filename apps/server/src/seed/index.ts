import { CONFIG_TEXT } from '@ent/core/messages';
import { checkPassword } from '@ent/core/validate';
import { ConfigError, type ServerConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { readPasswordPolicy } from '../domains/system/passwordPolicy';
import { seedDemo } from './demo';
import { seedAdministrator } from './reference';
import { seedDemoCompanyInfo, seedRegistrationReference } from './registration';
import { applySeedSteps } from './steps';

/** Seeds an empty database; holds the migration lock so concurrent first starts seed once. */
export async function seed(handle: DatabaseHandle, config: ServerConfig): Promise<string[]> {
  return handle.exclusive(async () => {
    const done: string[] = [];
    done.push(...(await applySeedSteps(handle.db)));
    if (await seedRegistrationReference(handle.db)) done.push('regions');
    const anyUser = await handle.db.selectFrom('app_user').select('id').limit(1).execute();
    if (anyUser.length > 0) return done;
    if (config.demoSeed) {
      if (await seedDemo(handle.db, config.dataDir)) done.push('demo');
      await seedDemoCompanyInfo(handle.db);
      return done;
    }
    if (!config.adminPassword) {
      throw new ConfigError(CONFIG_TEXT.adminPasswordRequired);
    }
    const problem = checkPassword(await readPasswordPolicy(handle), config.adminPassword);
    if (problem) throw new ConfigError(CONFIG_TEXT.adminPasswordPolicy(problem));
    if (await seedAdministrator(handle.db, config.adminPassword)) done.push('administrator');
    return done;
  });
}
