// The map as each process keeps it in memory. Many people open the same province map in the same
// week; reading 20,000 features out of the database and writing them as JSON is most of an answer's
// cost, while choosing in memory which of them a caller sees for a query takes a few milliseconds.
// So each process keeps every feature of the map (up to MAP_MEMORY_FEATURES), with its JSON as sent
// with the phone whole and masked, at the map's data version (migrations/0053). A commit that
// changes the map moves the version; the next request on every process then reads only the rows
// changed since (migrations/0057) and takes them in. Nothing is ever answered from an older version.
//
// Features are kept in buckets (a kind, ids sharing all but their last 8 bits; enterprises' draft
// projects, which staff never see, apart) compressed on their own, so an answer that shows a bucket
// whole sends its compressed bytes as they are: the whole province compresses nothing, and a change
// compresses again only the buckets it touched. A map larger than the limit is read per answer from
// the database (the same conditions in SQL).

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, deflateRawSync } from 'node:zlib';
import type { DatabaseHandle } from '../../db/database';
import type { ServerPrincipal } from '../../http/context';
import type { DataScope } from '../../http/dataScope';
import {
  boundsOf,
  countFeatures,
  type FeatureChanges,
  type FeaturesQuery,
  isVisibleTo,
  mapVersion,
  type PopupLabels,
  passesFilters,
  phoneWhole,
  type RowSource,
  readFeatureChanges,
  readFeatures,
  type SourcedRow,
  shownToStaff,
  toFeature,
  visibilityKey,
} from './features';

/** How a feature's contact phone is sent: whole, or masked (139****5678). */
type Phone = 'whole' | 'masked';

/**
 * One feature as kept: its row, what the filters look at, and its JSON (UTF-8) once written; once
 * its bucket is compressed, a view into the bucket's text, so the map holds each text once.
 */
export interface StoredFeature {
  row: SourcedRow;
  bounds: [number, number, number, number];
  lowerName: string;
  json: Partial<Record<Phone, Buffer>>;
}

/** JSON text of features, and the same as raw deflate ending in a sync flush (so pieces chain). */
interface Compressed {
  plain: Buffer;
  deflated: Buffer;
}

interface Bucket {
  key: string;
  /** In the answer's order. */
  members: StoredFeature[];
  /** The whole bucket compressed, per phone rule, made when first sent. */
  compressed: Partial<Record<Phone, Promise<Compressed>>>;
}

/** The map at one version, with the popup labels its JSON is written with. */
export interface MapSnapshot {
  version: string;
  labels: PopupLabels;
  /** What the labels are, as labelsKey() says. */
  labelsKey: string;
  features: ReadonlyMap<string, StoredFeature>;
  /** In the answer's order. */
  buckets: readonly Bucket[];
}

/** One answer: the features JSON as sent, gzipped and as the plain pieces it is made of. */
export interface MapAnswer {
  gzip: Buffer;
  /** The plain answer's length in bytes. */
  length: number;
  plain(): Buffer;
}

/** Popup labels as one short text, to tell whether a snapshot's JSON was written with them. */
export const labelsKey = (labels: PopupLabels) => createHash('sha1').update(JSON.stringify(labels)).digest('base64');

/** Features by the table row they come from ('facility:12'), as map_change names rows. */
export const rowKey = (source: RowSource, id: number) => `${source}:${id}`;

// Projects staff may not see (drafts) are kept in buckets of their own, after the others of their
// kind: the buckets staff are sent stay whole (so they are sent as kept), and a filing submitted or
// saved back to a draft moves from one bucket to the other when the change is taken in.
const bucketKey = (row: SourcedRow) => `${row.kind}:${shownToStaff(row) ? '' : 'own:'}${row.id >> 8}`;

/**
 * The answer's order: by kind, then what staff may see before what they may not (an enterprise's
 * drafts), then id (a point of the map data before a record with the same id).
 */
const byPlace = ({ row: a }: StoredFeature, { row: b }: StoredFeature) => {
  if (a.kind !== b.kind) return a.kind < b.kind ? -1 : 1;
  const hidden = Number(!shownToStaff(a)) - Number(!shownToStaff(b));
  if (hidden !== 0) return hidden;
  return a.id !== b.id ? a.id - b.id : a.source < b.source ? -1 : 1;
};

export const storedFeature = (row: SourcedRow): StoredFeature => ({
  row,
  bounds: boundsOf(row.lon, row.lat, row.path),
  lowerName: row.name.toLowerCase(),
  json: {},
});

const featuresOf = (rows: readonly SourcedRow[]): Map<string, StoredFeature> =>
  new Map(rows.map((row) => [rowKey(row.row_source, row.row_id), storedFeature(row)]));

const jsonOf = (feature: StoredFeature, phone: Phone, labels: PopupLabels): Buffer => {
  feature.json[phone] ??= Buffer.from(JSON.stringify(toFeature(feature.row, labels, phone === 'whole')));
  return feature.json[phone];
};

/** Texts as the elements of a JSON array: separated by commas. */
function listOf(texts: readonly Buffer[]): Buffer {
  const parts: Buffer[] = [];
  for (const text of texts) {
    if (parts.length > 0) parts.push(COMMA);
    parts.push(text);
  }
  return Buffer.concat(parts);
}

/** A whole bucket's text, its members' texts then kept as views into it. */
function bucketText(bucket: Bucket, phone: Phone, labels: PopupLabels): Buffer {
  const text = listOf(bucket.members.map((feature) => jsonOf(feature, phone, labels)));
  let offset = 0;
  for (const feature of bucket.members) {
    const length = feature.json[phone]?.length ?? 0;
    feature.json[phone] = text.subarray(offset, offset + length);
    offset += length + COMMA.length;
  }
  return text;
}

const deflatePiece = promisify(deflateRaw) as (plain: Buffer, options: object) => Promise<Buffer>;
const SYNC_FLUSH = { finishFlush: constants.Z_SYNC_FLUSH };
const compress = async (plain: Buffer): Promise<Compressed> => ({
  plain,
  deflated: await deflatePiece(plain, SYNC_FLUSH),
});

/** Buckets in the answer's order: a bucket's features all lie between those of its neighbours. */
const inOrder = (buckets: Bucket[]) =>
  buckets.sort((a, b) => byPlace(a.members[0] as StoredFeature, b.members[0] as StoredFeature));

/** The map made of `features` at `version`. */
export function snapshotOf(
  version: string,
  labels: PopupLabels,
  features: ReadonlyMap<string, StoredFeature>,
): MapSnapshot {
  const members = new Map<string, StoredFeature[]>();
  for (const feature of features.values()) {
    const key = bucketKey(feature.row);
    const list = members.get(key);
    if (list) list.push(feature);
    else members.set(key, [feature]);
  }
  const buckets = [...members].map(([key, list]): Bucket => ({ key, members: list.sort(byPlace), compressed: {} }));
  return { version, labels, labelsKey: labelsKey(labels), features, buckets: inOrder(buckets) };
}

/**
 * `snapshot` with `changes` taken in: changed and deleted rows out, and back in as they are now.
 * Only the buckets they touch are made again; the others keep their compressed forms.
 */
export function takeIn(snapshot: MapSnapshot, changes: FeatureChanges): MapSnapshot {
  const features = new Map(snapshot.features);
  const removed = new Set<StoredFeature>();
  const added = new Map<string, StoredFeature[]>();
  const remove = (key: string) => {
    const feature = features.get(key);
    if (!feature) return;
    features.delete(key);
    removed.add(feature);
  };
  for (const [source, id] of changes.rows) remove(rowKey(source, id));
  if (changes.owners.length > 0) {
    const owners = new Set(changes.owners);
    for (const [key, { row }] of features) if (row.owner_id !== null && owners.has(row.owner_id)) remove(key);
  }
  for (const row of changes.current) {
    const feature = storedFeature(row);
    features.set(rowKey(row.row_source, row.row_id), feature);
    const key = bucketKey(row);
    const list = added.get(key);
    if (list) list.push(feature);
    else added.set(key, [feature]);
  }
  const touched = new Set([...removed].map((feature) => bucketKey(feature.row)).concat([...added.keys()]));
  const buckets: Bucket[] = [];
  for (const bucket of snapshot.buckets) {
    if (!touched.has(bucket.key)) buckets.push(bucket);
    else {
      const members = bucket.members.filter((feature) => !removed.has(feature)).concat(added.get(bucket.key) ?? []);
      if (members.length > 0) buckets.push({ key: bucket.key, members: members.sort(byPlace), compressed: {} });
      added.delete(bucket.key);
    }
  }
  for (const [key, members] of added) buckets.push({ key, members: members.sort(byPlace), compressed: {} });
  return { ...snapshot, version: changes.version, features, buckets: inOrder(buckets) };
}

const COMMA = Buffer.from(',');
const COMMA_DEFLATED = deflateRawSync(COMMA, SYNC_FLUSH);
/** gzip's header (RFC 1952): deflate, no name or time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * The answer `head` + the features of `snapshot` that `shows` lets through, as a JSON array + `tail`.
 * A bucket shown whole with one phone rule is sent as kept (compressed once, when first sent); the
 * features of the others are written out and compressed together, on zlib's threads. The gzipped
 * answer is the pieces' deflate streams one after another, with the header and the checksum.
 */
export async function answerOf(
  snapshot: MapSnapshot,
  head: string,
  tail: string,
  shows: (feature: StoredFeature) => Phone | null,
): Promise<MapAnswer> {
  const pieces: Array<Promise<Compressed>> = [];
  let loose: Buffer[] = [];
  const flush = () => {
    if (loose.length > 0) pieces.push(compress(listOf(loose)));
    loose = [];
  };
  for (const bucket of snapshot.buckets) {
    const shown: Array<[StoredFeature, Phone]> = [];
    let one: Phone | null | undefined;
    for (const feature of bucket.members) {
      const phone = shows(feature);
      if (phone === null) continue;
      shown.push([feature, phone]);
      one = one === undefined || one === phone ? phone : null;
    }
    if (shown.length === 0) continue;
    if (shown.length === bucket.members.length && one) {
      flush();
      const phone = one;
      let piece = bucket.compressed[phone];
      if (!piece) {
        piece = compress(bucketText(bucket, phone, snapshot.labels));
        bucket.compressed[phone] = piece;
        // Other requests are served between the buckets written out.
        await new Promise((resolve) => setImmediate(resolve));
      }
      pieces.push(piece);
    } else {
      for (const [feature, phone] of shown) loose.push(jsonOf(feature, phone, snapshot.labels));
    }
  }
  flush();
  const start = Buffer.from(`${head}[`);
  const end = Buffer.from(`]${tail}`);
  const plain: Buffer[] = [start];
  const zipped: Buffer[] = [GZIP_HEADER, deflateRawSync(start, SYNC_FLUSH)];
  for (const [index, piece] of (await Promise.all(pieces)).entries()) {
    if (index > 0) {
      plain.push(COMMA);
      zipped.push(COMMA_DEFLATED);
    }
    plain.push(piece.plain);
    zipped.push(piece.deflated);
  }
  plain.push(end);
  let checksum = 0;
  let length = 0;
  for (const part of plain) {
    checksum = crc32(part, checksum);
    length += part.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  // The last stream ends the deflate data (a final block); the trailer checks the whole.
  zipped.push(deflateRawSync(end), trailer);
  return { gzip: Buffer.concat(zipped), length, plain: () => Buffer.concat(plain, length) };
}

/** How a caller is sent a feature's phone. */
const phoneFor =
  (principal: ServerPrincipal) =>
  ({ row }: StoredFeature): Phone =>
    phoneWhole(principal, row) ? 'whole' : 'masked';

/** Which features a caller sees for a query, and how their phones are sent. */
export function showsFor(principal: ServerPrincipal, scope: DataScope | null, query: FeaturesQuery) {
  const phone = phoneFor(principal);
  return (feature: StoredFeature): Phone | null => {
    const { row, bounds, lowerName } = feature;
    if (!passesFilters(query, row, bounds, lowerName) || !isVisibleTo(principal, scope, row)) return null;
    return phone(feature);
  };
}

/** Answers kept at most, by the bytes of their gzip and plain forms. */
const ANSWER_BYTES = 128 * 1024 * 1024;

/** The map of one process: its snapshot, kept current, and the answers made from it. */
export function createMapStore(handle: DatabaseHandle, options: { limit: number; head: string; tail: string }) {
  let snapshot: MapSnapshot | null = null;
  /** The version at which the map was last found larger than the limit. */
  let tooLarge: string | null = null;
  let updating: Promise<void> | null = null;
  // Each answer with the snapshot it was made of: it holds while that snapshot is the current one.
  // Insertion order is recency: a hit is moved to the end, the oldest are dropped first.
  const answers = new Map<string, { snapshot: MapSnapshot; answer: MapAnswer; bytes: number }>();
  let answerBytes = 0;

  const newer = (a: string, b: string) => BigInt(a) > BigInt(b);

  /** Brings the snapshot to the database's version and `labels` (or finds the map too large to keep). */
  async function update(labels: PopupLabels): Promise<void> {
    if (snapshot && snapshot.labelsKey !== labelsKey(labels)) {
      // Every JSON text holds the labels: written again as features are next sent.
      snapshot = snapshotOf(snapshot.version, labels, featuresOf([...snapshot.features.values()].map((f) => f.row)));
    }
    const changes = snapshot && (await readFeatureChanges(handle, snapshot.version));
    if (snapshot && changes) {
      snapshot = takeIn(snapshot, changes);
      return;
    }
    if (tooLarge !== null) {
      const { version, count } = await countFeatures(handle);
      if (count > options.limit) {
        tooLarge = version;
        return;
      }
    }
    const { version, rows } = await readFeatures(handle);
    if (rows.length > options.limit) {
      snapshot = null;
      tooLarge = version;
      return;
    }
    tooLarge = null;
    snapshot = snapshotOf(version, labels, featuresOf(rows));
  }

  /** The snapshot at `version` or later, with `labels`; null while the map is larger than the limit. */
  async function current(version: string, labels: PopupLabels): Promise<MapSnapshot | null> {
    const key = labelsKey(labels);
    for (;;) {
      if (snapshot === null ? tooLarge !== null && !newer(version, tooLarge) : !newer(version, snapshot.version)) {
        if (snapshot === null || snapshot.labelsKey === key) return snapshot;
      }
      if (!updating) updating = update(labels).finally(() => (updating = null));
      await updating;
    }
  }

  function keep(key: string, made: MapSnapshot, answer: MapAnswer) {
    const bytes = answer.gzip.length * 2 + answer.length;
    const before = answers.get(key);
    if (before) {
      answers.delete(key);
      answerBytes -= before.bytes;
    }
    answers.set(key, { snapshot: made, answer, bytes });
    answerBytes += bytes;
    for (const [oldest, { bytes: size }] of answers) {
      if (answerBytes <= ANSWER_BYTES) break;
      answers.delete(oldest);
      answerBytes -= size;
    }
  }

  return {
    /** The features answer for a caller and query, at the map's current version. */
    async answer(
      principal: ServerPrincipal,
      scope: DataScope | null,
      query: FeaturesQuery,
      labels: PopupLabels,
    ): Promise<MapAnswer> {
      const map = await current(await mapVersion(handle), labels);
      if (!map) {
        const { version, rows } = await readFeatures(handle, { principal, scope, query });
        // The database chose the rows (features.ts in SQL); only the phones are decided here.
        const read = snapshotOf(version, labels, featuresOf(rows));
        return answerOf(read, options.head, options.tail, phoneFor(principal));
      }
      const key = `${visibilityKey(principal, scope)}|${JSON.stringify(query)}`;
      const kept = answers.get(key);
      if (kept?.snapshot === map) {
        answers.delete(key);
        answers.set(key, kept);
        return kept.answer;
      }
      const answer = await answerOf(map, options.head, options.tail, showsFor(principal, scope, query));
      keep(key, map, answer);
      return answer;
    },
    /** Reads the map and compresses it as staff see it, so the first answer is not kept waiting. */
    async warm(labels: PopupLabels): Promise<void> {
      const map = await current(await mapVersion(handle), labels);
      if (map) await answerOf(map, options.head, options.tail, ({ row }) => (shownToStaff(row) ? 'whole' : null));
    },
  };
}

export type MapStore = ReturnType<typeof createMapStore>;
