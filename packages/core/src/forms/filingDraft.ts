// The project filing's local draft (like the data-reporting fill page's): the form model plus the
// project coordinate, which lives outside the form, kept under a key naming the user, the filing
// form version and the filing (or 'new').
import { DRAFT_PREFIX } from './draft';
import type { FormModel } from './values';

/** The model key the coordinate travels under inside a filing draft (no form field uses it). */
export const FILING_COORDINATE_KEY = '__filingCoordinate';

export interface FilingCoordinate {
  longitude: string;
  latitude: string;
}

export function filingDraftKey(userId: number | string, formDataId: number, filingId: number | null): string {
  return `${DRAFT_PREFIX}${userId}:${formDataId}:filing-${filingId ?? 'new'}`;
}

/** The model a filing draft stores: the form's values and the coordinate. */
export function packFilingDraft(model: FormModel, coordinate: FilingCoordinate): FormModel {
  return { ...model, [FILING_COORDINATE_KEY]: { longitude: coordinate.longitude, latitude: coordinate.latitude } };
}

/** Splits a stored filing draft back into the form model and the coordinate. */
export function unpackFilingDraft(values: FormModel): { model: FormModel; coordinate: FilingCoordinate } {
  const { [FILING_COORDINATE_KEY]: stored, ...model } = values;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const coordinate =
    typeof stored === 'object' && stored !== null
      ? {
          longitude: text((stored as Record<string, unknown>).longitude),
          latitude: text((stored as Record<string, unknown>).latitude),
        }
      : { longitude: '', latitude: '' };
  return { model, coordinate };
}
