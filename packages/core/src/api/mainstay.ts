// The enterprise records (gov-collective mainstay): completion checks, staff's page of
// enterprises, completing the company information and the enterprise information pages.
import {
  MAINSTAY_ENDPOINTS as ENDPOINTS,
  type EnterpriseChangeLogRequest,
  type EnterpriseContactRequest,
  type EnterpriseUpdateRequest,
  type ImproveEntInfoRequest,
  type MainstayPageRequest,
} from '../contract/mainstay';
import type { HttpClient } from '../http/client';
import { call } from './call';

export {
  type CompanyBaseInfo,
  ENTERPRISE_FIELDS,
  type EnterpriseBasic,
  type EnterpriseChange,
  type EnterpriseContact,
  type EnterpriseField,
  type EnterpriseGroup,
  type EnterpriseInfo,
} from '../contract/mainstay';

export function createMainstayApi(http: HttpClient) {
  return {
    /** Whether the enterprise's information exists and is complete (the session guard asks). */
    judgeExist: (id: number) => call(http, ENDPOINTS.judgeExist, { body: { id } }),
    /** Whether an enterprise with this credit code is already registered (registration asks, tokenless). */
    creditCodeRegistered: (creditCode: string) =>
      call(http, ENDPOINTS.judgeExist, { body: { creditCode } }, { tokenless: true }),
    /** Government staff only: a page of enterprises, ordered by id, filtered by name. */
    enterprises: (query: MainstayPageRequest) => call(http, ENDPOINTS.page, { body: query }),

    baseCheck: (id?: number) => call(http, ENDPOINTS.baseCheck, { body: id ? { id } : {} }),
    improveEntInfo: (body: ImproveEntInfoRequest) => call(http, ENDPOINTS.improveEntInfo, { body }),
    groups: () => call(http, ENDPOINTS.groups, { body: {} }),
    /** A code to a new contact phone of one's own enterprise. */
    sendVerificationCode: (phone: string) => call(http, ENDPOINTS.sendVerificationCode, { body: { phone } }),

    enterprise: (id?: number) => call(http, ENDPOINTS.get, { body: id === undefined ? {} : { id } }),
    updateEnterprise: (body: EnterpriseUpdateRequest) => call(http, ENDPOINTS.update, { body }),
    updateContact: (body: EnterpriseContactRequest) => call(http, ENDPOINTS.updateContact, { body }),
    changeLog: (query: EnterpriseChangeLogRequest) => call(http, ENDPOINTS.changeLog, { body: query }),
  };
}

export type MainstayApi = ReturnType<typeof createMainstayApi>;
