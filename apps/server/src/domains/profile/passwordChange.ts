// The password change (gov-user base-account updatePassword): the policy's rules, then the old
// password under its own throttle; a new password ends every session of the account.
import { PROFILE_ENDPOINTS as ENDPOINTS } from '@ent/core/contract';
import { PASSWORD_TEXT, SECURITY_TEXT } from '@ent/core/messages';
import { containsLoginName, validatePasswordChange } from '@ent/core/validate';
import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { ClientError } from '../../http/errors';
import { route, withMessage } from '../../http/route';
import { createLoginThrottle } from '../auth/loginThrottle';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { TokenService } from '../auth/tokens';
import { createSecuritySettings } from '../security/settings';
import { readPasswordPolicy } from '../system/passwordPolicy';
import { isRecentPassword, rememberReplacedPassword } from './passwordHistory';

/** Wrong old passwords allowed within the throttle window before the change is locked. */
export const OLD_PASSWORD_FAILURE_LIMIT = 5;

const passwordKey = (userId: number) => `password:${userId}`;

export const passwordChangePlugin: FastifyPluginAsync<{ handle: DatabaseHandle; tokens: TokenService }> = async (
  app,
  { handle, tokens },
) => {
  const { db } = handle;
  const throttle = createLoginThrottle(handle);
  const settings = createSecuritySettings(handle);

  route(app, ENDPOINTS.updatePassword, async ({ request, principal, body }) => {
    // The policy's rules first (the same function the page runs), then the old password.
    const problem = Object.values(validatePasswordChange(body, await readPasswordPolicy(handle))).find(Boolean);
    if (problem) throw new ClientError('badRequest', problem);

    const key = passwordKey(principal.userId);
    const locked = await throttle.lockedMinutes([key]);
    if (locked > 0) throw new ClientError('tooManyAttempts', PASSWORD_TEXT.tooManyAttempts(locked));
    const user = await db
      .selectFrom('app_user')
      .select(['password_hash', 'username'])
      .where('id', '=', principal.userId)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(user.password_hash, body.oldPassword))) {
      await throttle.recordFailure(key, OLD_PASSWORD_FAILURE_LIMIT);
      throw new ClientError('wrongCredentials', PASSWORD_TEXT.wrongOld);
    }
    // GB/T 22239 8.1.4.1: not the login name, and none of the last N passwords (the current one included).
    if (containsLoginName(body.newPassword, user.username))
      throw new ClientError('badRequest', SECURITY_TEXT.containsUsername);
    const { passwordHistory } = await settings();
    if (await isRecentPassword(db, principal.userId, user.password_hash, body.newPassword, passwordHistory))
      throw new ClientError('badRequest', SECURITY_TEXT.reused(passwordHistory));
    const passwordHash = await hashPassword(body.newPassword);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('app_user')
        .set({ password_hash: passwordHash, password_changed_at: new Date(), must_change_password: false })
        .where('id', '=', principal.userId)
        .execute();
      await rememberReplacedPassword(trx, principal.userId, user.password_hash);
    });
    // Every session ends, this one included: each device logs in again with the new password.
    await tokens.revokeAllOf(principal.userId);
    await throttle.clear(key);
    request.log.info({ userId: principal.userId }, 'password changed; sessions revoked');
    return withMessage(null, PASSWORD_TEXT.changed);
  });
};
