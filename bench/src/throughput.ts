// DESIGN.md budget: an authenticated, encrypted read made as the SPA makes it (rek header, bearer
// token, write envelope, token check, session, replay token) keeps above half the throughput of a
// bare Fastify route, with p99 under 20 ms at 100 connections.
//
// The load generator shares the machine's two cores with the server, so it must cost the same in
// both runs: the bare route is sent the very requests the platform is sent (same method, headers
// and sealed bodies, built per request the same way), and answers without reading them. The bare
// route answering a plain GET is still reported (`plainGet`), as earlier benches compared against it.
// Runs alternate (bare, platform, bare, platform, ...) and each side's median is taken, so a slow
// patch of the shared machine does not land on one side only. Each server is first sent the same
// requests for a few seconds that are not counted: a freshly started platform compiles its request
// path under load, and its first second held answers of up to 400 ms here, more than 1 % of a
// round's answers, so an unwarmed first round reported the start-up rather than the steady state.
import { sealedRequest } from '@ent/core/http';
import { nodeCipher } from '@ent/core/http/node';
import autocannon from 'autocannon';
import { authApiFor } from '../../tests/support/api';
import { BENCH_PASSWORD } from './benchClient';

export const CONNECTIONS = 100;
export const MIN_RATIO = 0.5;
export const P99_BUDGET_MS = 20;
/** Rounds of each side; the median is reported. */
export const ROUNDS = 3;
/** Seconds of load each server is sent, uncounted, before the rounds. */
export const WARMUP_SECONDS = 3;
/**
 * Envelopes sealed per second of a run: each is sent once (a second sending is a replay the
 * server refuses), so the pool must outlast the fastest run (a bare route here reaches ~30,000/s).
 */
const ENVELOPES_PER_SECOND = 40_000;
export const READ_PATH = '/prod-api/gov-auth/api/v1/me';

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

interface Session {
  token: string;
  jti: string;
}

/** Requests as the SPA sends them: each with its own rek, replay token and timestamp. */
function sealRequests(session: Session, count: number): Array<{ headers: Record<string, string>; body: string }> {
  return Array.from({ length: count }, () => {
    const { headers, body } = sealedRequest(nodeCipher, {}, { jti: session.jti });
    return { headers: { ...headers, authorization: `Bearer ${session.token}` }, body };
  });
}

/**
 * The sealed read against `baseUrl + path`. The envelopes are sealed before the run so the load
 * generator spends its time sending rather than encrypting.
 */
function loadSealed(baseUrl: string, path: string, session: Session, seconds: number): Promise<LoadResult> {
  const requests = sealRequests(session, Math.max(20_000, seconds * ENVELOPES_PER_SECOND));
  let next = 0;
  return run({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path,
        setupRequest: (request) => {
          const sealed = requests[next % requests.length];
          next += 1;
          return { ...request, headers: sealed?.headers ?? {}, body: sealed?.body ?? '' };
        },
      },
    ],
  });
}

async function logIn(baseUrl: string): Promise<Session> {
  const { data } = await authApiFor(baseUrl).login({ username: 'ent_demo', password: BENCH_PASSWORD, typeOf: '1' });
  if (!data) throw new Error('bench login failed');
  return { token: data.access_token, jti: data.jti };
}

const median = (results: LoadResult[]): LoadResult => {
  const sorted = [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)] as LoadResult;
};

export interface ComparedLoad {
  bare: LoadResult;
  platform: LoadResult;
  /** Each round's requests per second and p99, in the order run. */
  rounds: { bare: number[]; platform: number[]; bareP99Ms: number[]; platformP99Ms: number[] };
}

/** Alternating rounds of the bare route (sent the same requests) and the platform's read. */
export async function compareAuthenticatedRead(bareUrl: string, platformUrl: string, seconds: number) {
  const session = await logIn(platformUrl);
  await loadSealed(bareUrl, READ_PATH, session, WARMUP_SECONDS);
  await loadSealed(platformUrl, READ_PATH, session, WARMUP_SECONDS);
  const bare: LoadResult[] = [];
  const platform: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    bare.push(await loadSealed(bareUrl, READ_PATH, session, seconds));
    platform.push(await loadSealed(platformUrl, READ_PATH, session, seconds));
  }
  return {
    bare: median(bare),
    platform: median(platform),
    rounds: {
      bare: bare.map((r) => r.requestsPerSecond),
      platform: platform.map((r) => r.requestsPerSecond),
      bareP99Ms: bare.map((r) => r.p99Ms),
      platformP99Ms: platform.map((r) => r.p99Ms),
    },
  } satisfies ComparedLoad;
}

/** The platform's read alone (for profiling a server started by hand). */
export async function loadAuthenticatedRead(platformUrl: string, seconds: number): Promise<LoadResult> {
  return loadSealed(platformUrl, READ_PATH, await logIn(platformUrl), seconds);
}

/** The bare route answering a plain GET with no headers or body (the earlier reference). */
export function loadPlainGet(bareUrl: string, seconds: number): Promise<LoadResult> {
  return run({ url: `${bareUrl}/bare`, connections: CONNECTIONS, duration: seconds });
}
