// The enterprise's energy body facilities and project filings (gov-collective). An enterprise
// account reads and changes only its own enterprise's rows; government staff read every
// enterprise's and review submitted filings.
import type {
  FacilityAddRequest,
  FacilityPageRequest,
  FacilityUpdateRequest,
  FilingPageRequest,
  FilingReviewRequest,
  FilingSaveRequest,
  FilingStatus,
} from '../contract/facilities';
import type { HttpClient } from '../http/client';
import type { FormDefinitionInfo, Page } from './types';

export const FACILITY_BASE = '/gov-collective/api/v1/energyBody';
export const FILING_BASE = '/gov-collective/api/v1/projectFiling';

/** The published form key of the PV filing definition (seeded, versioned by the form service). */
export const PV_FILING_FORM_KEY = 'pv-filing';

/** A facility as lists and the edit page receive it. */
export interface FacilityRow {
  id: number;
  name: string;
  facilityType: string;
  capacityMw: number;
  cityCode: string;
  cityName: string;
  address: string;
  longitude: number | null;
  latitude: number | null;
  status: string;
  enterpriseName: string;
  createTime: string;
  updateTime: string;
}

/** A project filing in the list. */
export interface FilingRow {
  id: number;
  name: string;
  projectCode: string;
  /** The form's projectType: '1' centralised, '2' distributed, '' unknown. */
  projectType: string;
  cityCode: string;
  cityName: string;
  capacityMw: number;
  investment: number;
  status: FilingStatus;
  /** Whether the enterprise may still change (and delete) it: draft or rejected. */
  editable: boolean;
  reviewOpinion: string;
  enterpriseName: string;
  createTime: string;
  updateTime: string;
  submitTime: string;
  reviewTime: string;
}

/** One filing with its values and the definition version they were filled under. */
export interface FilingDetail extends FilingRow {
  revision: number;
  longitude: number | null;
  latitude: number | null;
  fieldsValueMap: Record<string, unknown>;
  definition: FormDefinitionInfo;
}

export function createFacilityApi(http: HttpClient) {
  return {
    list: (query: FacilityPageRequest) =>
      http.request<Page<FacilityRow>>({ url: `${FACILITY_BASE}/page`, method: 'POST', data: query }),
    get: (id: number) => http.request<FacilityRow>({ url: `${FACILITY_BASE}/get`, method: 'POST', data: { id } }),
    add: (body: FacilityAddRequest) =>
      http.request<FacilityRow>({ url: `${FACILITY_BASE}/add`, method: 'POST', data: body }),
    update: (body: FacilityUpdateRequest) =>
      http.request<FacilityRow>({ url: `${FACILITY_BASE}/update`, method: 'POST', data: body }),
    remove: (ids: number[]) => http.request<number>({ url: `${FACILITY_BASE}/delete`, method: 'POST', data: { ids } }),
  };
}

export type FacilityApi = ReturnType<typeof createFacilityApi>;

export function createFilingApi(http: HttpClient) {
  return {
    list: (query: FilingPageRequest) =>
      http.request<Page<FilingRow>>({ url: `${FILING_BASE}/page`, method: 'POST', data: query }),
    get: (id: number) => http.request<FilingDetail>({ url: `${FILING_BASE}/get`, method: 'POST', data: { id } }),
    /** The version a new filing is filled under: the current published PV filing definition. */
    definition: () => http.request<FormDefinitionInfo>({ url: `${FILING_BASE}/definition`, method: 'POST', data: {} }),
    save: (body: FilingSaveRequest) =>
      http.request<FilingDetail>({ url: `${FILING_BASE}/save`, method: 'POST', data: body }),
    remove: (id: number) => http.request<null>({ url: `${FILING_BASE}/delete`, method: 'POST', data: { id } }),
    review: (body: FilingReviewRequest) =>
      http.request<FilingDetail>({ url: `${FILING_BASE}/review`, method: 'POST', data: body }),
  };
}

export type FilingApi = ReturnType<typeof createFilingApi>;
