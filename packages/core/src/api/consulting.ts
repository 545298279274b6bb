// Consulting advice under the deployment's {module} prefix (docs/PROTOCOL.md).
import {
  type ConsultingCloseRequest,
  type ConsultingCreateRequest,
  type ConsultingFile,
  type ConsultingListQuery,
  type ConsultingReplyRequest,
  CONSULTING_ENDPOINTS as ENDPOINTS,
} from '../contract/consulting';
import type { HttpClient } from '../http/client';
import { call } from './call';

export type {
  ConsultingDetail,
  ConsultingFile,
  ConsultingMessage,
  ConsultingPage,
  ConsultingRow,
} from '../contract/consulting';

export function createConsultingApi(http: HttpClient, module: string) {
  const at = { module };
  return {
    list: (query: ConsultingListQuery) => call(http, ENDPOINTS.list, { query }, at),
    get: (id: number) => call(http, ENDPOINTS.get, { params: { id } }, at),
    create: (body: ConsultingCreateRequest) => call(http, ENDPOINTS.create, { body }, at),
    answer: (body: ConsultingReplyRequest) => call(http, ENDPOINTS.answer, { body }, at),
    followUp: (body: ConsultingReplyRequest) => call(http, ENDPOINTS.followUp, { body }, at),
    close: (body: ConsultingCloseRequest) => call(http, ENDPOINTS.close, { body }, at),
    withdraw: (id: number) => call(http, ENDPOINTS.withdraw, { params: { id } }, at),
    /** An attachment of a thread as a blob (bearer token; PDF and images included); its url is the server's. */
    file: (file: Pick<ConsultingFile, 'url'>) => http.request<Blob>({ url: file.url, responseType: 'blob' }),
  };
}

export type ConsultingApi = ReturnType<typeof createConsultingApi>;
