// 岗位管理: the posts staff hold.
import {
  POST_ENDPOINTS as ENDPOINTS,
  type PostCreateRequest,
  type PostFilters,
  type PostListQuery,
  type PostUpdateRequest,
} from '../contract/post';
import type { HttpClient } from '../http/client';
import { call } from './call';

export type { PostOption, PostRow } from '../contract/post';

export function createPostApi(http: HttpClient) {
  return {
    list: (query: PostListQuery) => call(http, ENDPOINTS.list, { query }),
    options: () => call(http, ENDPOINTS.options, {}),
    get: (id: number) => call(http, ENDPOINTS.get, { params: { id } }),
    add: (body: PostCreateRequest) => call(http, ENDPOINTS.add, { body }),
    update: (body: PostUpdateRequest) => call(http, ENDPOINTS.update, { body }),
    remove: (ids: number[]) => call(http, ENDPOINTS.remove, { params: { ids: ids.join(',') } }),
    /** Writes the export file; answers its name for /common/download. */
    exportFile: (filters: PostFilters) => call(http, ENDPOINTS.export, { query: filters }),
  };
}

export type PostApi = ReturnType<typeof createPostApi>;
