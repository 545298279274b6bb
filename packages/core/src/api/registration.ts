// Registration and completing company information: gov-user base-account (sendMessage, register),
// gov-collective mainstay (judge/exist by credit code, base/check, base/improveEntInfo, getAllGroup,
// sendVerificationCode), gov-system areaFive/getAllLevel and the SMS outbox (docs/PROTOCOL.md).
import type {
  AreaLevelRequest,
  ImproveEntInfoRequest,
  RegisterRequest,
  SendMessageRequest,
  SmsOutboxPageRequest,
} from '../contract/registration';
import type { HttpClient } from '../http/client';
import type { Page } from './types';

/** What a send-code call answers: where it went (masked) and when another may be asked for. */
export interface SmsSent {
  phone: string;
  /** Seconds until the same phone may ask again. */
  resendAfter: number;
  /** Minutes the code stays valid. */
  expiresIn: number;
}

export interface RegisterResult {
  /** The login name of the new account: its phone number. */
  username: string;
  mainstayId: number;
}

/** One division of the five-level region tree (province, city, district, town, village). */
export interface AreaNode {
  code: string;
  name: string;
  level: number;
  parentCode: string | null;
  /** Villages have no divisions below them. */
  leaf: boolean;
}

export interface EnterpriseGroup {
  id: number;
  name: string;
}

/** What mainstay/base/check answers: the enterprise's information and what it still lacks. */
export interface CompanyBaseInfo {
  id: number;
  enterpriseName: string;
  creditCode: string;
  legalPerson: string;
  groupId: number | null;
  groupName: string;
  regionCode: string;
  /** Names from the province down, e.g. 江苏省 / 南京市 / 玄武区. */
  regionNames: string[];
  address: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  /** The logged-in user's own (verified) phone: using it as contact phone needs no new code. */
  accountPhone: string;
  infoComplete: boolean;
  /** Required fields still empty (keys of the improveEntInfo body). */
  missing: string[];
}

export interface SmsOutboxRow {
  id: number;
  phone: string;
  scene: string;
  content: string;
  createTime: string;
}

const ACCOUNT = '/gov-user/api/v1/base-account';
const MAINSTAY = '/gov-collective/api/v1/mainstay';

export function createRegistrationApi(http: HttpClient) {
  return {
    /** Sends a registration code to a phone that has no account yet (tokenless, rate-limited). */
    sendMessage: (body: SendMessageRequest) =>
      http.request<SmsSent>({ url: `${ACCOUNT}/sendMessage`, method: 'POST', tokenless: true, data: body }),
    register: (body: RegisterRequest) =>
      http.request<RegisterResult>({ url: `${ACCOUNT}/register`, method: 'POST', tokenless: true, data: body }),
    /** Whether an enterprise with this credit code is already registered (tokenless). */
    creditCodeRegistered: (creditCode: string) =>
      http.request<boolean>({ url: `${MAINSTAY}/judge/exist`, method: 'POST', tokenless: true, data: { creditCode } }),

    baseCheck: (id?: number) =>
      http.request<CompanyBaseInfo>({ url: `${MAINSTAY}/base/check`, method: 'POST', data: id ? { id } : {} }),
    improveEntInfo: (body: ImproveEntInfoRequest) =>
      http.request<CompanyBaseInfo>({ url: `${MAINSTAY}/base/improveEntInfo`, method: 'POST', data: body }),
    groups: () => http.request<EnterpriseGroup[]>({ url: `${MAINSTAY}/getAllGroup`, method: 'POST', data: {} }),
    /** A code to a new contact phone of one's own enterprise. */
    sendVerificationCode: (phone: string) =>
      http.request<SmsSent>({ url: `${MAINSTAY}/sendVerificationCode`, method: 'POST', data: { phone } }),

    /** The divisions directly below parentCode; the provinces without one. */
    areas: (body: AreaLevelRequest = {}) =>
      http.request<AreaNode[]>({
        url: '/gov-system/api/v1/areaFive/getAllLevel',
        method: 'POST',
        tokenless: true,
        data: body,
      }),

    /** Government staff (system:smsOutbox:list): the messages the outbox sender kept. */
    outbox: (query: SmsOutboxPageRequest) =>
      http.request<Page<SmsOutboxRow>>({ url: '/gov-system/api/v1/smsOutbox/page', method: 'POST', data: query }),
  };
}

export type RegistrationApi = ReturnType<typeof createRegistrationApi>;
