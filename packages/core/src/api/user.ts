// 用户管理: accounts, their roles, import and export.
import {
  USER_ENDPOINTS as ENDPOINTS,
  type UserAuthRoleRequest,
  type UserCreateRequest,
  type UserFilters,
  type UserListQuery,
  type UserResetPasswordRequest,
  type UserUpdateRequest,
} from '../contract/user';
import type { HttpClient } from '../http/client';
import { call } from './call';

export type {
  EnterpriseOption,
  RoleOption,
  UserAuthRole,
  UserDetail,
  UserFormOptions,
  UserImportResult,
  UserImportRowResult,
  UserRow,
} from '../contract/user';

export interface UserImportOptions {
  updateSupport: boolean;
  allOrNothing: boolean;
  /** Only check the rows and answer what would happen. */
  preview: boolean;
  /** The initial password of the accounts the import adds. */
  password: string;
}

export function createUserApi(http: HttpClient) {
  return {
    list: (query: UserListQuery) => call(http, ENDPOINTS.list, { query }),
    deptTree: () => call(http, ENDPOINTS.deptTree, {}),
    formOptions: () => call(http, ENDPOINTS.formOptions, {}),
    enterprises: (keyword: string) => call(http, ENDPOINTS.enterprises, { query: { keyword } }),
    get: (id: number) => call(http, ENDPOINTS.get, { params: { id } }),
    add: (body: UserCreateRequest) => call(http, ENDPOINTS.add, { body }),
    update: (body: UserUpdateRequest) => call(http, ENDPOINTS.update, { body }),
    remove: (ids: number[]) => call(http, ENDPOINTS.remove, { params: { ids: ids.join(',') } }),
    changeStatus: (userId: number, status: '0' | '1') =>
      call(http, ENDPOINTS.changeStatus, { body: { userId, status } }),
    resetPassword: (body: UserResetPasswordRequest) => call(http, ENDPOINTS.resetPassword, { body }),
    authRole: (id: number) => call(http, ENDPOINTS.authRole, { params: { id } }),
    saveAuthRole: (body: UserAuthRoleRequest) => call(http, ENDPOINTS.saveAuthRole, { body }),
    importData: (file: Blob, fileName: string, options: UserImportOptions) => {
      const form = new FormData();
      // The fields go before the file: the server reads them as the parts arrive.
      form.append('updateSupport', String(options.updateSupport));
      form.append('allOrNothing', String(options.allOrNothing));
      form.append('preview', String(options.preview));
      form.append('password', options.password);
      form.append('file', file, fileName);
      return call(http, ENDPOINTS.importData, { body: form });
    },
    /** Writes the import template; answers its name for /common/download. */
    importTemplate: () => call(http, ENDPOINTS.importTemplate, {}),
    /** Writes the export file; answers its name for /common/download. */
    exportFile: (filters: UserFilters) => call(http, ENDPOINTS.export, { query: filters }),
  };
}

export type UserApi = ReturnType<typeof createUserApi>;
