// The personal center (gov-user base-account profile): who the caller is, their roles, their
// enterprise, how many sessions are live and their last login attempts, failed ones included.
import type { UserType } from '@ent/core/api';
import { PROFILE_ENDPOINTS as ENDPOINTS, type UserProfile } from '@ent/core/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { route } from '../../http/route';

/** How many of the caller's last login attempts the personal center lists. */
export const LAST_LOGINS = 10;

export const accountPlugin: FastifyPluginAsync<{ handle: DatabaseHandle }> = async (app, { handle }) => {
  const { db } = handle;

  route(app, ENDPOINTS.profile, async ({ principal }) => {
    const user = await db
      .selectFrom('app_user as u')
      .leftJoin('enterprise as e', 'e.id', 'u.mainstay_id')
      .select([
        'u.id',
        'u.username',
        'u.full_name',
        'u.nickname',
        'u.phone',
        'u.type_of',
        'u.dept_name',
        'u.created_at',
        'u.password_changed_at',
        'e.id as enterprise_id',
        'e.name as enterprise_name',
        'e.credit_code',
        'e.city_name',
      ])
      .where('u.id', '=', principal.userId)
      .executeTakeFirstOrThrow();
    const [roles, sessions, logins] = await Promise.all([
      db
        .selectFrom('user_role as ur')
        .innerJoin('role as r', 'r.id', 'ur.role_id')
        .select(['r.code', 'r.name'])
        .where('ur.user_id', '=', principal.userId)
        .orderBy('r.sort')
        .execute(),
      db
        .selectFrom('auth_session')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('user_id', '=', principal.userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', new Date())
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('login_log')
        .select(['id', 'created_at', 'ip', 'success', 'message'])
        .where('user_id', '=', principal.userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(LAST_LOGINS)
        .execute(),
    ]);
    const profile: UserProfile = {
      id: user.id,
      username: user.username,
      fullName: user.full_name,
      nickname: user.nickname || user.full_name,
      phone: user.phone ?? '',
      typeOf: user.type_of as UserType,
      deptName: user.dept_name ?? '',
      createdAt: user.created_at.toISOString(),
      passwordChangedAt: user.password_changed_at.toISOString(),
      roles,
      enterprise:
        user.enterprise_id !== null && user.enterprise_name !== null
          ? {
              id: user.enterprise_id,
              name: user.enterprise_name,
              creditCode: user.credit_code ?? '',
              cityName: user.city_name ?? '',
            }
          : null,
      activeSessions: sessions.n,
      lastLogins: logins.map((row) => ({
        id: row.id,
        time: row.created_at.toISOString(),
        ip: row.ip ?? '',
        success: row.success,
        message: row.message,
      })),
    };
    return profile;
  });
};
