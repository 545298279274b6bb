// gov-system and jsedc-system: parameter look-up, password policy and the friend-link addresses.
import { parameterRequest, passwordPolicyRequest } from '@ent/core/contract';
import { ERROR_TEXT } from '@ent/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { ClientError } from '../../http/errors';
import { parse } from '../../http/validate';
import { readJumpUrls } from '../auth/userInfo';
import { readParameter } from './parameters';
import { readPasswordPolicy } from './passwordPolicy';

export const systemPlugin: FastifyPluginAsync<{ handle: DatabaseHandle }> = async (app, { handle }) => {
  app.post(
    '/gov-system/api/v1/parameter/code',
    // Plain bodies are accepted here: apiEncrypt itself is looked up before the client knows
    // whether to envelope (docs/PROTOCOL.md).
    { config: { plainBody: true } },
    async (request, reply) => {
      const { code } = parse(parameterRequest, request.body);
      const row = await readParameter(handle, code);
      if (!row) throw new ClientError('notFound', ERROR_TEXT.parameterNotFound);
      if (!row.is_public) {
        // Non-public parameters need a token; authenticate only now so public look-ups stay tokenless.
        await app.authenticate(request);
      }
      reply.header('cache-control', 'no-store');
      return reply.ok(row.value);
    },
  );

  app.post('/gov-system/api/v1/passwordPolicy/passPolicyByAccountOrTerrId', async (request, reply) => {
    parse(passwordPolicyRequest, request.body);
    return reply.ok(await readPasswordPolicy(handle));
  });

  app.get('/jsedc-system/api/v1/skip-url', async (_request, reply) => reply.ok(await readJumpUrls(handle)));
};
