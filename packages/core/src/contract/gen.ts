// 代码生成 (SPEC §7 /code/gen, §2 /gen/edit/{tableId}): staff bring a table's structure in, from the
// platform's own business tables or a pasted CREATE TABLE, set each column's label, display type and
// dictionary, preview the form, and generate a form definition draft that 表单定义 previews and
// publishes. The system administrator (and admin) holds the permissions.
import { z } from 'zod';
import type { Page } from '../api/types';
import { DICT_TYPE_PATTERN } from '../dict/dictRules';
import { FORM_KEY_PATTERN } from '../forms/importDefinition';
import {
  GEN_FIELD_PATTERN,
  GEN_HTML_TYPES,
  GEN_MAX_COLUMNS,
  GEN_NAME_PATTERN,
  GEN_QUERY_TYPES,
  GEN_VALUE_TYPES,
  type GenColumnSettings,
} from '../gen/columns';
import { CREATE_TABLE_MAX_CHARS } from '../gen/createTable';
import { GEN_TEXT as T } from '../messages/gen';
import { endpoint, permitted } from './endpoint';
import { recordId } from './ids';
import { filterText, pageFields } from './paging';
import { schemaErrors } from './schemaErrors';

export const GEN_PERMISSIONS = {
  list: 'tool:gen:list',
  query: 'tool:gen:query',
  import: 'tool:gen:import',
  edit: 'tool:gen:edit',
  remove: 'tool:gen:remove',
  preview: 'tool:gen:preview',
  code: 'tool:gen:code',
} as const;

export const GEN_SOURCES = ['db', 'sql'] as const;
export type GenSource = (typeof GEN_SOURCES)[number];

export const genFilters = z.object({ tableName: filterText(64), tableComment: filterText(100) });
export type GenFilters = z.input<typeof genFilters>;
export const genListQuery = z.object({ ...pageFields(10, 200), ...genFilters.shape });
export type GenListQuery = z.input<typeof genListQuery>;

const tableName = z.string().trim().regex(GEN_NAME_PATTERN, T.tableNameFormat);

export const genImportRequest = z.object({ tables: z.array(tableName).min(1, T.importNone).max(50) });
export type GenImportRequest = z.input<typeof genImportRequest>;

export const genCreateRequest = z.object({
  sql: z.string().trim().min(1, T.sqlRequired).max(CREATE_TABLE_MAX_CHARS, T.parse.tooLong(CREATE_TABLE_MAX_CHARS)),
});
export type GenCreateRequest = z.input<typeof genCreateRequest>;

export const genColumnUpdate = z.object({
  columnId: recordId,
  fieldName: z.string().trim().regex(GEN_FIELD_PATTERN, T.badFieldName),
  label: z.string().trim().min(1, T.labelRequired).max(100, T.tooLong(T.columns.label, 100)),
  valueType: z.enum(GEN_VALUE_TYPES),
  htmlType: z.enum(GEN_HTML_TYPES),
  dictType: z
    .string()
    .trim()
    .max(100)
    .refine((value) => value === '' || DICT_TYPE_PATTERN.test(value), T.dictTypeFormat)
    .default(''),
  required: z.boolean().default(false),
  isForm: z.boolean().default(true),
  isList: z.boolean().default(false),
  queryType: z.enum(GEN_QUERY_TYPES).default(''),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
export type GenColumnUpdate = z.input<typeof genColumnUpdate>;

const genTableFields = {
  tableComment: z.string().trim().max(200, T.tooLong(T.tableComment, 200)).default(''),
  formTitle: z.string().trim().min(1, T.formTitleRequired).max(100, T.tooLong(T.formTitle, 100)),
  formKey: z.string().trim().regex(FORM_KEY_PATTERN, T.formKeyInvalid),
  columnsPerRow: z.union([z.literal(1), z.literal(2)]).default(1),
  remark: z.string().trim().max(500, T.tooLong(T.remark, 500)).default(''),
};

export const genUpdateRequest = z.object({
  tableId: recordId,
  ...genTableFields,
  columns: z.array(genColumnUpdate).min(1).max(GEN_MAX_COLUMNS),
});
export type GenUpdateRequest = z.input<typeof genUpdateRequest>;

/** An imported table (gen_table). */
export interface GenTableRow {
  tableId: number;
  tableName: string;
  tableComment: string;
  formTitle: string;
  formKey: string;
  columnsPerRow: 1 | 2;
  source: GenSource;
  remark: string;
  createTime: string;
  updateTime: string;
}

/** A column's settings (gen_table_column). */
export interface GenColumnRow extends GenColumnSettings {
  columnId: number;
}

export interface GenTableDetail {
  table: GenTableRow;
  columns: GenColumnRow[];
}

/** A business table the import dialog offers. */
export interface GenDbTable {
  tableName: string;
  tableComment: string;
}

/** What 生成表单 would save: the definition and its title. */
export interface GenPreview {
  title: string;
  formKey: string;
  content: Record<string, unknown>;
}

/** The draft 生成表单 saved in 表单定义. */
export interface GenFormResult {
  definitionId: number;
  formKey: string;
  version: number;
  title: string;
}

const BASE = '/code/gen';
const tableIdParam = z.object({ tableId: z.coerce.number().int().positive().max(2_147_483_647) });
const tableIdsParam = z.object({ tableIds: z.string().regex(/^\d{1,9}(,\d{1,9}){0,99}$/) });

export const GEN_ENDPOINTS = {
  list: endpoint<Page<GenTableRow>>()({
    feature: 'gen',
    action: 'list',
    method: 'GET',
    path: `${BASE}/list`,
    query: genListQuery,
    access: permitted(GEN_PERMISSIONS.list),
  }),
  /** The platform's business tables not imported yet (never accounts, sessions, secrets or logs). */
  dbList: endpoint<Page<GenDbTable>>()({
    feature: 'gen',
    action: 'list',
    method: 'GET',
    path: `${BASE}/db/list`,
    query: genListQuery,
    access: permitted(GEN_PERMISSIONS.list),
  }),
  /** Imports business tables by name; answers how many. */
  importTable: endpoint<number>()({
    feature: 'gen',
    action: 'import',
    method: 'POST',
    path: `${BASE}/importTable`,
    body: genImportRequest,
    access: permitted(GEN_PERMISSIONS.import),
  }),
  /** Creates tables from CREATE TABLE text (read, never run); answers them. */
  createTable: endpoint<GenTableRow[]>()({
    feature: 'gen',
    action: 'createTable',
    method: 'POST',
    path: `${BASE}/createTable`,
    body: genCreateRequest,
    access: permitted(GEN_PERMISSIONS.import),
  }),
  get: endpoint<GenTableDetail>()({
    feature: 'gen',
    action: 'get',
    method: 'GET',
    path: `${BASE}/:tableId`,
    params: tableIdParam,
    access: permitted(GEN_PERMISSIONS.query),
  }),
  update: endpoint<GenTableDetail>()({
    feature: 'gen',
    action: 'update',
    method: 'PUT',
    path: BASE,
    body: genUpdateRequest,
    access: permitted(GEN_PERMISSIONS.edit),
  }),
  remove: endpoint<number>()({
    feature: 'gen',
    action: 'delete',
    method: 'DELETE',
    path: `${BASE}/:tableIds`,
    params: tableIdsParam,
    access: permitted(GEN_PERMISSIONS.remove),
  }),
  /** Reads an imported business table's columns again: settings of kept columns stay. */
  synchDb: endpoint<GenTableDetail>()({
    feature: 'gen',
    action: 'synchDb',
    method: 'PUT',
    path: `${BASE}/synchDb/:tableName`,
    params: z.object({ tableName }),
    access: permitted(GEN_PERMISSIONS.edit),
  }),
  preview: endpoint<GenPreview>()({
    feature: 'gen',
    action: 'get',
    method: 'GET',
    path: `${BASE}/preview/:tableId`,
    params: tableIdParam,
    access: permitted(GEN_PERMISSIONS.preview),
  }),
  /** Saves the form as a draft in 表单定义 (the next version of its form key). */
  genForm: endpoint<GenFormResult>()({
    feature: 'gen',
    action: 'genForm',
    method: 'POST',
    path: `${BASE}/genForm/:tableId`,
    params: tableIdParam,
    access: permitted(GEN_PERMISSIONS.code),
  }),
} as const;

/** The edit page's table fields. */
export interface GenTableForm {
  tableComment: string;
  formTitle: string;
  formKey: string;
  remark: string;
}

/** The edit page's checks of the table fields, the server's own. */
export function genTableFormErrors(values: GenTableForm): Partial<Record<keyof GenTableForm, string>> {
  return schemaErrors<GenTableForm>(z.object(genTableFields), values);
}

/** A column's problem as the server would say it, or '' (the edit page marks the row). */
export function genColumnProblem(column: Pick<GenColumnSettings, 'fieldName' | 'label'>): string {
  if (!GEN_FIELD_PATTERN.test(column.fieldName.trim())) return T.badFieldName;
  if (!column.label.trim()) return T.labelRequired;
  if (column.label.trim().length > 100) return T.tooLong(T.columns.label, 100);
  return '';
}

/** The field names given to more than one column. */
export function duplicateFieldNames(columns: ReadonlyArray<Pick<GenColumnSettings, 'fieldName'>>): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const { fieldName } of columns) {
    const name = fieldName.trim();
    if (seen.has(name)) twice.add(name);
    seen.add(name);
  }
  return [...twice];
}
