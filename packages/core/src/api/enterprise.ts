import type { MainstayPageRequest } from '../contract/enterprise';
import type { HttpClient } from '../http/client';
import type { MainstayRow, Page } from './types';

const BASE = '/gov-collective/api/v1/mainstay';

/** The gov-collective (mainstay) service. */
export function createEnterpriseApi(http: HttpClient) {
  return {
    /** Whether the enterprise's information exists and is complete (the session guard asks). */
    judgeExist: (id: number) => http.request<boolean>({ url: `${BASE}/judge/exist`, method: 'POST', data: { id } }),
    /** Government staff only: a page of enterprises, ordered by id, filtered by name. */
    enterprises: (query: MainstayPageRequest) =>
      http.request<Page<MainstayRow>>({ url: `${BASE}/page`, method: 'POST', data: query }),
  };
}

export type EnterpriseApi = ReturnType<typeof createEnterpriseApi>;
