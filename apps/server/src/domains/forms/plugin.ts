// The dynamic form service (SPEC §7, /gov-flowable): versioned definitions (formData), the records
// enterprises fill (formEdit, /dyn/dynInsert) and the report tasks that assign forms, each in its
// own file over the shared data of store.ts.
import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { definitionsPlugin } from './definitions';
import { recordsPlugin } from './records';
import { tasksPlugin } from './tasks';

export const formsPlugin: FastifyPluginAsync<{ handle: DatabaseHandle }> = async (app, options) => {
  await app.register(definitionsPlugin, options);
  await app.register(recordsPlugin, options);
  await app.register(tasksPlugin, options);
};
