// 角色管理: roles, their data scope and the users holding them.
import {
  ROLE_ENDPOINTS as ENDPOINTS,
  type RoleCreateRequest,
  type RoleDataScopeRequest,
  type RoleFilters,
  type RoleListQuery,
  type RoleStatusRequest,
  type RoleUpdateRequest,
  type RoleUsersQuery,
} from '../contract/role';
import type { HttpClient } from '../http/client';
import { call } from './call';

export type { RoleDeptNode, RoleDeptTree, RoleRow, RoleUserRow } from '../contract/role';

export function createRoleApi(http: HttpClient) {
  return {
    list: (query: RoleListQuery) => call(http, ENDPOINTS.list, { query }),
    get: (id: number) => call(http, ENDPOINTS.get, { params: { id } }),
    add: (body: RoleCreateRequest) => call(http, ENDPOINTS.add, { body }),
    update: (body: RoleUpdateRequest) => call(http, ENDPOINTS.update, { body }),
    dataScope: (body: RoleDataScopeRequest) => call(http, ENDPOINTS.dataScope, { body }),
    changeStatus: (body: RoleStatusRequest) => call(http, ENDPOINTS.changeStatus, { body }),
    remove: (ids: number[]) => call(http, ENDPOINTS.remove, { params: { ids: ids.join(',') } }),
    deptTree: (id: number) => call(http, ENDPOINTS.deptTree, { params: { id } }),
    allocatedList: (query: RoleUsersQuery) => call(http, ENDPOINTS.allocatedList, { query }),
    unallocatedList: (query: RoleUsersQuery) => call(http, ENDPOINTS.unallocatedList, { query }),
    cancel: (roleId: number, userId: number) => call(http, ENDPOINTS.cancel, { body: { roleId, userId } }),
    cancelAll: (roleId: number, userIds: number[]) => call(http, ENDPOINTS.cancelAll, { body: { roleId, userIds } }),
    selectAll: (roleId: number, userIds: number[]) => call(http, ENDPOINTS.selectAll, { body: { roleId, userIds } }),
    /** Writes the export file; answers its name for /common/download. */
    exportFile: (filters: RoleFilters) => call(http, ENDPOINTS.export, { query: filters }),
  };
}

export type RoleApi = ReturnType<typeof createRoleApi>;
