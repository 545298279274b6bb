// 参数设置: the system parameters for the system administrator.
import {
  type ConfigCreateRequest,
  type ConfigFilters,
  type ConfigListQuery,
  type ConfigUpdateRequest,
  CONFIG_ENDPOINTS as ENDPOINTS,
} from '../contract/config';
import type { HttpClient } from '../http/client';
import { call } from './call';

export type { ConfigRow } from '../contract/config';

export function createConfigApi(http: HttpClient) {
  return {
    list: (query: ConfigListQuery) => call(http, ENDPOINTS.list, { query }),
    get: (id: number) => call(http, ENDPOINTS.get, { params: { id } }),
    byKey: (key: string) => call(http, ENDPOINTS.byKey, { params: { key } }),
    add: (body: ConfigCreateRequest) => call(http, ENDPOINTS.add, { body }),
    update: (body: ConfigUpdateRequest) => call(http, ENDPOINTS.update, { body }),
    remove: (ids: number[]) => call(http, ENDPOINTS.remove, { params: { ids: ids.join(',') } }),
    clearCache: () => call(http, ENDPOINTS.clearCache, {}),
    /** Writes the export file; answers its name for /common/download. */
    exportFile: (filters: ConfigFilters) => call(http, ENDPOINTS.export, { query: filters }),
  };
}

export type ConfigApi = ReturnType<typeof createConfigApi>;
