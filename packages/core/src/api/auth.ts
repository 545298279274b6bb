import type { LoginRequest } from '../contract/auth';
import type { HttpClient } from '../http/client';
import { basicAuthHeader, type ClientCredentials, WEB_CLIENT } from './clientCredentials';
import type { CaptchaResult, LoginResult, Principal, ServerRoute, UserInfo } from './types';

/** The gov-auth service (SPEC §7 "Auth and system"). */
export function createAuthApi(http: HttpClient, client: ClientCredentials = WEB_CLIENT) {
  return {
    captcha: () => http.request<CaptchaResult>({ url: '/gov-auth/captcha', method: 'POST', tokenless: true }),

    login: (form: Omit<LoginRequest, 'grant_type' | 'businessClientId'>) =>
      http.request<LoginResult>({
        url: '/gov-auth/oauth/token',
        method: 'POST',
        tokenless: true,
        headers: { Authorization: basicAuthHeader(client.clientId, client.clientSecret) },
        data: {
          ...form,
          username: form.username.trim(),
          grant_type: 'password',
          businessClientId: client.businessClientId,
        },
      }),

    logout: () => http.request<null>({ url: '/gov-auth/oauth/logout', method: 'POST' }),

    me: () => http.request<Principal>({ url: '/gov-auth/api/v1/me', method: 'POST' }),

    getUserInfo: (token: string) =>
      http.request<UserInfo>({
        url: '/gov-auth/api/v1/getUserInfo',
        method: 'POST',
        headers: { accessToken: token, clientId: client.clientId, clientSecret: client.clientSecret },
      }),

    routes: () =>
      http.request<ServerRoute[]>({
        url: '/gov-auth/api/v1/routes',
        method: 'POST',
        data: { clientId: client.clientId },
      }),

    routesByRole: (roleCode: string) =>
      http.request<ServerRoute[]>({
        url: '/gov-auth/api/v1/getRoutesByRole',
        method: 'POST',
        data: { clientId: client.clientId, roleCode },
      }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
