// 字典管理 (SPEC §7 /system/dict/type and /system/dict/data, SPEC §3's dictionary item and the
// /jsedc-system/api/v1/dict-items calls): one set of tables behind all three. Every signed-in page
// reads a dictionary's values by type; only the system administrator changes them.
import { z } from 'zod';
import type { Page } from '../api/types';
import { DICT_LIMITS, DICT_LIST_CLASSES, DICT_TYPE_PATTERN, DICT_VALUE_PATTERN } from '../dict/dictRules';
import { DICT_TEXT as T } from '../messages/dict';
import { endpoint, LOGGED_IN, permitted } from './endpoint';
import { recordId } from './ids';
import { filterChoice, filterText, pageFields } from './paging';

/**
 * A record's field holding a value of one of the platform's dictionaries (consulting category,
 * news column…): its shape is checked here, its presence in the dictionary by the server.
 */
export const dictValueField = (label: string) =>
  z
    .string()
    .trim()
    .min(1, T.required(label))
    .max(DICT_LIMITS.value, T.notAValue(label))
    .regex(DICT_VALUE_PATTERN, T.notAValue(label));

export const DICT_PERMISSIONS = {
  list: 'system:dict:list',
  query: 'system:dict:query',
  add: 'system:dict:add',
  edit: 'system:dict:edit',
  remove: 'system:dict:remove',
  export: 'system:dict:export',
} as const;

const status = filterChoice(['0', '1']);
const typeCode = z
  .string()
  .trim()
  .min(1, T.required(T.type))
  .max(DICT_LIMITS.type, T.tooLong(T.type, DICT_LIMITS.type))
  .regex(DICT_TYPE_PATTERN, T.typeFormat);

export const dictTypeFilters = z.object({ dictName: filterText(100), dictType: filterText(100), status });
export type DictTypeFilters = z.input<typeof dictTypeFilters>;
export const dictTypeListQuery = z.object({ ...pageFields(10, 200), ...dictTypeFilters.shape });
export type DictTypeListQuery = z.input<typeof dictTypeListQuery>;

const dictTypeFields = {
  dictName: z.string().trim().min(1, T.required(T.name)).max(DICT_LIMITS.name, T.tooLong(T.name, DICT_LIMITS.name)),
  dictType: typeCode,
  status: z.enum(['0', '1']).default('0'),
  remark: z.string().trim().max(DICT_LIMITS.remark, T.tooLong(T.remark, DICT_LIMITS.remark)).default(''),
};
export const dictTypeCreateRequest = z.object(dictTypeFields);
export type DictTypeCreateRequest = z.input<typeof dictTypeCreateRequest>;
export const dictTypeUpdateRequest = z.object({ dictId: recordId, ...dictTypeFields });
export type DictTypeUpdateRequest = z.input<typeof dictTypeUpdateRequest>;

export const dictDataFilters = z.object({ dictType: typeCode, dictLabel: filterText(100), status });
export type DictDataFilters = z.input<typeof dictDataFilters>;
export const dictDataListQuery = z.object({ ...pageFields(10, 200), ...dictDataFilters.shape });
export type DictDataListQuery = z.input<typeof dictDataListQuery>;

const dictDataFields = {
  dictType: typeCode,
  dictLabel: z
    .string()
    .trim()
    .min(1, T.required(T.label))
    .max(DICT_LIMITS.label, T.tooLong(T.label, DICT_LIMITS.label)),
  dictValue: z
    .string()
    .trim()
    .min(1, T.required(T.value))
    .max(DICT_LIMITS.value, T.tooLong(T.value, DICT_LIMITS.value))
    .regex(DICT_VALUE_PATTERN, T.valueFormat),
  dictSort: z.coerce.number().int(T.sortRange).min(0, T.sortRange).max(9999, T.sortRange).default(0),
  isDefault: z.boolean().default(false),
  status: z.enum(['0', '1']).default('0'),
  listClass: z.enum(DICT_LIST_CLASSES).default('default'),
  cssClass: z
    .string()
    .trim()
    .max(DICT_LIMITS.cssClass, T.tooLong(T.cssClass, DICT_LIMITS.cssClass))
    .regex(/^[\w\s-]*$/, T.cssFormat)
    .default(''),
  remark: z.string().trim().max(DICT_LIMITS.remark, T.tooLong(T.remark, DICT_LIMITS.remark)).default(''),
};
export const dictDataCreateRequest = z.object(dictDataFields);
export type DictDataCreateRequest = z.input<typeof dictDataCreateRequest>;
export const dictDataUpdateRequest = z.object({ dictCode: recordId, ...dictDataFields });
export type DictDataUpdateRequest = z.input<typeof dictDataUpdateRequest>;

/** SPEC §3's dictionary item, as the dict-items calls carry it. */
export interface DictItem {
  id: number;
  dictCode: string;
  dictValue: string;
  dictLabel: string;
}
export const dictItemsQuery = z.object({
  ...pageFields(10, 500),
  dictCode: filterText(100),
  dictLabel: filterText(100),
  dictValue: filterText(100),
  /** 'list' answers every matching item, without paging. */
  queryMode: filterChoice(['list', 'page']),
});
export type DictItemsQuery = z.input<typeof dictItemsQuery>;
const dictItemFields = {
  dictCode: typeCode,
  dictLabel: dictDataFields.dictLabel,
  dictValue: dictDataFields.dictValue,
  sort: dictDataFields.dictSort,
};
export const dictItemCreateRequest = z.object(dictItemFields);
export type DictItemCreateRequest = z.input<typeof dictItemCreateRequest>;
export const dictItemUpdateRequest = z.object({
  dictLabel: dictItemFields.dictLabel,
  dictValue: dictItemFields.dictValue,
  sort: dictItemFields.sort,
});
export type DictItemUpdateRequest = z.input<typeof dictItemUpdateRequest>;

/** A dictionary (RuoYi's sys_dict_type). */
export interface DictTypeRow {
  dictId: number;
  dictName: string;
  dictType: string;
  status: '0' | '1';
  builtin: boolean;
  remark: string;
  updateBy: string;
  updateTime: string;
  createTime: string;
}

/** A dictionary value (RuoYi's sys_dict_data). */
export interface DictDataRow {
  dictCode: number;
  dictType: string;
  dictLabel: string;
  dictValue: string;
  dictSort: number;
  isDefault: boolean;
  status: '0' | '1';
  listClass: (typeof DICT_LIST_CLASSES)[number];
  cssClass: string;
  remark: string;
  updateBy: string;
  updateTime: string;
}

/** What a page needs of one enabled value to offer and show it. */
export interface DictOption {
  value: string;
  label: string;
  listClass: (typeof DICT_LIST_CLASSES)[number];
  cssClass: string;
  isDefault: boolean;
}

const TYPES = '/system/dict/type';
const DATA = '/system/dict/data';
const ITEMS = '/jsedc-system/api/v1/dict-items';
const id = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const ids = z.object({ ids: z.string().regex(/^\d{1,9}(,\d{1,9}){0,99}$/) });

export const DICT_ENDPOINTS = {
  typeList: endpoint<Page<DictTypeRow>>()({
    feature: 'dict',
    action: 'list',
    method: 'GET',
    path: `${TYPES}/list`,
    query: dictTypeListQuery,
    access: permitted(DICT_PERMISSIONS.list),
  }),
  /** Every dictionary, for the data page's switcher and the form generator's choices. */
  typeOptions: endpoint<DictTypeRow[]>()({
    feature: 'dict',
    action: 'list',
    method: 'GET',
    path: `${TYPES}/optionselect`,
    access: permitted(DICT_PERMISSIONS.list),
  }),
  typeGet: endpoint<DictTypeRow>()({
    feature: 'dict',
    action: 'get',
    method: 'GET',
    path: `${TYPES}/:id`,
    params: id,
    access: permitted(DICT_PERMISSIONS.query),
  }),
  typeAdd: endpoint<DictTypeRow>()({
    feature: 'dict',
    action: 'add',
    method: 'POST',
    path: TYPES,
    body: dictTypeCreateRequest,
    access: permitted(DICT_PERMISSIONS.add),
  }),
  typeUpdate: endpoint<DictTypeRow>()({
    feature: 'dict',
    action: 'update',
    method: 'PUT',
    path: TYPES,
    body: dictTypeUpdateRequest,
    access: permitted(DICT_PERMISSIONS.edit),
  }),
  typeRemove: endpoint<number>()({
    feature: 'dict',
    action: 'delete',
    method: 'DELETE',
    path: `${TYPES}/:ids`,
    params: ids,
    access: permitted(DICT_PERMISSIONS.remove),
  }),
  /** Drops this process's cached dictionaries; the others follow within 5 seconds. */
  refreshCache: endpoint<null>()({
    feature: 'dict',
    action: 'clearCache',
    method: 'DELETE',
    path: `${TYPES}/refreshCache`,
    access: permitted(DICT_PERMISSIONS.remove),
  }),
  typeExport: endpoint<string>()({
    feature: 'dict',
    action: 'export',
    method: 'GET',
    path: `${TYPES}/export`,
    query: dictTypeFilters,
    access: permitted(DICT_PERMISSIONS.export),
  }),
  dataList: endpoint<Page<DictDataRow>>()({
    feature: 'dict',
    action: 'list',
    method: 'GET',
    path: `${DATA}/list`,
    query: dictDataListQuery,
    access: permitted(DICT_PERMISSIONS.list),
  }),
  dataGet: endpoint<DictDataRow>()({
    feature: 'dict',
    action: 'get',
    method: 'GET',
    path: `${DATA}/:id`,
    params: id,
    access: permitted(DICT_PERMISSIONS.query),
  }),
  /** A dictionary's enabled values in order: what every page offers and shows. */
  dataByType: endpoint<DictOption[]>()({
    feature: 'dict',
    action: 'list',
    method: 'GET',
    path: `${DATA}/type/:type`,
    params: z.object({ type: z.string().regex(DICT_TYPE_PATTERN).max(DICT_LIMITS.type) }),
    access: LOGGED_IN,
  }),
  dataAdd: endpoint<DictDataRow>()({
    feature: 'dict',
    action: 'add',
    method: 'POST',
    path: DATA,
    body: dictDataCreateRequest,
    access: permitted(DICT_PERMISSIONS.add),
  }),
  dataUpdate: endpoint<DictDataRow>()({
    feature: 'dict',
    action: 'update',
    method: 'PUT',
    path: DATA,
    body: dictDataUpdateRequest,
    access: permitted(DICT_PERMISSIONS.edit),
  }),
  dataRemove: endpoint<number>()({
    feature: 'dict',
    action: 'delete',
    method: 'DELETE',
    path: `${DATA}/:ids`,
    params: ids,
    access: permitted(DICT_PERMISSIONS.remove),
  }),
  dataExport: endpoint<string>()({
    feature: 'dict',
    action: 'export',
    method: 'GET',
    path: `${DATA}/export`,
    query: dictDataFilters,
    access: permitted(DICT_PERMISSIONS.export),
  }),
  /** SPEC §3: with queryMode list, every matching item; else a page of them. */
  items: endpoint<DictItem[] | Page<DictItem>>()({
    feature: 'dict',
    action: 'list',
    method: 'GET',
    path: ITEMS,
    query: dictItemsQuery,
    access: LOGGED_IN,
  }),
  itemAdd: endpoint<DictItem>()({
    feature: 'dict',
    action: 'add',
    method: 'POST',
    path: ITEMS,
    body: dictItemCreateRequest,
    access: permitted(DICT_PERMISSIONS.add),
  }),
  itemUpdate: endpoint<DictItem>()({
    feature: 'dict',
    action: 'update',
    method: 'PUT',
    path: `${ITEMS}/:id`,
    params: id,
    body: dictItemUpdateRequest,
    access: permitted(DICT_PERMISSIONS.edit),
  }),
  itemRemove: endpoint<number>()({
    feature: 'dict',
    action: 'delete',
    method: 'DELETE',
    path: `${ITEMS}/:id`,
    params: id,
    access: permitted(DICT_PERMISSIONS.remove),
  }),
} as const;
