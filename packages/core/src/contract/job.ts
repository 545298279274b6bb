// Scheduled jobs (/schedule/job) and their run log (/schedule/job/log). A job names one of the
// platform's registered kinds, never code; the system administrator (and admin) manage them.
import { z } from 'zod';
import type { Page } from '../api/types';
import { JOB_TEXT as T } from '../messages/job';
import { endpoint, permitted } from './endpoint';
import { idParam } from './ids';
import { filterChoice, filterDay, filterText, pageFields } from './paging';
import { schemaErrors } from './schemaErrors';

export const JOB_PERMISSIONS = {
  list: 'monitor:job:list',
  query: 'monitor:job:query',
  add: 'monitor:job:add',
  edit: 'monitor:job:edit',
  remove: 'monitor:job:remove',
  changeStatus: 'monitor:job:changeStatus',
  export: 'monitor:job:export',
} as const;

export const JOB_MISFIRES = ['now', 'once', 'skip'] as const;
export type JobMisfire = (typeof JOB_MISFIRES)[number];
export const JOB_LOG_STATUSES = ['running', 'success', 'failure', 'interrupted'] as const;
export type JobLogStatus = (typeof JOB_LOG_STATUSES)[number];

export const jobFilters = z.object({
  name: filterText(64),
  group: filterText(64),
  status: filterChoice(['0', '1']),
});
export type JobFilters = z.input<typeof jobFilters>;
export const jobListQuery = z.object({ ...pageFields(10, 200), ...jobFilters.shape });
export type JobListQuery = z.input<typeof jobListQuery>;

const jobFields = {
  name: z.string().trim().min(1, T.nameRequired).max(64, T.tooLong(T.name, 64)),
  group: z.string().trim().max(64, T.tooLong(T.group, 64)).default('DEFAULT'),
  kind: z.string().max(64),
  /** A JSON object as text (the kind reads it). */
  params: z.string().max(2000, T.tooLong(T.params, 2000)).default('{}'),
  cron: z.string().trim().min(1).max(120, T.tooLong(T.cron, 120)),
  misfire: z.enum(JOB_MISFIRES).default('skip'),
  concurrent: z.boolean().default(false),
  status: z.enum(['0', '1']).default('0'),
  remark: z.string().trim().max(500, T.tooLong(T.remark, 500)).default(''),
};
export const jobCreateRequest = z.object(jobFields);
export type JobCreateRequest = z.input<typeof jobCreateRequest>;
export const jobUpdateRequest = z.object({ jobId: z.number().int().positive(), ...jobFields });
export type JobUpdateRequest = z.input<typeof jobUpdateRequest>;

export interface JobRow {
  jobId: number;
  name: string;
  group: string;
  kind: string;
  params: string;
  cron: string;
  misfire: JobMisfire;
  concurrent: boolean;
  status: '0' | '1';
  remark: string;
  /** The next run time (Asia/Shanghai), or '' when paused. */
  nextTime: string;
  createTime: string;
  updateTime: string;
}

/** The preview of a cron expression: its next five run times, or why it cannot run. */
export interface CronPreview {
  times: string[];
  /** '' when the expression is good. */
  problem: string;
}

export interface JobKind {
  kind: string;
  label: string;
}

export const jobLogFilters = z.object({
  jobId: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  name: filterText(64),
  status: filterChoice(JOB_LOG_STATUSES),
  beginDate: filterDay(),
  endDate: filterDay(),
});
export type JobLogFilters = z.input<typeof jobLogFilters>;
export const jobLogListQuery = z.object({ ...pageFields(10, 200), ...jobLogFilters.shape });
export type JobLogListQuery = z.input<typeof jobLogListQuery>;

export interface JobLogRow {
  id: number;
  jobId: number;
  name: string;
  kind: string;
  slot: string;
  startTime: string;
  endTime: string;
  durationMs: number | null;
  status: JobLogStatus;
  message: string;
  error: string;
}

const BASE = '/schedule/job';
const LOG = '/schedule/job/log';
const ids = z.object({ ids: z.string().regex(/^\d{1,9}(,\d{1,9}){0,99}$/) });

export const JOB_ENDPOINTS = {
  list: endpoint<Page<JobRow>>()({
    feature: 'job',
    action: 'list',
    method: 'GET',
    path: `${BASE}/list`,
    query: jobListQuery,
    access: permitted(JOB_PERMISSIONS.list),
  }),
  /** The registered kinds a job may name, with their Chinese names. */
  kinds: endpoint<JobKind[]>()({
    feature: 'job',
    action: 'get',
    method: 'GET',
    path: `${BASE}/kinds`,
    access: permitted(JOB_PERMISSIONS.list),
  }),
  /** The next five run times of a cron expression, or the Chinese reason a bad one cannot run. */
  nextTimes: endpoint<CronPreview>()({
    feature: 'job',
    action: 'get',
    method: 'GET',
    path: `${BASE}/nextTimes`,
    query: z.object({ cron: z.string().max(120) }),
    access: permitted(JOB_PERMISSIONS.list),
  }),
  get: endpoint<JobRow>()({
    feature: 'job',
    action: 'get',
    method: 'GET',
    path: `${BASE}/:id`,
    params: idParam,
    access: permitted(JOB_PERMISSIONS.query),
  }),
  add: endpoint<JobRow>()({
    feature: 'job',
    action: 'add',
    method: 'POST',
    path: BASE,
    body: jobCreateRequest,
    access: permitted(JOB_PERMISSIONS.add),
  }),
  update: endpoint<JobRow>()({
    feature: 'job',
    action: 'update',
    method: 'PUT',
    path: BASE,
    body: jobUpdateRequest,
    access: permitted(JOB_PERMISSIONS.edit),
  }),
  remove: endpoint<number>()({
    feature: 'job',
    action: 'delete',
    method: 'DELETE',
    path: `${BASE}/:ids`,
    params: ids,
    access: permitted(JOB_PERMISSIONS.remove),
  }),
  /** Pauses ('1') or resumes ('0') a job. */
  changeStatus: endpoint<JobRow>()({
    feature: 'job',
    action: 'changeStatus',
    method: 'PUT',
    path: `${BASE}/changeStatus`,
    body: z.object({ jobId: z.number().int().positive(), status: z.enum(['0', '1']) }),
    access: permitted(JOB_PERMISSIONS.changeStatus),
  }),
  /** Runs a job once now (whatever its status); answers with the log entry's id. */
  run: endpoint<number>()({
    feature: 'job',
    action: 'run',
    method: 'PUT',
    path: `${BASE}/run`,
    body: z.object({ jobId: z.number().int().positive() }),
    access: permitted(JOB_PERMISSIONS.changeStatus),
  }),
  export: endpoint<string>()({
    feature: 'job',
    action: 'export',
    method: 'GET',
    path: `${BASE}/export`,
    query: jobFilters,
    access: permitted(JOB_PERMISSIONS.export),
  }),
  logList: endpoint<Page<JobLogRow>>()({
    feature: 'job',
    action: 'list',
    method: 'GET',
    path: `${LOG}/list`,
    query: jobLogListQuery,
    access: permitted(JOB_PERMISSIONS.list),
  }),
  logExport: endpoint<string>()({
    feature: 'job',
    action: 'export',
    method: 'GET',
    path: `${LOG}/export`,
    query: jobLogFilters,
    access: permitted(JOB_PERMISSIONS.export),
  }),
  logGet: endpoint<JobLogRow>()({
    feature: 'job',
    action: 'get',
    method: 'GET',
    path: `${LOG}/:id`,
    params: idParam,
    access: permitted(JOB_PERMISSIONS.query),
  }),
} as const;

/** The job dialog's typed fields. */
export interface JobForm {
  name: string;
  group: string;
  kind: string;
  params: string;
  cron: string;
  remark: string;
}

/** The dialog's checks, the server's own (the cron expression is checked by the preview). */
export function jobFormErrors(values: JobForm): Partial<Record<keyof JobForm, string>> {
  const errors = schemaErrors<JobForm>(jobCreateRequest, values);
  if (!values.kind) errors.kind = T.kindRequired;
  if (!values.cron.trim()) errors.cron = T.cronRequired;
  if (!errors.params) {
    try {
      const parsed: unknown = JSON.parse(values.params.trim() || '{}');
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) errors.params = T.badParams;
    } catch {
      errors.params = T.badParams;
    }
  }
  return errors;
}
