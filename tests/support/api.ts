// The platform's own HTTP client (packages/core), run from the test process against a server:
// for what a test sets up or checks behind the browser's back.
import { createAuthApi, createSmsOutboxApi } from '@ent/core/api';
import { createExpiryGuard, createHttpClient, type HttpClient, type Notice } from '@ent/core/http';
import { nodeCipher } from '@ent/core/http/node';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from './session';

export function httpFor(baseUrl: string, token?: string, jti?: string): HttpClient {
  const notices: Notice[] = [];
  const notifier = { show: (notice: Notice) => notices.push(notice) };
  return createHttpClient({
    baseURL: `${baseUrl}/prod-api`,
    tokens: { getToken: () => token, getJti: () => jti },
    cipher: nodeCipher,
    notifier,
    expiry: createExpiryGuard({ notifier, logout: () => undefined }),
    envelopeWrites: () => true,
  });
}

export function authApiFor(baseUrl: string, token?: string, jti?: string) {
  return createAuthApi(httpFor(baseUrl, token, jti));
}

/** A demo account's login (its token and jti), as the login page receives it; throws if refused. */
export async function loginAs(baseUrl: string, username: string, password = DEMO_PASSWORD) {
  const { data } = await authApiFor(baseUrl).login({ username, password, typeOf: username === 'admin' ? '2' : '1' });
  if (!data) throw new Error(`${username} could not log in`);
  return data;
}

/** A client logged in as a demo account, as the SPA would be. */
export async function httpAs(baseUrl: string, username: string, password = DEMO_PASSWORD): Promise<HttpClient> {
  const data = await loginAs(baseUrl, username, password);
  return httpFor(baseUrl, data.access_token, data.jti);
}

/**
 * The code in the newest outbox message to `phone`, read as the administrator reads it on
 * 系统管理 › 短信发件箱 (nothing leaves the machine without SMS_WEBHOOK_URL).
 */
export async function smsCodeFor(baseUrl: string, phone: string): Promise<string> {
  const outbox = createSmsOutboxApi(await httpAs(baseUrl, 'admin'));
  let content = '';
  await expect
    .poll(async () => {
      content = (await outbox.page({ phone, pageSize: 1 })).data?.rows[0]?.content ?? '';
      return content;
    })
    .toContain('验证码');
  const code = /验证码为(\d{6})/.exec(content)?.[1];
  if (!code) throw new Error(`no code in ${content}`);
  return code;
}
