// Starting and stopping the whole platform: database, migrations, seed, HTTP server.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { startHousekeeping } from './housekeeping';
import { seed } from './seed';

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
