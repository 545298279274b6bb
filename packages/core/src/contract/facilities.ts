// Request bodies of the energy body facility and project filing services (gov-collective). The
// facility rules are validate/facility.ts, the same ones the page runs before sending.
import { z } from 'zod';
import { FILING_TEXT } from '../messages/facilities';
import { checkCoordinate, FACILITY_STATUSES, FACILITY_TYPES, validateFacility } from '../validate/facility';

const page = {
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
};
const id = z.coerce.number().int().positive();
/** A filter text: trimmed, empty means no filter. */
const filter = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);
/** A number typed as text or sent as a number; kept as text for the rules. */
const numeric = z
  .union([z.string().max(40), z.number()])
  .nullable()
  .optional();

export const facilityPageRequest = z.object({
  ...page,
  name: filter(32),
  facilityType: z.enum(FACILITY_TYPES).or(z.literal('')).optional(),
  status: z.enum(FACILITY_STATUSES).or(z.literal('')).optional(),
  cityCode: filter(12),
  /** Government staff may narrow the list to one enterprise. */
  mainstayId: id.optional(),
});
export type FacilityPageRequest = z.input<typeof facilityPageRequest>;

const facilityFields = z
  .object({
    name: z.string().max(200),
    facilityType: z.string().max(20),
    capacityMw: numeric,
    cityCode: z.string().max(12),
    address: z.string().max(400).nullable().optional(),
    longitude: numeric,
    latitude: numeric,
    status: z.string().max(2).default('0'),
  })
  .superRefine((body, context) => {
    for (const [path, message] of Object.entries(validateFacility(body))) {
      context.addIssue({ code: 'custom', path: [path], message });
    }
  })
  .transform((body) => ({
    name: body.name.trim(),
    facilityType: body.facilityType.trim(),
    capacityMw: Number(String(body.capacityMw).trim()),
    cityCode: body.cityCode.trim(),
    address: (body.address ?? '').trim(),
    longitude: Number(String(body.longitude).trim()),
    latitude: Number(String(body.latitude).trim()),
    status: body.status.trim(),
  }));

export const facilityAddRequest = facilityFields;
export type FacilityAddRequest = z.input<typeof facilityAddRequest>;

export const facilityUpdateRequest = z.intersection(z.object({ id }), facilityFields);
export type FacilityUpdateRequest = z.input<typeof facilityUpdateRequest>;

export const facilityIdsRequest = z.object({ ids: z.array(id).min(1).max(200) });

export const FILING_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

export const filingPageRequest = z.object({
  ...page,
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
