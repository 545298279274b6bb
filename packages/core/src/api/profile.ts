// The personal pages' calls: the caller's enterprise record (gov-collective mainstay get, update,
// updateMainstayInfo and its change log) and the account (gov-user base-account profile and
// updatePassword). docs/PROTOCOL.md lists the paths SPEC leaves open.
import type {
  EnterpriseChangeLogRequest,
  EnterpriseContactRequest,
  EnterpriseUpdateRequest,
  UpdatePasswordRequest,
} from '../contract/profile';
import type { HttpClient } from '../http/client';
import type { Page, UserType } from './types';

/** The enterprise's registered ("basic") information, changed through mainstay/update. */
export interface EnterpriseBasic {
  name: string;
  creditCode: string;
  legalPerson: string;
  /** The parent group (mainstay/getAllGroup), or null. */
  groupId: number | null;
  /** The five-level region code (areaFive), at least down to the district. */
  regionCode: string;
  address: string;
}

/** The enterprise's contact information, changed through mainstay/updateMainstayInfo. */
export interface EnterpriseContact {
  contactName: string;
  contactPhone: string;
  contactEmail: string;
}

/** The audited fields: group and region are recorded by name. */
export const ENTERPRISE_FIELDS = [
  'name',
  'creditCode',
  'legalPerson',
  'group',
  'region',
  'address',
  'contactName',
  'contactPhone',
  'contactEmail',
] as const;
export type EnterpriseField = (typeof ENTERPRISE_FIELDS)[number];

/** What mainstay/get answers: the enterprise record, empty strings for unset fields. */
export interface EnterpriseInfo extends EnterpriseBasic, EnterpriseContact {
  id: number;
  groupName: string;
  /** Names from the province down, e.g. 江苏省 / 南京市 / 玄武区. */
  regionNames: string[];
  cityName: string;
  /** The caller's own (verified) phone: using it as the contact phone needs no code. */
  accountPhone: string;
  infoComplete: boolean;
  /** ISO time of the last change; sent back with an update so a concurrent edit is noticed. */
  updatedAt: string;
  /** Whether the caller may change the credit code (government staff only). */
  creditCodeEditable: boolean;
  /** Whether a new contact phone must be confirmed with an SMS code (enterprise accounts). */
  contactCodeRequired: boolean;
}

/** One audited change of one field. */
export interface EnterpriseChange {
  id: number;
  field: EnterpriseField;
  oldValue: string;
  newValue: string;
  changedAt: string;
  changedBy: string;
  /** improveEntInfo: the first completion of the company information (/replenishCompanyInfo). */
  action: 'update' | 'updateMainstayInfo' | 'improveEntInfo';
}

export interface LoginRecord {
  id: number;
  time: string;
  ip: string;
  success: boolean;
  message: string;
}

/** The personal center: who the caller is, their roles and enterprise, their last logins. */
export interface UserProfile {
  id: number;
  username: string;
  fullName: string;
  nickname: string;
  phone: string;
  typeOf: UserType;
  deptName: string;
  createdAt: string;
  passwordChangedAt: string;
  roles: { code: string; name: string }[];
  enterprise: { id: number; name: string; creditCode: string; cityName: string } | null;
  activeSessions: number;
  lastLogins: LoginRecord[];
}

const MAINSTAY = '/gov-collective/api/v1/mainstay';
const ACCOUNT = '/gov-user/api/v1/base-account';

export function createProfileApi(http: HttpClient) {
  return {
    /** The caller's enterprise; government staff may name another by id. */
    enterprise: (id?: number) =>
      http.request<EnterpriseInfo>({ url: `${MAINSTAY}/get`, method: 'POST', data: id === undefined ? {} : { id } }),
    /** Changes the registered information; answers the record as saved. */
    updateEnterprise: (body: EnterpriseUpdateRequest) =>
      http.request<EnterpriseInfo>({ url: `${MAINSTAY}/update`, method: 'POST', data: body }),
    /** Changes the contact information; answers the record as saved. */
    updateContact: (body: EnterpriseContactRequest) =>
      http.request<EnterpriseInfo>({ url: `${MAINSTAY}/updateMainstayInfo`, method: 'POST', data: body }),
    /** The enterprise's audited changes, newest first. */
    changeLog: (query: EnterpriseChangeLogRequest) =>
      http.request<Page<EnterpriseChange>>({ url: `${MAINSTAY}/changeLog`, method: 'POST', data: query }),
    profile: () => http.request<UserProfile>({ url: `${ACCOUNT}/profile`, method: 'POST', data: {} }),
    /** Ends every session of the account on success. */
    updatePassword: (body: UpdatePasswordRequest) =>
      http.request<null>({ url: `${ACCOUNT}/updatePassword`, method: 'POST', data: body }),
  };
}

export type ProfileApi = ReturnType<typeof createProfileApi>;
