// The map's kept answers (domains/map/featureCache.ts): an answer made of buckets compressed on
// their own is a valid gzip of its plain text, and taking in a change compresses again only the
// buckets it touched while the answer comes out as one made whole.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type CachedAnswer, type KeptFeature, keptFeatures, makeAnswer, takeIn } from '../src/domains/map/featureCache';
import type { RowSource, SourcedRow } from '../src/domains/map/features';

const HEAD = '{"data":{"features":';
const TAIL = '}}';

function row(kind: '1' | '2' | '3', id: number, name: string, owner: number | null = null): SourcedRow {
  const source: RowSource = kind === '2' ? 'facility' : 'map_feature';
  return {
    kind,
    source: kind === '2' ? 'record' : 'map',
    id,
    name,
    this_type: '',
    city_code: '320100',
    lon: 118.8,
    lat: 32.05,
    path: null,
    contact_name: '',
    contact_phone: '',
    owner_id: owner,
    owner_name: null,
    is_public: false,
    cities: [],
    capacity: null,
    state: null,
    investment: null,
    remark: '',
    row_source: source,
    row_id: id,
  };
}

const keep = (item: SourcedRow): KeptFeature => ({
  kind: item.kind,
  source: item.source,
  id: item.id,
  owner: item.owner_id,
  json: () => JSON.stringify({ id: `${item.kind}-${item.id}`, name: item.name, owner: item.owner_id }),
});

const idsOf = (answer: CachedAnswer) =>
  (JSON.parse(answer.plain.toString()) as { data: { features: Array<{ id: string; name: string }> } }).data.features;

describe('kept map answers', () => {
  // Three kinds, ids spread over many buckets of 256, some owned by enterprise 7.
  const rows = Array.from({ length: 3000 }, (_, index) =>
    row((['1', '2', '3'] as const)[index % 3] ?? '1', 1 + index * 5, `站点 ${index}`, index % 50 === 0 ? 7 : null),
  );

  it('sends a gzip of the plain answer, in the answer order, however many buckets it has', async () => {
    const answer = await makeAnswer('1', HEAD, TAIL, keptFeatures(rows, keep));
    expect(gunzipSync(answer.gzip).equals(answer.plain)).toBe(true);
    const features = idsOf(answer);
    expect(features).toHaveLength(3000);
    const expected = [...rows]
      .sort((a, b) => (a.kind === b.kind ? a.id - b.id : a.kind < b.kind ? -1 : 1))
      .map((item) => `${item.kind}-${item.id}`);
    expect(features.map((feature) => feature.id)).toEqual(expected);
    expect(answer.buckets.size).toBeGreaterThan(20);
    expect(answer.gzip.length).toBeLessThan(answer.plain.length / 4);
    const empty = await makeAnswer('1', HEAD, TAIL, new Map());
    expect(JSON.parse(gunzipSync(empty.gzip).toString())).toEqual({ data: { features: [] } });
  });

  it('compresses again only the buckets a change touched, and answers as one made whole', async () => {
    const first = await makeAnswer('1', HEAD, TAIL, keptFeatures(rows, keep));
    const renamed = row('2', 1 + 301 * 5, 'renamed');
    const added = row('3', 90_001, 'added');
    const changes = {
      version: '2',
      // One renamed, one deleted, one added, one hidden from the caller, and enterprise 7's features.
      rows: [
        ['facility', renamed.id],
        ['map_feature', 1 + 600 * 5],
        ['map_feature', added.id],
        ['map_feature', 1 + 1200 * 5],
      ] as Array<[RowSource, number]>,
      owners: [7],
      current: [
        { row: renamed, shown: true },
        { row: added, shown: true },
        { row: row('1', 1 + 1200 * 5, 'hidden'), shown: false },
        { row: row('1', 1 + 150 * 5, 'owned, renamed', 7), shown: true },
      ],
    };
    const { features, touched } = takeIn(first, changes, keep);
    const second = await makeAnswer('2', HEAD, TAIL, features, { answer: first, touched });
    expect(gunzipSync(second.gzip).equals(second.plain)).toBe(true);

    const wholeRows = rows
      .filter((item) => item.id !== 1 + 600 * 5 && item.id !== 1 + 1200 * 5 && item.owner_id !== 7)
      .filter((item) => item.id !== renamed.id)
      .concat([renamed, added, row('1', 1 + 150 * 5, 'owned, renamed', 7)]);
    const whole = await makeAnswer('2', HEAD, TAIL, keptFeatures(wholeRows, keep));
    expect(second.plain.toString()).toBe(whole.plain.toString());
    expect(idsOf(second).find((feature) => feature.id === `2-${renamed.id}`)?.name).toBe('renamed');

    let reused = 0;
    for (const [key, bucket] of second.buckets) {
      if (first.buckets.get(key) === bucket) reused += 1;
      else expect(touched.has(key)).toBe(true);
    }
    expect(reused).toBeGreaterThan(second.buckets.size / 2);
    expect(touched.size).toBeLessThan(second.buckets.size / 2);
  });
});
