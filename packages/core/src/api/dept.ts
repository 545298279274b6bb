// 部门管理: the department tree.
import {
  type DeptCreateRequest,
  type DeptFilters,
  type DeptOrderRequest,
  type DeptUpdateRequest,
  DEPT_ENDPOINTS as ENDPOINTS,
} from '../contract/dept';
import type { HttpClient } from '../http/client';
import { call } from './call';

export type { DeptRow } from '../contract/dept';

export function createDeptApi(http: HttpClient) {
  return {
    list: (query: DeptFilters = {}) => call(http, ENDPOINTS.list, { query }),
    excludeChild: (id: number) => call(http, ENDPOINTS.excludeChild, { params: { id } }),
    get: (id: number) => call(http, ENDPOINTS.get, { params: { id } }),
    add: (body: DeptCreateRequest) => call(http, ENDPOINTS.add, { body }),
    update: (body: DeptUpdateRequest) => call(http, ENDPOINTS.update, { body }),
    order: (orders: DeptOrderRequest['orders']) => call(http, ENDPOINTS.order, { body: { orders } }),
    remove: (id: number) => call(http, ENDPOINTS.remove, { params: { id } }),
  };
}

export type DeptApi = ReturnType<typeof createDeptApi>;
