// gov-collective (mainstay): the enterprise records. The skeleton needs only judge/exist, which the
// session guard asks to decide whether an enterprise must complete its information.
import { USER_TYPE } from '@ent/core/api';
import { judgeExistRequest } from '@ent/core/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { principalOf } from '../../http/context';
import { ClientError } from '../../http/errors';
import { parse } from '../../http/validate';

export const enterprisesPlugin: FastifyPluginAsync<{ handle: DatabaseHandle }> = async (app, { handle }) => {
  app.post('/gov-collective/api/v1/mainstay/judge/exist', { onRequest: app.authenticate }, async (request, reply) => {
    const { id } = parse(judgeExistRequest, request.body);
    const principal = principalOf(request);
    // An enterprise account may ask only about its own enterprise.
    if (principal.typeOf === USER_TYPE.enterprise && principal.mainstayId !== id) throw new ClientError('forbidden');
    const row = await handle.db
      .selectFrom('enterprise')
      .select('info_complete')
      .where('id', '=', id)
      .executeTakeFirst();
    return reply.ok(row?.info_complete === true);
  });
};
