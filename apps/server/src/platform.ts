// Starting and stopping the whole platform: database, migrations, seed, HTTP server.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { startHousekeeping } from './housekeeping';
import { seed } from './seed';
import { DEMO_USERS } from './seed/demo';

export interface RunningPlatform {
  app: FastifyInstance;
  handle: DatabaseHandle;
  url: string;
  close(): Promise<void>;
}

export async function startPlatform(config: ServerConfig, existing?: DatabaseHandle): Promise<RunningPlatform> {
  const handle = existing ?? (await openDatabase(config));
  try {
    await migrate(handle);
    await seed(handle, config);
  } catch (error) {
    if (!existing) await handle.close();
    throw error;
  }
  const app = await buildApp(config, handle);
  if (config.demoSeed) {
    // Demo accounts share one published password: an operator must know they are there.
    const present = await handle.db
      .selectFrom('app_user')
      .select('username')
      .where(
        'username',
        'in',
        DEMO_USERS.map((user) => user.username),
      )
      .execute();
    if (present.length > 0)
      app.log.warn(
        { demoAccounts: present.map((row) => row.username) },
        'DEMO_SEED is on: demo accounts with the published demo password exist; set DEMO_SEED=off for production',
      );
  }
  const stopHousekeeping = startHousekeeping(handle, (error) => app.log.warn({ err: error }, 'housekeeping failed'));
  const address = await app.listen({ port: config.port, host: config.host });
  let closed = false;
  return {
    app,
    handle,
    url: address.replace('0.0.0.0', '127.0.0.1'),
    async close() {
      if (closed) return;
      closed = true;
      stopHousekeeping();
      await app.close();
      if (!existing) await handle.close();
    },
  };
}
