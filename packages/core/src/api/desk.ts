import type { HttpClient } from '../http/client';
import type { DeskOverview, PublicFigures } from './types';

export function createDeskApi(http: HttpClient) {
  return {
    overview: () => http.request<DeskOverview>({ url: '/jsedc-system/api/v1/desk/overview', method: 'POST' }),
    /** Province-wide figures, readable without a token (the public workbench). */
    publicFigures: () => http.request<PublicFigures>({ url: '/jsedc-system/api/v1/desk/public', tokenless: true }),
  };
}

export type DeskApi = ReturnType<typeof createDeskApi>;
