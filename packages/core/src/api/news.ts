// News, bulletins and the public notice page under the deployment's {module} prefix.
import {
  type BulletinCreateRequest,
  type BulletinUpdateRequest,
  NEWS_ENDPOINTS as ENDPOINTS,
  type NewsCreateRequest,
  type NewsListQuery,
  type NewsUpdateRequest,
  type PublicityListQuery,
  type PublicityType,
} from '../contract/news';
import type { HttpClient } from '../http/client';
import { call } from './call';

export type { NewsDetail, NewsRow, PublicityDetail, PublicityRow } from '../contract/news';

export function createNewsApi(http: HttpClient, module: string) {
  const at = { module };
  return {
    list: (query: NewsListQuery) => call(http, ENDPOINTS.list, { query }, at),
    get: (newsId: number) => call(http, ENDPOINTS.get, { params: { id: newsId } }, at),
    create: (body: NewsCreateRequest) => call(http, ENDPOINTS.create, { body }, at),
    update: (body: NewsUpdateRequest) => call(http, ENDPOINTS.update, { body }, at),
    remove: (ids: number[]) => call(http, ENDPOINTS.remove, { params: { ids: ids.join(',') } }, at),
    bulletin: (bulletinId: number) => call(http, ENDPOINTS.bulletin, { params: { id: bulletinId } }, at),
    createBulletin: (body: BulletinCreateRequest) => call(http, ENDPOINTS.createBulletin, { body }, at),
    updateBulletin: (body: BulletinUpdateRequest) => call(http, ENDPOINTS.updateBulletin, { body }, at),
    removeBulletins: (ids: number[]) => call(http, ENDPOINTS.removeBulletins, { params: { ids: ids.join(',') } }, at),
    /** The public notice page: only items marked public, with or without a token. */
    publicList: (query: PublicityListQuery) => call(http, ENDPOINTS.publicList, { query }, at),
    publicItem: (type: PublicityType, id: number) => call(http, ENDPOINTS.publicItem, { params: { type, id } }, at),
  };
}

export type NewsApi = ReturnType<typeof createNewsApi>;
