import { AUTH_ENDPOINTS as ENDPOINTS, type LoginRequest } from '../contract/auth';
import type { HttpClient } from '../http/client';
import { call } from './call';
import { basicAuthHeader, type ClientCredentials, WEB_CLIENT } from './clientCredentials';

/** The gov-auth service (SPEC §7 "Auth and system"). */
export function createAuthApi(http: HttpClient, client: ClientCredentials = WEB_CLIENT) {
  return {
    captcha: () => call(http, ENDPOINTS.captcha, {}),

    login: (form: Omit<LoginRequest, 'grant_type' | 'businessClientId'>) =>
      call(
        http,
        ENDPOINTS.login,
        {
          body: {
            ...form,
            username: form.username.trim(),
            grant_type: 'password',
            businessClientId: client.businessClientId,
          },
        },
        { headers: { Authorization: basicAuthHeader(client.clientId, client.clientSecret) } },
      ),

    logout: () => call(http, ENDPOINTS.logout, {}),

    me: () => call(http, ENDPOINTS.me, {}),

    getUserInfo: (token: string) =>
      call(
        http,
        ENDPOINTS.userInfo,
        {},
        { headers: { accessToken: token, clientId: client.clientId, clientSecret: client.clientSecret } },
      ),

    routes: () => call(http, ENDPOINTS.routes, { body: { clientId: client.clientId } }),

    pageExists: (path: string) => call(http, ENDPOINTS.pageExists, { query: { path } }),

    routesByRole: (roleCode: string) =>
      call(http, ENDPOINTS.routesByRole, { body: { clientId: client.clientId, roleCode } }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
