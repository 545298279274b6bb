// gov-auth: captcha, login, logout, the caller's identity, user info and menu routes (SPEC §7).

import { createHash, timingSafeEqual } from 'node:crypto';
import type { Principal } from '@ent/core/api';
import { TOKEN_KEY } from '@ent/core/auth';
import { AUTH_ENDPOINTS as ENDPOINTS, type EndpointDefinition, isAudited } from '@ent/core/contract';
import { AUTH_TEXT, ERROR_TEXT, MFA_TEXT, SECURITY_TEXT } from '@ent/core/messages';
import type { Flavour } from '@ent/core/platform';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/database';
import { ClientError } from '../../http/errors';
import { route, withMessage } from '../../http/route';
import type { SecuritySettingsReader } from '../security/settings';
import type { CaptchaService } from './captcha';
import { accountKey, addressKey, type LoginThrottle } from './loginThrottle';
import { ADMIN_ROLE, pageExists, routesFor } from './menus';
import { verifyPassword } from './passwords';
import { checkSecondFactor } from './secondFactor';
import type { SecretBox } from './secretBox';
import type { TokenService } from './tokens';
import { buildUserInfo } from './userInfo';

export interface AuthOptions {
  handle: DatabaseHandle;
  tokens: TokenService;
  captcha: CaptchaService;
  throttle: LoginThrottle;
  settings: SecuritySettingsReader;
  captchaEnabled: boolean;
  flavour: Flavour;
  /** Opens the sealed TOTP keys of second factors. */
  secretBox: SecretBox;
}

/** Makes app.authenticate available to every domain plugin. */
export const authenticatePlugin = fp<{ tokens: TokenService }>(async (app, { tokens }) => {
  app.decorateRequest('principal', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const principal = await tokens.authenticate(request.headers.authorization ?? navigationToken(request));
    request.principal = principal;
    // A password to change or a second factor to enrol comes before anything else, on the server too.
    const endpoint = request.routeOptions.config.endpoint;
    if (principal.pendingStep && endpoint && !allowedBeforeSteps(endpoint))
      throw new ClientError(
        'stepFirst',
        principal.pendingStep === 'password' ? SECURITY_TEXT.passwordFirst : SECURITY_TEXT.mfaFirst,
      );
  });
});

/**
 * What an account that must first change its password or enrol a second factor may still call:
 * its session and shell (auth, parameters, notices read), its own profile with the password change,
 * and the second factor's enrolment.
 */
function allowedBeforeSteps(endpoint: EndpointDefinition): boolean {
  switch (endpoint.feature) {
    case 'auth':
    case 'system':
    case 'profile':
    case 'mfa':
      return true;
    case 'security':
      return endpoint.action === 'session';
    case 'notices':
      return !isAudited(endpoint);
    default:
      return false;
  }
}

/**
 * A browser navigation (a download link, the docs page) carries the token in the
 * Enterprise-Token cookie rather than a header; only GET routes declared for it accept that.
 */
function navigationToken(request: FastifyRequest): string | undefined {
  const access = request.routeOptions.config.access;
  if (request.method !== 'GET' || !access || access.public || !access.navigation) return undefined;
  const token = cookieValue(request, TOKEN_KEY);
  return token ? `Bearer ${token}` : undefined;
}

export function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq !== -1 && pair.slice(0, eq).trim() === name) return decodeURIComponent(pair.slice(eq + 1).trim());
  }
  return undefined;
}

function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** Checks the OAuth client of a basic-auth pair (the SPA's web client); answers its id. */
export async function checkClient(handle: DatabaseHandle, clientId: string | undefined, secret: string | undefined) {
  if (!clientId || secret === undefined) throw new ClientError('badClient');
  const client = await handle.db
    .selectFrom('oauth_client')
    .select('client_secret')
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!client || !sameSecret(client.client_secret, secret)) throw new ClientError('badClient');
  return clientId;
}

export function parseBasicAuth(header: string | undefined): { id?: string; secret?: string } {
  const encoded = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '')?.[1];
  if (!encoded) return {};
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? {} : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export const authPlugin: FastifyPluginAsync<AuthOptions> = async (app, options) => {
  const { handle, tokens, captcha, throttle, settings } = options;
  const db = handle.db;

  route(app, ENDPOINTS.captcha, async () => {
    if (!options.captchaEnabled) return { enabled: false };
    return { enabled: true, ...(await captcha.create()) };
  });

  route(app, ENDPOINTS.login, async ({ request, body: form }) => {
    const basic = parseBasicAuth(request.headers.authorization);
    const clientId = await checkClient(handle, basic.id, basic.secret);
    const ip = request.ip;
    const userAgent = request.headers['user-agent']?.slice(0, 500) ?? null;
    const keys = [accountKey(form.username), addressKey(ip)];
    const limits = await settings();
    const lockMs = limits.lockMinutes * 60_000;
    const countFailure = async (account: boolean) => {
      if (account) await throttle.recordFailure(accountKey(form.username), limits.lockFailures, lockMs);
      await throttle.recordFailure(addressKey(ip), limits.addressFailures, lockMs);
    };

    const log = (success: boolean, message: string, userId: number | null = null) =>
      db
        .insertInto('login_log')
        .values({
          username: form.username,
          user_id: userId,
          ip,
          success,
          message,
          type_of: form.typeOf ?? null,
          user_agent: userAgent,
        })
        .execute();

    const locked = await throttle.lockedMinutes(keys);
    if (locked > 0) {
      const message = ERROR_TEXT.tooManyAttempts(locked);
      await log(false, message);
      throw new ClientError('tooManyAttempts', message);
    }

    if (options.captchaEnabled) {
      if (!form.verKey || !form.verCode) throw new ClientError('captchaWrong', ERROR_TEXT.captchaRequired);
      if (!(await captcha.consume(form.verKey, form.verCode))) {
        await countFailure(false);
        await log(false, ERROR_TEXT.captchaWrong);
        throw new ClientError('captchaWrong');
      }
    }

    const user = await db
      .selectFrom('app_user')
      .select(['id', 'password_hash', 'status', 'type_of', 'single_session', 'mfa_secret'])
      .where((eb) => eb(eb.fn('lower', ['username']), '=', form.username.toLowerCase()))
      .executeTakeFirst();
    if (!(await verifyPassword(user?.password_hash ?? null, form.password)) || !user) {
      await countFailure(true);
      await log(false, ERROR_TEXT.wrongCredentials, user?.id ?? null);
      throw new ClientError('wrongCredentials');
    }
    if (user.status !== '0') {
      await log(false, ERROR_TEXT.accountDisabled, user.id);
      throw new ClientError('accountDisabled');
    }
    // typeOf names the entrance used: enterprise staff log in at /login, government staff at /loginchief.
    if (form.typeOf && form.typeOf !== user.type_of) {
      const message = user.type_of === '2' ? ERROR_TEXT.wrongEntranceEnterprise : ERROR_TEXT.wrongEntranceGovernment;
      await log(false, message, user.id);
      throw new ClientError('wrongEntrance', message);
    }
    // The second factor, once the account has one: asked for after the password, so it tells nothing
    // to someone who does not know the password.
    if (user.mfa_secret) {
      if (!form.mfaCode) throw new ClientError('mfaRequired', MFA_TEXT.codeRequired);
      if (!(await checkSecondFactor(handle, options.secretBox, user.id, user.mfa_secret, form.mfaCode))) {
        await countFailure(true);
        await log(false, MFA_TEXT.wrongLoginCode, user.id);
        throw new ClientError('wrongCredentials', MFA_TEXT.wrongLoginCode);
      }
    }

    await throttle.clear(accountKey(form.username));
    // An account limited to one live session: this login ends the others.
    if (user.single_session) await tokens.revokeAllOf(user.id);
    const issued = await tokens.issue(user.id, clientId, { ip, userAgent: request.headers['user-agent'] });
    await log(true, AUTH_TEXT.loginSucceeded, user.id);
    return {
      access_token: issued.token,
      token_type: 'bearer',
      expires_in: issued.expiresIn,
      jti: issued.jti,
    };
  });

  route(app, ENDPOINTS.logout, async ({ principal }) => {
    await tokens.revoke(principal.jti);
    return withMessage(null, AUTH_TEXT.loggedOut);
  });

  route(app, ENDPOINTS.me, async ({ principal }) => {
    const me: Principal = {
      id: principal.userId,
      username: principal.username,
      fullName: principal.fullName,
      typeOf: principal.typeOf,
      mainstayId: principal.mainstayId,
      roles: principal.roles,
      jti: principal.jti,
      expiresAt: principal.expiresAt.toISOString(),
    };
    return me;
  });

  route(app, ENDPOINTS.userInfo, async ({ request, principal }) => {
    await checkClient(handle, headerValue(request, 'clientId'), headerValue(request, 'clientSecret'));
    const accessToken = headerValue(request, 'accessToken');
    // The accessToken header, when sent, must be the token the request is authenticated with.
    if (accessToken !== undefined && accessToken !== principal.token) throw new ClientError('tokenMissing');
    return buildUserInfo(handle, principal, options.flavour);
  });

  route(app, ENDPOINTS.routes, async ({ principal }) => routesFor(handle, principal.roles, options.flavour));

  route(app, ENDPOINTS.pageExists, async ({ query }) => pageExists(handle, query.path, options.flavour));

  route(app, ENDPOINTS.routesByRole, async ({ principal, body: { clientId, roleCode } }) => {
    if (clientId !== principal.clientId) throw new ClientError('badClient');
    if (!principal.roles.includes(roleCode) && !principal.roles.includes(ADMIN_ROLE)) {
      throw new ClientError('forbidden', ERROR_TEXT.roleNotHeld);
    }
    return routesFor(handle, [roleCode], options.flavour);
  });
};
