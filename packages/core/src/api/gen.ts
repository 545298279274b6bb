// 代码生成: imported tables, their column settings, the preview and the generated form draft.
import {
  GEN_ENDPOINTS as ENDPOINTS,
  type GenCreateRequest,
  type GenListQuery,
  type GenUpdateRequest,
} from '../contract/gen';
import type { HttpClient } from '../http/client';
import { call } from './call';

export type {
  GenColumnRow,
  GenDbTable,
  GenFormResult,
  GenPreview,
  GenSource,
  GenTableDetail,
  GenTableRow,
} from '../contract/gen';

export function createGenApi(http: HttpClient) {
  return {
    list: (query: GenListQuery) => call(http, ENDPOINTS.list, { query }),
    dbList: (query: GenListQuery) => call(http, ENDPOINTS.dbList, { query }),
    importTable: (tables: string[]) => call(http, ENDPOINTS.importTable, { body: { tables } }),
    createTable: (body: GenCreateRequest) => call(http, ENDPOINTS.createTable, { body }),
    get: (tableId: number) => call(http, ENDPOINTS.get, { params: { tableId } }),
    update: (body: GenUpdateRequest) => call(http, ENDPOINTS.update, { body }),
    remove: (tableIds: number[]) => call(http, ENDPOINTS.remove, { params: { tableIds: tableIds.join(',') } }),
    synchDb: (tableName: string) => call(http, ENDPOINTS.synchDb, { params: { tableName } }),
    preview: (tableId: number) => call(http, ENDPOINTS.preview, { params: { tableId } }),
    genForm: (tableId: number) => call(http, ENDPOINTS.genForm, { params: { tableId } }),
  };
}

export type GenApi = ReturnType<typeof createGenApi>;
