// 角色管理 (SPEC §7 /system/role): roles with their menu and button permissions, their data scope
// (数据权限, with the departments of a custom scope) and the users holding them (分配用户).
import { z } from 'zod';
import type { Page } from '../api/types';
import { SYS_ROLE_TEXT as T } from '../messages/sysRole';
import { endpoint, permitted } from './endpoint';
import { recordId } from './ids';
import { filterText, pageFields } from './paging';
import { schemaErrors } from './schemaErrors';

export const ROLE_PERMISSIONS = {
  list: 'system:role:list',
  query: 'system:role:query',
  add: 'system:role:add',
  edit: 'system:role:edit',
  remove: 'system:role:remove',
  export: 'system:role:export',
} as const;

/** RuoYi's data scope codes: all, custom departments, own department, own and below, self only. */
export const DATA_SCOPES = ['1', '2', '3', '4', '5'] as const;
export type DataScopeValue = (typeof DATA_SCOPES)[number];

export const ROLE_LIMITS = { name: 30, key: 100, remark: 500, sort: 9999 } as const;
/** A role key: letters first, then letters, digits, colon, dot, underscore or hyphen. */
export const ROLE_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9:._-]*$/;

const status = z.enum(['0', '1']);
const optionalStatus = status.optional().or(z.literal('').transform(() => undefined));

export const roleFilters = z.object({
  roleName: filterText(30),
  roleKey: filterText(100),
  status: optionalStatus,
});
export type RoleFilters = z.input<typeof roleFilters>;
export const roleListQuery = z.object({ ...pageFields(10, 200), ...roleFilters.shape });
export type RoleListQuery = z.input<typeof roleListQuery>;

const menuIds = z.array(recordId).max(5000);
const deptIds = z.array(recordId).max(5000);

const roleFields = {
  roleName: z.string().trim().min(1, T.required(T.name)).max(ROLE_LIMITS.name, T.tooLong(T.name, ROLE_LIMITS.name)),
  roleKey: z
    .string()
    .trim()
    .min(1, T.required(T.key))
    .max(ROLE_LIMITS.key, T.tooLong(T.key, ROLE_LIMITS.key))
    .regex(ROLE_KEY_PATTERN, T.keyFormat),
  roleSort: z.coerce
    .number({ error: T.sortFormat })
    .int(T.sortFormat)
    .min(0, T.sortFormat)
    .max(ROLE_LIMITS.sort, T.sortFormat),
  status: status.default('0'),
  remark: z.string().trim().max(ROLE_LIMITS.remark, T.tooLong(T.remark, ROLE_LIMITS.remark)).default(''),
  /** The menus and buttons granted: with linkage, the checked ones and their ancestors. */
  menuIds: menuIds.default([]),
  /** 父子联动 of the permission tree. */
  menuCheckStrictly: z.boolean().default(true),
};
export const roleCreateRequest = z.object(roleFields);
export type RoleCreateRequest = z.input<typeof roleCreateRequest>;
export const roleUpdateRequest = z.object({ roleId: recordId, ...roleFields });
export type RoleUpdateRequest = z.input<typeof roleUpdateRequest>;

export const roleDataScopeRequest = z
  .object({
    roleId: recordId,
    dataScope: z.enum(DATA_SCOPES, { error: T.dataScopeUnknown }),
    deptIds: deptIds.default([]),
    deptCheckStrictly: z.boolean().default(true),
  })
  .superRefine((value, context) => {
    if (value.dataScope === '2' && value.deptIds.length === 0)
      context.addIssue({ code: 'custom', path: ['deptIds'], message: T.customNeedsDepts });
  });
export type RoleDataScopeRequest = z.input<typeof roleDataScopeRequest>;

export const roleStatusRequest = z.object({ roleId: recordId, status });
export type RoleStatusRequest = z.input<typeof roleStatusRequest>;

export const roleUsersQuery = z.object({
  ...pageFields(10, 200),
  roleId: recordId,
  userName: filterText(50),
  phonenumber: filterText(11),
});
export type RoleUsersQuery = z.input<typeof roleUsersQuery>;

export const roleUserRequest = z.object({ roleId: recordId, userId: recordId });
export type RoleUserRequest = z.input<typeof roleUserRequest>;
export const roleUsersRequest = z.object({ roleId: recordId, userIds: z.array(recordId).min(1).max(200) });
export type RoleUsersRequest = z.input<typeof roleUsersRequest>;

/** A role as the list shows it (RuoYi's SysRole). */
export interface RoleRow {
  roleId: number;
  roleName: string;
  roleKey: string;
  roleSort: number;
  status: '0' | '1';
  dataScope: DataScopeValue;
  menuCheckStrictly: boolean;
  deptCheckStrictly: boolean;
  remark: string;
  /** Relied on by the platform: the key stays, the role is not deleted. */
  builtin: boolean;
  /** The administrator role: not changed from the page at all. */
  admin: boolean;
  createTime: string;
}

/** A department of the data-scope tree. */
export interface RoleDeptNode {
  id: number;
  parentId: number | null;
  label: string;
}

export interface RoleDeptTree {
  depts: RoleDeptNode[];
  checkedKeys: number[];
}

/** An account in the assigned or unassigned list; the phone is masked (139****5678). */
export interface RoleUserRow {
  userId: number;
  userName: string;
  nickName: string;
  deptName: string;
  phonenumber: string;
  /** '1' enterprise, '2' government staff. */
  userType: '1' | '2';
  status: '0' | '1';
  createTime: string;
}

const BASE = '/system/role';
const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const ROLE_ENDPOINTS = {
  list: endpoint<Page<RoleRow>>()({
    feature: 'role',
    action: 'list',
    method: 'GET',
    path: `${BASE}/list`,
    query: roleListQuery,
    access: permitted(ROLE_PERMISSIONS.list),
  }),
  get: endpoint<RoleRow>()({
    feature: 'role',
    action: 'get',
    method: 'GET',
    path: `${BASE}/:id`,
    params: idParam,
    access: permitted(ROLE_PERMISSIONS.query),
  }),
  add: endpoint<RoleRow>()({
    feature: 'role',
    action: 'add',
    method: 'POST',
    path: BASE,
    body: roleCreateRequest,
    access: permitted(ROLE_PERMISSIONS.add),
  }),
  update: endpoint<RoleRow>()({
    feature: 'role',
    action: 'update',
    method: 'PUT',
    path: BASE,
    body: roleUpdateRequest,
    access: permitted(ROLE_PERMISSIONS.edit),
  }),
  dataScope: endpoint<RoleRow>()({
    feature: 'role',
    action: 'dataScope',
    method: 'PUT',
    path: `${BASE}/dataScope`,
    body: roleDataScopeRequest,
    access: permitted(ROLE_PERMISSIONS.edit),
  }),
  changeStatus: endpoint<RoleRow>()({
    feature: 'role',
    action: 'changeStatus',
    method: 'PUT',
    path: `${BASE}/changeStatus`,
    body: roleStatusRequest,
    access: permitted(ROLE_PERMISSIONS.edit),
  }),
  remove: endpoint<number>()({
    feature: 'role',
    action: 'delete',
    method: 'DELETE',
    path: `${BASE}/:ids`,
    params: z.object({ ids: z.string().regex(/^\d{1,9}(,\d{1,9}){0,99}$/) }),
    access: permitted(ROLE_PERMISSIONS.remove),
  }),
  /** The departments for the custom data scope, with the role's own checked. */
  deptTree: endpoint<RoleDeptTree>()({
    feature: 'role',
    action: 'deptTree',
    method: 'GET',
    path: `${BASE}/deptTree/:id`,
    params: idParam,
    access: permitted(ROLE_PERMISSIONS.query),
  }),
  allocatedList: endpoint<Page<RoleUserRow>>()({
    feature: 'role',
    action: 'allocatedList',
    method: 'GET',
    path: `${BASE}/authUser/allocatedList`,
    query: roleUsersQuery,
    access: permitted(ROLE_PERMISSIONS.list),
  }),
  unallocatedList: endpoint<Page<RoleUserRow>>()({
    feature: 'role',
    action: 'unallocatedList',
    method: 'GET',
    path: `${BASE}/authUser/unallocatedList`,
    query: roleUsersQuery,
    access: permitted(ROLE_PERMISSIONS.list),
  }),
  cancel: endpoint<number>()({
    feature: 'role',
    action: 'cancelUser',
    method: 'PUT',
    path: `${BASE}/authUser/cancel`,
    body: roleUserRequest,
    access: permitted(ROLE_PERMISSIONS.edit),
  }),
  cancelAll: endpoint<number>()({
    feature: 'role',
    action: 'cancelUsers',
    method: 'PUT',
    path: `${BASE}/authUser/cancelAll`,
    body: roleUsersRequest,
    access: permitted(ROLE_PERMISSIONS.edit),
  }),
  selectAll: endpoint<number>()({
    feature: 'role',
    action: 'assignUsers',
    method: 'PUT',
    path: `${BASE}/authUser/selectAll`,
    body: roleUsersRequest,
    access: permitted(ROLE_PERMISSIONS.edit),
  }),
  /** The filtered roles as an export file, fetched through /common/download. */
  export: endpoint<string>()({
    feature: 'role',
    action: 'export',
    method: 'GET',
    path: `${BASE}/export`,
    query: roleFilters,
    access: permitted(ROLE_PERMISSIONS.export),
  }),
} as const;

/** The role dialog's typed fields. */
export interface RoleForm {
  roleName: string;
  roleKey: string;
  roleSort: string;
  remark: string;
}

export function roleFormErrors(values: RoleForm): Partial<Record<keyof RoleForm, string>> {
  return schemaErrors<RoleForm>(roleCreateRequest, { ...values, roleSort: values.roleSort.trim() || Number.NaN });
}
