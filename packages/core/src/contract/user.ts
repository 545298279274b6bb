// 用户管理 (SPEC §7 /system/user): government and enterprise accounts for the system administrator,
// limited by the caller's data scope; phones masked in lists; import from and export to Excel.
import { z } from 'zod';
import type { Page } from '../api/types';
import { USER_TEXT as T } from '../messages/user';
import { PHONE_PATTERN } from '../validate/registration';
import type { DeptRow } from './dept';
import { statusCode, statusFilter } from './dept';
import { dictValueField } from './dict';
import { endpoint, permitted } from './endpoint';
import { idParam, recordId } from './ids';
import { filterChoice, filterDay, filterText, pageFields } from './paging';
import type { PostOption } from './post';

export const USER_PERMISSIONS = {
  list: 'system:user:list',
  query: 'system:user:query',
  add: 'system:user:add',
  edit: 'system:user:edit',
  remove: 'system:user:remove',
  export: 'system:user:export',
  import: 'system:user:import',
  resetPwd: 'system:user:resetPwd',
} as const;

/** Roles of which at least one enabled holder must remain (never deleted, disabled or unassigned away). */
export const ADMINISTRATOR_ROLE_CODES = ['admin', 'sysadmin', 'secadmin', 'auditadmin'] as const;
/** Roles only government accounts may hold. */
export const STAFF_ROLE_CODES: readonly string[] = [...ADMINISTRATOR_ROLE_CODES, 'cityGov'];

export const USER_LIMITS = { nickName: 30, email: 50, remark: 500, password: 64 } as const;
export const USER_NAME_PATTERN = /^[A-Za-z0-9_.@-]{2,30}$/;
/** The import's caps: rows per file and the file's size. */
export const USER_IMPORT_LIMITS = { rows: 5000, megabytes: 10 } as const;

export const userFilters = z.object({
  /** A department: its members and those of the departments below it. */
  deptId: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  userName: filterText(30),
  nickName: filterText(30),
  phonenumber: filterText(11),
  status: statusFilter,
  userType: filterChoice(['1', '2']),
  /** Created from this day (inclusive, Asia/Shanghai). */
  beginTime: filterDay(),
  /** Created up to this day (inclusive, Asia/Shanghai). */
  endTime: filterDay(),
});
export type UserFilters = z.input<typeof userFilters>;
export const userListQuery = z.object({ ...pageFields(10, 200), ...userFilters.shape });
export type UserListQuery = z.input<typeof userListQuery>;

const recordIds = z.array(recordId).max(50).default([]);

const userFields = {
  userName: z.string().trim().regex(USER_NAME_PATTERN, T.userNameFormat),
  nickName: z
    .string()
    .trim()
    .min(1, T.required(T.nickName))
    .max(USER_LIMITS.nickName, T.tooLong(T.nickName, USER_LIMITS.nickName)),
  userType: z.enum(['1', '2']),
  deptId: recordId.nullable().default(null),
  enterpriseId: recordId.nullable().default(null),
  phonenumber: z
    .string()
    .trim()
    .refine((value) => value === '' || PHONE_PATTERN.test(value), T.phoneFormat)
    .default(''),
  email: z
    .string()
    .trim()
    .max(USER_LIMITS.email, T.tooLong(T.email, USER_LIMITS.email))
    .refine((value) => value === '' || z.email().safeParse(value).success, T.emailFormat)
    .default(''),
  /** A value of the 用户性别 dictionary (sys_user_sex); the server checks it is there. */
  sex: dictValueField(T.sex).default('2'),
  status: statusCode.default('0'),
  postIds: recordIds,
  roleIds: recordIds,
  remark: z.string().trim().max(USER_LIMITS.remark, T.tooLong(T.remark, USER_LIMITS.remark)).default(''),
};
const password = z
  .string()
  .min(1, T.required(T.password))
  .max(USER_LIMITS.password, T.tooLong(T.password, USER_LIMITS.password));
export const userCreateRequest = z.object({ ...userFields, password });
export type UserCreateRequest = z.input<typeof userCreateRequest>;
export const userUpdateRequest = z.object({ userId: recordId, ...userFields });
export type UserUpdateRequest = z.input<typeof userUpdateRequest>;
export const userStatusRequest = z.object({ userId: recordId, status: statusCode });
export const userResetPasswordRequest = z.object({ userId: recordId, password });
export type UserResetPasswordRequest = z.input<typeof userResetPasswordRequest>;
export const userAuthRoleRequest = z.object({ userId: recordId, roleIds: recordIds });
export type UserAuthRoleRequest = z.input<typeof userAuthRoleRequest>;
export const enterpriseSearchQuery = z.object({ keyword: filterText(50) });

export interface UserRow {
  userId: number;
  userName: string;
  nickName: string;
  userType: '1' | '2';
  deptId: number | null;
  deptName: string;
  enterpriseId: number | null;
  enterpriseName: string;
  /** Masked: 139****5678. */
  phonenumber: string;
  email: string;
  sex: string;
  status: '0' | '1';
  roleNames: string;
  createTime: string;
}

export interface UserDetail extends UserRow {
  remark: string;
  postIds: number[];
  roleIds: number[];
  /** Whether phonenumber is the whole number (only for holders of the edit permission). */
  phoneWhole: boolean;
}

export interface RoleOption {
  roleId: number;
  roleName: string;
  roleKey: string;
  status: '0' | '1';
  /** Only government accounts may hold it (administrators, city staff). */
  staffOnly: boolean;
}

export interface UserFormOptions {
  posts: PostOption[];
  roles: RoleOption[];
}

export interface EnterpriseOption {
  id: number;
  name: string;
  creditCode: string;
  cityName: string;
}

export interface UserAuthRole {
  user: Pick<UserRow, 'userId' | 'userName' | 'nickName' | 'userType'>;
  roles: RoleOption[];
  roleIds: number[];
}

export interface UserImportRowResult {
  /** The row's number in the sheet (the header is row 1). */
  rowNumber: number;
  userName: string;
  nickName: string;
  action: 'add' | 'update' | 'none';
  ok: boolean;
  /** Why the row fails ('' when it does not). */
  message: string;
}

export interface UserImportResult {
  /** Only checked: nothing was written. */
  preview: boolean;
  /** Whether the valid rows were written (in one transaction). */
  committed: boolean;
  succeeded: number;
  failed: number;
  rows: UserImportRowResult[];
}

const BASE = '/system/user';
const ids = z.object({ ids: z.string().regex(/^\d{1,9}(,\d{1,9}){0,99}$/) });

export const USER_ENDPOINTS = {
  list: endpoint<Page<UserRow>>()({
    feature: 'user',
    action: 'list',
    method: 'GET',
    path: `${BASE}/list`,
    query: userListQuery,
    access: permitted(USER_PERMISSIONS.list),
  }),
  /** The enabled departments, for the list's tree filter and the form. */
  deptTree: endpoint<DeptRow[]>()({
    feature: 'user',
    action: 'tree',
    method: 'GET',
    path: `${BASE}/deptTree`,
    access: permitted(USER_PERMISSIONS.list),
  }),
  /** The posts and roles the form offers. */
  formOptions: endpoint<UserFormOptions>()({
    feature: 'user',
    action: 'options',
    method: 'GET',
    path: `${BASE}/formOptions`,
    access: permitted(USER_PERMISSIONS.list),
  }),
  /** Enterprises in the caller's scope matching a name or credit code, for enterprise accounts. */
  enterprises: endpoint<EnterpriseOption[]>()({
    feature: 'user',
    action: 'options',
    method: 'GET',
    path: `${BASE}/enterprises`,
    query: enterpriseSearchQuery,
    access: permitted(USER_PERMISSIONS.list),
  }),
  get: endpoint<UserDetail>()({
    feature: 'user',
    action: 'get',
    method: 'GET',
    path: `${BASE}/:id`,
    params: idParam,
    access: permitted(USER_PERMISSIONS.query),
  }),
  add: endpoint<UserDetail>()({
    feature: 'user',
    action: 'add',
    method: 'POST',
    path: BASE,
    body: userCreateRequest,
    access: permitted(USER_PERMISSIONS.add),
  }),
  update: endpoint<UserDetail>()({
    feature: 'user',
    action: 'update',
    method: 'PUT',
    path: BASE,
    body: userUpdateRequest,
    access: permitted(USER_PERMISSIONS.edit),
  }),
  remove: endpoint<number>()({
    feature: 'user',
    action: 'delete',
    method: 'DELETE',
    path: `${BASE}/:ids`,
    params: ids,
    access: permitted(USER_PERMISSIONS.remove),
  }),
  /** Enables or disables an account; disabling ends its sessions at once. */
  changeStatus: endpoint<null>()({
    feature: 'user',
    action: 'update',
    method: 'PUT',
    path: `${BASE}/changeStatus`,
    body: userStatusRequest,
    access: permitted(USER_PERMISSIONS.edit),
  }),
  resetPassword: endpoint<null>()({
    feature: 'user',
    action: 'resetPassword',
    method: 'PUT',
    path: `${BASE}/resetPwd`,
    body: userResetPasswordRequest,
    access: permitted(USER_PERMISSIONS.resetPwd),
  }),
  authRole: endpoint<UserAuthRole>()({
    feature: 'user',
    action: 'get',
    method: 'GET',
    path: `${BASE}/authRole/:id`,
    params: idParam,
    access: permitted(USER_PERMISSIONS.edit),
  }),
  saveAuthRole: endpoint<null>()({
    feature: 'user',
    action: 'assign',
    method: 'PUT',
    path: `${BASE}/authRole`,
    body: userAuthRoleRequest,
    access: permitted(USER_PERMISSIONS.edit),
  }),
  /**
   * Multipart: file (.xlsx), updateSupport, allOrNothing, preview ('true'/'false') and password
   * (the initial password of new accounts).
   */
  importData: endpoint<UserImportResult>()({
    feature: 'user',
    action: 'import',
    method: 'POST',
    path: `${BASE}/importData`,
    multipart: true,
    access: permitted(USER_PERMISSIONS.import),
  }),
  /** The import template as an export file, fetched through /common/download. */
  importTemplate: endpoint<string>()({
    feature: 'user',
    action: 'template',
    method: 'GET',
    path: `${BASE}/importTemplate`,
    access: permitted(USER_PERMISSIONS.import),
    audit: false,
  }),
  /** The filtered users as an export file (written row by row), fetched through /common/download. */
  export: endpoint<string>()({
    feature: 'user',
    action: 'export',
    method: 'GET',
    path: `${BASE}/export`,
    query: userFilters,
    access: permitted(USER_PERMISSIONS.export),
  }),
} as const;
