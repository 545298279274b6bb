import { checkPassword } from '@ent/core/validate';
import { ConfigError, type ServerConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { readPasswordPolicy } from '../domains/system/passwordPolicy';
import { seedAdministrator, seedDemo } from './demo';
import { seedReference } from './reference';
import { seedDemoCompanyInfo, seedRegistrationReference } from './registration';

/** Seeds an empty database; holds the migration lock so concurrent first starts seed once. */
export async function seed(handle: DatabaseHandle, config: ServerConfig): Promise<string[]> {
  return handle.exclusive(async () => {
    const done: string[] = [];
    if (await seedReference(handle.db)) done.push('reference');
    if (await seedRegistrationReference(handle.db)) done.push('regions');
    const anyUser = await handle.db.selectFrom('app_user').select('id').limit(1).execute();
    if (anyUser.length > 0) return done;
    if (config.demoSeed) {
      if (await seedDemo(handle.db, config.dataDir)) done.push('demo');
      await seedDemoCompanyInfo(handle.db);
      return done;
    }
    if (!config.adminPassword) {
      throw new ConfigError('DEMO_SEED=off 时首次启动必须通过环境变量 ADMIN_PASSWORD 设置管理员密码');
    }
    const problem = checkPassword(await readPasswordPolicy(handle), config.adminPassword);
    if (problem) throw new ConfigError(`ADMIN_PASSWORD 不符合密码策略：${problem}`);
    if (await seedAdministrator(handle.db, config.adminPassword)) done.push('administrator');
    return done;
  });
}
