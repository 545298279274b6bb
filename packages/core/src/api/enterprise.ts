import type { HttpClient } from '../http/client';

/** The gov-collective (mainstay) service. */
export function createEnterpriseApi(http: HttpClient) {
  return {
    /** Whether the enterprise's information exists and is complete (the session guard asks). */
    judgeExist: (id: number) =>
      http.request<boolean>({ url: '/gov-collective/api/v1/mainstay/judge/exist', method: 'POST', data: { id } }),
  };
}

export type EnterpriseApi = ReturnType<typeof createEnterpriseApi>;
