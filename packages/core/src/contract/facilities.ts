// The energy body facility service (gov-collective energyBody, SPEC §2 /dataAdministration/
// energyBody): its requests, answers and endpoints. The facility rules are validate/facility.ts,
// the same ones the page runs before sending.
import { z } from 'zod';
import type { Page } from '../api/types';
import { validateFacility } from '../validate/facility';
import { endpoint, permitted } from './endpoint';
import { idRequest, idsRequest, recordId } from './ids';
import { filterText as filter, pageFields } from './paging';

const id = recordId;
/** A number typed as text or sent as a number; kept as text for the rules. */
export const numericInput = z
  .union([z.string().max(40), z.number()])
  .nullable()
  .optional();
const numeric = numericInput;

export const facilityPageRequest = z.object({
  ...pageFields(20, 200),
  name: filter(32),
  facilityType: filter(20),
  status: filter(20),
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

export const facilityIdsRequest = idsRequest;

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

export const FACILITY_PERMISSIONS = { list: 'energyBody:list', edit: 'energyBody:edit' } as const;

const BASE = '/gov-collective/api/v1/energyBody';

export const FACILITY_ENDPOINTS = {
  list: endpoint<Page<FacilityRow>>()({
    feature: 'facilities',
    action: 'list',
    method: 'POST',
    path: `${BASE}/page`,
    body: facilityPageRequest,
    access: permitted(FACILITY_PERMISSIONS.list),
  }),
  get: endpoint<FacilityRow>()({
    feature: 'facilities',
    action: 'get',
    method: 'POST',
    path: `${BASE}/get`,
    body: idRequest,
    access: permitted(FACILITY_PERMISSIONS.list),
  }),
  add: endpoint<FacilityRow>()({
    feature: 'facilities',
    action: 'add',
    method: 'POST',
    path: `${BASE}/add`,
    body: facilityAddRequest,
    access: permitted(FACILITY_PERMISSIONS.edit),
  }),
  update: endpoint<FacilityRow>()({
    feature: 'facilities',
    action: 'update',
    method: 'POST',
    path: `${BASE}/update`,
    body: facilityUpdateRequest,
    access: permitted(FACILITY_PERMISSIONS.edit),
  }),
  remove: endpoint<number>()({
    feature: 'facilities',
    action: 'delete',
    method: 'POST',
    path: `${BASE}/delete`,
    body: facilityIdsRequest,
    access: permitted(FACILITY_PERMISSIONS.edit),
  }),
} as const;
