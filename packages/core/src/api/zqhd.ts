// Government-enterprise interaction (政企互动) under the deployment's {module} prefix: consulting
// advice, news, bulletin details and management, and the public notice page (docs/PROTOCOL.md).
import type {
  BulletinCreateRequest,
  BulletinUpdateRequest,
  ConsultingCloseRequest,
  ConsultingCreateRequest,
  ConsultingListQuery,
  ConsultingReplyRequest,
  NewsCategory,
  NewsCreateRequest,
  NewsListQuery,
  NewsUpdateRequest,
  PublicityListQuery,
  PublicityType,
} from '../contract/zqhd';
import type { HttpClient } from '../http/client';
import type {
  ConsultingAbilities,
  ConsultingCategory,
  ConsultingKind,
  ConsultingRating,
  ConsultingStatus,
} from '../validate/consulting';
import type { Bulletin, Page } from './types';

export interface ConsultingFile {
  id: number;
  name: string;
  size: number;
  /** The path under /prod-api that serves the file to whoever may read the thread. */
  url: string;
}

export interface ConsultingRow {
  id: number;
  kind: ConsultingKind;
  category: ConsultingCategory;
  title: string;
  status: ConsultingStatus;
  rating: ConsultingRating | null;
  mainstayId: number;
  enterpriseName: string;
  cityName: string;
  askedBy: string;
  createTime: string;
  updateTime: string;
  answerTime: string;
  closeTime: string;
  /** Messages after the question: answers and follow-ups. */
  replies: number;
}

export interface ConsultingMessage {
  id: number;
  side: 'enterprise' | 'government';
  authorName: string;
  content: string;
  createTime: string;
  files: ConsultingFile[];
}

export interface ConsultingDetail extends ConsultingRow, ConsultingAbilities {
  contactName: string;
  contactPhone: string;
  /** The question first, then answers and follow-ups in order. */
  messages: ConsultingMessage[];
}

export interface ConsultingPage extends Page<ConsultingRow> {
  /** Threads per status under the same filters except the status itself. */
  counts: Record<ConsultingStatus, number>;
}

export interface NewsRow {
  newsId: number;
  title: string;
  category: NewsCategory;
  cityCode: string | null;
  cityName: string;
  source: string;
  summary: string;
  isPublic: boolean;
  viewCount: number;
  publishTime: string;
}

export interface NewsDetail extends NewsRow {
  /** Sanitised rich text; shown through SafeHtml. */
  content: string;
}

export interface PublicityRow {
  type: PublicityType;
  id: number;
  title: string;
  cityName: string;
  summary: string;
  publishTime: string;
}

export interface PublicityDetail extends PublicityRow {
  content: string;
}

export function createConsultingApi(http: HttpClient, module: string) {
  const base = `${module}/business/consulting`;
  return {
    list: (query: ConsultingListQuery) => http.request<ConsultingPage>({ url: `${base}/list`, params: query }),
    get: (id: number) => http.request<ConsultingDetail>({ url: `${base}/${id}` }),
    create: (body: ConsultingCreateRequest) => http.request<{ id: number }>({ url: base, method: 'POST', data: body }),
    answer: (body: ConsultingReplyRequest) => http.request<null>({ url: `${base}/answer`, method: 'POST', data: body }),
    followUp: (body: ConsultingReplyRequest) =>
      http.request<null>({ url: `${base}/followUp`, method: 'POST', data: body }),
    close: (body: ConsultingCloseRequest) => http.request<null>({ url: `${base}/close`, method: 'PUT', data: body }),
    withdraw: (id: number) => http.request<null>({ url: `${base}/${id}`, method: 'DELETE' }),
    /** An attachment of a thread as a blob (bearer token; PDF and images included). */
    file: (file: Pick<ConsultingFile, 'url'>) => http.request<Blob>({ url: file.url, responseType: 'blob' }),
  };
}

export type ConsultingApi = ReturnType<typeof createConsultingApi>;

export function createNewsApi(http: HttpClient, module: string) {
  const news = `${module}/business/news`;
  const bulletin = `${module}/business/bulletin`;
  const publicity = `${module}/business/publicity`;
  return {
    list: (query: NewsListQuery) => http.request<Page<NewsRow>>({ url: `${news}/list`, params: query }),
    get: (newsId: number) => http.request<NewsDetail>({ url: `${news}/${newsId}` }),
    create: (body: NewsCreateRequest) => http.request<{ newsId: number }>({ url: news, method: 'POST', data: body }),
    update: (body: NewsUpdateRequest) => http.request<null>({ url: news, method: 'PUT', data: body }),
    remove: (ids: number[]) => http.request<number>({ url: `${news}/${ids.join(',')}`, method: 'DELETE' }),
    bulletin: (bulletinId: number) => http.request<Bulletin>({ url: `${bulletin}/${bulletinId}` }),
    createBulletin: (body: BulletinCreateRequest) =>
      http.request<{ bulletinId: number }>({ url: bulletin, method: 'POST', data: body }),
    updateBulletin: (body: BulletinUpdateRequest) => http.request<null>({ url: bulletin, method: 'PUT', data: body }),
    removeBulletins: (ids: number[]) => http.request<number>({ url: `${bulletin}/${ids.join(',')}`, method: 'DELETE' }),
    /** The public notice page: only items marked public, with or without a token. */
    publicList: (query: PublicityListQuery) =>
      http.request<Page<PublicityRow>>({ url: `${publicity}/list`, params: query, tokenless: true }),
    publicItem: (type: PublicityType, id: number) =>
      http.request<PublicityDetail>({ url: `${publicity}/${type}/${id}`, tokenless: true }),
  };
}

export type NewsApi = ReturnType<typeof createNewsApi>;
