// The platform's own HTTP client (packages/core), run from the test process against a server:
// for what a test sets up or checks behind the browser's back.
import { createAuthApi } from '@ent/core/api';
import { createExpiryGuard, createHttpClient, type HttpClient, type Notice } from '@ent/core/http';
import { nodeCipher } from '@ent/core/http/node';
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

/** A client logged in as a demo account, as the SPA would be. */
export async function httpAs(baseUrl: string, username: string, password = DEMO_PASSWORD): Promise<HttpClient> {
  const { data } = await authApiFor(baseUrl).login({ username, password, typeOf: username === 'admin' ? '2' : '1' });
  return httpFor(baseUrl, data?.access_token, data?.jti);
}
