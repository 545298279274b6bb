// The platform's own HTTP client as bench's simulated users hold it: envelopes sealed with the Node
// cipher, the token of whoever logged in, no notices shown.
import { createAuthApi, USER_TYPE } from '@ent/core/api';
import { createExpiryGuard, createHttpClient, type HttpClient, type Notice } from '@ent/core/http';
import { nodeCipher } from '@ent/core/http/node';

export const BENCH_PASSWORD = 'Demo#2026';

export interface BenchClient {
  http: HttpClient;
  /** Logs in as a demo account (or one made with the demo password); throws if refused. */
  logIn(username: string): Promise<void>;
  token(): string | undefined;
}

export function benchClient(baseUrl: string, timeoutMs?: number): BenchClient {
  const session: { token?: string; jti?: string } = {};
  const notifier = { show: (_notice: Notice) => undefined };
  const http = createHttpClient({
    baseURL: `${baseUrl}/prod-api`,
    tokens: { getToken: () => session.token, getJti: () => session.jti },
    cipher: nodeCipher,
    notifier,
    expiry: createExpiryGuard({ notifier, logout: () => undefined }),
    envelopeWrites: () => true,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  return {
    http,
    async logIn(username) {
      const typeOf = username === 'admin' ? USER_TYPE.government : USER_TYPE.enterprise;
      const { data } = await createAuthApi(http).login({ username, password: BENCH_PASSWORD, typeOf });
      if (!data) throw new Error(`bench: ${username} could not log in`);
      session.token = data.access_token;
      session.jti = data.jti;
    },
    token: () => session.token,
  };
}
