// 安全设置 and the caller's own security state.
import {
  SECURITY_ENDPOINTS as ENDPOINTS,
  type SecuritySettingsRequest,
  type SingleSessionRequest,
} from '../contract/security';
import type { HttpClient } from '../http/client';
import { call } from './call';

export type { PasswordChangeReason, SecuritySettingsForm, SessionSecurity } from '../contract/security';

export function createSecurityApi(http: HttpClient) {
  return {
    get: () => call(http, ENDPOINTS.get, {}),
    update: (body: SecuritySettingsRequest) => call(http, ENDPOINTS.update, { body }),
    session: () => call(http, ENDPOINTS.session, {}),
    singleSessions: () => call(http, ENDPOINTS.singleSessions, {}),
    setSingleSession: (body: SingleSessionRequest) => call(http, ENDPOINTS.setSingleSession, { body }),
  };
}

export type SecurityApi = ReturnType<typeof createSecurityApi>;
