// The map (SPEC §2 interactive map and /portal/enterpriseDataThree, §3 map feature): the features
// visible in an extent for the caller, one feature's details, and the map data staff manage.
import { z } from 'zod';
import type { Page } from '../api/types';
import { MAP_IMPORT_LIMIT, MAP_KINDS, type MapKind, NETWORK_TYPES } from '../map/constants';
import { endpoint, LOGGED_IN, staffOnly } from './endpoint';
import { recordId } from './ids';
import { filterChoice, filterText, pageFields } from './paging';

/** The largest Excel file the map import reads, in MB. */
export const MAP_SHEET_MEGABYTES = 5;

export const MAP_PERMISSIONS = {
  list: 'system:map:list',
  add: 'system:map:add',
  edit: 'system:map:edit',
  remove: 'system:map:remove',
  import: 'system:map:import',
  export: 'system:map:export',
} as const;

const degree = z.coerce.number().min(-180).max(180);
const kinds = z
  .string()
  .regex(/^[1-4](,[1-4]){0,3}$/)
  .optional()
  .transform((value) => (value ? (value.split(',') as MapKind[]) : [...MAP_KINDS]));

/** Which features: an extent (WGS84 degrees), the view's zoom, kinds, a city, a type. */
export const mapFeaturesQuery = z.object({
  minLon: degree.optional(),
  minLat: degree.optional(),
  maxLon: degree.optional(),
  maxLat: degree.optional(),
  zoom: z.coerce.number().min(0).max(24).optional(),
  kinds,
  cityCode: z
    .string()
    .regex(/^\d{6}$/)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  thisType: filterText(20),
  name: filterText(64),
});
export type MapFeaturesQuery = z.input<typeof mapFeaturesQuery>;

/**
 * SPEC §3 map feature: name, userName (contact person), userPhone, thisType, id, lat, lon, the popup
 * values and their popupName labels; ifUse says the kind, source which table id belongs to.
 */
export interface MapFeatureProperties {
  id: number;
  ifUse: MapKind;
  /** 'record': id is the enterprise, facility or project; 'map': a map data row. */
  source: 'record' | 'map';
  name: string;
  userName: string;
  /** Masked (139****5678) unless the caller may see it whole. */
  userPhone: string;
  thisType: string;
  cityCode: string;
  lat: number | null;
  lon: number | null;
  popup: Record<string, string>;
  popupName: Record<string, string>;
}

export type MapGeometry =
  | { type: 'Point'; coordinates: [number, number] }
  | { type: 'LineString'; coordinates: Array<[number, number]> };

export interface MapFeature {
  type: 'Feature';
  /** `${ifUse}-${source}-${id}`: unique across kinds. */
  id: string;
  geometry: MapGeometry;
  properties: MapFeatureProperties;
}

export interface MapFeatureCollection {
  type: 'FeatureCollection';
  features: MapFeature[];
}

export const mapDetailsQuery = z.object({
  id: recordId,
  ifUse: z.enum(MAP_KINDS),
  source: z.enum(['record', 'map']).default('record'),
  thisType: filterChoice(NETWORK_TYPES),
});
export type MapDetailsQuery = z.input<typeof mapDetailsQuery>;

export interface MapDetailsRow {
  label: string;
  value: string;
}

export interface MapRelated {
  ifUse: MapKind;
  source: 'record' | 'map';
  id: number;
  name: string;
  /** What it is to the record: 所属企业, a facility's type, a project's filing status. */
  note: string;
}

/** One record of the map with its fields, location and related records. */
export interface MapDetails {
  ifUse: MapKind;
  source: 'record' | 'map';
  id: number;
  name: string;
  thisType: string;
  rows: MapDetailsRow[];
  geometry: MapGeometry | null;
  related: MapRelated[];
  /** A network's crossed cities, by name. */
  cities: string[];
}

// Map data administration (staff)

export const mapRowFilters = z.object({
  name: filterText(64),
  ifUse: filterChoice(MAP_KINDS),
  cityCode: z
    .string()
    .regex(/^\d{6}$/)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type MapRowFilters = z.input<typeof mapRowFilters>;
export const mapListQuery = z.object({ ...pageFields(20, 200), ...mapRowFilters.shape });
export type MapListQuery = z.input<typeof mapListQuery>;

/** A feature as typed; checked by map/feature.ts checkMapFeature on the server. */
export const mapFeatureFields = {
  name: z.string().max(200),
  ifUse: z.string().max(10),
  thisType: z.string().max(40).default(''),
  cityCode: z.string().max(20).default(''),
  longitude: z
    .union([z.string().max(40), z.number()])
    .nullable()
    .optional(),
  latitude: z
    .union([z.string().max(40), z.number()])
    .nullable()
    .optional(),
  path: z
    .array(z.array(z.union([z.string().max(40), z.number()])).max(3))
    .max(5000)
    .nullable()
    .optional(),
  contactName: z.string().max(100).default(''),
  contactPhone: z.string().max(40).default(''),
  isPublic: z.union([z.boolean(), z.string().max(10)]).default(false),
  remark: z.string().max(1000).default(''),
};
export const mapAddRequest = z.object(mapFeatureFields);
export type MapAddRequest = z.input<typeof mapAddRequest>;
export const mapUpdateRequest = z.object({ id: recordId, ...mapFeatureFields });
export type MapUpdateRequest = z.input<typeof mapUpdateRequest>;
export const mapMoveRequest = z.object({
  id: recordId,
  longitude: z.union([z.string().max(40), z.number()]),
  latitude: z.union([z.string().max(40), z.number()]),
});
export type MapMoveRequest = z.input<typeof mapMoveRequest>;

/** Rows read from a CSV, Excel or GeoJSON file in the browser; `dryRun` only checks them. */
export const mapImportRequest = z.object({
  rows: z
    .array(z.object({ row: z.number().int().min(1), ...mapFeatureFields, name: z.string().max(400) }).partial())
    .min(1)
    .max(MAP_IMPORT_LIMIT),
  dryRun: z.boolean().default(false),
});
export type MapImportRequest = z.input<typeof mapImportRequest>;

export interface MapImportRowResult {
  row: number;
  name: string;
  ok: boolean;
  problem: string;
}

export interface MapImportResult {
  imported: number;
  refused: number;
  rows: MapImportRowResult[];
}

/** A map data row as the administration page lists it. */
export interface MapRow {
  id: number;
  name: string;
  ifUse: MapKind;
  thisType: string;
  cityCode: string;
  cityName: string;
  longitude: number | null;
  latitude: number | null;
  path: Array<[number, number]> | null;
  contactName: string;
  contactPhone: string;
  isPublic: boolean;
  remark: string;
  ownerName: string;
  updateTime: string;
}

const FEATURES = '/gov-collective/api/v1/map';
const ADMIN = '/system/map';
const ids = z.object({ ids: z.string().regex(/^\d{1,9}(,\d{1,9}){0,199}$/) });

export const MAP_ENDPOINTS = {
  /** The caller's features in an extent, as GeoJSON. */
  features: endpoint<MapFeatureCollection>()({
    feature: 'map',
    action: 'features',
    method: 'GET',
    path: `${FEATURES}/features`,
    query: mapFeaturesQuery,
    access: LOGGED_IN,
  }),
  /** One feature's fields, location and related records (/portal/enterpriseDataThree). */
  details: endpoint<MapDetails>()({
    feature: 'map',
    action: 'details',
    method: 'GET',
    path: `${FEATURES}/details`,
    query: mapDetailsQuery,
    access: LOGGED_IN,
  }),
  list: endpoint<Page<MapRow>>()({
    feature: 'map',
    action: 'list',
    method: 'GET',
    path: `${ADMIN}/list`,
    query: mapListQuery,
    access: staffOnly({ permission: MAP_PERMISSIONS.list }),
  }),
  add: endpoint<MapRow>()({
    feature: 'map',
    action: 'add',
    method: 'POST',
    path: ADMIN,
    body: mapAddRequest,
    access: staffOnly({ permission: MAP_PERMISSIONS.add }),
  }),
  update: endpoint<MapRow>()({
    feature: 'map',
    action: 'update',
    method: 'PUT',
    path: ADMIN,
    body: mapUpdateRequest,
    access: staffOnly({ permission: MAP_PERMISSIONS.edit }),
  }),
  move: endpoint<MapRow>()({
    feature: 'map',
    action: 'move',
    method: 'PUT',
    path: `${ADMIN}/move`,
    body: mapMoveRequest,
    access: staffOnly({ permission: MAP_PERMISSIONS.edit }),
  }),
  remove: endpoint<number>()({
    feature: 'map',
    action: 'delete',
    method: 'DELETE',
    path: `${ADMIN}/:ids`,
    params: ids,
    access: staffOnly({ permission: MAP_PERMISSIONS.remove }),
  }),
  /**
   * An Excel workbook's first sheet as rows of cell texts (multipart field file), read by the server
   * so the browser needs no spreadsheet code; the page then checks and imports the rows as a CSV's.
   */
  importSheet: endpoint<{ table: string[][] }>()({
    feature: 'map',
    action: 'importSheet',
    method: 'POST',
    path: `${ADMIN}/import/sheet`,
    multipart: true,
    access: staffOnly({ permission: MAP_PERMISSIONS.import }),
  }),
  /** All rows or none: any refused row keeps the whole file out (per-row reasons answered). */
  import: endpoint<MapImportResult>()({
    feature: 'map',
    action: 'import',
    method: 'POST',
    path: `${ADMIN}/import`,
    body: mapImportRequest,
    access: staffOnly({ permission: MAP_PERMISSIONS.import }),
  }),
  export: endpoint<string>()({
    feature: 'map',
    action: 'export',
    method: 'GET',
    path: `${ADMIN}/export`,
    query: mapRowFilters,
    access: staffOnly({ permission: MAP_PERMISSIONS.export }),
  }),
} as const;
