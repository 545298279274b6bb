// The operation log: the audit administrator's reading of every write.
import { OPERLOG_ENDPOINTS as ENDPOINTS, type OperLogFilters, type OperLogPageRequest } from '../contract/operlog';
import type { HttpClient } from '../http/client';
import { call } from './call';

export type { OperLogDetail, OperLogRow, OperLogVerification } from '../contract/operlog';

export function createOperLogApi(http: HttpClient) {
  return {
    page: (query: OperLogPageRequest) => call(http, ENDPOINTS.page, { body: query }),
    get: (id: number) => call(http, ENDPOINTS.get, { params: { id } }),
    /** Writes the export file; answers its name for /common/download. */
    exportFile: (filters: OperLogFilters) => call(http, ENDPOINTS.exportFile, { body: filters }),
    verify: () => call(http, ENDPOINTS.verify, {}),
  };
}

export type OperLogApi = ReturnType<typeof createOperLogApi>;
