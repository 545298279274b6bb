// The map's answers kept per process. Many people open the same province map in the same week and
// reading 20,000 features out of the database is most of an answer's cost, so each answer (as the
// JSON it is sent as) is kept under what decides its content: who may see what (the visibility and
// phone rules of features.ts), the query, and the map's data version (migrations/0053), read in the
// same snapshot as the features. A commit that changes the map moves the version; the next request
// on every process then reads only the rows that version changed (migrations/0057) and makes the
// answer again from the kept features and those. Nothing is ever served from an older version.

import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, deflateRawSync } from 'node:zlib';
import type { FeatureChanges, RowSource, SourcedRow } from './features';

/**
 * Answers kept at most, by their size in bytes: the answer's, its buckets' and its features' (about
 * 27 MB for the whole province).
 */
const CACHE_BYTES = 128 * 1024 * 1024;
const sizeOf = (answer: CachedAnswer) => answer.plain.length * 3;

/** One feature as kept: its place in the answer, its owner, and its JSON as sent. */
export interface KeptFeature {
  kind: string;
  source: string;
  id: number;
  owner: number | null;
  /** Written when an answer is first made of it. */
  json: string | (() => string);
}

const jsonOf = (feature: KeptFeature): string => {
  if (typeof feature.json !== 'string') feature.json = feature.json();
  return feature.json;
};

/** Features by the table row they come from ('facility:12'), as map_change names rows. */
export type KeptFeatures = ReadonlyMap<string, KeptFeature>;

export const rowKey = (source: RowSource, id: number) => `${source}:${id}`;

/**
 * Features of one kind whose ids share all but their last 8 bits, written out and compressed on
 * their own, so that a change compresses only the buckets it touched.
 */
interface Bucket {
  plain: Buffer;
  /** Raw deflate ending in a sync flush: buckets' streams put one after another are one stream. */
  deflated: Buffer;
}

const bucketOf = (feature: KeptFeature) => `${feature.kind}:${feature.id >> 8}`;

/** The answer's order: by kind, then id (a point of the map data before a record with the same id). */
const byPlace = (a: KeptFeature, b: KeptFeature) =>
  a.kind !== b.kind ? (a.kind < b.kind ? -1 : 1) : a.id !== b.id ? a.id - b.id : a.source < b.source ? -1 : 1;

export interface CachedAnswer {
  version: string;
  /** The whole answer as sent. */
  plain: Buffer;
  /** The same, gzipped (a tenth of the size or less). */
  gzip: Buffer;
  /** What it was made of, for the next version to take in only its changes. */
  features: KeptFeatures;
  buckets: ReadonlyMap<string, Bucket>;
}

/** The features of a whole read. */
export function keptFeatures(rows: readonly SourcedRow[], keep: (row: SourcedRow) => KeptFeature): KeptFeatures {
  return new Map(rows.map((row) => [rowKey(row.row_source, row.row_id), keep(row)]));
}

/** What a kept answer becomes with changes taken in, and the buckets whose content they touched. */
export interface TakenIn {
  features: KeptFeatures;
  touched: ReadonlySet<string>;
}

/** `kept` with `changes` taken in: changed and deleted rows out, and back in as they are now where shown. */
export function takeIn(kept: CachedAnswer, changes: FeatureChanges, keep: (row: SourcedRow) => KeptFeature): TakenIn {
  const features = new Map(kept.features);
  const touched = new Set<string>();
  const remove = (key: string) => {
    const feature = features.get(key);
    if (!feature) return;
    features.delete(key);
    touched.add(bucketOf(feature));
  };
  for (const [source, id] of changes.rows) remove(rowKey(source, id));
  if (changes.owners.length > 0) {
    const owners = new Set(changes.owners);
    for (const [key, feature] of features) if (feature.owner !== null && owners.has(feature.owner)) remove(key);
  }
  for (const { row, shown } of changes.current) {
    if (!shown) continue;
    const feature = keep(row);
    features.set(rowKey(row.row_source, row.row_id), feature);
    touched.add(bucketOf(feature));
  }
  return { features, touched };
}

const deflateBucket = promisify(deflateRaw) as (plain: Buffer, options: object) => Promise<Buffer>;
const SYNC_FLUSH = { finishFlush: constants.Z_SYNC_FLUSH };
const COMMA = Buffer.from(',');
const COMMA_DEFLATED = deflateRawSync(COMMA, SYNC_FLUSH);
/** gzip's header (RFC 1952): deflate, no name or time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * The answer `head` + the features as a JSON array + `tail`, as sent plain and gzipped. Each bucket
 * of features is written out and then compressed on zlib's threads while the next is written; the
 * buckets of `previous` that its changes did not touch are taken as they are. The gzipped answer is
 * the buckets' deflate streams one after another, with the header and the checksum of the whole.
 */
export async function makeAnswer(
  version: string,
  head: string,
  tail: string,
  features: KeptFeatures,
  previous?: { answer: CachedAnswer; touched: ReadonlySet<string> },
): Promise<CachedAnswer> {
  const members = new Map<string, KeptFeature[]>();
  for (const feature of features.values()) {
    const key = bucketOf(feature);
    const list = members.get(key);
    if (list) list.push(feature);
    else members.set(key, [feature]);
  }
  // A bucket's features all lie between those of the buckets before and after it.
  const ordered = [...members].sort(([, a], [, b]) => byPlace(a[0] as KeptFeature, b[0] as KeptFeature));
  const made: Array<Promise<[string, Bucket]> | [string, Bucket]> = [];
  for (const [key, list] of ordered) {
    const kept = previous?.answer.buckets.get(key);
    if (kept && !previous?.touched.has(key)) {
      made.push([key, kept]);
      continue;
    }
    const plain = Buffer.from(list.sort(byPlace).map(jsonOf).join(','));
    made.push(deflateBucket(plain, SYNC_FLUSH).then((deflated) => [key, { plain, deflated }]));
    // Other requests are served between buckets.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const buckets = new Map(await Promise.all(made));
  const start = Buffer.from(`${head}[`);
  const end = Buffer.from(`]${tail}`);
  const plain: Buffer[] = [start];
  const zipped: Buffer[] = [GZIP_HEADER, deflateRawSync(start, SYNC_FLUSH)];
  for (const [index, bucket] of [...buckets.values()].entries()) {
    if (index > 0) {
      plain.push(COMMA);
      zipped.push(COMMA_DEFLATED);
    }
    plain.push(bucket.plain);
    zipped.push(bucket.deflated);
  }
  plain.push(end);
  const whole = Buffer.concat(plain);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(whole) >>> 0, 0);
  trailer.writeUInt32LE(whole.length >>> 0, 4);
  // The last stream ends the deflate data (a final block); the trailer checks the whole.
  zipped.push(deflateRawSync(end), trailer);
  return { version, plain: whole, gzip: Buffer.concat(zipped), features, buckets };
}

export function createFeatureCache(limit = CACHE_BYTES) {
  // Insertion order is recency: a hit is moved to the end, the oldest are dropped first.
  const entries = new Map<string, CachedAnswer>();
  let size = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    size -= sizeOf(entry);
  };

  return {
    /** The answer kept for `key`, whatever its version (the caller takes in what changed since). */
    get(key: string): CachedAnswer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key: string, answer: CachedAnswer): void {
      drop(key);
      if (sizeOf(answer) > limit) return;
      entries.set(key, answer);
      size += sizeOf(answer);
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
