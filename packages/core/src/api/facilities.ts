// The enterprise's energy body facilities. An enterprise account reads and changes only its own
// enterprise's rows; government staff read every enterprise's.
import {
  FACILITY_ENDPOINTS as ENDPOINTS,
  type FacilityAddRequest,
  type FacilityPageRequest,
  type FacilityUpdateRequest,
} from '../contract/facilities';
import type { HttpClient } from '../http/client';
import { call } from './call';

export type { FacilityRow } from '../contract/facilities';

export function createFacilityApi(http: HttpClient) {
  return {
    list: (query: FacilityPageRequest) => call(http, ENDPOINTS.list, { body: query }),
    get: (id: number) => call(http, ENDPOINTS.get, { body: { id } }),
    add: (body: FacilityAddRequest) => call(http, ENDPOINTS.add, { body }),
    update: (body: FacilityUpdateRequest) => call(http, ENDPOINTS.update, { body }),
    remove: (ids: number[]) => call(http, ENDPOINTS.remove, { body: { ids } }),
  };
}

export type FacilityApi = ReturnType<typeof createFacilityApi>;
