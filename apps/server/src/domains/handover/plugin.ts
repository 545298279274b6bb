// External identity handover (docs/ROUTES.md "Handover protocol"): a configured provider asks,
// server to server, for a one-time code for one of its users; the SPA's /auth-redirect trades the
// code for a session, or, when the user is not bound yet, for a bind ticket that /bind presents
// after one normal login. Codes and tickets are single use, short lived and stored only hashed.
import { createHash, randomBytes } from 'node:crypto';
import { handoverRedirect } from '@ent/core/auth';
import {
  HANDOVER_ENDPOINTS as ENDPOINTS,
  type HandoverBinding,
  type HandoverBindResult,
  type HandoverCode,
  type HandoverExchangeResult,
} from '@ent/core/contract';
import { ERROR_TEXT, HANDOVER_TEXT } from '@ent/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { ClientError } from '../../http/errors';
import { route, withMessage } from '../../http/route';
import { SPA_BASE } from '../../http/spaPlugin';
import { checkClient, parseBasicAuth } from '../auth/plugin';
import type { TokenService } from '../auth/tokens';
import { type ExternalIdpClient, findClient } from './clients';

/** A code is traded by the browser right after the redirect: one minute is plenty. */
export const CODE_TTL_SECONDS = 60;
/** Time the user has on /bind to log in once. */
export const BIND_TICKET_TTL_SECONDS = 600;
/** Spent and expired grants are kept a day (so a reused code is told apart from a wrong one). */
const GRANT_RETENTION_MS = 24 * 3600 * 1000;

export interface HandoverOptions {
  handle: DatabaseHandle;
  tokens: TokenService;
  clients: readonly ExternalIdpClient[];
}

type Kind = 'code' | 'bind';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/**
 * Claims an unused, unexpired grant in one conditional UPDATE, so two processes (or two tabs)
 * presenting the same code cannot both succeed. Refusals say why.
 */
async function claim(db: Kysely<Database>, token: string, kind: Kind) {
  const tokenHash = hash(token);
  const now = new Date();
  const claimed = await db
    .updateTable('handover_grant')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['client_id', 'subject', 'display_name'])
    .executeTakeFirst();
  if (claimed) return claimed;
  if (kind === 'bind') throw new ClientError('badRequest', HANDOVER_TEXT.ticketInvalid);
  const known = await db
    .selectFrom('handover_grant')
    .select(['used_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!known) throw new ClientError('badRequest', HANDOVER_TEXT.codeUnknown);
  throw new ClientError('badRequest', known.used_at ? HANDOVER_TEXT.codeUsed : HANDOVER_TEXT.codeExpired);
}

export const handoverPlugin: FastifyPluginAsync<HandoverOptions> = async (app, options) => {
  const { handle, tokens, clients } = options;
  const db = handle.db;
  const providerOf = (clientId: string) => clients.find((client) => client.id === clientId) ?? null;

  async function issueGrant(kind: Kind, clientId: string, subject: string, displayName: string | null, ttl: number) {
    const token = newToken();
    const now = Date.now();
    await db
      .insertInto('handover_grant')
      .values({
        token_hash: hash(token),
        kind,
        client_id: clientId,
        subject,
        display_name: displayName,
        expires_at: new Date(now + ttl * 1000),
      })
      .execute();
    return token;
  }

  // Server to server: the provider authenticates with its basic-auth pair and gets a code for one
  // of its users. A plain JSON body (providers do not speak the browser's envelope).
  route(app, ENDPOINTS.code, async ({ request, body }) => {
    const basic = parseBasicAuth(request.headers.authorization);
    const client = findClient(clients, basic.id, basic.secret);
    if (!client) throw new ClientError('badClient');
    let redirect: string | null = null;
    if (body.redirect) {
      // Only an in-app path, exactly as given: anything the SPA would rewrite is refused here.
      if (handoverRedirect(body.redirect) !== body.redirect || /[\s\p{Cc}]/u.test(body.redirect)) {
        throw new ClientError('badRequest', HANDOVER_TEXT.badRedirect);
      }
      redirect = body.redirect;
    }
    await db
      .deleteFrom('handover_grant')
      .where('expires_at', '<', new Date(Date.now() - GRANT_RETENTION_MS))
      .execute();
    const code = await issueGrant('code', client.id, body.subject, body.displayName || null, CODE_TTL_SECONDS);
    const bound = await db
      .selectFrom('external_identity')
      .select('user_id')
      .where('client_id', '=', client.id)
      .where('subject', '=', body.subject)
      .executeTakeFirst();
    const query = new URLSearchParams({ code });
    if (redirect) query.set('redirect', redirect);
    const result: HandoverCode = {
      code,
      expiresIn: CODE_TTL_SECONDS,
      bound: bound !== undefined,
      url: `${SPA_BASE}auth-redirect?${query.toString()}`,
    };
    return withMessage(result, HANDOVER_TEXT.codeIssued);
  });

  // The SPA's /auth-redirect: tokenless like the login, identified by the web client's basic auth.
  route(app, ENDPOINTS.exchange, async ({ request, body: { code, previousToken } }) => {
    const basic = parseBasicAuth(request.headers.authorization);
    const webClientId = await checkClient(handle, basic.id, basic.secret);
    const grant = await claim(db, code, 'code');
    const provider = providerOf(grant.client_id);
    if (!provider) throw new ClientError('badRequest', HANDOVER_TEXT.providerUnknown, 403);

    // The handover replaces whatever session this browser had.
    if (previousToken) {
      try {
        await tokens.revoke((await tokens.authenticate(`Bearer ${previousToken}`)).jti);
      } catch {
        // Already expired or not ours: nothing to end.
      }
    }

    const identity = await db
      .selectFrom('external_identity')
      .innerJoin('app_user', 'app_user.id', 'external_identity.user_id')
      .select(['app_user.id', 'app_user.username', 'app_user.status', 'app_user.type_of'])
      .where('external_identity.client_id', '=', grant.client_id)
      .where('external_identity.subject', '=', grant.subject)
      .executeTakeFirst();

    if (!identity) {
      const ticket = await issueGrant(
        'bind',
        grant.client_id,
        grant.subject,
        grant.display_name,
        BIND_TICKET_TTL_SECONDS,
      );
      const result: HandoverExchangeResult = {
        bound: false,
        provider: provider.name,
        displayName: grant.display_name,
        ticket,
        expiresIn: BIND_TICKET_TTL_SECONDS,
      };
      return result;
    }

    const log = (success: boolean, message: string) =>
      db
        .insertInto('login_log')
        .values({
          username: identity.username,
          user_id: identity.id,
          ip: request.ip,
          success,
          message,
          type_of: identity.type_of,
        })
        .execute();
    if (identity.status !== '0') {
      await log(false, ERROR_TEXT.accountDisabled);
      throw new ClientError('accountDisabled');
    }
    const issued = await tokens.issue(identity.id, webClientId, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    await db
      .updateTable('external_identity')
      .set({ last_login_at: new Date() })
      .where('client_id', '=', grant.client_id)
      .where('subject', '=', grant.subject)
      .execute();
    await log(true, HANDOVER_TEXT.loginLogged(provider.name));
    const result: HandoverExchangeResult = {
      bound: true,
      provider: provider.name,
      login: { access_token: issued.token, token_type: 'bearer', expires_in: issued.expiresIn, jti: issued.jti },
    };
    return result;
  });

  // /bind, right after the normal login: links the ticket's external identity to this account.
  route(app, ENDPOINTS.bind, async ({ principal, body: { ticket } }) =>
    db.transaction().execute(async (trx): Promise<HandoverBindResult> => {
      const grant = await claim(trx, ticket, 'bind');
      const provider = providerOf(grant.client_id);
      if (!provider) throw new ClientError('badRequest', HANDOVER_TEXT.providerUnknown, 403);
      await trx
        .insertInto('external_identity')
        .values({ client_id: grant.client_id, subject: grant.subject, user_id: principal.userId })
        .onConflict((oc) => oc.columns(['client_id', 'subject']).doNothing())
        .execute();
      const row = await trx
        .selectFrom('external_identity')
        .select(['user_id', 'bound_at'])
        .where('client_id', '=', grant.client_id)
        .where('subject', '=', grant.subject)
        .executeTakeFirstOrThrow();
      // Bound meanwhile (another tab) to someone else: the first binding stands.
      if (row.user_id !== principal.userId) throw new ClientError('badRequest', HANDOVER_TEXT.subjectTaken, 409);
      return { provider: provider.name, boundAt: new Date(row.bound_at).toISOString() };
    }),
  );

  route(app, ENDPOINTS.bindings, async ({ principal }) => {
    const rows = await db
      .selectFrom('external_identity')
      .select(['client_id', 'subject', 'bound_at', 'last_login_at'])
      .where('user_id', '=', principal.userId)
      .orderBy('bound_at')
      .execute();
    const bindings: HandoverBinding[] = rows.map((row) => ({
      clientId: row.client_id,
      provider: providerOf(row.client_id)?.name ?? row.client_id,
      subject: row.subject,
      boundAt: new Date(row.bound_at).toISOString(),
      lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
    }));
    return bindings;
  });

  route(app, ENDPOINTS.unbind, async ({ principal, body: { clientId, subject } }) => {
    const removed = await db
      .deleteFrom('external_identity')
      .where('user_id', '=', principal.userId)
      .where('client_id', '=', clientId)
      .where('subject', '=', subject)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new ClientError('badRequest', HANDOVER_TEXT.bindingNotFound, 404);
    return withMessage(null, HANDOVER_TEXT.unbound);
  });
};
