// Two-factor authentication of the caller's own account.
import { MFA_ENDPOINTS as ENDPOINTS } from '../contract/mfa';
import type { HttpClient } from '../http/client';
import { call } from './call';

export type { MfaRecoveryCodes, MfaSetup, MfaStatus } from '../contract/mfa';

export function createMfaApi(http: HttpClient) {
  return {
    status: () => call(http, ENDPOINTS.status, {}),
    setup: () => call(http, ENDPOINTS.setup, {}),
    confirm: (mfaCode: string) => call(http, ENDPOINTS.confirm, { body: { mfaCode } }),
    disable: (mfaCode: string) => call(http, ENDPOINTS.disable, { body: { mfaCode } }),
  };
}

export type MfaApi = ReturnType<typeof createMfaApi>;
