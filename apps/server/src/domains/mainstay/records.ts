// gov-collective (mainstay): the enterprise records. judge/exist is asked by the session guard to
// decide whether an enterprise must complete its information (and, tokenless, by registration
// whether a credit code is already registered); page lets government staff pick
// enterprises (the form definitions page assigns report tasks to them).
import { isGovernmentStaff } from '@ent/core/auth';
import { MAINSTAY_ENDPOINTS as ENDPOINTS } from '@ent/core/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { containsPattern } from '../../db/like';
import { pageOf } from '../../db/paging';
import { enterpriseRowsFor } from '../../http/enterpriseScope';
import { ClientError } from '../../http/errors';
import { route } from '../../http/route';
import { creditCodeRegistered } from '../registration/plugin';
import type { SmsCodes } from '../registration/smsCodes';

export const recordsPlugin: FastifyPluginAsync<{ handle: DatabaseHandle; codes: SmsCodes }> = async (
  app,
  { handle, codes },
) => {
  // Registration asks without a token whether a credit code is registered; with a token (checked
  // before the body is opened), the session guard asks whether its enterprise is complete.
  route(app, ENDPOINTS.judgeExist, async ({ request, principal, body }) => {
    if ('creditCode' in body) {
      // Within the SMS limits of the address: the answer must not list registered enterprises.
      await codes.admitAddress(request.ip);
      return creditCodeRegistered(handle.db, body.creditCode);
    }
    if (!principal) throw new ClientError('tokenMissing');
    // An enterprise account may ask only about its own enterprise.
    if (!isGovernmentStaff(principal) && principal.mainstayId !== body.id) throw new ClientError('forbidden');
    const row = await handle.db
      .selectFrom('enterprise')
      .select('info_complete')
      .where('id', '=', body.id)
      .executeTakeFirst();
    return row?.info_complete === true;
  });

  // Government staff only (declared): an enterprise never sees the other enterprises.
  route(app, ENDPOINTS.page, async ({ body: query, principal }) => {
    let filtered = handle.db
      .selectFrom('enterprise as e')
      .select(['e.id', 'e.name', 'e.credit_code', 'e.info_complete'])
      .where(await enterpriseRowsFor(app, principal, undefined, { mainstay: 'e.id', city: 'e.city_code' }));
    if (query.name) filtered = filtered.where('e.name', 'ilike', containsPattern(query.name));
    if (query.complete !== undefined) filtered = filtered.where('e.info_complete', '=', query.complete);
    return pageOf(
      handle.db,
      filtered,
      query,
      (rows) => rows.orderBy('e.id'),
      (row) => ({ id: row.id, name: row.name, creditCode: row.credit_code, infoComplete: row.info_complete }),
    );
  });
};
