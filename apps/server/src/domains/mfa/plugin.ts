// Two-factor authentication of the caller's own government account (TOTP, RFC 6238): a pending
// secret shown as a QR code, confirmed with a code from the app, then ten recovery codes shown once
// and kept only as hashes. Login asks for the code (auth/plugin.ts).
import { MFA_ENDPOINTS as ENDPOINTS, type MfaStatus } from '@ent/core/contract';
import { formatTime } from '@ent/core/format';
import { MFA_TEXT } from '@ent/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { renderSVG } from 'uqr';
import type { DatabaseHandle } from '../../db/database';
import { ClientError } from '../../http/errors';
import { route, withMessage } from '../../http/route';
import { checkSecondFactor } from '../auth/secondFactor';
import { SEALED, type SecretBox } from '../auth/secretBox';
import { generateRecoveryCodes, generateTotpSecret, hashRecoveryCode, otpauthUrl, verifyTotp } from '../auth/totp';
import { mfaRequiredFor } from './administrators';

export const mfaPlugin: FastifyPluginAsync<{ handle: DatabaseHandle; mfaOn: boolean; secretBox: SecretBox }> = async (
  app,
  { handle, mfaOn, secretBox },
) => {
  const { db } = handle;
  const account = (userId: number) =>
    db
      .selectFrom('app_user')
      .select(['username', 'mfa_secret', 'mfa_enabled_at', 'mfa_pending_secret'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();

  route(app, ENDPOINTS.status, async ({ principal }) => {
    const user = await account(principal.userId);
    const left = await db
      .selectFrom('mfa_recovery_code')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', principal.userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    const status: MfaStatus = {
      enabled: user.mfa_secret !== null,
      enabledAt: user.mfa_enabled_at ? formatTime(user.mfa_enabled_at) : null,
      required: mfaRequiredFor(mfaOn, principal.roles),
      recoveryCodesLeft: user.mfa_secret ? Number(left.count) : 0,
    };
    return status;
  });

  route(app, ENDPOINTS.setup, async ({ principal }) => {
    const user = await account(principal.userId);
    if (user.mfa_secret) throw new ClientError('badRequest', MFA_TEXT.alreadyEnabled);
    const secret = generateTotpSecret();
    await db
      .updateTable('app_user')
      .set({ mfa_pending_secret: secretBox.seal(secret) })
      .where('id', '=', principal.userId)
      .execute();
    const url = otpauthUrl(MFA_TEXT.issuer, user.username, secret);
    return { secret, otpauthUrl: url, qrSvg: renderSVG(url, { border: 2 }) };
  });

  route(app, ENDPOINTS.confirm, async ({ principal, body }) => {
    const user = await account(principal.userId);
    if (user.mfa_secret) throw new ClientError('badRequest', MFA_TEXT.alreadyEnabled);
    const pending = user.mfa_pending_secret ? secretBox.open(user.mfa_pending_secret) : null;
    if (!pending) throw new ClientError('badRequest', MFA_TEXT.noPending);
    if (!verifyTotp(pending, body.mfaCode.replace(/\s/g, ''))) throw new ClientError('badRequest', MFA_TEXT.wrongCode);
    const recoveryCodes = generateRecoveryCodes();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('app_user')
        .set({ mfa_secret: user.mfa_pending_secret, mfa_pending_secret: null, mfa_enabled_at: new Date() })
        .where('id', '=', principal.userId)
        .execute();
      await trx.deleteFrom('mfa_recovery_code').where('user_id', '=', principal.userId).execute();
      await trx
        .insertInto('mfa_recovery_code')
        .values(recoveryCodes.map((code) => ({ user_id: principal.userId, code_hash: hashRecoveryCode(code) })))
        .execute();
    });
    return { recoveryCodes };
  });

  route(app, ENDPOINTS.disable, async ({ principal, body }) => {
    if (mfaRequiredFor(mfaOn, principal.roles)) throw new ClientError('badRequest', MFA_TEXT.cannotDisable);
    const user = await account(principal.userId);
    if (!user.mfa_secret) throw new ClientError('badRequest', MFA_TEXT.notEnabled);
    if (!(await checkSecondFactor(handle, secretBox, principal.userId, user.mfa_secret, body.mfaCode)))
      throw new ClientError('badRequest', MFA_TEXT.wrongCode);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('app_user')
        .set({ mfa_secret: null, mfa_pending_secret: null, mfa_enabled_at: null })
        .where('id', '=', principal.userId)
        .execute();
      await trx.deleteFrom('mfa_recovery_code').where('user_id', '=', principal.userId).execute();
    });
    return withMessage(null, MFA_TEXT.disabledDone);
  });
};

/**
 * Seals TOTP keys stored before they were sealed at rest (once, at start; a no-op afterwards), so
 * an account enrolled then keeps its authenticator app.
 */
export async function sealPlainSecrets(handle: DatabaseHandle, secretBox: SecretBox): Promise<void> {
  const plain = await handle.db
    .selectFrom('app_user')
    .select(['id', 'mfa_secret', 'mfa_pending_secret'])
    .where((eb) =>
      eb.or([
        eb.and([eb('mfa_secret', 'is not', null), eb('mfa_secret', 'not like', `${SEALED}%`)]),
        eb.and([eb('mfa_pending_secret', 'is not', null), eb('mfa_pending_secret', 'not like', `${SEALED}%`)]),
      ]),
    )
    .execute();
  const sealed = (value: string | null) =>
    value === null || secretBox.isSealed(value) ? value : secretBox.seal(value);
  for (const row of plain)
    await handle.db
      .updateTable('app_user')
      .set({ mfa_secret: sealed(row.mfa_secret), mfa_pending_secret: sealed(row.mfa_pending_secret) })
      .where('id', '=', row.id)
      .execute();
}
