// The dynamic form service (SPEC §7 /gov-flowable): versioned definitions, the records enterprises
// fill and the report tasks that assign forms to them.
import { z } from 'zod';
import type { FormDataGetId, FormDefinitionInfo, FormRecord, Page, ReportTaskRow } from '../api/types';
import { endpoint, permitted } from './endpoint';
import { recordId as id, idRequest } from './ids';
import { pageFields } from './paging';

const page = pageFields(10, 200);
/** Field values of a record: an object of at most 2,000 keys. */
const values = z.record(z.string().max(100), z.unknown()).refine((v) => Object.keys(v).length <= 2000);

export const formDataAddRequest = z.object({
  title: z.string().trim().min(1).max(100),
  formKey: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,59}$/)
    .optional(),
  content: z.union([z.string().max(2_000_000), z.record(z.string(), z.unknown())]),
  testData: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type FormDataAddRequest = z.input<typeof formDataAddRequest>;

export const formDataPageRequest = z.object({
  ...page,
  title: z.string().trim().max(100).optional(),
  status: z.enum(['draft', 'published', 'retired']).optional(),
});

export const formDataGetIdRequest = z.object({ id, ...page });

export const formDataUpdateRequest = z.object({
  id,
  title: z.string().trim().min(1).max(100).optional(),
  content: z.union([z.string().max(2_000_000), z.record(z.string(), z.unknown())]).optional(),
  testData: z.record(z.string(), z.unknown()).nullable().optional(),
  /** publish makes the draft the form's current version; retire takes a version out of use. */
  action: z.enum(['publish', 'retire']).optional(),
});
export type FormDataUpdateRequest = z.input<typeof formDataUpdateRequest>;

export const formAssignRequest = z.object({
  id,
  mainstayIds: z.array(z.number().int().positive()).max(10_000).default([]),
  all: z.boolean().default(false),
  period: z.string().trim().min(1).max(40),
  dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type FormAssignRequest = z.input<typeof formAssignRequest>;

export const formEditAddRequest = z.object({
  formDataId: id,
  fieldsValueMap: values,
  content: z.unknown().optional(),
  processStatus: z.enum(['0', '1']),
  taskId: id.optional(),
  /** Submitting a form opened from a notice also takes the notice out of status '0'. */
  noticeId: id.optional(),
});
export type FormEditAddRequest = z.input<typeof formEditAddRequest>;

export const formEditUpdateRequest = z.object({
  id,
  formDataId: id,
  fieldsValueMap: values,
  content: z.unknown().optional(),
  processStatus: z.enum(['0', '1']),
  /** The revision the client edited; an older one than the record's is refused. */
  revision: z.number().int().positive().optional(),
  noticeId: id.optional(),
});
export type FormEditUpdateRequest = z.input<typeof formEditUpdateRequest>;

export const formEditPageRequest = z.object({
  ...page,
  formDataId: id.optional(),
  formKey: z.string().max(60).optional(),
  processStatus: z.enum(['0', '1']).optional(),
  taskId: id.optional(),
});

export const taskPageRequest = z.object({
  ...page,
  title: z.string().trim().max(100).optional(),
  state: z.enum(['pending', 'draft', 'submitted', 'overdue']).optional(),
});

export const dynInsertRequest = z.object({
  formDataId: id,
  fieldsValueMap: values,
  taskId: id.optional(),
  noticeId: id.optional(),
});

/** SPEC §7 formData/get/id when the definition is missing or not the caller's to see. */
export interface FormDataMissing {
  returnCode: string;
  msg: string;
}

export const FORM_PERMISSIONS = {
  list: 'form:definition:list',
  add: 'form:definition:add',
  edit: 'form:definition:edit',
  remove: 'form:definition:remove',
  assign: 'form:definition:assign',
} as const;

const BASE = '/gov-flowable/api/v1';

/** The dynamic form service (SPEC §7, prefix /gov-flowable). */
export const FORM_ENDPOINTS = {
  // Definitions (formData).
  addDefinition: endpoint<FormDefinitionInfo>()({
    feature: 'forms',
    action: 'addDefinition',
    method: 'POST',
    path: `${BASE}/formData/add`,
    body: formDataAddRequest,
    access: permitted(FORM_PERMISSIONS.add),
  }),
  definitions: endpoint<Page<FormDefinitionInfo>>()({
    feature: 'forms',
    action: 'definitions',
    method: 'POST',
    path: `${BASE}/formData/get/page`,
    body: formDataPageRequest,
    access: permitted(FORM_PERMISSIONS.list),
  }),
  /** SPEC §7: data.returnCode '200', data.data.dynFormInfo with fields, total and data (records). */
  definition: endpoint<FormDataGetId | FormDataMissing>()({
    feature: 'forms',
    action: 'definition',
    method: 'POST',
    path: `${BASE}/formData/get/id`,
    body: formDataGetIdRequest,
  }),
  updateDefinition: endpoint<FormDefinitionInfo>()({
    feature: 'forms',
    action: 'updateDefinition',
    method: 'POST',
    path: `${BASE}/formData/update`,
    body: formDataUpdateRequest,
    access: permitted(FORM_PERMISSIONS.edit),
  }),
  deleteDefinition: endpoint<null>()({
    feature: 'forms',
    action: 'deleteDefinition',
    method: 'POST',
    path: `${BASE}/formData/delete`,
    body: idRequest,
    access: permitted(FORM_PERMISSIONS.remove),
  }),
  assign: endpoint<number>()({
    feature: 'forms',
    action: 'assign',
    method: 'POST',
    path: `${BASE}/formData/assign`,
    body: formAssignRequest,
    access: permitted(FORM_PERMISSIONS.assign),
  }),
  // Records (formEdit, dynInsert).
  addRecord: endpoint<FormRecord>()({
    feature: 'forms',
    action: 'addRecord',
    method: 'POST',
    path: `${BASE}/formEdit/add`,
    body: formEditAddRequest,
  }),
  dynInsert: endpoint<FormRecord>()({
    feature: 'forms',
    action: 'dynInsert',
    method: 'POST',
    path: '/dyn/dynInsert',
    body: dynInsertRequest,
  }),
  updateRecord: endpoint<FormRecord>()({
    feature: 'forms',
    action: 'updateRecord',
    method: 'POST',
    path: `${BASE}/formEdit/update`,
    body: formEditUpdateRequest,
  }),
  record: endpoint<FormRecord & { definition: FormDefinitionInfo }>()({
    feature: 'forms',
    action: 'record',
    method: 'POST',
    path: `${BASE}/formEdit/getById`,
    body: idRequest,
  }),
  records: endpoint<Page<FormRecord>>()({
    feature: 'forms',
    action: 'records',
    method: 'POST',
    path: `${BASE}/formEdit/queryForPage`,
    body: formEditPageRequest,
  }),
  deleteRecord: endpoint<null>()({
    feature: 'forms',
    action: 'deleteRecord',
    method: 'POST',
    path: `${BASE}/formEdit/delete`,
    body: idRequest,
  }),
  // The enterprise's forms to report.
  tasks: endpoint<Page<ReportTaskRow>>()({
    feature: 'forms',
    action: 'tasks',
    method: 'POST',
    path: `${BASE}/reportTask/queryForPage`,
    body: taskPageRequest,
  }),
  task: endpoint<ReportTaskRow>()({
    feature: 'forms',
    action: 'task',
    method: 'POST',
    path: `${BASE}/reportTask/get`,
    body: idRequest,
  }),
} as const;
