// 在线用户 (/system/online): the live sessions (not revoked, not expired, active within the idle
// limit) and their forced logout. A revoked session is refused by the very next request on every
// server process, since each request reads its session row (auth/tokens.ts).
import { ONLINE_ENDPOINTS as ENDPOINTS, type OnlineRow } from '@ent/core/contract';
import { formatTime, summariseUserAgent } from '@ent/core/format';
import { ONLINE_TEXT } from '@ent/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { containsPattern } from '../../db/like';
import { pageOf } from '../../db/paging';
import { ClientError } from '../../http/errors';
import { route } from '../../http/route';
import type { SecuritySettingsReader } from '../security/settings';

export const onlinePlugin: FastifyPluginAsync<{ handle: DatabaseHandle; settings: SecuritySettingsReader }> = async (
  app,
  { handle, settings },
) => {
  const { db } = handle;

  route(app, ENDPOINTS.list, async ({ principal, query }) => {
    const { idleMinutes } = await settings();
    let sessions = db
      .selectFrom('auth_session as s')
      .innerJoin('app_user as u', 'u.id', 's.user_id')
      .leftJoin('dept as d', 'd.id', 'u.dept_id')
      .leftJoin('enterprise as e', 'e.id', 'u.mainstay_id')
      .select([
        's.jti',
        's.ip',
        's.user_agent',
        's.issued_at',
        's.last_seen_at',
        'u.username',
        'u.full_name',
        sql<string>`coalesce(e.name, d.name, u.dept_name, '')`.as('organisation'),
      ])
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', sql<Date>`now()`)
      .where('s.last_seen_at', '>', sql<Date>`now() - make_interval(mins => ${idleMinutes})`)
      .where('u.status', '=', '0');
    if (query.ipaddr) sessions = sessions.where('s.ip', 'ilike', containsPattern(query.ipaddr));
    if (query.userName) {
      const pattern = containsPattern(query.userName);
      sessions = sessions.where((eb) =>
        eb.or([eb('u.username', 'ilike', pattern), eb('u.full_name', 'ilike', pattern)]),
      );
    }
    return pageOf(
      db,
      sessions,
      query,
      (rows) => rows.orderBy('s.last_seen_at', 'desc').orderBy('s.jti'),
      (row): OnlineRow => ({
        tokenId: row.jti,
        userName: row.username,
        fullName: row.full_name,
        organisation: row.organisation,
        ipaddr: row.ip ?? '',
        ...summariseUserAgent(row.user_agent),
        loginTime: formatTime(row.issued_at),
        lastAccessTime: formatTime(row.last_seen_at),
        current: row.jti === principal.jti,
      }),
    );
  });

  route(app, ENDPOINTS.forceLogout, async ({ params, principal }) => {
    // The caller's own session ends through 退出登录; cut here it would leave the page mid-action.
    if (params.tokenIds.includes(principal.jti)) throw new ClientError('badRequest', ONLINE_TEXT.ownSession);
    const result = await db
      .updateTable('auth_session')
      .set({ revoked_at: new Date() })
      .where('jti', 'in', params.tokenIds)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return { count: Number(result.numUpdatedRows) };
  });
};
