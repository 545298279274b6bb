// The rules of an energy body facility (and of a project's coordinate): the same checks in the
// browser's form and on the server (contract/facilities.ts), so a message never drifts.
import { inProvince } from '../map/province';
import { FACILITY_TEXT } from '../messages/facilities';
import { JIANGSU_CITIES } from '../platform/jiangsu';
import { checkDecimal } from './decimal';

/** The facility kinds the platform ships with (the 能源设施类型 dictionary's first values). */
export const FACILITY_TYPES = ['pv', 'wind', 'storage', 'heat', 'gas', 'hydrogen'] as const;
export type FacilityType = (typeof FACILITY_TYPES)[number];

/** '0' in operation, '1' under construction, '2' stopped (DOMAIN_TEXT.facilityStatus). */
export const FACILITY_STATUSES = ['0', '1', '2'] as const;
export type FacilityStatus = (typeof FACILITY_STATUSES)[number];

export const FACILITY_NAME_LIMIT = 32;
export const FACILITY_ADDRESS_LIMIT = 100;

/** The province's extent (WGS84): a coordinate outside it is a typing mistake. */
export const PROVINCE_BOUNDS = { minLongitude: 116.3, maxLongitude: 122.0, minLatitude: 30.7, maxLatitude: 35.3 };

const COORDINATE = /^\d{1,3}(\.\d{1,6})?$/;

/** What the facility form holds: text as typed. */
export interface FacilityDraft {
  name: string;
  facilityType: string;
  capacityMw: string;
  cityCode: string;
  address: string;
  longitude: string;
  latitude: string;
  status: string;
}

export type FacilityErrors = Partial<Record<keyof FacilityDraft, string>>;

export const EMPTY_FACILITY: FacilityDraft = {
  name: '',
  facilityType: '',
  capacityMw: '',
  cityCode: '',
  address: '',
  longitude: '',
  latitude: '',
  status: '0',
};

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());

/**
 * A coordinate pair's problems. Both empty is fine unless `required`; one without the other is
 * not. Each is a decimal degree of at most 6 decimals, and the point lies inside the province.
 */
export function checkCoordinate(
  longitude: unknown,
  latitude: unknown,
  required = false,
): { longitude?: string; latitude?: string } {
  const lon = text(longitude);
  const lat = text(latitude);
  const errors: { longitude?: string; latitude?: string } = {};
  const labels = FACILITY_TEXT.fields;
  if (lon === '' && lat === '') {
    if (required) {
      errors.longitude = FACILITY_TEXT.required(labels.longitude);
      errors.latitude = FACILITY_TEXT.required(labels.latitude);
    }
    return errors;
  }
  const one = (value: string, label: string, min: number, max: number): string | undefined => {
    if (value === '') return FACILITY_TEXT.coordinatePair;
    if (!COORDINATE.test(value)) return FACILITY_TEXT.coordinateNumber(label);
    const n = Number(value);
    if (n < min || n > max) return FACILITY_TEXT.coordinateRange(label, min, max);
    return undefined;
  };
  const b = PROVINCE_BOUNDS;
  const lonError = one(lon, labels.longitude, b.minLongitude, b.maxLongitude);
  const latError = one(lat, labels.latitude, b.minLatitude, b.maxLatitude);
  if (lonError) errors.longitude = lonError;
  if (latError) errors.latitude = latError;
  // The ranges are the province's bounding box, which also holds parts of Shanghai, Anhui and
  // Shandong: the point must lie within the outline itself, as the map's picking requires.
  if (!lonError && !latError && !inProvince(Number(lon), Number(lat))) {
    errors.longitude = FACILITY_TEXT.outsideProvince;
    errors.latitude = FACILITY_TEXT.outsideProvince;
  }
  return errors;
}

/** A facility type is a value of the 能源设施类型 dictionary, which staff may extend. */
const FACILITY_TYPE_FORMAT = /^[A-Za-z0-9_-]{1,20}$/;

/**
 * Every problem of a facility, keyed by field; empty when it may be saved. `types` and `statuses`
 * are the dictionaries' values when the caller has read them (the page; the server checks its
 * own); without them only the form of a value is checked.
 */
export function validateFacility(
  draft: Partial<Record<keyof FacilityDraft, unknown>>,
  types?: readonly string[],
  statuses?: readonly string[],
): FacilityErrors {
  const labels = FACILITY_TEXT.fields;
  const errors: FacilityErrors = {};
  const name = text(draft.name);
  if (name === '') errors.name = FACILITY_TEXT.required(labels.name);
  else if ([...name].length > FACILITY_NAME_LIMIT)
    errors.name = FACILITY_TEXT.tooLong(labels.name, FACILITY_NAME_LIMIT);

  const type = text(draft.facilityType);
  if (type === '') errors.facilityType = FACILITY_TEXT.chooseRequired(labels.facilityType);
  else if (types ? !types.includes(type) : !FACILITY_TYPE_FORMAT.test(type))
    errors.facilityType = FACILITY_TEXT.unknownValue(labels.facilityType);

  const capacity = checkDecimal(labels.capacityMw, draft.capacityMw, true);
  if (capacity) errors.capacityMw = capacity;
  else if (Number(text(draft.capacityMw)) <= 0) errors.capacityMw = FACILITY_TEXT.capacityPositive;

  const city = text(draft.cityCode);
  if (city === '') errors.cityCode = FACILITY_TEXT.chooseRequired(labels.cityCode);
  else if (!JIANGSU_CITIES.some((c) => c.code === city)) errors.cityCode = FACILITY_TEXT.unknownValue(labels.cityCode);

  if ([...text(draft.address)].length > FACILITY_ADDRESS_LIMIT)
    errors.address = FACILITY_TEXT.tooLong(labels.address, FACILITY_ADDRESS_LIMIT);

  Object.assign(errors, checkCoordinate(draft.longitude, draft.latitude, true));

  const status = text(draft.status);
  if (status === '') errors.status = FACILITY_TEXT.chooseRequired(labels.status);
  else if (statuses ? !statuses.includes(status) : !FACILITY_TYPE_FORMAT.test(status))
    errors.status = FACILITY_TEXT.unknownValue(labels.status);
  return errors;
}

/** The city's name for a division code, or ''. */
export function cityName(code: string | null | undefined): string {
  return JIANGSU_CITIES.find((c) => c.code === code)?.name ?? '';
}
