// The map each process keeps (domains/map/featureStore.ts): an answer made of buckets compressed on
// their own is a valid gzip of its plain text, whether buckets are sent whole or in part; taking in
// a change compresses again only the buckets it touched while answers come out as from a map read
// whole; and who sees what, with whose phone whole, is decided as SPEC §2 says (staff never an
// enterprise's draft project, also once a filing's state changes).
import { gunzipSync } from 'node:zlib';
import type { MapFeature } from '@ent/core/contract';
import { describe, expect, it } from 'vitest';
import {
  answerOf,
  type MapAnswer,
  rowKey,
  type StoredFeature,
  showsFor,
  snapshotOf,
  storedFeature,
  takeIn,
} from '../src/domains/map/featureStore';
import type { FeaturesQuery, RowSource, SourcedRow } from '../src/domains/map/features';
import type { ServerPrincipal } from '../src/http/context';
import { ALL_DATA, type DataScope } from '../src/http/dataScope';

const HEAD = '{"data":{"features":';
const TAIL = '}}';
const LABELS = { facilityType: {}, facilityStatus: {}, filingStatus: {} };
const NANJING = '320100';
const SUZHOU = '320500';

function row(kind: '1' | '2' | '3', id: number, name: string, owner: number | null = null): SourcedRow {
  const source: RowSource = kind === '2' ? 'facility' : 'map_feature';
  return {
    kind,
    source: kind === '2' ? 'record' : 'map',
    id,
    name,
    this_type: '',
    city_code: id % 2 === 0 ? NANJING : SUZHOU,
    lon: 118 + (id % 1000) / 1000,
    lat: 32.05,
    path: null,
    contact_name: '联系人',
    contact_phone: '13912345678',
    owner_id: owner,
    owner_name: null,
    is_public: id % 7 === 0,
    cities: [],
    capacity: null,
    state: null,
    investment: null,
    remark: '',
    row_source: source,
    row_id: id,
  };
}

const featuresOf = (rows: readonly SourcedRow[]) =>
  new Map(rows.map((item) => [rowKey(item.row_source, item.row_id), storedFeature(item)]));

const sentOf = (answer: MapAnswer) => {
  const plain = answer.plain();
  expect(gunzipSync(answer.gzip).equals(plain)).toBe(true);
  return (JSON.parse(plain.toString()) as { data: { features: MapFeature[] } }).data.features;
};

const principal = (typeOf: '1' | '2', mainstayId: number | null): ServerPrincipal => ({
  userId: 1,
  username: 'u',
  fullName: 'u',
  typeOf,
  mainstayId,
  roles: [],
  jti: 'j',
  clientId: 'c',
  expiresAt: new Date(),
  token: 't',
});
const ADMIN = principal('2', null);
const EVERYTHING: FeaturesQuery = { kinds: ['1', '2', '3', '4'], thisType: undefined, name: undefined };
const whole = (_feature: StoredFeature) => 'whole' as const;

describe('the map a process keeps', () => {
  // Three kinds, ids spread over many buckets of 256, some owned by enterprise 7.
  const rows = Array.from({ length: 3000 }, (_, index) =>
    row((['1', '2', '3'] as const)[index % 3] ?? '1', 1 + index * 5, `站点 ${index}`, index % 50 === 0 ? 7 : null),
  );

  it('sends a gzip of the plain answer in the answer order, with buckets whole or in part', async () => {
    const snapshot = snapshotOf('1', LABELS, featuresOf(rows));
    const all = sentOf(await answerOf(snapshot, HEAD, TAIL, whole));
    const expected = [...rows]
      .sort((a, b) => (a.kind === b.kind ? a.id - b.id : a.kind < b.kind ? -1 : 1))
      .map((item) => `${item.kind}-${item.source}-${item.id}`);
    expect(all.map((feature) => feature.id)).toEqual(expected);
    expect(snapshot.buckets.length).toBeGreaterThan(20);
    // Half the features, from every bucket: each bucket's shown features are written out.
    const half = sentOf(await answerOf(snapshot, HEAD, TAIL, (f) => (f.row.id % 2 === 0 ? 'masked' : null)));
    expect(half.map((feature) => feature.id)).toEqual(expected.filter((id) => Number(id.split('-')[2]) % 2 === 0));
    expect(half.every((feature) => feature.properties.userPhone === '139****5678')).toBe(true);
    const none = await answerOf(snapshot, HEAD, TAIL, () => null);
    expect(JSON.parse(gunzipSync(none.gzip).toString())).toEqual({ data: { features: [] } });
  });

  it('compresses again only the buckets a change touched, and answers as a map read whole', async () => {
    const first = snapshotOf('1', LABELS, featuresOf(rows));
    await answerOf(first, HEAD, TAIL, whole);
    const renamed = row('2', 1 + 301 * 5, 'renamed');
    const added = row('3', 90_001, 'added');
    const second = takeIn(first, {
      version: '2',
      // One renamed, one deleted, one added, and enterprise 7's features (one of them renamed).
      rows: [
        ['facility', renamed.id],
        ['map_feature', 1 + 600 * 5],
        ['map_feature', added.id],
      ],
      owners: [7],
      current: [renamed, added, row('1', 1 + 150 * 5, 'owned, renamed', 7)],
    });
    const before = new Map(first.buckets.map((bucket) => [bucket.key, bucket]));
    const reused = second.buckets.filter((bucket) => before.get(bucket.key) === bucket);
    // The buckets of the renamed, deleted and added rows and of enterprise 7's features (every
    // 50th row: a few per kind) are made again; the others keep their compressed forms.
    expect(reused.length).toBeGreaterThan(second.buckets.length / 3);
    expect(reused.every((bucket) => bucket.compressed.whole !== undefined)).toBe(true);
    expect(second.buckets.find((bucket) => bucket.key === `3:${added.id >> 8}`)?.compressed.whole).toBeUndefined();
    const afterRows = rows
      .filter((item) => item.id !== 1 + 600 * 5 && item.owner_id !== 7 && item.id !== renamed.id)
      .concat([renamed, added, row('1', 1 + 150 * 5, 'owned, renamed', 7)]);
    const readWhole = snapshotOf('2', LABELS, featuresOf(afterRows));
    for (const shows of [whole, showsFor(principal('1', 7), null, EVERYTHING)]) {
      const taken = await answerOf(second, HEAD, TAIL, shows);
      expect(taken.plain().toString()).toBe((await answerOf(readWhole, HEAD, TAIL, shows)).plain().toString());
      expect(gunzipSync(taken.gzip).equals(taken.plain())).toBe(true);
    }
    expect(second.features.get(rowKey('facility', renamed.id))?.row.name).toBe('renamed');
  });

  it('never shows staff a draft project, and takes in a filing submitted or saved back to a draft', async () => {
    const project = (id: number, state: string): SourcedRow => ({
      ...row('3', id, `项目 ${id}`, 7),
      source: 'record',
      row_source: 'project',
      state,
      is_public: false,
    });
    const filings = [
      project(1, 'approved'),
      project(2, 'draft'),
      project(3, 'submitted'),
      project(4, 'rejected'),
      project(5, 'draft'),
    ];
    const nanjingStaff: DataScope = {
      all: false,
      deptIds: [],
      cityCodes: [NANJING],
      provinceWide: false,
      self: false,
      userId: 1,
    };
    const viewers: Array<[ServerPrincipal, DataScope | null]> = [
      [ADMIN, ALL_DATA],
      [principal('2', null), nanjingStaff],
      [principal('1', 7), null],
    ];
    const ids = async (snapshot: ReturnType<typeof snapshotOf>) => {
      const seen: number[][] = [];
      for (const [who, scope] of viewers)
        seen.push(
          sentOf(await answerOf(snapshot, HEAD, TAIL, showsFor(who, scope, EVERYTHING))).map((f) => f.properties.id),
        );
      return seen;
    };
    const first = snapshotOf('1', LABELS, featuresOf(filings));
    // Staff: no draft, whatever their scope (even numbers are in Nanjing); the enterprise: its own
    // drafts too, after the others.
    expect(await ids(first)).toEqual([[1, 3, 4], [4], [1, 3, 4, 2, 5]]);
    // What staff see of the kind is a bucket whole, sent as kept.
    expect(first.buckets.find((bucket) => bucket.key === '3:0')?.compressed.whole).toBeDefined();
    // 2 submitted; 4, returned, saved again without submitting: a draft again.
    const changed = [project(2, 'submitted'), project(4, 'draft')];
    const second = takeIn(first, {
      version: '2',
      rows: changed.map((item): [RowSource, number] => ['project', item.id]),
      owners: [],
      current: changed,
    });
    expect(await ids(second)).toEqual([[1, 2, 3], [2], [1, 2, 3, 4, 5]]);
    const readWhole = snapshotOf(
      '2',
      LABELS,
      featuresOf([project(1, 'approved'), ...changed, project(3, 'submitted'), project(5, 'draft')]),
    );
    expect(await ids(readWhole)).toEqual(await ids(second));
  });

  it('shows an enterprise its own and the public features, its own phones whole; staff their scope', async () => {
    const snapshot = snapshotOf('1', LABELS, featuresOf(rows.slice(0, 600)));
    const seen = async (who: ServerPrincipal, scope: DataScope | null, query = EVERYTHING) =>
      sentOf(await answerOf(snapshot, HEAD, TAIL, showsFor(who, scope, query)));
    const own = await seen(principal('1', 7), null);
    expect(own.length).toBeGreaterThan(0);
    for (const feature of own) {
      const source = rows.find((item) => item.id === feature.properties.id);
      const owned = source?.owner_id === 7;
      expect(owned || source?.is_public).toBe(true);
      expect(feature.properties.userPhone).toBe(owned ? '13912345678' : '139****5678');
    }
    const expectedOwn = rows.slice(0, 600).filter((item) => item.owner_id === 7 || item.is_public).length;
    expect(own).toHaveLength(expectedOwn);
    expect(await seen(ADMIN, ALL_DATA)).toHaveLength(600);
    const nanjingStaff: DataScope = {
      all: false,
      deptIds: [],
      cityCodes: [NANJING],
      provinceWide: false,
      self: false,
      userId: 1,
    };
    const city = await seen(principal('2', null), nanjingStaff);
    expect(city).toHaveLength(rows.slice(0, 600).filter((item) => item.city_code === NANJING || item.is_public).length);
    expect(city.every((feature) => feature.properties.userPhone === '13912345678')).toBe(true);
    // The query's filters: kinds, extent, city, name.
    const filtered = await seen(ADMIN, ALL_DATA, {
      kinds: ['2'],
      minLon: 118,
      maxLon: 118.5,
      minLat: 32,
      maxLat: 32.1,
      cityCode: SUZHOU,
      thisType: undefined,
      name: '站点 1',
    });
    expect(filtered.length).toBeGreaterThan(0);
    for (const { properties } of filtered) {
      expect(properties.ifUse).toBe('2');
      expect(properties.lon).toBeLessThanOrEqual(118.5);
      expect(properties.cityCode).toBe(SUZHOU);
      expect(properties.name.startsWith('站点 1')).toBe(true);
    }
  });
});
