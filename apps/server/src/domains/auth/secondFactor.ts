// The second factor at login: a TOTP code from the account's app, or one of its recovery codes
// (each good once).
import type { DatabaseHandle } from '../../db/database';
import type { SecretBox } from './secretBox';
import { hashRecoveryCode, verifyTotp } from './totp';

export async function checkSecondFactor(
  handle: DatabaseHandle,
  box: SecretBox,
  userId: number,
  /** The account's TOTP key as stored: sealed. */
  sealedSecret: string,
  code: string,
): Promise<boolean> {
  const digits = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    const secret = box.open(sealedSecret);
    return secret !== null && verifyTotp(secret, digits);
  }
  // Marking it used in the same statement that finds it: two logins cannot spend one code.
  const spent = await handle.db
    .updateTable('mfa_recovery_code')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return spent !== undefined;
}
