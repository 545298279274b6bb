import { DESK_ENDPOINTS as ENDPOINTS } from '../contract/desk';
import type { HttpClient } from '../http/client';
import { call } from './call';

export function createDeskApi(http: HttpClient) {
  return {
    overview: () => call(http, ENDPOINTS.overview, {}),
    /** Province-wide figures, readable without a token (the public workbench). */
    publicFigures: () => call(http, ENDPOINTS.publicFigures, {}),
  };
}

export type DeskApi = ReturnType<typeof createDeskApi>;
