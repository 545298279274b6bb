// The external identity handover (docs/ROUTES.md "Handover protocol") over real HTTP: the test
// plays the provider (server to server, with its shared secret) and the SPA (core's client).
import { createHash } from 'node:crypto';
import {
  basicAuthHeader,
  createAuthApi,
  createHandoverApi,
  type HandoverCode,
  type HandoverExchangeResult,
  WEB_CLIENT,
} from '@ent/core/api';
import { ApiError } from '@ent/core/http';
import { ERROR_TEXT, HANDOVER_TEXT } from '@ent/core/messages';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { parseExternalIdpClients } from '../src/domains/handover/clients';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { raw, startTestPlatform, TEST_DATABASES, testClient, usePlatform } from './support';

const PORTAL_SECRET = 'portal-secret-0123456789-abcdefghij';
const OTHER_SECRET = 'other-secret-0123456789-abcdefghijk';
const IDP_CLIENTS = `portal:${PORTAL_SECRET}:江苏政务服务网,other:${OTHER_SECRET}`;

describe('EXTERNAL_IDP_CLIENTS', () => {
  it('reads id:secret[:name] entries and names the fault of a bad one', () => {
    expect(parseExternalIdpClients(IDP_CLIENTS)).toEqual([
      { id: 'portal', secret: PORTAL_SECRET, name: '江苏政务服务网' },
      { id: 'other', secret: OTHER_SECRET, name: 'other' },
    ]);
    expect(parseExternalIdpClients('')).toEqual([]);
    expect(() => parseExternalIdpClients('portal:short')).toThrow(/密钥应为 32 到 256/);
    expect(() => parseExternalIdpClients(`bad id:${PORTAL_SECRET}`)).toThrow(/客户端标识 "bad id"/);
    expect(() => parseExternalIdpClients(`a:${PORTAL_SECRET},a:${OTHER_SECRET}`)).toThrow(/"a" 重复/);
    expect(() => loadConfig({ EXTERNAL_IDP_CLIENTS: 'portal' })).toThrow(ConfigError);
    expect(loadConfig({}).externalIdpClients).toEqual([]);
  });
});

describe.each(TEST_DATABASES)('external identity handover on $name', (database) => {
  const env = usePlatform(database, { EXTERNAL_IDP_CLIENTS: IDP_CLIENTS });

  /** The provider's server asking for a code, as a provider would: plain JSON and basic auth. */
  async function requestCode(
    body: Record<string, unknown>,
    credentials: { id: string; secret: string } | null = { id: 'portal', secret: PORTAL_SECRET },
    url = env.platform.url,
  ) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (credentials) headers.authorization = basicAuthHeader(credentials.id, credentials.secret);
    return raw(url, '/gov-auth/handover/code', { headers, body: JSON.stringify(body) });
  }

  async function codeFor(subject: string, extra: Record<string, unknown> = {}): Promise<HandoverCode> {
    const { status, body } = await requestCode({ subject, ...extra });
    expect(status).toBe(200);
    return body.data as HandoverCode;
  }

  /** The SPA's side: core's client, tokenless for the exchange, with a token after a login. */
  function spa(url = env.platform.url) {
    const client = testClient(url);
    const handover = createHandoverApi(client.http);
    return {
      client,
      handover,
      auth: createAuthApi(client.http),
      async exchange(code: string, previousToken?: string): Promise<HandoverExchangeResult> {
        const { data } = await handover.exchange(code, previousToken);
        if (!data) throw new Error('exchange answered without data');
        return data;
      },
      async login(username: string) {
        const { data } = await createAuthApi(client.http).login({ username, password: DEMO_PASSWORD });
        client.token = data?.access_token;
        client.jti = data?.jti;
        return data;
      },
    };
  }

  async function refusal(promise: Promise<unknown>): Promise<ApiError> {
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  /** Binds `subject` of the portal to `username` through the whole flow; answers the bind result. */
  async function bindThroughFlow(subject: string, username: string) {
    const { code } = await codeFor(subject);
    const browser = spa();
    const exchanged = await browser.exchange(code);
    if (exchanged.bound) throw new Error(`${subject} was already bound`);
    await browser.login(username);
    return (await browser.handover.bind(exchanged.ticket)).data;
  }

  it('refuses a provider with a wrong secret, an unknown id or no credentials', async () => {
    for (const credentials of [
      { id: 'portal', secret: OTHER_SECRET },
      { id: 'portal', secret: `${PORTAL_SECRET}x` },
      { id: 'nobody', secret: PORTAL_SECRET },
      { id: WEB_CLIENT.clientId, secret: WEB_CLIENT.clientSecret },
      null,
    ]) {
      const { status, body } = await requestCode({ subject: 'u-wrong' }, credentials);
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: 'A0250', msg: ERROR_TEXT.badClient });
    }
    const rows = await env.handle.db.selectFrom('handover_grant').select('subject').execute();
    expect(rows.filter((row) => row.subject === 'u-wrong')).toEqual([]);
  });

  it('issues a one-time code, stored only as its hash, valid for 60 seconds', async () => {
    const before = Date.now();
    const issued = await codeFor('u-issue');
    expect(issued.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued).toMatchObject({ expiresIn: 60, bound: false, url: `/ent/auth-redirect?code=${issued.code}` });
    const hash = createHash('sha256').update(issued.code).digest('hex');
    const row = await env.handle.db
      .selectFrom('handover_grant')
      .selectAll()
      .where('subject', '=', 'u-issue')
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hash);
    expect(row).toMatchObject({ kind: 'code', client_id: 'portal', used_at: null });
    const ttl = new Date(row.expires_at).getTime() - before;
    expect(ttl).toBeGreaterThan(58_000);
    expect(ttl).toBeLessThanOrEqual(61_000);
    // A second code for the same user is a different one.
    expect((await codeFor('u-issue')).code).not.toBe(issued.code);
  });

  it('validates the provider request body', async () => {
    for (const body of [{}, { subject: '' }, { subject: 'x'.repeat(129) }, { subject: 'a\u0000b' }]) {
      const { status, body: answer } = await requestCode(body);
      expect(status).toBe(400);
      expect(answer.code).toBe('A0400');
    }
  });

  it('accepts only in-app redirect targets and carries a safe one in the URL', async () => {
    for (const redirect of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'datareporting/list',
      '/login',
      '/loginchief?x=1',
      '/bind',
      '/auth-redirect?code=x',
      '/a b',
    ]) {
      const { status, body } = await requestCode({ subject: 'u-redirect', redirect });
      expect(status, redirect).toBe(400);
      expect(body).toMatchObject({ code: 'A0400', msg: HANDOVER_TEXT.badRedirect });
    }
    const issued = await codeFor('u-redirect', { redirect: '/datareporting/list?x=1' });
    const url = new URL(issued.url, env.platform.url);
    expect(url.pathname).toBe('/ent/auth-redirect');
    expect(url.searchParams.get('code')).toBe(issued.code);
    expect(url.searchParams.get('redirect')).toBe('/datareporting/list?x=1');
  });

  it('asks for a binding when the subject is not bound yet, and the code is single use', async () => {
    const { code } = await codeFor('u-unbound', { displayName: '王*' });
    const browser = spa();
    const exchanged = await browser.exchange(code);
    expect(exchanged).toMatchObject({ bound: false, provider: '江苏政务服务网', displayName: '王*', expiresIn: 600 });
    if (exchanged.bound) throw new Error('unexpected');
    expect(exchanged.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(browser.client.token).toBeUndefined();

    const again = await refusal(spa().exchange(code));
    expect(again).toMatchObject({ code: 'A0400', status: 400, message: HANDOVER_TEXT.codeUsed });
  });

  it('lets only one of two simultaneous exchanges of a code through', async () => {
    const { code } = await codeFor('u-simultaneous');
    const outcomes = await Promise.allSettled([spa().exchange(code), spa().exchange(code), spa().exchange(code)]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes.filter((o) => o.status === 'rejected')) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ message: HANDOVER_TEXT.codeUsed });
    }
  });

  it('refuses an unknown code and an expired one, with their own messages', async () => {
    const unknown = await refusal(spa().exchange('A'.repeat(43)));
    expect(unknown.message).toBe(HANDOVER_TEXT.codeUnknown);
    const malformed = await refusal(spa().exchange('not a code!'));
    expect(malformed.code).toBe('A0400');

    const { code } = await codeFor('u-expired');
    await env.handle.db
      .updateTable('handover_grant')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', createHash('sha256').update(code).digest('hex'))
      .execute();
    const expired = await refusal(spa().exchange(code));
    expect(expired.message).toBe(HANDOVER_TEXT.codeExpired);
  });

  it('exchanges only for the platform web client', async () => {
    const { code } = await codeFor('u-webclient');
    const client = testClient(env.platform.url);
    const error = await refusal(
      createHandoverApi(client.http, { ...WEB_CLIENT, clientSecret: 'guessed' }).exchange(code),
    );
    expect(error.code).toBe('A0250');
    // The refused attempt did not spend the code.
    expect((await spa().exchange(code)).bound).toBe(false);
  });

  it('binds after one normal login; later handovers log in directly', async () => {
    const { code, bound } = await codeFor('u-bind');
    expect(bound).toBe(false);
    const browser = spa();
    const exchanged = await browser.exchange(code);
    if (exchanged.bound) throw new Error('unexpected');

    // Binding needs the normal login first.
    const anonymous = await refusal(browser.handover.bind(exchanged.ticket));
    expect(anonymous.code).toBe('A0231');

    await browser.login('ent_demo');
    const { data: result } = await browser.handover.bind(exchanged.ticket);
    expect(result).toMatchObject({ provider: '江苏政务服务网' });
    expect(Date.parse(result?.boundAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const reused = await refusal(browser.handover.bind(exchanged.ticket));
    expect(reused.message).toBe(HANDOVER_TEXT.ticketInvalid);

    const next = await codeFor('u-bind');
    expect(next.bound).toBe(true);
    const direct = await spa().exchange(next.code);
    if (!direct.bound) throw new Error('expected a direct login');
    expect(direct.provider).toBe('江苏政务服务网');
    expect(direct.login).toMatchObject({ token_type: 'bearer', expires_in: 8 * 3600 });

    const session = testClient(env.platform.url);
    session.token = direct.login.access_token;
    session.jti = direct.login.jti;
    const { data: me } = await createAuthApi(session.http).me();
    expect(me).toMatchObject({ username: 'ent_demo', typeOf: '1' });
    expect(me?.jti).toBe(direct.login.jti);

    const log = await env.handle.db
      .selectFrom('login_log')
      .select(['username', 'success', 'message'])
      .where('message', '=', HANDOVER_TEXT.loginLogged('江苏政务服务网'))
      .execute();
    expect(log).toContainEqual({
      username: 'ent_demo',
      success: true,
      message: HANDOVER_TEXT.loginLogged('江苏政务服务网'),
    });
    const identity = await env.handle.db
      .selectFrom('external_identity')
      .selectAll()
      .where('subject', '=', 'u-bind')
      .executeTakeFirstOrThrow();
    expect(identity.client_id).toBe('portal');
    expect(identity.last_login_at).not.toBeNull();
  });

  it('keeps subjects of different providers apart', async () => {
    await bindThroughFlow('u-shared-name', 'xny_demo');
    const headers = {
      'content-type': 'application/json',
      authorization: basicAuthHeader('other', OTHER_SECRET),
    };
    const { body } = await raw(env.platform.url, '/gov-auth/handover/code', {
      headers,
      body: JSON.stringify({ subject: 'u-shared-name' }),
    });
    expect((body.data as HandoverCode).bound).toBe(false);
    const exchanged = await spa().exchange((body.data as HandoverCode).code);
    expect(exchanged).toMatchObject({ bound: false, provider: 'other' });
  });

  it('lets the first binding stand when a subject is bound twice at once', async () => {
    // Two browsers started a handover for the same subject before either bound it.
    const first = await spa().exchange((await codeFor('u-race')).code);
    const second = await spa().exchange((await codeFor('u-race')).code);
    if (first.bound || second.bound) throw new Error('unexpected');
    const a = spa();
    await a.login('ent_demo');
    await a.handover.bind(first.ticket);
    const b = spa();
    await b.login('xny_demo');
    const taken = await refusal(b.handover.bind(second.ticket));
    expect(taken).toMatchObject({ status: 409, message: HANDOVER_TEXT.subjectTaken });
    const rows = await env.handle.db
      .selectFrom('external_identity')
      .innerJoin('app_user', 'app_user.id', 'external_identity.user_id')
      .select('app_user.username')
      .where('subject', '=', 'u-race')
      .execute();
    expect(rows).toEqual([{ username: 'ent_demo' }]);
  });

  it('ends the session the browser had before the handover', async () => {
    await bindThroughFlow('u-replace', 'ent_demo');
    const browser = spa();
    const old = await browser.login('xny_demo');
    const replaced = await browser.exchange((await codeFor('u-replace')).code, old?.access_token);
    expect(replaced.bound).toBe(true);
    const error = await refusal(browser.auth.me());
    expect(error).toMatchObject({ kind: 'expired', code: 'A0230' });
    // A previous token that is not a live one is simply ignored.
    expect((await spa().exchange((await codeFor('u-replace')).code, 'garbage')).bound).toBe(true);
  });

  it('refuses a disabled account even when bound', async () => {
    await bindThroughFlow('u-disabled', 'yq_demo');
    await env.handle.db.updateTable('app_user').set({ status: '1' }).where('username', '=', 'yq_demo').execute();
    try {
      const error = await refusal(spa().exchange((await codeFor('u-disabled')).code));
      expect(error).toMatchObject({ code: 'A0212', message: ERROR_TEXT.accountDisabled });
    } finally {
      await env.handle.db.updateTable('app_user').set({ status: '0' }).where('username', '=', 'yq_demo').execute();
    }
  });

  it('lists and removes the account’s own bindings only', async () => {
    await bindThroughFlow('u-list', 'new_demo');
    const owner = spa();
    await owner.login('new_demo');
    const { data: bindings } = await owner.handover.bindings();
    expect(bindings).toEqual([
      expect.objectContaining({ clientId: 'portal', provider: '江苏政务服务网', subject: 'u-list', lastLoginAt: null }),
    ]);

    const stranger = spa();
    await stranger.login('xny_demo');
    const notTheirs = await refusal(stranger.handover.unbind({ clientId: 'portal', subject: 'u-list' }));
    expect(notTheirs).toMatchObject({ code: 'A0400', status: 404, message: HANDOVER_TEXT.bindingNotFound });

    const { msg } = await owner.handover.unbind({ clientId: 'portal', subject: 'u-list' });
    expect(msg).toBe(HANDOVER_TEXT.unbound);
    expect((await owner.handover.bindings()).data).toEqual([]);
    expect((await codeFor('u-list')).bound).toBe(false);
  });

  it('stops honouring a provider removed from the configuration', async () => {
    const { code } = await codeFor('u-removed');
    const without = await startTestPlatform(env.handle, { EXTERNAL_IDP_CLIENTS: `other:${OTHER_SECRET}` });
    try {
      const error = await refusal(spa(without.url).exchange(code));
      expect(error).toMatchObject({ status: 403, message: HANDOVER_TEXT.providerUnknown });
      const { status } = await requestCode({ subject: 'u-removed' }, undefined, without.url);
      expect(status).toBe(401);
    } finally {
      await without.close();
    }
  });
});
