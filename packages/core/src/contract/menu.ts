// 菜单管理 (SPEC §7 /system/menu): the tree of directories, pages and buttons that every user's
// routes (/gov-auth/api/v1/routes) and permissions are built from. A page names a component the SPA
// has (routes/pages.ts), so no menu can lead to 页面暂不可用.
import { z } from 'zod';
import { SYS_MENU_TEXT as T } from '../messages/sysMenu';
import { MENU_ICONS } from '../routes/menuIcons';
import { endpoint, permitted } from './endpoint';
import { recordId } from './ids';
import { filterText } from './paging';
import { ROLE_PERMISSIONS } from './role';
import { schemaErrors } from './schemaErrors';

export const MENU_PERMISSIONS = {
  list: 'system:menu:list',
  query: 'system:menu:query',
  add: 'system:menu:add',
  edit: 'system:menu:edit',
  remove: 'system:menu:remove',
} as const;

export const MENU_LIMITS = { title: 50, path: 200, component: 255, perms: 100, query: 255, orderNum: 9999 } as const;

/** 'M' directory, 'C' page, 'F' button. */
export const MENU_TYPES = ['M', 'C', 'F'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

const status = z.enum(['0', '1']);

export const menuListQuery = z.object({
  menuName: filterText(50),
  status: status.optional().or(z.literal('').transform(() => undefined)),
});
export type MenuListQuery = z.input<typeof menuListQuery>;

const text = (label: string, max: number) => z.string().trim().max(max, T.tooLong(label, max)).default('');

const menuFields = {
  parentId: recordId.nullable().default(null),
  menuType: z.enum(MENU_TYPES, { error: T.typeUnknown }),
  menuName: z.string().trim().min(1, T.required(T.name)).max(MENU_LIMITS.title, T.tooLong(T.name, MENU_LIMITS.title)),
  icon: z.enum(['', ...MENU_ICONS], { error: T.iconUnknown }).default(''),
  /** Route path: a segment for a page or directory, or an http(s) address for an external link. */
  path: text(T.path, MENU_LIMITS.path),
  component: text(T.component, MENU_LIMITS.component),
  perms: text(T.perms, MENU_LIMITS.perms),
  /** Route parameters as JSON, e.g. {"id": 1}. */
  query: text(T.query, MENU_LIMITS.query),
  /** Opens the path as an external link (RuoYi's isFrame 0). */
  isFrame: z.boolean().default(false),
  /** Keep the page alive in the tab strip (RuoYi's isCache 0). */
  isCache: z.boolean().default(true),
  visible: z.boolean().default(true),
  status: status.default('0'),
  orderNum: z.coerce
    .number({ error: T.orderFormat })
    .int(T.orderFormat)
    .min(0, T.orderFormat)
    .max(MENU_LIMITS.orderNum, T.orderFormat),
};
export const menuCreateRequest = z.object(menuFields);
export type MenuCreateRequest = z.input<typeof menuCreateRequest>;
export const menuUpdateRequest = z.object({ menuId: recordId, ...menuFields });
/** The order typed into the tree table's rows, saved together. */
export const menuOrderRequest = z.object({
  orders: z
    .array(z.object({ menuId: recordId, orderNum: menuFields.orderNum }))
    .min(1)
    .max(1000),
});
export type MenuOrderRequest = z.input<typeof menuOrderRequest>;
export type MenuUpdateRequest = z.input<typeof menuUpdateRequest>;

/** A menu row as the page shows it (RuoYi's SysMenu). */
export interface MenuRow {
  menuId: number;
  parentId: number | null;
  menuType: MenuType;
  menuName: string;
  icon: string;
  path: string;
  component: string;
  perms: string;
  query: string;
  isFrame: boolean;
  isCache: boolean;
  visible: boolean;
  status: '0' | '1';
  orderNum: number;
}

/** A node of the permission tree a role is granted from. */
export interface MenuTreeNode {
  id: number;
  parentId: number | null;
  label: string;
  menuType: MenuType;
}

export interface RoleMenuTree {
  menus: MenuTreeNode[];
  checkedKeys: number[];
}

const BASE = '/system/menu';
const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const MENU_ENDPOINTS = {
  list: endpoint<MenuRow[]>()({
    feature: 'menu',
    action: 'list',
    method: 'GET',
    path: `${BASE}/list`,
    query: menuListQuery,
    access: permitted(MENU_PERMISSIONS.list),
  }),
  get: endpoint<MenuRow>()({
    feature: 'menu',
    action: 'get',
    method: 'GET',
    path: `${BASE}/:id`,
    params: idParam,
    access: permitted(MENU_PERMISSIONS.query),
  }),
  /** The whole tree to grant a new role from (the role page's dialog). */
  treeselect: endpoint<MenuTreeNode[]>()({
    feature: 'menu',
    action: 'treeselect',
    method: 'GET',
    path: `${BASE}/treeselect`,
    access: permitted(ROLE_PERMISSIONS.list),
  }),
  /** The tree with what `roleId` is granted checked. */
  roleMenuTreeselect: endpoint<RoleMenuTree>()({
    feature: 'menu',
    action: 'roleMenuTreeselect',
    method: 'GET',
    path: `${BASE}/roleMenuTreeselect/:id`,
    params: idParam,
    access: permitted(ROLE_PERMISSIONS.query),
  }),
  add: endpoint<MenuRow>()({
    feature: 'menu',
    action: 'add',
    method: 'POST',
    path: BASE,
    body: menuCreateRequest,
    access: permitted(MENU_PERMISSIONS.add),
  }),
  update: endpoint<MenuRow>()({
    feature: 'menu',
    action: 'update',
    method: 'PUT',
    path: BASE,
    body: menuUpdateRequest,
    access: permitted(MENU_PERMISSIONS.edit),
  }),
  /** Saves the order of several rows at once; answers how many changed. */
  order: endpoint<number>()({
    feature: 'menu',
    action: 'update',
    method: 'PUT',
    path: `${BASE}/order`,
    body: menuOrderRequest,
    access: permitted(MENU_PERMISSIONS.edit),
  }),
  remove: endpoint<null>()({
    feature: 'menu',
    action: 'delete',
    method: 'DELETE',
    path: `${BASE}/:id`,
    params: idParam,
    access: permitted(MENU_PERMISSIONS.remove),
  }),
} as const;

/** The menu dialog's typed fields. */
export interface MenuForm {
  menuName: string;
  path: string;
  perms: string;
  query: string;
  orderNum: string;
}

export function menuFormErrors(values: MenuForm, menuType: MenuType): Partial<Record<keyof MenuForm, string>> {
  const errors = schemaErrors<MenuForm>(menuCreateRequest, {
    ...values,
    menuType,
    orderNum: values.orderNum.trim() || Number.NaN,
  });
  if (menuType !== 'F' && !values.path.trim() && !errors.path) errors.path = T.required(T.path);
  if (values.query.trim() && !errors.query) {
    try {
      const parsed: unknown = JSON.parse(values.query);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) errors.query = T.queryFormat;
    } catch {
      errors.query = T.queryFormat;
    }
  }
  return errors;
}
