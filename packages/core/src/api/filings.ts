// Project filings: the enterprise's PV projects filed through the filing form; government staff
// read every enterprise's and review submitted ones.
import {
  FILING_ENDPOINTS as ENDPOINTS,
  type FilingPageRequest,
  type FilingReviewRequest,
  type FilingSaveRequest,
} from '../contract/filings';
import type { HttpClient } from '../http/client';
import { call } from './call';

export { type FilingDetail, type FilingRow, PV_FILING_FORM_KEY } from '../contract/filings';

export function createFilingApi(http: HttpClient) {
  return {
    list: (query: FilingPageRequest) => call(http, ENDPOINTS.list, { body: query }),
    get: (id: number) => call(http, ENDPOINTS.get, { body: { id } }),
    /** The version a new filing is filled under: the current published PV filing definition. */
    definition: () => call(http, ENDPOINTS.definition, { body: {} }),
    save: (body: FilingSaveRequest) => call(http, ENDPOINTS.save, { body }),
    remove: (id: number) => call(http, ENDPOINTS.remove, { body: { id } }),
    review: (body: FilingReviewRequest) => call(http, ENDPOINTS.review, { body }),
  };
}

export type FilingApi = ReturnType<typeof createFilingApi>;
