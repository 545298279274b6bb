// The map's answers kept per process. Many people open the same province map in the same week and
// reading 20,000 features out of the database is most of an answer's cost, so each answer (as the
// JSON it is sent as) is kept under what decides its content: who may see what (the visibility and
// phone rules of features.ts), the query, and the map's data version (migrations/0053), read in the
// same snapshot as the features. A commit that changes the map moves the version, so the next
// request on every process reads afresh; nothing is ever served from an older version.

import { promisify } from 'node:util';
import { constants, createGzip, gzip } from 'node:zlib';

/** Answers kept at most, by their size in characters (about one whole-province answer is 9 MB). */
const CACHE_CHARS = 64 * 1024 * 1024;

export interface CachedAnswer {
  version: string;
  /** The whole answer as sent. */
  json: string;
  /** The same, gzipped (a tenth of the size or less). */
  gzip: Buffer;
}

/** Features written out and compressed per slice. */
const SLICE = 2000;
const gzipText = promisify(gzip) as (text: string) => Promise<Buffer>;

/**
 * The answer `head` + the features as a JSON array + `tail`, as text and gzipped, made together: a
 * slice of features is written out while zlib (on its own thread) compresses the one before, so the
 * first answer after a change waits for about the larger of the two rather than their sum, and
 * other requests are served between slices. It is compressed fast for that first answer; the kept
 * copy is then compressed again, smaller, for everyone after.
 */
export async function makeAnswer<T>(
  version: string,
  head: string,
  items: readonly T[],
  write: (item: T) => unknown,
  tail: string,
): Promise<CachedAnswer> {
  // Output in one buffer per slice: with zlib's 16 KB default each slice took hundreds of round trips.
  const zip = createGzip({ level: constants.Z_BEST_SPEED, chunkSize: 1 << 20 });
  const chunks: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const zipped = new Promise<void>((resolve, reject) => {
    zip.on('end', resolve);
    zip.on('error', reject);
  });
  const pieces: string[] = [];
  const add = (text: string) => {
    pieces.push(text);
    zip.write(text);
  };
  add(`${head}[`);
  for (let start = 0; start < items.length; start += SLICE) {
    const slice = JSON.stringify(items.slice(start, start + SLICE).map(write));
    add(`${start ? ',' : ''}${slice.slice(1, -1)}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
  add(`]${tail}`);
  zip.end();
  await zipped;
  const answer: CachedAnswer = { version, json: pieces.join(''), gzip: Buffer.concat(chunks) };
  gzipText(answer.json).then(
    (smaller) => {
      answer.gzip = smaller;
    },
    () => undefined,
  );
  return answer;
}

export function createFeatureCache(limit = CACHE_CHARS) {
  // Insertion order is recency: a hit is moved to the end, the oldest are dropped first.
  const entries = new Map<string, CachedAnswer>();
  let size = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    size -= entry.json.length;
  };

  return {
    /** The kept answer for `key` when it was made at `version`. */
    get(key: string, version: string): CachedAnswer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version !== version) {
        drop(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key: string, answer: CachedAnswer): void {
      drop(key);
      if (answer.json.length > limit) return;
      entries.set(key, answer);
      size += answer.json.length;
      for (const oldest of entries.keys()) {
        if (size <= limit) break;
        drop(oldest);
      }
    },
    get size() {
      return size;
    },
  };
}

export type FeatureCache = ReturnType<typeof createFeatureCache>;
