// A map feature as staff type, import or move it (map data administration), and its checks: the
// same in the page, the import preview and the server, so a refusal never drifts.
import { MAP_TEXT } from '../messages/map';
import { clauses } from '../messages/punctuation';
import { JIANGSU_CITIES } from '../platform/jiangsu';
import { isMapKind, isNetworkType, type MapKind, roundCoordinate } from './constants';
import { cityAt } from './province';

export const MAP_NAME_LIMIT = 64;
export const MAP_CONTACT_LIMIT = 32;
export const MAP_REMARK_LIMIT = 200;
export const MAP_LINE_POINT_LIMIT = 2000;

/** What the form, an import row or a request holds before it is checked. */
export interface MapFeatureDraft {
  name?: unknown;
  ifUse?: unknown;
  thisType?: unknown;
  cityCode?: unknown;
  longitude?: unknown;
  latitude?: unknown;
  /** A line's vertices [lon, lat], for networks. */
  path?: unknown;
  contactName?: unknown;
  contactPhone?: unknown;
  isPublic?: unknown;
  remark?: unknown;
}

/** A checked feature, ready to store. */
export interface MapFeatureValues {
  name: string;
  ifUse: MapKind;
  thisType: string;
  cityCode: string | null;
  longitude: number | null;
  latitude: number | null;
  path: Array<[number, number]> | null;
  contactName: string;
  contactPhone: string;
  isPublic: boolean;
  remark: string;
}

export type MapFeatureErrors = Partial<Record<keyof MapFeatureDraft, string>>;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());
const COORDINATE = /^-?\d{1,3}(\.\d{1,6})?$/;
const PHONE = /^(1\d{10}|0\d{2,3}-?\d{7,8})$/;

/** A kind typed as its code or its name (an import column says 能源设施 or 2). */
export function kindOf(value: unknown): MapKind | null {
  const raw = text(value);
  if (isMapKind(raw)) return raw;
  const byName = Object.entries(MAP_TEXT.kinds).find(([, name]) => name === raw)?.[0];
  return isMapKind(byName) ? byName : null;
}

/** A city typed as its division code or its name, with or without 市. */
export function cityCodeOf(value: unknown): string | null {
  const raw = text(value);
  if (raw === '') return null;
  const city = JIANGSU_CITIES.find((c) => c.code === raw || c.name === raw || c.name === MAP_TEXT.cityName(raw));
  return city?.code ?? null;
}

function networkTypeOf(value: unknown): string | null {
  const raw = text(value);
  if (isNetworkType(raw)) return raw;
  const byName = Object.entries(MAP_TEXT.networkTypes).find(([, name]) => name === raw)?.[0];
  return isNetworkType(byName) ? byName : null;
}

function degree(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? roundCoordinate(value) : null;
  const raw = text(value);
  return COORDINATE.test(raw) ? Number(raw) : null;
}

function pathOf(value: unknown): Array<[number, number]> | null {
  if (!Array.isArray(value)) return null;
  const points: Array<[number, number]> = [];
  for (const vertex of value) {
    if (!Array.isArray(vertex) || vertex.length < 2) return null;
    const lon = degree(vertex[0]);
    const lat = degree(vertex[1]);
    if (lon === null || lat === null) return null;
    points.push([lon, lat]);
  }
  return points;
}

/** Checks a draft: the values to store, or the problem of each field. */
export function checkMapFeature(
  draft: MapFeatureDraft,
): { ok: true; values: MapFeatureValues } | { ok: false; errors: MapFeatureErrors } {
  const errors: MapFeatureErrors = {};
  const labels = MAP_TEXT.columns;
  const name = text(draft.name);
  if (name === '') errors.name = MAP_TEXT.required(labels.name);
  else if ([...name].length > MAP_NAME_LIMIT) errors.name = MAP_TEXT.tooLong(labels.name, MAP_NAME_LIMIT);

  const kind = kindOf(draft.ifUse);
  if (!kind) errors.ifUse = MAP_TEXT.unknownKind;

  let thisType = text(draft.thisType);
  if (kind === '4') {
    const network = networkTypeOf(thisType);
    if (!network) errors.thisType = MAP_TEXT.unknownNetworkType;
    else thisType = network;
  } else if ([...thisType].length > 20) errors.thisType = MAP_TEXT.tooLong(labels.thisType, 20);

  let cityCode: string | null = null;
  if (text(draft.cityCode) !== '') {
    cityCode = cityCodeOf(draft.cityCode);
    if (!cityCode) errors.cityCode = MAP_TEXT.unknownCity;
  }

  let longitude: number | null = null;
  let latitude: number | null = null;
  let path: Array<[number, number]> | null = null;
  const hasPath = draft.path !== undefined && draft.path !== null;
  if (hasPath) {
    if (kind && kind !== '4') errors.path = MAP_TEXT.lineOnlyNetwork;
    path = pathOf(draft.path);
    if (!path) errors.path = MAP_TEXT.badCoordinate(MAP_TEXT.longitude);
    else if (path.length < 2) errors.path = MAP_TEXT.lineNeedsPoints;
    else if (path.length > MAP_LINE_POINT_LIMIT)
      errors.path = MAP_TEXT.tooLong(labels.coordinate, MAP_LINE_POINT_LIMIT);
    else if (path.some(([lon, lat]) => !cityAt(lon, lat))) errors.path = MAP_TEXT.outside;
  } else {
    if (kind === '4') errors.path = MAP_TEXT.pointNotNetwork;
    longitude = degree(draft.longitude);
    latitude = degree(draft.latitude);
    if (longitude === null) errors.longitude = MAP_TEXT.badCoordinate(MAP_TEXT.longitude);
    if (latitude === null) errors.latitude = MAP_TEXT.badCoordinate(MAP_TEXT.latitude);
    if (longitude !== null && latitude !== null) {
      const at = cityAt(longitude, latitude);
      if (!at) errors.longitude = MAP_TEXT.outside;
      else if (!cityCode && !errors.cityCode) cityCode = at;
    }
  }

  const contactName = text(draft.contactName);
  if ([...contactName].length > MAP_CONTACT_LIMIT)
    errors.contactName = MAP_TEXT.tooLong(labels.contactName, MAP_CONTACT_LIMIT);
  const contactPhone = text(draft.contactPhone);
  if (contactPhone !== '' && !PHONE.test(contactPhone)) errors.contactPhone = MAP_TEXT.badPhone;
  const remark = text(draft.remark);
  if ([...remark].length > MAP_REMARK_LIMIT) errors.remark = MAP_TEXT.tooLong(MAP_TEXT.fields.remark, MAP_REMARK_LIMIT);

  const isPublic = draft.isPublic === true || ['true', '1', MAP_TEXT.publicValues.true].includes(text(draft.isPublic));
  if (Object.keys(errors).length > 0 || !kind) return { ok: false, errors };
  return {
    ok: true,
    values: {
      name,
      ifUse: kind,
      thisType,
      cityCode,
      longitude,
      latitude,
      path,
      contactName,
      contactPhone,
      isPublic,
      remark,
    },
  };
}

/** All of a draft's problems joined, for an import row's result. */
export function problemsOf(errors: MapFeatureErrors): string {
  return clauses([...new Set(Object.values(errors))]);
}
