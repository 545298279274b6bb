// Remembers replay tokens so that each is accepted once (docs/PROTOCOL.md, the replay window).
//
// With REDIS_URL the store is Redis, shared by every server process: the tokens of one event-loop
// turn are claimed by one script (SET NX with the retention as expiry, each), which costs Redis
// about a microsecond a token.
//
// Otherwise, on PostgreSQL, the store is the database, shared by every server process: the tokens
// of one event-loop turn go into an unlogged table in the statement that also reads the sessions'
// version for that turn (db/turnChecks.ts). PostgreSQL spends about 4 µs of its own time on each
// row (a plain insert; 6 µs with ON CONFLICT), and on a machine it shares with the server that time
// shows in the throughput (docs/BENCHMARKS.md).
//
// On the embedded database there is exactly one server process (PGlite lives inside it), so the
// tokens are held in that process's memory, and each is appended to a journal under DATA_DIR
// before its request goes on: a restart, even after kill -9, reads the journal back and still
// refuses them. Writing each token into PGlite instead cost about 20 µs of the process's one
// thread per request.
import { closeSync, openSync, readFileSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { REPLAY_RETENTION_MS } from '@ent/core/http';
import { SERVER_TEXT } from '@ent/core/messages';
import { Redis } from 'ioredis';
import { createBatcher } from '../db/batcher';
import type { DatabaseHandle } from '../db/database';
import { turnChecksOf } from '../db/turnChecks';
import { StoreUnreachable } from '../db/unavailable';

export interface ReplayStore {
  /** True when the token was not seen before (and is now remembered), false for a replay. */
  remember(token: string, expiresAt: Date): Promise<boolean>;
  /** Resolves once the store can answer; rejects when it cannot be reached at start. */
  ready(): Promise<void>;
  close(): void;
}

export function createReplayStore(
  handle: DatabaseHandle,
  options: { dataDir: string; redisUrl: string | null },
): ReplayStore {
  if (options.redisUrl) return createRedisReplayStore(options.redisUrl);
  return handle.kind === 'postgres' ? createDatabaseReplayStore(handle) : createJournaledReplayStore(options.dataDir);
}

/**
 * remember() over a batch's claims: each token stored yields one claim, and when a batch holds the
 * same token twice, the first request to read the claim takes it and the other is a replay.
 */
function claimedOnce(claim: (token: string) => Promise<{ claimable: boolean } | undefined>) {
  return async (token: string): Promise<boolean> => {
    const claimed = await claim(token);
    if (!claimed?.claimable) return false;
    claimed.claimable = false;
    return true;
  };
}

/** Claims each token of ARGV[2..] for ARGV[1] ms: 1 where it was free, 0 for a replay. */
const CLAIM_SCRIPT = `local claimed = {}
for i = 2, #ARGV do
  claimed[i - 1] = redis.call('SET', 'ent:replay:' .. ARGV[i], '1', 'NX', 'PX', ARGV[1]) and 1 or 0
end
return claimed`;

/** How long a connection to Redis may take, at start and after it was lost. */
const REDIS_CONNECT_MS = 5000;

function createRedisReplayStore(url: string): ReplayStore {
  // A Redis that cannot be reached must not hold requests: commands fail at once while it is away
  // (answered 503 like an unreachable database) and the client reconnects by itself.
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_CONNECT_MS,
  });
  redis.on('error', () => {
    // Reported to the requests that needed it; the connection is retried in the background.
  });
  const claim = createBatcher<string, { claimable: boolean }>(async (tokens) => {
    let claimed: number[];
    try {
      claimed = (await redis.eval(CLAIM_SCRIPT, 0, String(REPLAY_RETENTION_MS), ...tokens)) as number[];
    } catch (error) {
      throw new StoreUnreachable(`Redis: ${(error as Error).message}`, { cause: error });
    }
    return new Map(tokens.map((token, index) => [token, { claimable: claimed[index] === 1 }]));
  });
  return {
    remember: claimedOnce(claim),
    ready: () =>
      new Promise<void>((resolve, reject) => {
        if (redis.status === 'ready') return resolve();
        // The platform does not start: stop retrying, so nothing keeps trying in the background.
        const timer = setTimeout(() => {
          redis.disconnect();
          reject(new StoreUnreachable(SERVER_TEXT.redisUnreachable(url, REDIS_CONNECT_MS / 1000)));
        }, REDIS_CONNECT_MS);
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      }),
    close() {
      redis.disconnect();
    },
  };
}

function createDatabaseReplayStore(handle: DatabaseHandle): ReplayStore {
  const checks = turnChecksOf(handle);
  return {
    remember: (token, expiresAt) => checks.claimReplayToken(token, expiresAt),
    ready: async () => {},
    close() {},
  };
}

export const REPLAY_JOURNAL = 'replay-tokens.journal';
/** The generation before the current one. */
export const PREVIOUS_REPLAY_JOURNAL = 'replay-tokens.previous.journal';

/** One line per token: `{expiry in ms} {token}`; tokens never hold spaces (checkEnvelope). */
const journalLine = (token: string, expiresAt: number) => `${expiresAt} ${token}\n`;

/**
 * The tokens are kept in two generations, each as long as a token must be kept: a token goes into
 * the current one, and when that has run its length it becomes the previous one and the previous
 * is dropped whole, so each token is kept between one and two lengths. Dropping a generation costs
 * nothing, where sweeping expired tokens one by one held the process for tens of milliseconds a
 * minute under load (it walked every token of the last ten minutes). Each generation has its
 * journal file; the current one is renamed over the previous one when it turns.
 *
 * `expiresAt` must lie within one generation length of the call (requests ask for
 * REPLAY_RETENTION_MS, the default length).
 */
export function createJournaledReplayStore(dataDir: string, generationMs = REPLAY_RETENTION_MS): ReplayStore {
  const file = join(dataDir, REPLAY_JOURNAL);
  const previousFile = join(dataDir, PREVIOUS_REPLAY_JOURNAL);
  let current = new Set<string>();
  let turnedAt = Date.now();
  // What the journals hold and is not expired goes into the previous generation: each expires
  // within one length from now, when that generation is dropped.
  let previous = new Set<string>();
  const kept: string[] = [];
  for (const journal of [previousFile, file]) {
    let text = '';
    try {
      text = readFileSync(journal, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    for (const line of text.split('\n')) {
      const space = line.indexOf(' ');
      const expiresAt = Number(line.slice(0, space));
      const token = line.slice(space + 1);
      // A line cut short by a crash has no token or no newline; it is dropped.
      if (space > 0 && expiresAt > turnedAt && !previous.has(token)) {
        previous.add(token);
        kept.push(journalLine(token, expiresAt));
      }
    }
  }
  writeFileSync(`${previousFile}.tmp`, kept.join(''));
  renameSync(`${previousFile}.tmp`, previousFile);
  let fd = openSync(file, 'w');

  // The lines of one event-loop turn are written together, and their requests go on after the
  // write: one write a turn rather than one a request (which halved the throughput here).
  let buffered = '';
  let waiting: Array<(accepted: boolean) => void> = [];
  const write = () => {
    if (fd !== -1 && buffered !== '') writeSync(fd, buffered);
    buffered = '';
  };
  const flush = () => {
    const done = waiting;
    waiting = [];
    write();
    for (const resolve of done) resolve(true);
  };

  const turn = (now: number) => {
    write();
    closeSync(fd);
    renameSync(file, previousFile);
    fd = openSync(file, 'w');
    // Idle for two lengths or more, the current generation has expired too.
    previous = now - turnedAt >= 2 * generationMs ? new Set() : current;
    current = new Set();
    turnedAt = now;
  };

  return {
    remember(token, expiresAt) {
      const now = Date.now();
      if (now - turnedAt >= generationMs && fd !== -1) turn(now);
      if (current.has(token) || previous.has(token)) return Promise.resolve(false);
      current.add(token);
      buffered += journalLine(token, expiresAt.getTime());
      return new Promise<boolean>((resolve) => {
        if (waiting.length === 0) setImmediate(flush);
        waiting.push(resolve);
      });
    },
    ready: async () => {},
    close() {
      write();
      if (fd !== -1) closeSync(fd);
      fd = -1;
    },
  };
}
