// The map: features in an extent, one feature's details, and the map data staff manage.
import {
  MAP_ENDPOINTS as ENDPOINTS,
  type MapAddRequest,
  type MapDetailsQuery,
  type MapFeaturesQuery,
  type MapImportRequest,
  type MapListQuery,
  type MapMoveRequest,
  type MapRowFilters,
  type MapUpdateRequest,
} from '../contract/map';
import type { HttpClient } from '../http/client';
import { call } from './call';

export type { MapDetails, MapFeature, MapFeatureCollection, MapImportResult, MapRow } from '../contract/map';

export function createMapApi(http: HttpClient) {
  return {
    features: (query: MapFeaturesQuery) => call(http, ENDPOINTS.features, { query }),
    details: (query: MapDetailsQuery) => call(http, ENDPOINTS.details, { query }),
    list: (query: MapListQuery) => call(http, ENDPOINTS.list, { query }),
    add: (body: MapAddRequest) => call(http, ENDPOINTS.add, { body }),
    update: (body: MapUpdateRequest) => call(http, ENDPOINTS.update, { body }),
    move: (body: MapMoveRequest) => call(http, ENDPOINTS.move, { body }),
    remove: (ids: number[]) => call(http, ENDPOINTS.remove, { params: { ids: ids.join(',') } }),
    importRows: (body: MapImportRequest) => call(http, ENDPOINTS.import, { body }),
    importSheet: (file: Blob, fileName: string) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return call(http, ENDPOINTS.importSheet, { body: form });
    },
    /** Writes the export file; answers its name for /common/download. */
    exportFile: (filters: MapRowFilters) => call(http, ENDPOINTS.export, { query: filters }),
  };
}

export type MapApi = ReturnType<typeof createMapApi>;
