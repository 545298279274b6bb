// The wire contract's failure paths over real HTTP: every client mistake is a 4xx {code, msg}.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { basicAuthHeader, createAuthApi, WEB_CLIENT } from '@ent/core/api';
import { makeRek, openData, REPLAY_WINDOW_MS, sealedRequest } from '@ent/core/http';
import { nodeCipher } from '@ent/core/http/node';
import vectors from '@ent/core/http/vectors';
import { ERROR_TEXT } from '@ent/core/messages';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../src/app';
import { REPLAY_JOURNAL } from '../src/http/replayStore';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { raw, startTestPlatform, TEST_DATABASES, type TestPlatform, testClient } from './support';

const JSON_HEADERS = { 'content-type': 'application/json' };

/** A sealed write; the protocol's own tests pass the rek, the nonce or the clock they test. */
const envelope = (body: unknown, options: Parameters<typeof sealedRequest>[2] = {}) =>
  sealedRequest(nodeCipher, body, options);

describe.each(TEST_DATABASES)('protocol failures on $name', (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let platform: TestPlatform;
  let token = '';
  let jti = '';

  beforeAll(async () => {
    handle = await database.open();
    platform = await startTestPlatform(handle);
    const client = testClient(platform.url);
    const { data } = await createAuthApi(client.http).login({ username: 'ent_demo', password: DEMO_PASSWORD });
    token = data?.access_token ?? '';
    jti = data?.jti ?? '';
  });

  afterAll(async () => {
    await platform?.close();
    await handle?.dispose();
  });

  const me = (headers: Record<string, string>, body: string) =>
    raw(platform.url, '/gov-auth/api/v1/me', { headers: { ...headers, authorization: `Bearer ${token}` }, body });

  it('accepts a fresh envelope and seals the answer into dataStr under the same rek', async () => {
    const sealed = envelope({}, { jti });
    const { status, body } = await me(sealed.headers, sealed.body);
    expect(status).toBe(200);
    expect(body.code).toBe('00000');
    expect(body.data).toBeUndefined();
    expect(openData(nodeCipher, sealed.rek, body.dataStr ?? '')).toMatchObject({ username: 'ent_demo', jti });
  });

  it('opens the documented test vectors (they are stale, so the answer is A0403, not A0402)', async () => {
    for (const vector of vectors.bodies) {
      const { status, body } = await raw(
        platform.url,
        '/gov-system/api/v1/passwordPolicy/passPolicyByAccountOrTerrId',
        {
          headers: { ...JSON_HEADERS, rek: vector.rek, isEncr: '1' },
          body: JSON.stringify({ enStr: vector.enStr }),
        },
      );
      expect({ status, code: body.code }).toEqual({ status: 400, code: 'A0403' });
    }
  });

  it('refuses plain bodies on writes while apiEncrypt is 0, and takes them once it is not', async () => {
    const plain = await me(JSON_HEADERS, '{}');
    expect(plain).toMatchObject({ status: 400, body: { code: 'A0405', msg: '请求必须使用加密报文' } });
    await handle.db.updateTable('sys_parameter').set({ value: '1' }).where('code', '=', 'apiEncrypt').execute();
    // A process started now reads the new value (running ones within PARAMETER_CACHE_MS).
    const other = await startTestPlatform(handle);
    try {
      const accepted = await raw(other.url, '/gov-auth/api/v1/me', {
        headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` },
        body: '{}',
      });
      expect(accepted).toMatchObject({ status: 200, body: { code: '00000', data: { username: 'ent_demo' } } });
    } finally {
      await other.close();
      await handle.db.updateTable('sys_parameter').set({ value: '0' }).where('code', '=', 'apiEncrypt').execute();
    }
  });

  it('refuses a replayed replay token', async () => {
    const sealed = envelope({}, { jti, replayNonce: 'ReplayNonce00001' });
    expect((await me(sealed.headers, sealed.body)).status).toBe(200);
    const again = await me(sealed.headers, sealed.body);
    expect(again).toMatchObject({ status: 409, body: { code: 'A0404', msg: '重复的请求已被拒绝' } });
    const resealed = envelope({}, { jti, replayNonce: 'ReplayNonce00001' });
    expect((await me(resealed.headers, resealed.body)).body.code).toBe('A0404');
  });

  it('refuses stale and future timestamps outside the window', async () => {
    for (const timestamp of [Date.now() - REPLAY_WINDOW_MS - 10_000, Date.now() + REPLAY_WINDOW_MS + 10_000]) {
      const sealed = envelope({}, { jti, timestamp });
      expect(await me(sealed.headers, sealed.body)).toMatchObject({ status: 400, body: { code: 'A0403' } });
    }
  });

  it('refuses a replay token minted for another session', async () => {
    const sealed = envelope({}, { jti: 'someone-else' });
    expect(await me(sealed.headers, sealed.body)).toMatchObject({
      status: 400,
      body: { code: 'A0402', msg: '重放令牌与登录凭证不符' },
    });
  });

  it('refuses an undecryptable or malformed envelope', async () => {
    const rek = makeRek(Date.now(), 'ABCDEFGHIJKLMNOP');
    const cases = [
      {
        headers: { ...JSON_HEADERS, rek, isEncr: '1' },
        body: JSON.stringify({ enStr: 'bm90IGEgcmVhbCBjaXBoZXJ0ZXh0' }),
      },
      { headers: { ...JSON_HEADERS, rek, isEncr: '1' }, body: JSON.stringify({ enStr: 12 }) },
      { headers: { ...JSON_HEADERS, rek, isEncr: '1' }, body: JSON.stringify({ nothing: true }) },
      { headers: { ...JSON_HEADERS, rek: 'bad-rek', isEncr: '1' }, body: envelope({}, { jti }).body },
      // Sealed under one rek, sent with another.
      {
        headers: { ...JSON_HEADERS, rek: makeRek(Date.now(), 'ZZZZZZZZZZZZZZZZ'), isEncr: '1' },
        body: envelope({}, { jti, rek }).body,
      },
    ];
    for (const sealed of cases) {
      expect(await me(sealed.headers, sealed.body)).toMatchObject({ status: 400, body: { code: 'A0402' } });
    }
  });

  it('answers malformed JSON, wrong types, oversize and wrong media types with 4xx', async () => {
    const login = (headers: Record<string, string>, body: string | Buffer) =>
      raw(platform.url, '/gov-auth/oauth/token', {
        headers: { ...headers, authorization: basicAuthHeader(WEB_CLIENT.clientId, WEB_CLIENT.clientSecret) },
        body,
      });
    expect(await login(JSON_HEADERS, '{"username": ')).toMatchObject({ status: 400, body: { code: 'A0401' } });
    expect(await login({ ...JSON_HEADERS, 'content-length': '0' }, '')).toMatchObject({
      status: 400,
      body: { code: 'A0401' },
    });
    expect(await login(JSON_HEADERS, Buffer.alloc(BODY_LIMIT + 10, 'a'))).toMatchObject({
      status: 413,
      body: { code: 'A0413' },
    });
    expect(await login({ 'content-type': 'text/plain' }, 'hello')).toMatchObject({
      status: 415,
      body: { code: 'A0415' },
    });
    // Multipart is parsed only where uploads are taken (http/uploadParsing.ts).
    const form = '--b\r\nContent-Disposition: form-data; name="username"\r\n\r\nent_demo\r\n--b--\r\n';
    expect(await login({ 'content-type': 'multipart/form-data; boundary=b' }, form)).toMatchObject({
      status: 415,
      body: { code: 'A0415', msg: ERROR_TEXT.unsupportedMediaType },
    });
    const wrongTypes = envelope({ username: 42, password: ['x'], grant_type: 'password' });
    const typed = await login(wrongTypes.headers, wrongTypes.body);
    expect(typed.status).toBe(400);
    expect(typed.body.code).toBe('A0400');
    expect(typed.body.msg).toMatch(/^请求参数错误：username/);
    const wrongGrant = envelope({ username: 'ent_demo', password: DEMO_PASSWORD, grant_type: 'client_credentials' });
    expect((await login(wrongGrant.headers, wrongGrant.body)).body.code).toBe('A0400');
    const prototype = envelope(
      JSON.parse('{"__proto__": {"admin": true}, "username": "a", "password": "b", "grant_type": "password"}'),
    );
    expect((await login(prototype.headers, prototype.body)).status).toBeLessThan(500);
  });

  it('refuses a missing, foreign, expired or revoked token with A0231/A0230', async () => {
    const call = (authorization?: string) => {
      const sealed = envelope({});
      return raw(platform.url, '/gov-auth/api/v1/me', {
        headers: { ...sealed.headers, ...(authorization ? { authorization } : {}) },
        body: sealed.body,
      });
    };
    expect(await call()).toMatchObject({ status: 401, body: { code: 'A0231' } });
    expect(await call('Bearer not.a.token')).toMatchObject({ status: 401, body: { code: 'A0231' } });
    expect(await call(`Basic ${Buffer.from('a:b').toString('base64')}`)).toMatchObject({ body: { code: 'A0231' } });
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('jsedc-ent')
      .setJti(jti)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(32)));
    expect(await call(`Bearer ${foreign}`)).toMatchObject({ body: { code: 'A0231' } });

    const secret = await handle.db.selectFrom('server_secret').select('value').executeTakeFirstOrThrow();
    const key = Buffer.from(secret.value, 'base64');
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('jsedc-ent')
      .setJti(jti)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    expect(await call(`Bearer ${expired}`)).toMatchObject({ status: 401, body: { code: 'A0230' } });
    // A validly signed token whose session row does not exist (never issued) is refused too.
    const unknown = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('jsedc-ent')
      .setJti('00000000-0000-0000-0000-000000000000')
      .setExpirationTime('1h')
      .sign(key);
    expect(await call(`Bearer ${unknown}`)).toMatchObject({ body: { code: 'A0230' } });
    // Disabling the account ends its sessions at once.
    await handle.db.updateTable('app_user').set({ status: '1' }).where('username', '=', 'ent_demo').execute();
    try {
      expect(await call(`Bearer ${token}`)).toMatchObject({ body: { code: 'A0230' } });
    } finally {
      await handle.db.updateTable('app_user').set({ status: '0' }).where('username', '=', 'ent_demo').execute();
    }
  });

  it('answers unknown API paths with a 404 envelope and never with 500', async () => {
    expect(await raw(platform.url, '/gov-auth/nothing', { method: 'GET' })).toMatchObject({
      status: 404,
      body: { code: '404' },
    });
  });

  it('keeps answering after all of the above', async () => {
    const client = testClient(platform.url);
    client.token = token;
    client.jti = jti;
    expect((await createAuthApi(client.http).me()).data?.username).toBe('ent_demo');
  });
});

describe('replay tokens in Redis (REDIS_URL)', () => {
  it('does not start when REDIS_URL names a Redis it cannot reach, and says which', async () => {
    const handle = await (TEST_DATABASES[0] as (typeof TEST_DATABASES)[number]).open();
    try {
      // Port 1 on loopback: nothing listens there.
      await expect(startTestPlatform(handle, { REDIS_URL: 'redis://127.0.0.1:1' })).rejects.toThrow(/REDIS_URL/);
    } finally {
      await handle.dispose();
    }
  }, 20_000);

  const redisUrl = process.env.TEST_REDIS_URL;
  if (redisUrl)
    it('refuses a replayed request through Redis', async () => {
      const handle = await (TEST_DATABASES[0] as (typeof TEST_DATABASES)[number]).open();
      const platform = await startTestPlatform(handle, { REDIS_URL: redisUrl });
      try {
        const { data } = await createAuthApi(testClient(platform.url).http).login({
          username: 'ent_demo',
          password: DEMO_PASSWORD,
        });
        const sealed = envelope({}, { jti: data?.jti });
        const call = () =>
          raw(platform.url, '/gov-auth/api/v1/me', {
            headers: { ...sealed.headers, authorization: `Bearer ${data?.access_token}` },
            body: sealed.body,
          });
        expect((await call()).status).toBe(200);
        expect(await call()).toMatchObject({ status: 409, body: { code: 'A0404' } });
        // Not in this process's journal: the token went to Redis.
        const journal = readFileSync(join(platform.config.dataDir, REPLAY_JOURNAL), { encoding: 'utf8', flag: 'a+' });
        expect(journal).toBe('');
      } finally {
        await platform.close();
        await handle.dispose();
      }
    }, 30_000);
});
