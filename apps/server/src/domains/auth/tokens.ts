// Bearer tokens: HS256 JWTs (jose) naming a session row. The row is what makes logout, password
// changes and disabled accounts take effect at once on every server process.
import { createSecretKey, randomUUID } from 'node:crypto';
import type { UserType } from '@ent/core/api';
import type { SecuritySettings } from '@ent/core/auth';
import { SignJWT } from 'jose';
import { CompiledQuery } from 'kysely';
import { createBatcher } from '../../db/batcher';
import type { DatabaseHandle } from '../../db/database';
import type { ServerPrincipal } from '../../http/context';
import { ClientError } from '../../http/errors';
import { mfaRequiredFor } from '../mfa/administrators';
import { passwordChangeReason } from '../security/passwordChangeReason';
import { verifyHs256 } from './hs256';
import { loadServerSecret } from './serverSecret';

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

// The per-request session query for a batch of token ids, compiled once.
const SESSION_QUERY = `SELECT s.jti, s.client_id, s.expires_at, s.revoked_at, s.last_seen_at, u.id, u.username, u.full_name, u.type_of,
  u.mainstay_id, u.status, u.must_change_password, u.password_changed_at, (u.mfa_secret IS NOT NULL) AS mfa_enrolled,
  coalesce(array_agg(r.code ORDER BY r.sort) FILTER (WHERE r.code IS NOT NULL), '{}') AS roles
FROM auth_session s
JOIN app_user u ON u.id = s.user_id
LEFT JOIN user_role ur ON ur.user_id = u.id
LEFT JOIN role r ON r.id = ur.role_id
WHERE s.jti = ANY($1::text[])
GROUP BY s.jti, u.id`;

interface SessionRow {
  jti: string;
  client_id: string;
  expires_at: Date;
  revoked_at: Date | null;
  last_seen_at: Date;
  id: number;
  username: string;
  full_name: string;
  type_of: string;
  mainstay_id: number | null;
  status: string;
  must_change_password: boolean;
  password_changed_at: Date;
  mfa_enrolled: boolean;
  roles: string[];
}

/** A session's last activity is written at most this often (not on every request). */
export const LAST_SEEN_WRITE_MS = 10_000;

export function createTokenService(
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
  // Every request reads its session row (so a revocation anywhere counts at once); the reads of
  // concurrent requests share one query.
  const readSession = createBatcher<string, SessionRow>(async (jtis) => {
    const { rows } = await db.executeQuery<SessionRow>(CompiledQuery.raw(SESSION_QUERY, [jtis]));
    return new Map(rows.map((row) => [row.jti, row]));
  });

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
      const row = await readSession(known.jti);
      if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now() || row.status !== '0') {
        throw new ClientError('tokenExpired');
      }
      const settings = await controls.settings();
      const idleMs = settings.idleMinutes * 60_000;
      const quiet = Date.now() - row.last_seen_at.getTime();
      if (idleMs > 0 && quiet > idleMs) {
        await revoke(row.jti);
        throw new ClientError('tokenExpired');
      }
      if (quiet > LAST_SEEN_WRITE_MS)
        await db.updateTable('auth_session').set({ last_seen_at: new Date() }).where('jti', '=', row.jti).execute();
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

export type TokenService = ReturnType<typeof createTokenService>;
