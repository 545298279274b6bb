// The personal center and the password change (gov-user base-account, docs/PROTOCOL.md).
import { PROFILE_ENDPOINTS as ENDPOINTS, type UpdatePasswordRequest } from '../contract/profile';
import type { HttpClient } from '../http/client';
import { call } from './call';

export type { LoginRecord, UserProfile } from '../contract/profile';

export function createProfileApi(http: HttpClient) {
  return {
    profile: () => call(http, ENDPOINTS.profile, { body: {} }),
    updatePassword: (body: UpdatePasswordRequest) => call(http, ENDPOINTS.updatePassword, { body }),
  };
}

export type ProfileApi = ReturnType<typeof createProfileApi>;
