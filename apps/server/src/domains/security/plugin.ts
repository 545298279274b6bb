// 安全设置: the password policy (password_policy) and the identity controls' system parameters, for
// the security administrator; and each account's own security state, which the SPA reads after
// login (a forced password change first, the idle limit's clock, a second factor to enrol).
import { SECURITY_SETTINGS, type SecuritySettingName } from '@ent/core/auth';
import { SECURITY_ENDPOINTS as ENDPOINTS, type SessionSecurity } from '@ent/core/contract';
import { SECURITY_TEXT } from '@ent/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { ClientError } from '../../http/errors';
import { route, withMessage } from '../../http/route';
import { mfaRequiredFor } from '../mfa/administrators';
import { clearParameterCaches } from '../system/parameters';
import { passwordChangeReason } from './passwordChangeReason';
import type { SecuritySettingsReader } from './settings';

const SETTING_NAMES = Object.keys(SECURITY_SETTINGS) as SecuritySettingName[];

export const securityPlugin: FastifyPluginAsync<{
  handle: DatabaseHandle;
  settings: SecuritySettingsReader;
  mfaOn: boolean;
}> = async (app, { handle, settings, mfaOn }) => {
  const { db } = handle;

  route(app, ENDPOINTS.get, async () => {
    clearParameterCaches();
    const [policy, values] = await Promise.all([
      db.selectFrom('password_policy').selectAll().where('id', '=', 1).executeTakeFirstOrThrow(),
      settings(),
    ]);
    return { minLength: policy.mix_strength, maxLength: policy.max_strength, ruleCount: policy.rule_count, ...values };
  });

  route(app, ENDPOINTS.update, async ({ principal, body }) => {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('password_policy')
        .set({
          mix_strength: body.minLength,
          max_strength: body.maxLength,
          rule_count: body.ruleCount,
          tips: SECURITY_TEXT.tips(body.minLength, body.maxLength, body.ruleCount),
        })
        .where('id', '=', 1)
        .execute();
      for (const name of SETTING_NAMES)
        await trx
          .insertInto('sys_parameter')
          .values({ code: SECURITY_SETTINGS[name].code, value: String(body[name]), is_public: false })
          .onConflict((oc) =>
            oc
              .column('code')
              .doUpdateSet({ value: String(body[name]), updated_at: new Date(), updated_by: principal.username }),
          )
          .execute();
    });
    // This process at once; the others within the parameters' cache time.
    clearParameterCaches();
    return withMessage(null, SECURITY_TEXT.saved);
  });

  route(app, ENDPOINTS.singleSessions, async () =>
    (
      await db
        .selectFrom('app_user')
        .select('username')
        .where('single_session', '=', true)
        .orderBy('username')
        .execute()
    ).map((row) => row.username),
  );

  route(app, ENDPOINTS.setSingleSession, async ({ body }) => {
    const result = await db
      .updateTable('app_user')
      .set({ single_session: body.singleSession })
      .where((eb) => eb(eb.fn('lower', ['username']), '=', body.userName.toLowerCase()))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new ClientError('badRequest', SECURITY_TEXT.unknownAccount);
    return withMessage(
      null,
      body.singleSession ? SECURITY_TEXT.singleAdded(body.userName) : SECURITY_TEXT.singleRemoved(body.userName),
    );
  });

  route(app, ENDPOINTS.session, async ({ principal }) => {
    const values = await settings();
    const user = await db
      .selectFrom('app_user')
      .select(['must_change_password', 'password_changed_at', 'mfa_secret'])
      .where('id', '=', principal.userId)
      .executeTakeFirstOrThrow();
    const state: SessionSecurity = {
      idleMinutes: values.idleMinutes,
      mustChangePassword: passwordChangeReason(user, values.passwordExpireDays),
      mfaEnrolRequired: user.mfa_secret === null && mfaRequiredFor(mfaOn, principal.roles),
    };
    return state;
  });
};
