// The platform's own HTTP client (packages/core), run from the test process against a server.
import { createAuthApi } from '@ent/core/api';
import { createExpiryGuard, createHttpClient, type Notice } from '@ent/core/http';
import { nodeCipher } from '@ent/core/http/node';

export function authApiFor(baseUrl: string, token?: string, jti?: string) {
  const notices: Notice[] = [];
  const notifier = { show: (notice: Notice) => notices.push(notice) };
  const http = createHttpClient({
    baseURL: `${baseUrl}/prod-api`,
    tokens: { getToken: () => token, getJti: () => jti },
    cipher: nodeCipher,
    notifier,
    expiry: createExpiryGuard({ notifier, logout: () => undefined }),
    envelopeWrites: () => true,
  });
  return createAuthApi(http);
}
