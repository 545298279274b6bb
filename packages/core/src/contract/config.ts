// 参数设置 (SPEC §7: /system/config list, by id, by key, add, update, delete, clearCache, export):
// the system parameters for the system administrator; values checked per key (validate/parameterValue).
import { z } from 'zod';
import type { Page } from '../api/types';
import { SYS_CONFIG_TEXT } from '../messages/sysConfig';
import { CONFIG_KEY_PATTERN, CONFIG_LIMITS } from '../validate/parameterValue';
import { endpoint, permitted } from './endpoint';
import { filterChoice, filterText, pageFields } from './paging';

export const CONFIG_PERMISSIONS = {
  list: 'system:config:list',
  query: 'system:config:query',
  add: 'system:config:add',
  edit: 'system:config:edit',
  remove: 'system:config:remove',
  export: 'system:config:export',
} as const;

const T = SYS_CONFIG_TEXT;

export const configFilters = z.object({
  configName: filterText(100),
  configKey: filterText(100),
  configType: filterChoice(['Y', 'N']),
});
export type ConfigFilters = z.input<typeof configFilters>;

export const configListQuery = z.object({ ...pageFields(10, 200), ...configFilters.shape });
export type ConfigListQuery = z.input<typeof configListQuery>;

const configFields = {
  configName: z
    .string()
    .trim()
    .min(1, T.required(T.name))
    .max(CONFIG_LIMITS.name, T.tooLong(T.name, CONFIG_LIMITS.name)),
  configKey: z
    .string()
    .trim()
    .min(1, T.required(T.key))
    .max(CONFIG_LIMITS.key, T.tooLong(T.key, CONFIG_LIMITS.key))
    .regex(CONFIG_KEY_PATTERN, T.keyFormat),
  configValue: z.string().max(CONFIG_LIMITS.value, T.tooLong(T.value, CONFIG_LIMITS.value)),
  isPublic: z.boolean().default(false),
  remark: z.string().trim().max(CONFIG_LIMITS.remark, T.tooLong(T.remark, CONFIG_LIMITS.remark)).default(''),
};
export const configCreateRequest = z.object(configFields);
export type ConfigCreateRequest = z.input<typeof configCreateRequest>;
export const configUpdateRequest = z.object({ configId: z.number().int().positive(), ...configFields });
export type ConfigUpdateRequest = z.input<typeof configUpdateRequest>;

/** A parameter as the page shows it (RuoYi's sys_config: configType Y is built in). */
export interface ConfigRow {
  configId: number;
  configName: string;
  configKey: string;
  configValue: string;
  configType: 'Y' | 'N';
  isPublic: boolean;
  remark: string;
  updateBy: string;
  updateTime: string;
}

const BASE = '/system/config';
const ids = z.object({ ids: z.string().regex(/^\d{1,9}(,\d{1,9}){0,99}$/) });

export const CONFIG_ENDPOINTS = {
  list: endpoint<Page<ConfigRow>>()({
    feature: 'config',
    action: 'list',
    method: 'GET',
    path: `${BASE}/list`,
    query: configListQuery,
    access: permitted(CONFIG_PERMISSIONS.list),
  }),
  get: endpoint<ConfigRow>()({
    feature: 'config',
    action: 'get',
    method: 'GET',
    path: `${BASE}/:id`,
    params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
    access: permitted(CONFIG_PERMISSIONS.query),
  }),
  /** A parameter's value by its key (RuoYi's configKey/{key}). */
  byKey: endpoint<string | null>()({
    feature: 'config',
    action: 'get',
    method: 'GET',
    path: `${BASE}/configKey/:key`,
    params: z.object({ key: z.string().regex(/^[A-Za-z][A-Za-z0-9._-]{0,99}$/) }),
    access: permitted(CONFIG_PERMISSIONS.query),
  }),
  add: endpoint<ConfigRow>()({
    feature: 'config',
    action: 'add',
    method: 'POST',
    path: BASE,
    body: configCreateRequest,
    access: permitted(CONFIG_PERMISSIONS.add),
  }),
  update: endpoint<ConfigRow>()({
    feature: 'config',
    action: 'update',
    method: 'PUT',
    path: BASE,
    body: configUpdateRequest,
    access: permitted(CONFIG_PERMISSIONS.edit),
  }),
  remove: endpoint<number>()({
    feature: 'config',
    action: 'delete',
    method: 'DELETE',
    path: `${BASE}/:ids`,
    params: ids,
    access: permitted(CONFIG_PERMISSIONS.remove),
  }),
  /** Drops this process's cached parameters; the others follow within 5 seconds. */
  clearCache: endpoint<null>()({
    feature: 'config',
    action: 'clearCache',
    method: 'DELETE',
    path: `${BASE}/clearCache`,
    access: permitted(CONFIG_PERMISSIONS.remove),
  }),
  /** The filtered parameters as an export file, fetched through /common/download. */
  export: endpoint<string>()({
    feature: 'config',
    action: 'export',
    method: 'GET',
    path: `${BASE}/export`,
    query: configFilters,
    access: permitted(CONFIG_PERMISSIONS.export),
  }),
} as const;
