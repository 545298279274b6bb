// gov-system and jsedc-system: parameter look-up, password policy and the friend-link addresses.
import { SYSTEM_ENDPOINTS as ENDPOINTS } from '@ent/core/contract';
import { ERROR_TEXT } from '@ent/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { ClientError } from '../../http/errors';
import { route } from '../../http/route';
import { readJumpUrls } from '../auth/userInfo';
import { readParameter } from './parameters';
import { readPasswordPolicy } from './passwordPolicy';

export const systemPlugin: FastifyPluginAsync<{ handle: DatabaseHandle }> = async (app, { handle }) => {
  route(app, ENDPOINTS.parameter, async ({ request, reply, body: { code } }) => {
    const row = await readParameter(handle, code);
    if (!row) throw new ClientError('notFound', ERROR_TEXT.parameterNotFound);
    // Non-public parameters need a token; authenticate only now so public look-ups stay tokenless.
    if (!row.is_public) await app.authenticate(request);
    reply.header('cache-control', 'no-store');
    return row.value;
  });

  route(app, ENDPOINTS.passwordPolicy, async () => readPasswordPolicy(handle));

  route(app, ENDPOINTS.skipUrls, async () => readJumpUrls(handle));
};
