// SMS verification codes: six random digits, valid for five minutes, single use, spent after five
// wrong tries, replaced by the next one sent to the same phone for the same purpose. Sending is
// rate-limited per phone (one a minute, five an hour) and per client address (twenty an hour); the
// counters live in the database so every server process shares them.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { SmsSent } from '@ent/core/api';
import { SMS_TEXT } from '@ent/core/messages';
import { maskPhone, SMS_CODE_TTL_MINUTES, SMS_RESEND_SECONDS } from '@ent/core/validate';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { ClientError } from '../../http/errors';
import type { SmsScene, SmsSender } from './sms';

export interface SmsLimits {
  ttlMs: number;
  resendMs: number;
  windowMs: number;
  perPhone: number;
  perAddress: number;
  maxAttempts: number;
}

export const SMS_LIMITS: SmsLimits = {
  ttlMs: SMS_CODE_TTL_MINUTES * 60_000,
  resendMs: SMS_RESEND_SECONDS * 1000,
  windowMs: 60 * 60_000,
  perPhone: 5,
  perAddress: 20,
  maxAttempts: 5,
};

export const phoneThrottleKey = (phone: string) => `phone:${phone}`;
export const addressThrottleKey = (ip: string) => `address:${ip}`;

function hashCode(phone: string, scene: SmsScene, code: string): string {
  return createHash('sha256').update(`${phone}\n${scene}\n${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface SendCodeInput {
  phone: string;
  scene: SmsScene;
  ip: string;
  /** The account asking (contact codes); a code for one account is not spent by another. */
  userId?: number | null;
  /**
   * A refusal that tells something about the phone (already registered): checked only after the
   * request was counted against the address's limit, so that limit also bounds what can be learnt.
   */
  precheck?: () => Promise<void>;
}

export interface VerifyCodeInput {
  phone: string;
  scene: SmsScene;
  code: string;
  userId?: number | null;
}

export function createSmsCodes(handle: DatabaseHandle, sender: SmsSender, limits: SmsLimits = SMS_LIMITS) {
  const { db } = handle;

  /**
   * Counts one send against `key` in one statement, unless the key's window is full or (with
   * minIntervalMs) the last send is too recent; answers whether the send may go ahead.
   */
  async function take(key: string, max: number, minIntervalMs: number): Promise<boolean> {
    const now = new Date();
    const windowStart = new Date(now.getTime() - limits.windowMs);
    const lastAllowed = new Date(now.getTime() - minIntervalMs);
    const { rows } = await sql<{ sent: number }>`
      INSERT INTO sms_throttle AS t (key, window_started_at, sent, last_sent_at)
      VALUES (${key}, ${now}, 1, ${now})
      ON CONFLICT (key) DO UPDATE SET
        sent = CASE WHEN t.window_started_at < ${windowStart} THEN 1 ELSE t.sent + 1 END,
        window_started_at = CASE WHEN t.window_started_at < ${windowStart} THEN ${now}::timestamptz
          ELSE t.window_started_at END,
        last_sent_at = ${now}
      WHERE t.last_sent_at <= ${lastAllowed}
        AND (t.window_started_at < ${windowStart} OR t.sent < ${max})
      RETURNING t.sent`.execute(db);
    return rows.length > 0;
  }

  async function refusal(key: string): Promise<ClientError> {
    const row = await db.selectFrom('sms_throttle').select('last_sent_at').where('key', '=', key).executeTakeFirst();
    const wait = row ? Math.ceil((row.last_sent_at.getTime() + limits.resendMs - Date.now()) / 1000) : 0;
    if (wait > 0) return new ClientError('tooManyAttempts', SMS_TEXT.tooFrequent(wait));
    return new ClientError('tooManyAttempts', SMS_TEXT.phoneLimit);
  }

  return {
    limits,

    /**
     * Counts one question whose answer says whether something is registered (a credit code)
     * against the address's SMS limit, so such answers cannot enumerate accounts faster than codes.
     */
    async admitAddress(ip: string): Promise<void> {
      if (!(await take(addressThrottleKey(ip), limits.perAddress, 0))) {
        throw new ClientError('tooManyAttempts', SMS_TEXT.addressLimit);
      }
    },

    async send(input: SendCodeInput): Promise<SmsSent> {
      if (!(await take(addressThrottleKey(input.ip), limits.perAddress, 0))) {
        throw new ClientError('tooManyAttempts', SMS_TEXT.addressLimit);
      }
      await input.precheck?.();
      const phoneKey = phoneThrottleKey(input.phone);
      if (!(await take(phoneKey, limits.perPhone, limits.resendMs))) throw await refusal(phoneKey);

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const now = new Date();
      const id = await db.transaction().execute(async (trx) => {
        // A new code replaces the earlier ones for the same phone and purpose.
        await trx
          .updateTable('sms_code')
          .set({ consumed_at: now })
          .where('phone', '=', input.phone)
          .where('scene', '=', input.scene)
          .where('consumed_at', 'is', null)
          .execute();
        const row = await trx
          .insertInto('sms_code')
          .values({
            phone: input.phone,
            scene: input.scene,
            code_hash: hashCode(input.phone, input.scene, code),
            user_id: input.userId ?? null,
            ip: input.ip,
            created_at: now,
            expires_at: new Date(now.getTime() + limits.ttlMs),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      const minutes = Math.round(limits.ttlMs / 60_000);
      try {
        await sender.send({
          phone: input.phone,
          scene: input.scene,
          code,
          expiresInMinutes: minutes,
          content: SMS_TEXT.message(code, minutes),
        });
      } catch (error) {
        await db.deleteFrom('sms_code').where('id', '=', id).execute();
        throw Object.assign(new ClientError('badRequest', SMS_TEXT.sendFailed, 503), { cause: error });
      }
      return { phone: maskPhone(input.phone), resendAfter: Math.round(limits.resendMs / 1000), expiresIn: minutes };
    },

    /** Spends the phone's latest code for the purpose when `code` matches; otherwise throws why not. */
    async verify(input: VerifyCodeInput): Promise<void> {
      let latest = db
        .selectFrom('sms_code')
        .select(['id', 'code_hash', 'attempts', 'expires_at', 'consumed_at'])
        .where('phone', '=', input.phone)
        .where('scene', '=', input.scene);
      if (input.scene === 'contact') latest = latest.where('user_id', '=', input.userId ?? -1);
      const row = await latest.orderBy('id', 'desc').limit(1).executeTakeFirst();
      if (!row) throw new ClientError('badRequest', SMS_TEXT.codeMissing);
      if (row.consumed_at || row.expires_at.getTime() <= Date.now()) {
        throw new ClientError('badRequest', SMS_TEXT.codeExpired);
      }
      if (!sameHash(row.code_hash, hashCode(input.phone, input.scene, input.code.trim()))) {
        const spent = await db
          .updateTable('sms_code')
          .set((eb) => ({
            attempts: eb('attempts', '+', 1),
            consumed_at: sql`CASE WHEN attempts + 1 >= ${limits.maxAttempts} THEN now() ELSE consumed_at END`,
          }))
          .where('id', '=', row.id)
          .returning('consumed_at')
          .executeTakeFirst();
        throw new ClientError('badRequest', spent?.consumed_at ? SMS_TEXT.tooManyWrong : SMS_TEXT.codeWrong);
      }
      const used = await db
        .updateTable('sms_code')
        .set({ consumed_at: new Date() })
        .where('id', '=', row.id)
        .where('consumed_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      // Another request spent it a moment ago: single use.
      if (!used) throw new ClientError('badRequest', SMS_TEXT.codeExpired);
    },
  };
}

export type SmsCodes = ReturnType<typeof createSmsCodes>;
