import {
  FORM_ENDPOINTS as ENDPOINTS,
  type FormAssignRequest,
  type FormDataAddRequest,
  type FormDataUpdateRequest,
  type FormEditAddRequest,
  type FormEditUpdateRequest,
} from '../contract/forms';
import type { HttpClient } from '../http/client';
import type { ApiResponse } from '../http/codes';
import { call, callSilently } from './call';
import type { FormDataGetId } from './types';

/** The dynamic form service (SPEC §7, prefix /gov-flowable). */
export function createFormApi(http: HttpClient) {
  return {
    // Definitions (formData).
    addDefinition: (body: FormDataAddRequest) => call(http, ENDPOINTS.addDefinition, { body }),
    definitions: (query: {
      pageNum?: number;
      pageSize?: number;
      title?: string;
      status?: 'draft' | 'published' | 'retired';
    }) => call(http, ENDPOINTS.definitions, { body: query }),
    deleteDefinition: (id: number) => call(http, ENDPOINTS.deleteDefinition, { body: { id } }),
    updateDefinition: (body: FormDataUpdateRequest) => call(http, ENDPOINTS.updateDefinition, { body }),
    /** SPEC §8: the form query succeeds on data.returnCode '200' and is silent otherwise. */
    definition: (id: number, pageNum = 1, pageSize = 10) =>
      callSilently(
        http,
        ENDPOINTS.definition,
        { body: { id, pageNum, pageSize } },
        { isSuccess: (body) => (body.data as { returnCode?: string } | undefined)?.returnCode === '200' },
      ) as Promise<ApiResponse<FormDataGetId> | false>,
    assign: (body: FormAssignRequest) => call(http, ENDPOINTS.assign, { body }),
    // Records (formEdit).
    addRecord: (body: FormEditAddRequest) => call(http, ENDPOINTS.addRecord, { body }),
    updateRecord: (body: FormEditUpdateRequest) => call(http, ENDPOINTS.updateRecord, { body }),
    deleteRecord: (id: number) => call(http, ENDPOINTS.deleteRecord, { body: { id } }),
    record: (id: number) => call(http, ENDPOINTS.record, { body: { id } }),
    records: (query: {
      pageNum?: number;
      pageSize?: number;
      formDataId?: number;
      processStatus?: '0' | '1';
      taskId?: number;
    }) => call(http, ENDPOINTS.records, { body: query }),
    dynInsert: (body: {
      formDataId: number;
      fieldsValueMap: Record<string, unknown>;
      taskId?: number;
      noticeId?: number;
    }) => call(http, ENDPOINTS.dynInsert, { body }),
    // The enterprise's forms to report.
    tasks: (query: {
      pageNum?: number;
      pageSize?: number;
      title?: string;
      state?: 'pending' | 'draft' | 'submitted' | 'overdue';
    }) => call(http, ENDPOINTS.tasks, { body: query }),
    task: (taskId: number) => call(http, ENDPOINTS.task, { body: { id: taskId } }),
  };
}

export type FormApi = ReturnType<typeof createFormApi>;
