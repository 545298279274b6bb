// 在线用户: the live sessions and their forced logout.
import { ONLINE_ENDPOINTS as ENDPOINTS, type OnlineListQuery } from '../contract/online';
import type { HttpClient } from '../http/client';
import { call } from './call';

export type { OnlineForceResult, OnlineRow } from '../contract/online';

export function createOnlineApi(http: HttpClient) {
  return {
    list: (query: OnlineListQuery) => call(http, ENDPOINTS.list, { query }),
    forceLogout: (tokenIds: string[]) =>
      call(http, ENDPOINTS.forceLogout, { params: { tokenIds: tokenIds.join(',') } }),
  };
}

export type OnlineApi = ReturnType<typeof createOnlineApi>;
