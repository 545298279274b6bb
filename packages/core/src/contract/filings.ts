// The project filing service (gov-collective projectFiling, SPEC §2 /dataAdministration/
// informationFilling): a PV project filed through the published filing form, reviewed by staff.
import { z } from 'zod';
import type { FormDefinitionInfo, Page } from '../api/types';
import { FILING_TEXT } from '../messages/facilities';
import { checkCoordinate } from '../validate/facility';
import { endpoint, permitted, staffOnly } from './endpoint';
import { numericInput as numeric } from './facilities';
import { recordId as id, idRequest } from './ids';
import { filterText as filter, pageFields } from './paging';

export const FILING_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];
/**
 * The states government staff see: a draft is the enterprise's own work until it is submitted
 * (a returned filing saved again without submitting is a draft again).
 */
export const STAFF_FILING_STATUSES: readonly FilingStatus[] = ['submitted', 'approved', 'rejected'];

export const filingPageRequest = z.object({
  ...pageFields(20, 200),
  name: filter(100),
  projectCode: filter(40),
  status: z.enum(FILING_STATUSES).or(z.literal('')).optional(),
  mainstayId: id.optional(),
});
export type FilingPageRequest = z.input<typeof filingPageRequest>;

/** Field values of the filing form: an object of at most 2,000 keys. */
const values = z.record(z.string().max(100), z.unknown()).refine((v) => Object.keys(v).length <= 2000);

export const filingSaveRequest = z
  .object({
    /** Absent for a new filing. */
    id: id.optional(),
    /** The definition version the values were filled under (a new filing: the current one). */
    formDataId: id,
    fieldsValueMap: values,
    /** draft keeps it editable (暂存); submit validates and sends it for review. */
    action: z.enum(['draft', 'submit']),
    /** The revision the client edited; an older one than the project's is refused. */
    revision: z.number().int().positive().optional(),
    longitude: numeric,
    latitude: numeric,
  })
  .superRefine((body, context) => {
    const problems = checkCoordinate(body.longitude, body.latitude, false);
    for (const [path, message] of Object.entries(problems)) context.addIssue({ code: 'custom', path: [path], message });
    if (body.action === 'submit' && (body.longitude === '' || body.longitude == null))
      context.addIssue({ code: 'custom', path: ['longitude'], message: FILING_TEXT.coordinateRequired });
  })
  .transform((body) => {
    const coordinate = (value: string | number | null | undefined) =>
      value === null || value === undefined || String(value).trim() === '' ? null : Number(String(value).trim());
    return { ...body, longitude: coordinate(body.longitude), latitude: coordinate(body.latitude) };
  });
export type FilingSaveRequest = z.input<typeof filingSaveRequest>;

export const filingReviewRequest = z.object({
  id,
  decision: z.enum(['approve', 'reject']),
  opinion: z.string().trim().max(500).default(''),
});
export type FilingReviewRequest = z.input<typeof filingReviewRequest>;

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

/** The published form key of the PV filing definition (seeded, versioned by the form service). */
export const PV_FILING_FORM_KEY = 'pv-filing';

export const FILING_PERMISSIONS = { list: 'project:filing:list' } as const;

const BASE = '/gov-collective/api/v1/projectFiling';

export const FILING_ENDPOINTS = {
  list: endpoint<Page<FilingRow>>()({
    feature: 'filings',
    action: 'list',
    method: 'POST',
    path: `${BASE}/page`,
    body: filingPageRequest,
    access: permitted(FILING_PERMISSIONS.list),
  }),
  get: endpoint<FilingDetail>()({
    feature: 'filings',
    action: 'get',
    method: 'POST',
    path: `${BASE}/get`,
    body: idRequest,
    access: permitted(FILING_PERMISSIONS.list),
  }),
  /** The version a new filing is filled under: the current published PV filing definition. */
  definition: endpoint<FormDefinitionInfo>()({
    feature: 'filings',
    action: 'definition',
    method: 'POST',
    path: `${BASE}/definition`,
    access: permitted(FILING_PERMISSIONS.list),
  }),
  save: endpoint<FilingDetail>()({
    feature: 'filings',
    action: 'save',
    method: 'POST',
    path: `${BASE}/save`,
    body: filingSaveRequest,
    access: permitted(FILING_PERMISSIONS.list),
  }),
  remove: endpoint<null>()({
    feature: 'filings',
    action: 'delete',
    method: 'POST',
    path: `${BASE}/delete`,
    body: idRequest,
    access: permitted(FILING_PERMISSIONS.list),
  }),
  review: endpoint<FilingDetail>()({
    feature: 'filings',
    action: 'review',
    method: 'POST',
    path: `${BASE}/review`,
    body: filingReviewRequest,
    access: staffOnly({ refusal: FILING_TEXT.governmentOnly }),
  }),
} as const;
