import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HTTP_TEXT } from '../messages';
import { ApiError, createHttpClient, type HttpClientDeps } from './client';
import { cryptoJsCipher } from './cryptoJsCipher';
import { openBody, sealData } from './envelope';
import { createExpiryGuard } from './expiryGuard';
import { nodeCipher } from './nodeCipher';
import type { Notice } from './notifier';

// A real HTTP server stands in for the platform's API so the client's requests cross a socket.
type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let server: Server;
let origin = '';
let handler: Handler = () => undefined;
const received: Array<{ url: string; method: string; headers: IncomingMessage['headers']; body: string }> = [];

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ url: req.url ?? '', method: req.method ?? '', headers: req.headers, body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

interface Harness {
  notices: Notice[];
  logouts: number;
  token: string | undefined;
  encrypt: boolean;
}

function makeClient(overrides: Partial<HttpClientDeps> = {}) {
  const h: Harness = { notices: [], logouts: 0, token: 'tok.en.x', encrypt: true };
  const notifier = { show: (n: Notice) => h.notices.push(n) };
  const expiry = createExpiryGuard({
    notifier,
    logout: () => {
      h.logouts += 1;
    },
  });
  const client = createHttpClient({
    baseURL: `${origin}/prod-api`,
    tokens: { getToken: () => h.token, getJti: () => 'jti-abc' },
    cipher: cryptoJsCipher,
    notifier,
    expiry,
    envelopeWrites: () => h.encrypt,
    ...overrides,
  });
  return { client, h, expiry };
}

beforeEach(() => {
  received.length = 0;
  handler = (_req, _body, res) => json(res, 200, { code: '00000', msg: 'ok', data: { fine: true } });
});

describe('request headers', () => {
  it('prefixes /prod-api, sends rek and the bearer token', async () => {
    const { client } = makeClient();
    const response = await client.request({ url: '/gov-system/x', params: { a: 1 } });
    expect(response.data).toEqual({ fine: true });
    const [req] = received;
    expect(req?.url).toBe('/prod-api/gov-system/x?a=1');
    expect(req?.headers.authorization).toBe('Bearer tok.en.x');
    expect(req?.headers.rek).toMatch(/^\d{13}[A-Za-z0-9]{16}$/);
    expect(Math.abs(Number(req?.headers.rek?.toString().slice(0, 13)) - Date.now())).toBeLessThan(5000);
  });

  it('omits the token on tokenless calls and when there is none', async () => {
    const { client, h } = makeClient();
    await client.request({ url: '/a', tokenless: true });
    h.token = undefined;
    await client.request({ url: '/b' });
    expect(received.map((r) => r.headers.authorization)).toEqual([undefined, undefined]);
  });

  it('uses a fresh rek per request', async () => {
    const { client } = makeClient();
    await Promise.all([client.request({ url: '/a' }), client.request({ url: '/a' })]);
    expect(received[0]?.headers.rek).not.toBe(received[1]?.headers.rek);
  });
});

describe('write envelope', () => {
  it('seals POST and PUT bodies into enStr with isEncr when apiEncrypt is on', async () => {
    const { client } = makeClient();
    await client.request({ url: '/w', method: 'POST', data: { name: '企业', n: 1 } });
    await client.request({ url: '/w', method: 'PUT', data: { id: 7 } });
    for (const [index, expected] of [{ name: '企业', n: 1 }, { id: 7 }].entries()) {
      const req = received[index]!;
      expect(req.headers.isencr).toBe('1');
      const sealed = JSON.parse(req.body);
      expect(Object.keys(sealed)).toEqual(['enStr']);
      const opened = openBody(nodeCipher, String(req.headers.rek), sealed);
      expect(opened.body).toEqual(expected);
      expect(opened.replayToken).toMatch(/^jti-abc:[A-Za-z0-9]{16}$/);
      expect(Math.abs(opened.timestamp - Date.now())).toBeLessThan(5000);
    }
  });

  it('uses a bare nonce as replay token on tokenless writes', async () => {
    const { client } = makeClient();
    await client.request({ url: '/login', method: 'POST', tokenless: true, data: { u: 1 } });
    const req = received[0]!;
    expect(openBody(nodeCipher, String(req.headers.rek), JSON.parse(req.body)).replayToken).toMatch(
      /^[A-Za-z0-9]{16}$/,
    );
  });

  it('sends plain JSON when apiEncrypt is off, for plain calls, and never envelopes form data or GET', async () => {
    const { client, h } = makeClient();
    await client.request({ url: '/p', method: 'POST', data: { a: 1 }, plain: true });
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'text/plain' }), 'x.txt');
    await client.request({ url: '/upload', method: 'POST', data: form });
    await client.request({ url: '/g' });
    h.encrypt = false;
    await client.request({ url: '/q', method: 'POST', data: { b: 2 } });
    expect(received.map((r) => r.headers.isencr)).toEqual([undefined, undefined, undefined, undefined]);
    expect(JSON.parse(received[0]!.body)).toEqual({ a: 1 });
    expect(received[1]!.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(JSON.parse(received[3]!.body)).toEqual({ b: 2 });
  });

  it('decrypts dataStr with the same request key', async () => {
    handler = (req, _body, res) =>
      json(res, 200, {
        code: '00000',
        msg: 'ok',
        dataStr: sealData(nodeCipher, String(req.headers.rek), { secret: '数据' }),
      });
    const { client } = makeClient();
    const response = await client.request({ url: '/enc', method: 'POST', data: {} });
    expect(response.data).toEqual({ secret: '数据' });
    expect(response.dataStr).toBeUndefined();
  });
});

describe('response codes (SPEC §8)', () => {
  it('code 500 shows the server message and rejects', async () => {
    handler = (_r, _b, res) => json(res, 500, { code: '500', msg: '数据库繁忙' });
    const { client, h } = makeClient();
    await expect(client.request({ url: '/x' })).rejects.toMatchObject({
      kind: 'business',
      message: '数据库繁忙',
      code: '500',
    });
    expect(h.notices).toEqual([expect.objectContaining({ type: 'error', text: '数据库繁忙', variant: 'message' })]);
  });

  it('401, 403 and 404 codes show their mapped texts; other codes the server text or the default', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ code: '401', msg: 'x' }, HTTP_TEXT.unauthorized],
      [{ code: '403', msg: 'x' }, HTTP_TEXT.forbidden],
      [{ code: '404', msg: 'x' }, HTTP_TEXT.notFound],
      [{ code: 'A0210', msg: '用户名或密码错误' }, '用户名或密码错误'],
      [{ code: 'B0001' }, HTTP_TEXT.unknown],
    ];
    for (const [body, text] of cases) {
      handler = (_r, _b, res) => json(res, 400, body);
      const { client, h } = makeClient();
      const error = await client.request({ url: '/x' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe(text);
      expect(h.notices).toEqual([expect.objectContaining({ text, variant: 'notification' })]);
    }
  });

  it('A0215 (a step to take first) rejects without a message: the shell shows its own banner', async () => {
    handler = (_r, _b, res) => json(res, 403, { code: 'A0215', msg: '请先修改密码后再进行其他操作' });
    const { client, h } = makeClient();
    const error = await client.request({ url: '/x' }).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('A0215');
    expect(h.notices).toEqual([]);
  });

  it('a body without code counts as success (code defaults to 00000)', async () => {
    handler = (_r, _b, res) => json(res, 200, { rows: [1, 2], total: 2 });
    const { client } = makeClient();
    expect((await client.request({ url: '/x' })).data).toEqual({ rows: [1, 2], total: 2 });
  });

  it('a call may name its own success rule', async () => {
    handler = (_r, _b, res) => json(res, 200, { code: 200, msg: '上传成功', data: { url: '/f/1.pdf' } });
    const { client, h } = makeClient();
    const response = await client.request({ url: '/upload', isSuccess: (b) => b.code === '200' });
    expect(response.data).toEqual({ url: '/f/1.pdf' });
    handler = (_r, _b, res) => json(res, 200, { code: '00000', data: { returnCode: '200', data: { total: 1 } } });
    const form = await client.request<{ returnCode: string }>({
      url: '/form',
      isSuccess: (b) => (b.data as { returnCode?: string } | undefined)?.returnCode === '200',
    });
    expect(form.data?.returnCode).toBe('200');
    handler = (_r, _b, res) => json(res, 200, { code: '00000', data: { returnCode: '500' } });
    await expect(
      client.request({ url: '/form', isSuccess: (b) => (b.data as { returnCode?: string }).returnCode === '200' }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(h.notices).toHaveLength(1);
  });

  it('silent calls resolve false and show nothing on business and transport failures', async () => {
    handler = (_r, _b, res) => json(res, 400, { code: 'A0400', msg: '参数错误' });
    const { client, h } = makeClient();
    expect(await client.request({ url: '/x', silent: true })).toBe(false);
    handler = (_r, _b, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>bad gateway</html>');
    };
    expect(await client.request({ url: '/x', silent: true })).toBe(false);
    expect(h.notices).toEqual([]);
  });
});

describe('expired login', () => {
  it('A0230/A0231 log out and show the message once however many calls fail together', async () => {
    handler = (req, _b, res) => json(res, 401, { code: req.url?.includes('b') ? 'A0231' : 'A0230', msg: '过期' });
    const { client, h } = makeClient();
    const results = await Promise.allSettled(
      ['/a', '/b', '/a', '/b', '/a', '/b', '/a', '/b'].map((url) => client.request({ url })),
    );
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).kind === 'expired')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(h.logouts).toBe(1);
    expect(h.notices).toEqual([expect.objectContaining({ text: HTTP_TEXT.expired })]);
  });

  it('a refusal of a login already replaced fails that call without logging the new login out', async () => {
    const { client, h } = makeClient();
    let answer: (() => void) | undefined;
    handler = (_r, _b, res) => {
      answer = () => json(res, 401, { code: 'A0230' });
    };
    const call = client.request({ url: '/a' });
    await expect.poll(() => answer !== undefined).toBe(true);
    // The portal hands over a fresh token while the call sent with the old one is still out.
    h.token = 'fresh.to.ken';
    answer?.();
    await expect(call).rejects.toMatchObject({ kind: 'expired' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(h.logouts).toBe(0);
    expect(h.notices).toEqual([]);

    // A refusal of the login in use still logs out.
    handler = (_r, _b, res) => json(res, 401, { code: 'A0230' });
    await client.request({ url: '/a' }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(h.logouts).toBe(1);
  });

  it('is re-armed by reset after a new login', async () => {
    handler = (_r, _b, res) => json(res, 401, { code: 'A0230' });
    const { client, h, expiry } = makeClient();
    await client.request({ url: '/a' }).catch(() => undefined);
    await client.request({ url: '/a' }).catch(() => undefined);
    expiry.reset();
    await client.request({ url: '/a' }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(h.logouts).toBe(2);
  });
});

describe('transport errors (shown 5 s)', () => {
  it('a refused connection is a network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { client, h } = makeClient({ baseURL: `http://127.0.0.1:${port}/prod-api` });
    await expect(client.request({ url: '/x' })).rejects.toMatchObject({ kind: 'network', message: HTTP_TEXT.network });
    expect(h.notices).toEqual([expect.objectContaining({ text: HTTP_TEXT.network, durationMs: 5000 })]);
  });

  it('a slow answer is a timeout', async () => {
    handler = (_r, _b, res) => {
      setTimeout(() => json(res, 200, { code: '00000' }), 500);
    };
    const { client, h } = makeClient({ timeoutMs: 100 });
    await expect(client.request({ url: '/slow' })).rejects.toMatchObject({
      kind: 'timeout',
      message: HTTP_TEXT.timeout,
    });
    expect(h.notices).toEqual([expect.objectContaining({ text: HTTP_TEXT.timeout, durationMs: 5000 })]);
  });

  it('an HTTP failure without an envelope names the status', async () => {
    handler = (_r, _b, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>bad gateway</html>');
    };
    const { client, h } = makeClient();
    await expect(client.request({ url: '/x' })).rejects.toMatchObject({ kind: 'status', status: 502 });
    expect(h.notices).toEqual([expect.objectContaining({ text: HTTP_TEXT.status(502), durationMs: 5000 })]);
  });

  it('defaults to the 30 s timeout of SPEC §9', async () => {
    const { REQUEST_TIMEOUT_MS, API_PREFIX } = await import('./client');
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(API_PREFIX).toBe('/prod-api');
  });
});

describe('blob responses', () => {
  it('resolves to the blob, or handles an error envelope sent instead', async () => {
    handler = (_r, _b, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end(Buffer.from([1, 2, 3]));
    };
    const { client, h } = makeClient();
    const response = await client.request<Blob>({ url: '/file', responseType: 'blob' });
    expect(response.data).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (response.data as Blob).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    handler = (_r, _b, res) => json(res, 404, { code: '404', msg: '文件不存在' });
    expect(await client.request({ url: '/file', responseType: 'blob', silent: true })).toBe(false);
    await expect(client.request({ url: '/file', responseType: 'blob' })).rejects.toMatchObject({
      message: HTTP_TEXT.notFound,
    });
    expect(h.notices).toHaveLength(1);
  });
});
