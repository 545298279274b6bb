// The map's features for one caller (SPEC §2 map, §3 map feature): facilities and projects from
// their own tables, enterprise locations, other points and networks from map_feature, as one union,
// and who sees what: an enterprise sees its own features (its draft filings included) and the public
// ones; staff see their data scope's cities and the public ones, but never a project whose filing
// has not been submitted (STAFF_FILING_STATUSES: a draft is the enterprise's own). Phones are whole for staff and for the owner, masked for others.
// Each condition is written twice, in SQL (details, and answers of a map too large to keep) and in
// memory (featureStore.ts answers from the map each process keeps); the map tests hold them equal.
import { isGovernmentStaff } from '@ent/core/auth';
import {
  type MapFeature,
  type MapFeatureProperties,
  type mapFeaturesQuery,
  STAFF_FILING_STATUSES,
} from '@ent/core/contract';
import { DICT_TYPES } from '@ent/core/dict';
import { citiesCrossed, MAP_IMPORT_LIMIT, type MapKind, maskContactPhone } from '@ent/core/map';
import { enumeration, MAP_TEXT } from '@ent/core/messages';
import { cityName } from '@ent/core/validate';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import type { ServerPrincipal } from '../../http/context';
import { type DataScope, enterpriseCityInScope } from '../../http/dataScope';
import type { DictionaryStore } from '../dict/store';

export type FeaturesQuery = z.output<typeof mapFeaturesQuery>;

/** One row of the union of the three sources. */
export interface FeatureRow {
  kind: MapKind;
  source: 'record' | 'map';
  id: number;
  name: string;
  this_type: string;
  city_code: string | null;
  lon: number | null;
  lat: number | null;
  path: Array<[number, number]> | null;
  contact_name: string;
  contact_phone: string;
  owner_id: number | null;
  owner_name: string | null;
  is_public: boolean;
  cities: string[];
  capacity: string | null;
  state: string | null;
  investment: string | null;
  remark: string;
}

/**
 * The union every map read starts from: facilities, projects and map data as one shape, each row
 * with the table row it comes from (row_source, row_id).
 */
export const FEATURE_SOURCES = sql`(
  SELECT m.kind, CASE WHEN m.kind = '1' AND m.mainstay_id IS NOT NULL THEN 'record' ELSE 'map' END AS source,
    CASE WHEN m.kind = '1' AND m.mainstay_id IS NOT NULL THEN m.mainstay_id ELSE m.id END AS id,
    m.name, m.this_type, m.city_code, m.longitude AS lon, m.latitude AS lat, m.path,
    COALESCE(NULLIF(m.contact_name, ''), e.contact_name, '') AS contact_name,
    COALESCE(NULLIF(m.contact_phone, ''), e.contact_phone, '') AS contact_phone,
    m.mainstay_id AS owner_id, e.name AS owner_name, m.is_public, m.cities,
    m.min_lon, m.min_lat, m.max_lon, m.max_lat,
    NULL::text AS capacity, NULL::text AS state, NULL::text AS investment, m.remark,
    'map_feature'::text AS row_source, m.id AS row_id
  FROM map_feature m LEFT JOIN enterprise e ON e.id = m.mainstay_id
  UNION ALL
  SELECT '2', 'record', f.id, f.name, f.facility_type, f.city_code, f.longitude::float8, f.latitude::float8, NULL::jsonb,
    COALESCE(e.contact_name, ''), COALESCE(e.contact_phone, ''), f.mainstay_id, e.name, false,
    ARRAY[COALESCE(f.city_code, '')]::text[],
    f.longitude::float8, f.latitude::float8, f.longitude::float8, f.latitude::float8,
    f.capacity_mw::text, f.status, NULL::text, COALESCE(f.address, ''), 'facility', f.id
  FROM facility f JOIN enterprise e ON e.id = f.mainstay_id
  WHERE f.longitude IS NOT NULL AND f.latitude IS NOT NULL
  UNION ALL
  SELECT '3', 'record', p.id, p.name, p.project_type, p.city_code, p.longitude::float8, p.latitude::float8, NULL::jsonb,
    COALESCE(e.contact_name, ''), COALESCE(e.contact_phone, ''), p.mainstay_id, e.name, false,
    ARRAY[COALESCE(p.city_code, '')]::text[],
    p.longitude::float8, p.latitude::float8, p.longitude::float8, p.latitude::float8,
    p.capacity_mw::text, p.filing_status, p.investment::text, COALESCE(p.project_code, ''), 'project', p.id
  FROM project p JOIN enterprise e ON e.id = p.mainstay_id
  WHERE p.longitude IS NOT NULL AND p.latitude IS NOT NULL
) AS x`;

/**
 * A project filing government staff may see (STAFF_FILING_STATUSES: submitted, approved, rejected);
 * a draft, and one returned and saved again without submitting, is its enterprise's own. A project
 * row of the union is its kind 3 from a record (map data's points of kind 3 are not filings); its
 * state is the filing status.
 */
const STAFF_FILED = sql<SqlBool>`(x.kind <> '3' OR x.source <> 'record' OR x.state = ANY(${[...STAFF_FILING_STATUSES]}::text[]))`;

/** STAFF_FILED in memory: whether government staff may see the row at all (whatever their scope). */
export function shownToStaff(row: Pick<FeatureRow, 'kind' | 'source' | 'state'>): boolean {
  return (
    row.kind !== '3' ||
    row.source !== 'record' ||
    (row.state !== null && (STAFF_FILING_STATUSES as readonly string[]).includes(row.state))
  );
}

/** Who may see a row of the union, staff's drafts aside: the owner and public rows; staff by their scope's cities. */
function inScope(principal: ServerPrincipal, scope: DataScope | null): RawBuilder<SqlBool> {
  if (!isGovernmentStaff(principal) || !scope)
    return sql<SqlBool>`(x.owner_id = ${principal.mainstayId ?? 0} OR x.is_public)`;
  if (scope.all || scope.provinceWide) return sql<SqlBool>`true`;
  if (scope.cityCodes.length === 0) return sql<SqlBool>`x.is_public`;
  return sql<SqlBool>`(x.is_public OR ${enterpriseCityInScope(scope, 'x.city_code')} OR x.cities && ${[...scope.cityCodes]}::text[])`;
}

/** Who may see a row of the union: the owner and public rows; staff by their scope's cities, no drafts. */
export function visibleTo(principal: ServerPrincipal, scope: DataScope | null): RawBuilder<SqlBool> {
  const seen = inScope(principal, scope);
  return isGovernmentStaff(principal) ? sql<SqlBool>`(${STAFF_FILED} AND ${seen})` : seen;
}

/** visibleTo in memory. */
export function isVisibleTo(principal: ServerPrincipal, scope: DataScope | null, row: FeatureRow): boolean {
  const staff = isGovernmentStaff(principal);
  if (staff && !shownToStaff(row)) return false;
  if (!staff || !scope) return row.is_public || row.owner_id === (principal.mainstayId ?? 0);
  if (scope.all || scope.provinceWide) return true;
  if (row.is_public) return true;
  const cities = scope.cityCodes;
  return (row.city_code !== null && cities.includes(row.city_code)) || row.cities.some((city) => cities.includes(city));
}

/**
 * What decides which rows a caller sees and whose phones they see whole (visibleTo and phoneWhole):
 * two callers with the same key get the same answer to the same query.
 */
export function visibilityKey(principal: ServerPrincipal, scope: DataScope | null): string {
  if (!isGovernmentStaff(principal)) return `enterprise:${principal.mainstayId ?? 0}`;
  if (!scope) return `staff-unscoped:${principal.mainstayId ?? 0}`;
  if (scope.all || scope.provinceWide) return 'staff:all';
  return `staff:${[...scope.cityCodes].sort().join(',')}`;
}

/** Whether the caller sees the row's phone whole. */
export function phoneWhole(principal: ServerPrincipal, row: Pick<FeatureRow, 'owner_id'>): boolean {
  return isGovernmentStaff(principal) || (row.owner_id !== null && row.owner_id === principal.mainstayId);
}

const money = (value: string | null) => (value === null ? '' : String(Number(value)));

/** The dictionaries' labels a popup shows for the codes records hold, by value. */
export interface PopupLabels {
  facilityType: Readonly<Record<string, string>>;
  facilityStatus: Readonly<Record<string, string>>;
  filingStatus: Readonly<Record<string, string>>;
}

/** The popup labels as staff keep them in 字典管理 (cached per process like every dictionary). */
export async function popupLabels(dictionaries: DictionaryStore): Promise<PopupLabels> {
  const [facilityType, facilityStatus, filingStatus] = await Promise.all([
    dictionaries.labels(DICT_TYPES.facilityType),
    dictionaries.labels(DICT_TYPES.facilityStatus),
    dictionaries.labels(DICT_TYPES.filingStatus),
  ]);
  return { facilityType, facilityStatus, filingStatus };
}

/** The popup's values and their labels (SPEC §3 popup and popupName) for one row. */
export function popupOf(row: FeatureRow, labels: PopupLabels): Pick<MapFeatureProperties, 'popup' | 'popupName'> {
  const F = MAP_TEXT.fields;
  const city = cityName(row.city_code);
  if (row.kind === '2' && row.source === 'record')
    return {
      popup: {
        facilityType: labels.facilityType[row.this_type] ?? row.this_type,
        capacityMw: money(row.capacity),
        status: labels.facilityStatus[row.state ?? ''] ?? '',
        enterprise: row.owner_name ?? '',
        city,
      },
      popupName: {
        facilityType: F.facilityType,
        capacityMw: F.capacityMw,
        status: F.status,
        enterprise: F.enterprise,
        city: F.city,
      },
    };
  if (row.kind === '3' && row.source === 'record')
    return {
      popup: {
        projectType: labels.facilityType[row.this_type] ?? row.this_type,
        capacityMw: money(row.capacity),
        investment: money(row.investment),
        filingStatus: labels.filingStatus[row.state ?? ''] ?? '',
        enterprise: row.owner_name ?? '',
        city,
      },
      popupName: {
        projectType: F.projectType,
        capacityMw: F.capacityMw,
        investment: F.investment,
        filingStatus: F.filingStatus,
        enterprise: F.enterprise,
        city: F.city,
      },
    };
  if (row.kind === '4')
    return {
      popup: {
        thisType: MAP_TEXT.networkTypes[row.this_type] ?? row.this_type,
        cities: enumeration(row.cities.map((code) => cityName(code)).filter(Boolean)),
        enterprise: row.owner_name ?? '',
      },
      popupName: { thisType: F.thisType, cities: MAP_TEXT.crossedCities, enterprise: F.enterprise },
    };
  return {
    popup: {
      kind: MAP_TEXT.kinds[row.kind] ?? '',
      thisType: row.this_type,
      city,
      enterprise: row.owner_name ?? '',
      remark: row.remark,
    },
    popupName: { kind: F.kind, thisType: F.thisType, city: F.city, enterprise: F.enterprise, remark: F.remark },
  };
}

/** A row as the map endpoint sends it, with its contact phone whole or masked. */
export function toFeature(row: FeatureRow, labels: PopupLabels, wholePhone: boolean): MapFeature {
  const geometry: MapFeature['geometry'] =
    row.path && row.path.length > 1
      ? { type: 'LineString', coordinates: row.path }
      : { type: 'Point', coordinates: [row.lon ?? 0, row.lat ?? 0] };
  return {
    type: 'Feature',
    id: `${row.kind}-${row.source}-${row.id}`,
    geometry,
    properties: {
      id: row.id,
      ifUse: row.kind,
      source: row.source,
      name: row.name,
      userName: row.contact_name,
      userPhone: wholePhone ? row.contact_phone : maskContactPhone(row.contact_phone),
      thisType: row.this_type,
      cityCode: row.city_code ?? '',
      lat: row.lat,
      lon: row.lon,
      ...popupOf(row, labels),
    },
  };
}

/** The conditions of a features query (extent, kinds, city, type, name). */
export function featureFilters(query: FeaturesQuery): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [sql<SqlBool>`x.kind = ANY(${query.kinds}::text[])`];
  if (
    query.minLon !== undefined &&
    query.maxLon !== undefined &&
    query.minLat !== undefined &&
    query.maxLat !== undefined
  )
    conditions.push(
      sql<SqlBool>`x.max_lon >= ${query.minLon} AND x.min_lon <= ${query.maxLon} AND x.max_lat >= ${query.minLat} AND x.min_lat <= ${query.maxLat}`,
    );
  if (query.cityCode)
    conditions.push(sql<SqlBool>`(x.city_code = ${query.cityCode} OR ${query.cityCode} = ANY(x.cities))`);
  if (query.thisType) conditions.push(sql<SqlBool>`x.this_type = ${query.thisType}`);
  if (query.name) conditions.push(sql<SqlBool>`x.name ILIKE ${`%${query.name.replace(/[\\%_]/g, '\\$&')}%`}`);
  return conditions;
}

/** A feature's extent [minLon, minLat, maxLon, maxLat]: its line's bounding box, or its point. */
export function boundsOf(
  lon: number | null,
  lat: number | null,
  path: Array<[number, number]> | null,
): [number, number, number, number] {
  if (path && path.length > 0) {
    const lons = path.map(([pathLon]) => pathLon);
    const lats = path.map(([, pathLat]) => pathLat);
    return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
  }
  return [lon ?? 0, lat ?? 0, lon ?? 0, lat ?? 0];
}

/** featureFilters in memory, for a row with its extent and its name in lower case. */
export function passesFilters(
  query: FeaturesQuery,
  row: FeatureRow,
  [minLon, minLat, maxLon, maxLat]: readonly [number, number, number, number],
  lowerName: string,
): boolean {
  if (!query.kinds.includes(row.kind)) return false;
  if (
    query.minLon !== undefined &&
    query.maxLon !== undefined &&
    query.minLat !== undefined &&
    query.maxLat !== undefined &&
    (maxLon < query.minLon || minLon > query.maxLon || maxLat < query.minLat || minLat > query.maxLat)
  )
    return false;
  if (query.cityCode && row.city_code !== query.cityCode && !row.cities.includes(query.cityCode)) return false;
  if (query.thisType && row.this_type !== query.thisType) return false;
  return !query.name || lowerName.includes(query.name.toLowerCase());
}

/** The map's data version (migrations/0053), as text. */
export async function mapVersion(handle: DatabaseHandle): Promise<string> {
  const { rows } = await sql<{ version: string }>`SELECT version::text AS version FROM map_version`.execute(handle.db);
  return rows[0]?.version ?? '0';
}

/** Where a feature's row is kept: its table and id there (map_change names rows the same way). */
export type RowSource = 'map_feature' | 'facility' | 'project';

/** A row read for the features endpoint, with the table row it comes from. */
export interface SourcedRow extends FeatureRow {
  row_source: RowSource;
  row_id: number;
}

/** The columns of SourcedRow in the order the reads ask for them, and a row read back. */
const ROW_COLUMNS = [
  'kind',
  'source',
  'id',
  'name',
  'this_type',
  'city_code',
  'lon',
  'lat',
  'path',
  'contact_name',
  'contact_phone',
  'owner_id',
  'owner_name',
  'is_public',
  'cities',
  'capacity',
  'state',
  'investment',
  'remark',
  'row_source',
  'row_id',
] as const satisfies ReadonlyArray<keyof SourcedRow>;

type ValuesOf<T extends ReadonlyArray<keyof SourcedRow>> = {
  -readonly [I in keyof T]: T[I] extends keyof SourcedRow ? SourcedRow[T[I]] : never;
};
type RowValues = ValuesOf<typeof ROW_COLUMNS>;

// Written out rather than built from ROW_COLUMNS: an object literal per row is several times faster
// than Object.fromEntries over 20,000 rows. The tuple type keeps the two lists in the same order.
const decodeRow = ([
  kind,
  source,
  id,
  name,
  this_type,
  city_code,
  lon,
  lat,
  path,
  contact_name,
  contact_phone,
  owner_id,
  owner_name,
  is_public,
  cities,
  capacity,
  state,
  investment,
  remark,
  row_source,
  row_id,
]: RowValues): SourcedRow => ({
  kind,
  source,
  id,
  name,
  this_type,
  city_code,
  lon,
  lat,
  path,
  contact_name,
  contact_phone,
  owner_id,
  owner_name,
  is_public,
  cities,
  capacity,
  state,
  investment,
  remark,
  row_source,
  row_id,
});

const SELECTED = sql.join(ROW_COLUMNS.map((column) => sql.ref(`x.${column}`)));

/** Whose rows, for which query: a read with neither is the whole map. */
export interface FeatureReader {
  principal: ServerPrincipal;
  scope: DataScope | null;
  query: FeaturesQuery;
}

/**
 * The rows of the map (those a caller sees for a query, when `reader` is given), with the data
 * version they were read at (one statement, so one snapshot). The rows come back as one JSON text
 * of arrays: the embedded database hands over one value much faster than 20,000 rows, and arrays
 * without the keys are half the text (the whole province: 100 ms instead of 190 ms here).
 */
export async function readFeatures(
  handle: DatabaseHandle,
  reader?: FeatureReader,
): Promise<{ version: string; rows: SourcedRow[] }> {
  const where = reader
    ? sql.join([...featureFilters(reader.query), visibleTo(reader.principal, reader.scope)], sql` AND `)
    : sql<SqlBool>`true`;
  const result = await sql<{ version: string; rows: string }>`
    SELECT (SELECT version::text FROM map_version) AS version,
      COALESCE((SELECT json_agg(json_build_array(${SELECTED}))::text FROM ${FEATURE_SOURCES} WHERE ${where}), '[]')
        AS rows`.execute(handle.db);
  const row = result.rows[0];
  return { version: row?.version ?? '0', rows: (JSON.parse(row?.rows ?? '[]') as RowValues[]).map(decodeRow) };
}

/** How many features the map has now, with its version. */
export async function countFeatures(handle: DatabaseHandle): Promise<{ version: string; count: number }> {
  const { rows } = await sql<{ version: string; count: number }>`
    SELECT (SELECT version::text FROM map_version) AS version,
      (SELECT count(*)::int FROM ${FEATURE_SOURCES}) AS count`.execute(handle.db);
  return { version: rows[0]?.version ?? '0', count: rows[0]?.count ?? 0 };
}

/**
 * Changed rows taken in at most: the largest import, so that an import costs only its rows; more
 * (several imports between two answers) are read whole, which is then about as cheap.
 */
export const CHANGES_TAKEN_IN = MAP_IMPORT_LIMIT;

/** What moved the map from one version to the next (migrations/0057_map_change.sql). */
export interface FeatureChanges {
  version: string;
  /** Table rows changed or deleted since the version asked about. */
  rows: Array<[RowSource, number]>;
  /** Enterprises changed: every feature they own is read again. */
  owners: number[];
  /** The changed features as they are now (a deleted row is not among them). */
  current: SourcedRow[];
}

/**
 * The changes since `since`, read in one snapshot with the version they lead to; null when they
 * are not all kept (the version is too old) or too many to take in.
 */
export async function readFeatureChanges(handle: DatabaseHandle, since: string): Promise<FeatureChanges | null> {
  return handle.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const { rows } = await sql<{ version: string; oldest: string | null; changes: string }>`
        SELECT (SELECT version::text FROM map_version) AS version,
          (SELECT min(version)::text FROM map_change) AS oldest,
          COALESCE((SELECT json_agg(json_build_array(c.source, c.row_id))::text FROM (
            SELECT DISTINCT source, row_id FROM map_change WHERE version > ${since} LIMIT ${CHANGES_TAKEN_IN + 1}
          ) c), '[]') AS changes`.execute(trx);
      const head = rows[0];
      if (!head) return null;
      const changes = JSON.parse(head.changes) as Array<[RowSource | 'enterprise', number]>;
      // Every version since `since` must still be logged: each one logs at least one change.
      if (head.oldest === null || BigInt(head.oldest) > BigInt(since) + 1n) return null;
      if (changes.length > CHANGES_TAKEN_IN) return null;
      const ids = (source: string) => changes.filter(([from]) => from === source).map(([, id]) => id);
      const owners = ids('enterprise');
      // Each condition names its table, so PostgreSQL takes it into that table's part of the union
      // and finds the rows by their indexes.
      const changed = (['map_feature', 'facility', 'project'] as const)
        .filter((source) => ids(source).length > 0)
        .map(
          (source) => sql<SqlBool>`(x.row_source = ${sql.lit(source)} AND x.row_id = ANY(${ids(source)}::bigint[]))`,
        );
      if (owners.length > 0) changed.push(sql<SqlBool>`x.owner_id = ANY(${owners}::bigint[])`);
      const result =
        changed.length === 0
          ? { rows: [] }
          : await sql<{ rows: string }>`
              SELECT COALESCE(json_agg(json_build_array(${SELECTED}))::text, '[]') AS rows
              FROM ${FEATURE_SOURCES} WHERE ${sql.join(changed, sql` OR `)}`.execute(trx);
      return {
        version: head.version,
        rows: changes.filter((change): change is [RowSource, number] => change[0] !== 'enterprise'),
        owners,
        current: (JSON.parse(result.rows[0]?.rows ?? '[]') as RowValues[]).map(decodeRow),
      };
    });
}

/** The bounding box and the cities of a checked feature, as map_feature stores them. */
export function extentOf(values: {
  longitude: number | null;
  latitude: number | null;
  path: Array<[number, number]> | null;
  cityCode: string | null;
}) {
  const [min_lon, min_lat, max_lon, max_lat] = boundsOf(values.longitude, values.latitude, values.path);
  const cities = values.path ? citiesCrossed(values.path) : values.cityCode ? [values.cityCode] : [];
  return { min_lon, max_lon, min_lat, max_lat, cities, city_code: values.cityCode ?? cities[0] ?? null };
}
