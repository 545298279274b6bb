// 菜单管理: the menu tree users' routes and permissions are built from.
import {
  MENU_ENDPOINTS as ENDPOINTS,
  type MenuCreateRequest,
  type MenuListQuery,
  type MenuOrderRequest,
  type MenuUpdateRequest,
} from '../contract/menu';
import type { HttpClient } from '../http/client';
import { call } from './call';

export type { MenuRow, MenuTreeNode, RoleMenuTree } from '../contract/menu';

export function createMenuApi(http: HttpClient) {
  return {
    list: (query: MenuListQuery = {}) => call(http, ENDPOINTS.list, { query }),
    get: (id: number) => call(http, ENDPOINTS.get, { params: { id } }),
    treeselect: () => call(http, ENDPOINTS.treeselect, {}),
    roleMenuTreeselect: (roleId: number) => call(http, ENDPOINTS.roleMenuTreeselect, { params: { id: roleId } }),
    add: (body: MenuCreateRequest) => call(http, ENDPOINTS.add, { body }),
    update: (body: MenuUpdateRequest) => call(http, ENDPOINTS.update, { body }),
    order: (orders: MenuOrderRequest['orders']) => call(http, ENDPOINTS.order, { body: { orders } }),
    remove: (id: number) => call(http, ENDPOINTS.remove, { params: { id } }),
  };
}

export type MenuApi = ReturnType<typeof createMenuApi>;
