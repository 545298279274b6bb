// 字典管理: dictionaries and their values for the system administrator, and every page's read of a
// dictionary by type.
import {
  type DictDataCreateRequest,
  type DictDataFilters,
  type DictDataListQuery,
  type DictDataUpdateRequest,
  type DictItemCreateRequest,
  type DictItemsQuery,
  type DictItemUpdateRequest,
  type DictTypeCreateRequest,
  type DictTypeFilters,
  type DictTypeListQuery,
  type DictTypeUpdateRequest,
  DICT_ENDPOINTS as ENDPOINTS,
} from '../contract/dict';
import { createDictionaries } from '../dict/dictionaries';
import type { HttpClient } from '../http/client';
import { call } from './call';

export type { DictDataRow, DictItem, DictOption, DictTypeRow } from '../contract/dict';

export function createDictApi(http: HttpClient) {
  const byIds = (ids: number[]) => ({ params: { ids: ids.join(',') } });
  return {
    typeList: (query: DictTypeListQuery) => call(http, ENDPOINTS.typeList, { query }),
    typeOptions: () => call(http, ENDPOINTS.typeOptions, {}),
    typeGet: (id: number) => call(http, ENDPOINTS.typeGet, { params: { id } }),
    typeAdd: (body: DictTypeCreateRequest) => call(http, ENDPOINTS.typeAdd, { body }),
    typeUpdate: (body: DictTypeUpdateRequest) => call(http, ENDPOINTS.typeUpdate, { body }),
    typeRemove: (ids: number[]) => call(http, ENDPOINTS.typeRemove, byIds(ids)),
    refreshCache: () => call(http, ENDPOINTS.refreshCache, {}),
    /** Writes the export file; answers its name for /common/download. */
    typeExport: (filters: DictTypeFilters) => call(http, ENDPOINTS.typeExport, { query: filters }),
    dataList: (query: DictDataListQuery) => call(http, ENDPOINTS.dataList, { query }),
    dataGet: (id: number) => call(http, ENDPOINTS.dataGet, { params: { id } }),
    dataByType: (type: string) => call(http, ENDPOINTS.dataByType, { params: { type } }),
    dataAdd: (body: DictDataCreateRequest) => call(http, ENDPOINTS.dataAdd, { body }),
    dataUpdate: (body: DictDataUpdateRequest) => call(http, ENDPOINTS.dataUpdate, { body }),
    dataRemove: (ids: number[]) => call(http, ENDPOINTS.dataRemove, byIds(ids)),
    dataExport: (filters: DictDataFilters) => call(http, ENDPOINTS.dataExport, { query: filters }),
    items: (query: DictItemsQuery) => call(http, ENDPOINTS.items, { query }),
    itemAdd: (body: DictItemCreateRequest) => call(http, ENDPOINTS.itemAdd, { body }),
    itemUpdate: (id: number, body: DictItemUpdateRequest) => call(http, ENDPOINTS.itemUpdate, { params: { id }, body }),
    itemRemove: (id: number) => call(http, ENDPOINTS.itemRemove, { params: { id } }),
  };
}

export type DictApi = ReturnType<typeof createDictApi>;

/** The cached dictionaries of one page load, read through dataByType. */
export function createDictionaryCache(api: Pick<DictApi, 'dataByType'>) {
  return createDictionaries(async (type) => {
    const answer = await api.dataByType(type);
    return answer.code === '00000' ? (answer.data ?? []) : null;
  });
}
