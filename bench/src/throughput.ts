// DESIGN.md budget: an authenticated, encrypted read made as the SPA makes it (rek header, bearer
// token, write envelope, token check, database query) keeps above half the throughput of a bare
// Fastify route, with p99 under 20 ms at 100 connections.
import {
  makeRek,
  makeReplayToken,
  REK_RANDOM_LENGTH,
  REPLAY_NONCE_LENGTH,
  randomString,
  sealBody,
} from '@ent/core/http';
import { nodeCipher } from '@ent/core/http/node';
import autocannon from 'autocannon';
import { authApiFor } from '../../tests/support/api';
import { BENCH_PASSWORD } from './benchClient';

export const CONNECTIONS = 100;
export const MIN_RATIO = 0.5;
export const P99_BUDGET_MS = 20;
/**
 * Envelopes sealed per second of the run: each is sent once (a second sending is a replay the
 * server refuses), so the pool must outlast the fastest run; PostgreSQL has reached 8,500/s here.
 */
const ENVELOPES_PER_SECOND = 16_000;

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

function run(options: autocannon.Options): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => {
      if (error) return reject(error);
      resolve({
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    });
  });
}

export function loadBare(url: string, seconds: number): Promise<LoadResult> {
  return run({ url: `${url}/bare`, connections: CONNECTIONS, duration: seconds });
}

async function logIn(baseUrl: string): Promise<{ token: string; jti: string }> {
  const { data } = await authApiFor(baseUrl).login({ username: 'ent_demo', password: BENCH_PASSWORD, typeOf: '1' });
  if (!data) throw new Error('bench login failed');
  return { token: data.access_token, jti: data.jti };
}

/**
 * POST /gov-auth/api/v1/me, each request with its own rek, replay token and timestamp. The
 * envelopes are sealed before the run so the load generator, which shares the machine, spends its
 * time sending rather than encrypting (the bare route costs it nothing either).
 */
export async function loadAuthenticatedRead(baseUrl: string, seconds: number): Promise<LoadResult> {
  const { token, jti } = await logIn(baseUrl);
  const envelopes = Array.from({ length: Math.max(20_000, seconds * ENVELOPES_PER_SECOND) }, () => {
    const now = Date.now();
    const rek = makeRek(now, randomString(REK_RANDOM_LENGTH));
    const sealed = sealBody(nodeCipher, rek, {
      body: {},
      replayToken: makeReplayToken(jti, randomString(REPLAY_NONCE_LENGTH)),
      timestamp: now,
    });
    return { rek, body: JSON.stringify(sealed) };
  });
  let next = 0;
  return run({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/prod-api/gov-auth/api/v1/me',
        setupRequest: (request) => {
          const envelope = envelopes[next % envelopes.length];
          next += 1;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${token}`,
              rek: envelope?.rek ?? '',
              isEncr: '1',
            },
            body: envelope?.body ?? '',
          };
        },
      },
    ],
  });
}
