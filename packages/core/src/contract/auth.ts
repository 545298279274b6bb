// The auth service: login, logout, the session's user and its menu routes. The server validates
// with these schemas; the SPA imports only the inferred types and the endpoints.
import { z } from 'zod';
import type { CaptchaResult, LoginResult, Principal, ServerRoute, UserInfo } from '../api/types';
import { endpoint, PUBLIC } from './endpoint';

export const loginRequest = z.object({
  // SPEC §5: the login username is trimmed.
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  verCode: z.string().trim().max(16).optional(),
  verKey: z.string().max(64).optional(),
  typeOf: z.enum(['1', '2']).optional(),
  grant_type: z.literal('password'),
  businessClientId: z.string().max(64).optional(),
  /** The second factor of an account that has enabled it: a TOTP code or a recovery code. */
  mfaCode: z.string().trim().max(32).optional(),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const routesByRoleRequest = z.object({
  clientId: z.string().min(1).max(64),
  roleCode: z.string().min(1).max(64),
});
export type RoutesByRoleRequest = z.input<typeof routesByRoleRequest>;

export const routesRequest = z.object({ clientId: z.string().max(64).optional() });

const AUTH = '/gov-auth';

/** The gov-auth service (SPEC §7 "Auth and system"). */
export const AUTH_ENDPOINTS = {
  captcha: endpoint<CaptchaResult>()({
    feature: 'auth',
    action: 'captcha',
    method: 'POST',
    path: `${AUTH}/captcha`,
    access: PUBLIC,
  }),
  /** The password login; the OAuth client's basic-auth pair goes in the Authorization header. */
  login: endpoint<LoginResult>()({
    feature: 'auth',
    action: 'login',
    method: 'POST',
    path: `${AUTH}/oauth/token`,
    body: loginRequest,
    access: PUBLIC,
  }),
  logout: endpoint<null>()({ feature: 'auth', action: 'logout', method: 'POST', path: `${AUTH}/oauth/logout` }),
  me: endpoint<Principal>()({ feature: 'auth', action: 'me', method: 'POST', path: `${AUTH}/api/v1/me` }),
  /** Headers accessToken, clientId and clientSecret (SPEC §7). */
  userInfo: endpoint<UserInfo>()({
    feature: 'auth',
    action: 'userInfo',
    method: 'POST',
    path: `${AUTH}/api/v1/getUserInfo`,
  }),
  routes: endpoint<ServerRoute[]>()({
    feature: 'auth',
    action: 'routes',
    method: 'POST',
    path: `${AUTH}/api/v1/routes`,
    body: routesRequest,
  }),
  routesByRole: endpoint<ServerRoute[]>()({
    feature: 'auth',
    action: 'routesByRole',
    method: 'POST',
    path: `${AUTH}/api/v1/getRoutesByRole`,
    body: routesByRoleRequest,
  }),
} as const;
