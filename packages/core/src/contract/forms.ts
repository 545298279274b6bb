import { z } from 'zod';

const page = {
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
};
const id = z.coerce.number().int().positive();
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
