// 部门管理 (SPEC §7 /system/dept): the government side's department tree, listed whole (the page
// builds the tree), added under a parent, changed (moved with everything below it), ordered and
// deleted when nothing hangs on it.
import { z } from 'zod';
import { DEPT_TEXT as T } from '../messages/dept';
import { endpoint, permitted } from './endpoint';
import { idParam, recordId } from './ids';
import { filterText } from './paging';

export const DEPT_PERMISSIONS = {
  list: 'system:dept:list',
  query: 'system:dept:query',
  add: 'system:dept:add',
  edit: 'system:dept:edit',
  remove: 'system:dept:remove',
} as const;

/** An office line (025-83290000, with an extension) or a mobile number. */
export const OFFICE_PHONE_PATTERN = /^(0\d{2,3}-?\d{7,8}(-\d{1,6})?|1[3-9]\d{9})$/;

export const DEPT_LIMITS = { name: 30, leader: 20, email: 50, orderMax: 9999 } as const;

/** '0' enabled, '1' disabled (RuoYi's codes). */
export const statusCode = z.enum(['0', '1']);
export const statusFilter = statusCode.optional().or(z.literal('').transform(() => undefined));

export const deptFilters = z.object({ deptName: filterText(DEPT_LIMITS.name), status: statusFilter });
export type DeptFilters = z.input<typeof deptFilters>;

const optionalText = (max: number, field: string) => z.string().trim().max(max, T.tooLong(field, max)).default('');

const deptFields = {
  parentId: recordId.nullable(),
  deptName: z.string().trim().min(1, T.required(T.name)).max(DEPT_LIMITS.name, T.tooLong(T.name, DEPT_LIMITS.name)),
  orderNum: z.coerce
    .number({ message: T.orderRange })
    .int(T.orderRange)
    .min(0, T.orderRange)
    .max(DEPT_LIMITS.orderMax, T.orderRange),
  leader: optionalText(DEPT_LIMITS.leader, T.leader),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || OFFICE_PHONE_PATTERN.test(value), T.phoneFormat)
    .default(''),
  email: z
    .string()
    .trim()
    .max(DEPT_LIMITS.email, T.tooLong(T.email, DEPT_LIMITS.email))
    .refine((value) => value === '' || z.email().safeParse(value).success, T.emailFormat)
    .default(''),
  status: statusCode.default('0'),
};
export const deptCreateRequest = z.object(deptFields);
export type DeptCreateRequest = z.input<typeof deptCreateRequest>;
export const deptUpdateRequest = z.object({ deptId: recordId, ...deptFields });
export type DeptUpdateRequest = z.input<typeof deptUpdateRequest>;
export const deptOrderRequest = z.object({
  orders: z
    .array(z.object({ deptId: recordId, orderNum: deptFields.orderNum }))
    .min(1)
    .max(1000),
});
export type DeptOrderRequest = z.input<typeof deptOrderRequest>;

export interface DeptRow {
  deptId: number;
  parentId: number | null;
  /** Ids from the root down to the parent, comma separated. */
  ancestors: string;
  deptName: string;
  orderNum: number;
  leader: string;
  phone: string;
  email: string;
  status: '0' | '1';
  /** The city whose enterprises the department oversees ('' for the province). */
  cityCode: string;
  createTime: string;
}

const BASE = '/system/dept';

export const DEPT_ENDPOINTS = {
  /** Every department matching the filters, ordered by parent and order (the page builds the tree). */
  list: endpoint<DeptRow[]>()({
    feature: 'dept',
    action: 'list',
    method: 'GET',
    path: `${BASE}/list`,
    query: deptFilters,
    access: permitted(DEPT_PERMISSIONS.list),
  }),
  /** The departments a department may be moved under: all but itself and those below it. */
  excludeChild: endpoint<DeptRow[]>()({
    feature: 'dept',
    action: 'list',
    method: 'GET',
    path: `${BASE}/list/exclude/:id`,
    params: idParam,
    access: permitted(DEPT_PERMISSIONS.list),
  }),
  get: endpoint<DeptRow>()({
    feature: 'dept',
    action: 'get',
    method: 'GET',
    path: `${BASE}/:id`,
    params: idParam,
    access: permitted(DEPT_PERMISSIONS.query),
  }),
  add: endpoint<DeptRow>()({
    feature: 'dept',
    action: 'add',
    method: 'POST',
    path: BASE,
    body: deptCreateRequest,
    access: permitted(DEPT_PERMISSIONS.add),
  }),
  update: endpoint<DeptRow>()({
    feature: 'dept',
    action: 'update',
    method: 'PUT',
    path: BASE,
    body: deptUpdateRequest,
    access: permitted(DEPT_PERMISSIONS.edit),
  }),
  /** Saves the order of several departments at once (the tree table's 保存排序). */
  order: endpoint<number>()({
    feature: 'dept',
    action: 'update',
    method: 'PUT',
    path: `${BASE}/order`,
    body: deptOrderRequest,
    access: permitted(DEPT_PERMISSIONS.edit),
  }),
  remove: endpoint<number>()({
    feature: 'dept',
    action: 'delete',
    method: 'DELETE',
    path: `${BASE}/:id`,
    params: idParam,
    access: permitted(DEPT_PERMISSIONS.remove),
  }),
} as const;
