// The five-level region tree (gov-system areaFive).
import { type AreaLevelRequest, REGION_ENDPOINTS as ENDPOINTS } from '../contract/regions';
import type { HttpClient } from '../http/client';
import { call } from './call';

export type { AreaNode } from '../contract/regions';

export function createRegionApi(http: HttpClient) {
  return {
    /** The divisions directly below parentCode; the provinces without one. */
    levels: (body: AreaLevelRequest = {}) => call(http, ENDPOINTS.levels, { body }),
  };
}

export type RegionApi = ReturnType<typeof createRegionApi>;
