// What a map feature's popup shows (SPEC §2): its name, its key/value rows labelled by popupName,
// contact person and phone, the 查看详情 link to /portal/enterpriseDataThree, and when picking, the
// coordinate with 确定/取消.
import type { MapFeatureProperties } from '../contract/map';
import { MAP_TEXT } from '../messages/map';
import { formatCoordinate, type MapKind } from './constants';

export interface PopupRow {
  label: string;
  value: string;
}

export interface PopupContent {
  title: string;
  rows: PopupRow[];
  contactName: string;
  contactPhone: string;
  /** The details page's path (within the SPA's base). */
  detailsPath: string;
}

/** SPEC §2: /portal/enterpriseDataThree?id=&ifUse=&title= (&thisType= for networks). */
export function detailsPath(
  feature: Pick<MapFeatureProperties, 'id' | 'ifUse' | 'name' | 'thisType' | 'source'>,
): string {
  const query = new URLSearchParams({ id: String(feature.id), ifUse: feature.ifUse, title: feature.name });
  if (feature.ifUse === '4' && feature.thisType) query.set('thisType', feature.thisType);
  if (feature.source === 'map' && feature.ifUse !== '4') query.set('source', 'map');
  return `/portal/enterpriseDataThree?${query.toString()}`;
}

/**
 * What the map's one free-text column holds for a feature, as a key of MAP_TEXT.fields: a facility
 * record's address, a project record's project code, and for map data (points staff keep in 地图数据
 * and networks) the remark typed or imported with it. The column is shared, so its meaning follows
 * where the feature comes from, not its kind alone: a project point of map data has no project code.
 */
export function freeTextField(kind: MapKind, source: 'record' | 'map'): 'address' | 'projectCode' | 'remark' {
  if (source === 'record' && kind === '2') return 'address';
  if (source === 'record' && kind === '3') return 'projectCode';
  return 'remark';
}

/** Whether a feature has cities it passes through (途经地市): only a network's line does. */
export function crossesCities(kind: MapKind): boolean {
  return kind === '4';
}

/** The popup of one feature: rows in popupName's order, values as given (empty ones left out). */
export function popupContent(feature: MapFeatureProperties): PopupContent {
  const rows: PopupRow[] = [];
  for (const [key, label] of Object.entries(feature.popupName)) {
    const value = feature.popup[key];
    if (value !== undefined && value !== '') rows.push({ label, value });
  }
  return {
    title: feature.name,
    rows,
    contactName: feature.userName,
    contactPhone: feature.userPhone,
    detailsPath: detailsPath(feature),
  };
}

/** The picking popup's rows: the chosen coordinate in six decimals. */
export function pickedRows(longitude: number, latitude: number): PopupRow[] {
  return [
    { label: MAP_TEXT.longitude, value: formatCoordinate(longitude) },
    { label: MAP_TEXT.latitude, value: formatCoordinate(latitude) },
  ];
}

/**
 * A contact phone for viewers without the right to see it whole: 13912345678 → 139****5678, a
 * landline 025-84561234 → 025-84****34.
 */
export function maskContactPhone(phone: string): string {
  if (/^1\d{10}$/.test(phone)) return `${phone.slice(0, 3)}****${phone.slice(7)}`;
  if (phone.length > 6) return `${phone.slice(0, phone.length - 6)}****${phone.slice(-2)}`;
  return phone;
}
