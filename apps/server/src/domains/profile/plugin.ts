// The personal center and the password change (gov-user base-account profile, updatePassword):
// who the caller is, their roles, enterprise and last logins; a new password under the policy
// ends every session of the account.
import type { UserType } from '@ent/core/api';
import { PROFILE_ENDPOINTS as ENDPOINTS, type UserProfile } from '@ent/core/contract';
import { PASSWORD_TEXT } from '@ent/core/messages';
import { validatePasswordChange } from '@ent/core/validate';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { ClientError } from '../../http/errors';
import { route, withMessage } from '../../http/route';
import { createLoginThrottle } from '../auth/loginThrottle';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { TokenService } from '../auth/tokens';
import { readPasswordPolicy } from '../system/passwordPolicy';

/** How many of the caller's last login attempts the personal center lists. */
export const LAST_LOGINS = 10;
/** Wrong old passwords allowed within the throttle window before the change is locked. */
export const OLD_PASSWORD_FAILURE_LIMIT = 5;

const passwordKey = (userId: number) => `password:${userId}`;

export const profilePlugin: FastifyPluginAsync<{ handle: DatabaseHandle; tokens: TokenService }> = async (
  app,
  { handle, tokens },
) => {
  const { db } = handle;
  const throttle = createLoginThrottle(handle);

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

  route(app, ENDPOINTS.updatePassword, async ({ request, principal, body }) => {
    // The policy's rules first (the same function the page runs), then the old password.
    const problem = Object.values(validatePasswordChange(body, await readPasswordPolicy(handle))).find(Boolean);
    if (problem) throw new ClientError('badRequest', problem);

    const key = passwordKey(principal.userId);
    const locked = await throttle.lockedMinutes([key]);
    if (locked > 0) throw new ClientError('tooManyAttempts', PASSWORD_TEXT.tooManyAttempts(locked));
    const user = await db
      .selectFrom('app_user')
      .select('password_hash')
      .where('id', '=', principal.userId)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(user.password_hash, body.oldPassword))) {
      await throttle.recordFailure(key, OLD_PASSWORD_FAILURE_LIMIT);
      throw new ClientError('wrongCredentials', PASSWORD_TEXT.wrongOld);
    }
    const passwordHash = await hashPassword(body.newPassword);
    await db
      .updateTable('app_user')
      .set({ password_hash: passwordHash, password_changed_at: new Date() })
      .where('id', '=', principal.userId)
      .execute();
    // Every session ends, this one included: each device logs in again with the new password.
    await tokens.revokeAllOf(principal.userId);
    await throttle.clear(key);
    request.log.info({ userId: principal.userId }, 'password changed; sessions revoked');
    return withMessage(null, PASSWORD_TEXT.changed);
  });
};
