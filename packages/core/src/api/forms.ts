import type {
  FormAssignRequest,
  FormDataAddRequest,
  FormDataUpdateRequest,
  FormEditAddRequest,
  FormEditUpdateRequest,
} from '../contract/forms';
import type { HttpClient } from '../http/client';
import type { FormDataGetId, FormDefinitionInfo, FormRecord, Page, ReportTaskRow } from './types';

const BASE = '/gov-flowable/api/v1';

/** The dynamic form service (SPEC §7, prefix /gov-flowable). */
export function createFormApi(http: HttpClient) {
  return {
    // Definitions (formData).
    addDefinition: (body: FormDataAddRequest) =>
      http.request<FormDefinitionInfo>({ url: `${BASE}/formData/add`, method: 'POST', data: body }),
    definitions: (query: { pageNum?: number; pageSize?: number; title?: string; status?: string }) =>
      http.request<Page<FormDefinitionInfo>>({ url: `${BASE}/formData/get/page`, method: 'POST', data: query }),
    deleteDefinition: (id: number) =>
      http.request<null>({ url: `${BASE}/formData/delete`, method: 'POST', data: { id } }),
    updateDefinition: (body: FormDataUpdateRequest) =>
      http.request<FormDefinitionInfo>({ url: `${BASE}/formData/update`, method: 'POST', data: body }),
    /** SPEC §8: the form query succeeds on data.returnCode '200' and is silent otherwise. */
    definition: (id: number, pageNum = 1, pageSize = 10) =>
      http.request<FormDataGetId>({
        url: `${BASE}/formData/get/id`,
        method: 'POST',
        data: { id, pageNum, pageSize },
        silent: true,
        isSuccess: (body) => (body.data as { returnCode?: string } | undefined)?.returnCode === '200',
      }),
    assign: (body: FormAssignRequest) =>
      http.request<number>({ url: `${BASE}/formData/assign`, method: 'POST', data: body }),
    // Records (formEdit).
    addRecord: (body: FormEditAddRequest) =>
      http.request<FormRecord>({ url: `${BASE}/formEdit/add`, method: 'POST', data: body }),
    updateRecord: (body: FormEditUpdateRequest) =>
      http.request<FormRecord>({ url: `${BASE}/formEdit/update`, method: 'POST', data: body }),
    deleteRecord: (id: number) => http.request<null>({ url: `${BASE}/formEdit/delete`, method: 'POST', data: { id } }),
    record: (id: number) =>
      http.request<FormRecord & { definition: FormDefinitionInfo }>({
        url: `${BASE}/formEdit/getById`,
        method: 'POST',
        data: { id },
      }),
    records: (query: {
      pageNum?: number;
      pageSize?: number;
      formDataId?: number;
      processStatus?: '0' | '1';
      taskId?: number;
    }) => http.request<Page<FormRecord>>({ url: `${BASE}/formEdit/queryForPage`, method: 'POST', data: query }),
    dynInsert: (body: {
      formDataId: number;
      fieldsValueMap: Record<string, unknown>;
      taskId?: number;
      noticeId?: number;
    }) => http.request<FormRecord>({ url: '/dyn/dynInsert', method: 'POST', data: body }),
    // The enterprise's forms to report.
    tasks: (query: { pageNum?: number; pageSize?: number; title?: string; state?: string }) =>
      http.request<Page<ReportTaskRow>>({ url: `${BASE}/reportTask/queryForPage`, method: 'POST', data: query }),
    task: (taskId: number) =>
      http.request<ReportTaskRow>({ url: `${BASE}/reportTask/get`, method: 'POST', data: { id: taskId } }),
  };
}

export type FormApi = ReturnType<typeof createFormApi>;
