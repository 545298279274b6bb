// gov-collective (mainstay): the enterprise records. judge/exist is asked by the session guard to
// decide whether an enterprise must complete its information (and, tokenless, by registration
// whether a credit code is already registered); page lets government staff pick
// enterprises (the form definitions page assigns report tasks to them).
import { type MainstayRow, type Page, USER_TYPE } from '@ent/core/api';
import { judgeExistRequest, mainstayPageRequest } from '@ent/core/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { principalOf } from '../../http/context';
import { ClientError } from '../../http/errors';
import { parse } from '../../http/validate';
import { GOVERNMENT_ROLES } from '../files/uploads';
import { creditCodeRegistered } from '../registration/plugin';

const BASE = '/gov-collective/api/v1/mainstay';

export const enterprisesPlugin: FastifyPluginAsync<{ handle: DatabaseHandle }> = async (app, { handle }) => {
  // A token, when sent, is checked before the body is opened (the envelope's replay token is bound
  // to its session); registration asks without one whether a credit code is already registered.
  const authenticateIfSent = async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.authenticate(request);
  };
  app.post(`${BASE}/judge/exist`, { onRequest: authenticateIfSent }, async (request, reply) => {
    const body = parse(judgeExistRequest, request.body);
    if ('creditCode' in body) return reply.ok(await creditCodeRegistered(handle.db, body.creditCode));
    const { id } = body;
    if (!request.principal) throw new ClientError('tokenMissing');
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

  app.post(`${BASE}/page`, { onRequest: app.authenticate }, async (request, reply) => {
    const principal = principalOf(request);
    // Government staff only: an enterprise never sees the other enterprises.
    if (!principal.roles.some((role) => GOVERNMENT_ROLES.includes(role))) throw new ClientError('forbidden');
    const query = parse(mainstayPageRequest, request.body);
    let filtered = handle.db.selectFrom('enterprise');
    if (query.name) filtered = filtered.where('name', 'ilike', `%${query.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    if (query.complete !== undefined) filtered = filtered.where('info_complete', '=', query.complete);
    const { total } = await filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    const rows = await filtered
      .select(['id', 'name', 'credit_code', 'info_complete'])
      .orderBy('id')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute();
    return reply.ok({
      total,
      rows: rows.map((row) => ({
        id: row.id,
        name: row.name,
        creditCode: row.credit_code,
        infoComplete: row.info_complete,
      })),
    } satisfies Page<MainstayRow>);
  });
};
