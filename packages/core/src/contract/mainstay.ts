// The enterprise records (gov-collective mainstay): whether an enterprise's information is
// complete, staff's page of enterprises, completing the company information (base/check,
// improveEntInfo, getAllGroup, sendVerificationCode) and the enterprise information pages (get,
// update, updateMainstayInfo, changeLog). An enterprise account reads and changes only its own.
import { z } from 'zod';
import type { MainstayRow, Page } from '../api/types';
import { COMPANY_INFO_TEXT } from '../messages';
import {
  ADDRESS_MAX,
  EMAIL_MAX,
  isSafeText,
  isValidEmail,
  REGION_MIN_LEVEL,
  regionLevel,
} from '../validate/registration';
import { endpoint, LOGGED_IN, PUBLIC_IDENTIFIED, staffOnly } from './endpoint';
import { creditCode, enterpriseName, personName, phone } from './fields';
import { pageFields } from './paging';
import type { SmsSent } from './registration';

/**
 * mainstay/judge/exist: with id (a logged-in caller), whether that enterprise's information is
 * complete; with creditCode (tokenless, from registration), whether the code is already registered.
 */
export const judgeExistRequest = z.union([
  z.object({
    id: z.union([
      z.number().int().positive(),
      z
        .string()
        .regex(/^\d{1,12}$/)
        .transform(Number),
    ]),
  }),
  z.object({ creditCode }),
]);
export type JudgeExistRequest = z.input<typeof judgeExistRequest>;

/** mainstay/base/check: one's own enterprise (government staff name one). */
export const baseCheckRequest = z.object({ id: z.number().int().positive().optional() });
export type BaseCheckRequest = z.input<typeof baseCheckRequest>;

/** mainstay/sendVerificationCode: a code to the new contact phone. */
export const sendVerificationCodeRequest = z.object({ phone });
export type SendVerificationCodeRequest = z.input<typeof sendVerificationCodeRequest>;

/** mainstay/base/improveEntInfo: completes (or updates) one's own enterprise's information. */
export const improveEntInfoRequest = z.object({
  enterpriseName,
  legalPerson: personName(COMPANY_INFO_TEXT.legalPersonInvalid),
  groupId: z.number().int().positive().nullable().default(null),
  regionCode: z
    .string()
    .trim()
    .refine((code) => regionLevel(code) >= REGION_MIN_LEVEL, { message: COMPANY_INFO_TEXT.regionTooShallow }),
  address: z
    .string()
    .trim()
    .refine((value) => isSafeText(value, 2, ADDRESS_MAX), { message: COMPANY_INFO_TEXT.addressInvalid }),
  contactName: personName(COMPANY_INFO_TEXT.contactNameInvalid),
  contactPhone: phone,
  smsCode: z.string().trim().max(6).optional(),
  contactEmail: z
    .string()
    .trim()
    .max(EMAIL_MAX)
    .refine((value) => value === '' || isValidEmail(value), { message: COMPANY_INFO_TEXT.emailInvalid })
    .default(''),
});
export type ImproveEntInfoRequest = z.input<typeof improveEntInfoRequest>;

/** Government staff's page of enterprises (the 下发 dialog picks from it). */
export const mainstayPageRequest = z.object({
  ...pageFields(10, 100),
  name: z.string().trim().max(100).optional(),
  /** true: only enterprises whose information is complete; false: only those whose is not. */
  complete: z.boolean().optional(),
});
export type MainstayPageRequest = z.input<typeof mainstayPageRequest>;

const id = z.union([
  z.number().int().positive().max(2_147_483_647),
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
]);
const text = z.string().max(500);

/** mainstay/get: no body for one's own enterprise; government staff may name another. */
export const enterpriseGetRequest = z.object({ id: id.optional() });
export type EnterpriseGetRequest = z.input<typeof enterpriseGetRequest>;

/** mainstay/update: the registered information. creditCode only from government staff. */
export const enterpriseUpdateRequest = z.object({
  /** Defaults to the caller's own enterprise. */
  id: id.optional(),
  name: text,
  creditCode: text.optional(),
  legalPerson: text,
  groupId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  regionCode: z.string().max(12),
  address: text,
  /** The updatedAt the editor started from; a newer record refuses the change. */
  updatedAt: z.string().max(64).optional(),
});
export type EnterpriseUpdateRequest = z.input<typeof enterpriseUpdateRequest>;

/** mainstay/updateMainstayInfo: the contact information; a new phone comes with its SMS code. */
export const enterpriseContactRequest = z.object({
  id: id.optional(),
  contactName: text,
  contactPhone: z.string().max(32),
  contactEmail: text.optional().default(''),
  smsCode: z.string().max(16).optional(),
  updatedAt: z.string().max(64).optional(),
});
export type EnterpriseContactRequest = z.input<typeof enterpriseContactRequest>;

export const enterpriseChangeLogRequest = z.object({
  id: id.optional(),
  ...pageFields(10, 100),
});
export type EnterpriseChangeLogRequest = z.input<typeof enterpriseChangeLogRequest>;

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

const BASE = '/gov-collective/api/v1/mainstay';

export const MAINSTAY_ENDPOINTS = {
  /**
   * With id (a logged-in caller, the session guard), whether that enterprise's information is
   * complete; with creditCode (registration, without a token), whether it is registered.
   */
  judgeExist: endpoint<boolean>()({
    feature: 'mainstay',
    action: 'judgeExist',
    method: 'POST',
    path: `${BASE}/judge/exist`,
    body: judgeExistRequest,
    access: PUBLIC_IDENTIFIED,
  }),
  /** Government staff's page of enterprises (the 下发 dialog and the filing filter pick from it). */
  page: endpoint<Page<MainstayRow>>()({
    feature: 'mainstay',
    action: 'list',
    method: 'POST',
    path: `${BASE}/page`,
    body: mainstayPageRequest,
    access: staffOnly(),
  }),
  baseCheck: endpoint<CompanyBaseInfo>()({
    feature: 'mainstay',
    action: 'baseCheck',
    method: 'POST',
    path: `${BASE}/base/check`,
    body: baseCheckRequest,
    access: LOGGED_IN,
  }),
  improveEntInfo: endpoint<CompanyBaseInfo>()({
    feature: 'mainstay',
    action: 'improveEntInfo',
    method: 'POST',
    path: `${BASE}/base/improveEntInfo`,
    body: improveEntInfoRequest,
  }),
  groups: endpoint<EnterpriseGroup[]>()({
    feature: 'mainstay',
    action: 'groups',
    method: 'POST',
    path: `${BASE}/getAllGroup`,
  }),
  /** A code to a new contact phone of one's own enterprise. */
  sendVerificationCode: endpoint<SmsSent>()({
    feature: 'mainstay',
    action: 'sendVerificationCode',
    method: 'POST',
    path: `${BASE}/sendVerificationCode`,
    body: sendVerificationCodeRequest,
  }),
  get: endpoint<EnterpriseInfo>()({
    feature: 'mainstay',
    action: 'get',
    method: 'POST',
    path: `${BASE}/get`,
    body: enterpriseGetRequest,
  }),
  update: endpoint<EnterpriseInfo>()({
    feature: 'mainstay',
    action: 'update',
    method: 'POST',
    path: `${BASE}/update`,
    body: enterpriseUpdateRequest,
  }),
  updateContact: endpoint<EnterpriseInfo>()({
    feature: 'mainstay',
    action: 'updateMainstayInfo',
    method: 'POST',
    path: `${BASE}/updateMainstayInfo`,
    body: enterpriseContactRequest,
  }),
  changeLog: endpoint<Page<EnterpriseChange>>()({
    feature: 'mainstay',
    action: 'changeLog',
    method: 'POST',
    path: `${BASE}/changeLog`,
    body: enterpriseChangeLogRequest,
  }),
} as const;
