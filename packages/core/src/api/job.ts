// 定时任务 and 调度日志: scheduled jobs and their run log for the system administrator.
import {
  JOB_ENDPOINTS as ENDPOINTS,
  type JobCreateRequest,
  type JobFilters,
  type JobListQuery,
  type JobLogFilters,
  type JobLogListQuery,
  type JobUpdateRequest,
} from '../contract/job';
import type { HttpClient } from '../http/client';
import { call } from './call';

export type { CronPreview, JobKind, JobLogRow, JobMisfire, JobRow } from '../contract/job';

export function createJobApi(http: HttpClient) {
  return {
    list: (query: JobListQuery) => call(http, ENDPOINTS.list, { query }),
    kinds: () => call(http, ENDPOINTS.kinds, {}),
    nextTimes: (cron: string) => call(http, ENDPOINTS.nextTimes, { query: { cron } }),
    get: (id: number) => call(http, ENDPOINTS.get, { params: { id } }),
    add: (body: JobCreateRequest) => call(http, ENDPOINTS.add, { body }),
    update: (body: JobUpdateRequest) => call(http, ENDPOINTS.update, { body }),
    remove: (ids: number[]) => call(http, ENDPOINTS.remove, { params: { ids: ids.join(',') } }),
    changeStatus: (jobId: number, status: '0' | '1') => call(http, ENDPOINTS.changeStatus, { body: { jobId, status } }),
    run: (jobId: number) => call(http, ENDPOINTS.run, { body: { jobId } }),
    exportFile: (filters: JobFilters) => call(http, ENDPOINTS.export, { query: filters }),
    logList: (query: JobLogListQuery) => call(http, ENDPOINTS.logList, { query }),
    logGet: (id: number) => call(http, ENDPOINTS.logGet, { params: { id } }),
    logExportFile: (filters: JobLogFilters) => call(http, ENDPOINTS.logExport, { query: filters }),
  };
}

export type JobApi = ReturnType<typeof createJobApi>;
