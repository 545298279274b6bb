// 登录日志: every login attempt; export and unlock.
import {
  LOGININFOR_ENDPOINTS as ENDPOINTS,
  type LoginLogFilters,
  type LoginLogListQuery,
  type LoginUnlockRequest,
} from '../contract/logininfor';
import type { HttpClient } from '../http/client';
import { call } from './call';

export type { LoginLogRow } from '../contract/logininfor';

export function createLoginInforApi(http: HttpClient) {
  return {
    list: (query: LoginLogListQuery) => call(http, ENDPOINTS.list, { query }),
    /** Writes the export file; answers its name for /common/download. */
    exportFile: (filters: LoginLogFilters) => call(http, ENDPOINTS.exportFile, { body: filters }),
    unlock: (body: LoginUnlockRequest) => call(http, ENDPOINTS.unlock, { body }),
  };
}

export type LoginInforApi = ReturnType<typeof createLoginInforApi>;
