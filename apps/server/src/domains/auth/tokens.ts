// Bearer tokens: HS256 JWTs (jose) naming a session row. The row is what makes logout, password
// changes and disabled accounts take effect at once on every server process.
import { createSecretKey, randomUUID } from 'node:crypto';
import type { UserType } from '@ent/core/api';
import type { SecuritySettings } from '@ent/core/auth';
import { SignJWT } from 'jose';
import type { DatabaseHandle } from '../../db/database';
import type { ServerPrincipal } from '../../http/context';
import { ClientError } from '../../http/errors';
import { mfaRequiredFor } from '../mfa/administrators';
import { passwordChangeReason } from '../security/passwordChangeReason';
import { verifyHs256 } from './hs256';
import { loadServerSecret } from './serverSecret';
import { createSessionStore, type SessionRow } from './sessions';

const ISSUER = 'jsedc-ent';
const SECRET_NAME = 'token-hs256';

/** TOKEN_SECRET when configured, else a random key generated once and shared through the database. */
export const loadTokenSecret = (handle: DatabaseHandle, configured: string | null) =>
  loadServerSecret(handle, SECRET_NAME, configured);

export interface IssuedToken {
  token: string;
  jti: string;
  expiresAt: Date;
  expiresIn: number;
}

const VERIFIED_CACHE_SIZE = 10_000;

/** A session row that still lets its token in: not revoked, not expired, its account enabled. */
const isLive = (row: SessionRow | undefined): row is SessionRow =>
  row !== undefined && !row.revoked_at && row.expires_at.getTime() > Date.now() && row.status === '0';

/** A session's last activity is written at most this often (not on every request). */
export const LAST_SEEN_WRITE_MS = 10_000;

export async function createTokenService(
  handle: DatabaseHandle,
  secret: Uint8Array,
  ttlSeconds: number,
  /** The identity controls that apply to every session: the idle limit, password expiry, MFA=on. */
  controls: {
    settings: () => Promise<Pick<SecuritySettings, 'idleMinutes' | 'passwordExpireDays'>>;
    mfaOn: boolean;
  } = {
    settings: async () => ({ idleMinutes: 0, passwordExpireDays: 0 }),
    mfaOn: false,
  },
) {
  const { db } = handle;
  const key = createSecretKey(secret);
  const secretBytes = Buffer.from(secret);
  // A token string always verifies the same way; only its expiry moves, and that is re-checked.
  const verified = new Map<string, { jti: string; exp: number }>();
  // Every request checks its session against the database (so a revocation anywhere counts at once);
  // the check of a session this process already holds is one shared read of a version number.
  const sessions = await createSessionStore(handle);

  const revoke = async (jti: string): Promise<void> => {
    await db
      .updateTable('auth_session')
      .set({ revoked_at: new Date() })
      .where('jti', '=', jti)
      .where('revoked_at', 'is', null)
      .execute();
  };

  return {
    async issue(
      userId: number,
      clientId: string,
      meta: { ip: string; userAgent: string | undefined },
    ): Promise<IssuedToken> {
      const jti = randomUUID();
      const issuedAt = new Date();
      const expiresAt = new Date(issuedAt.getTime() + ttlSeconds * 1000);
      await db
        .insertInto('auth_session')
        .values({
          jti,
          user_id: userId,
          client_id: clientId,
          issued_at: issuedAt,
          expires_at: expiresAt,
          ip: meta.ip,
          user_agent: meta.userAgent?.slice(0, 500) ?? null,
        })
        .execute();
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(String(userId))
        .setJti(jti)
        .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, jti, expiresAt, expiresIn: ttlSeconds };
    },

    /** Resolves the caller of an Authorization header, or throws A0231 (no/foreign token) / A0230. */
    async authenticate(authorization: string | undefined): Promise<ServerPrincipal> {
      const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
      if (!token) throw new ClientError('tokenMissing');
      const now = Date.now();
      let known = verified.get(token);
      if (!known) {
        const verdict = verifyHs256(token, secretBytes, ISSUER, now);
        if (verdict === 'expired') throw new ClientError('tokenExpired');
        if (verdict === 'invalid') throw new ClientError('tokenMissing');
        known = verdict;
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
        verified.set(token, known);
      }
      if (known.exp * 1000 <= now) throw new ClientError('tokenExpired');
      let row = await sessions.get(known.jti);
      if (!isLive(row)) throw new ClientError('tokenExpired');
      const settings = await controls.settings();
      const idleMs = settings.idleMinutes * 60_000;
      let quiet = Date.now() - row.last_seen_at.getTime();
      // This process's copy knows only its own writes of the last activity; another process may
      // have served the session since, so the row is read afresh before it is ended as idle.
      if (idleMs > 0 && quiet > idleMs) {
        row = await sessions.fresh(known.jti);
        if (!isLive(row)) throw new ClientError('tokenExpired');
        quiet = Date.now() - row.last_seen_at.getTime();
        if (quiet > idleMs) {
          await revoke(row.jti);
          throw new ClientError('tokenExpired');
        }
      }
      if (quiet > LAST_SEEN_WRITE_MS) {
        row.last_seen_at = new Date();
        await db
          .updateTable('auth_session')
          .set({ last_seen_at: row.last_seen_at })
          .where('jti', '=', row.jti)
          .execute();
      }
      const pendingStep = passwordChangeReason(row, settings.passwordExpireDays)
        ? 'password'
        : !row.mfa_enrolled && mfaRequiredFor(controls.mfaOn, row.roles)
          ? 'mfa'
          : undefined;
      return {
        ...(pendingStep ? { pendingStep } : {}),
        userId: row.id,
        username: row.username,
        fullName: row.full_name,
        typeOf: row.type_of as UserType,
        mainstayId: row.mainstay_id,
        roles: row.roles,
        jti: row.jti,
        clientId: row.client_id,
        expiresAt: row.expires_at,
        token,
      };
    },

    revoke,

    /** Ends every session of a user (password change, disabled account). */
    async revokeAllOf(userId: number): Promise<void> {
      await db
        .updateTable('auth_session')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

export type TokenService = Awaited<ReturnType<typeof createTokenService>>;
