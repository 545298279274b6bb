// The auth service: login, logout, the session's user and its menu routes. The server validates
// with these schemas; the SPA imports only the inferred types and the endpoints. zod/mini, as the
// login page loads this file (contract/endpoint.ts, Schema).
import * as z from 'zod/mini';
import type { CaptchaResult, LoginResult, Principal, ServerRoute, UserInfo } from '../api/types';
import { endpoint, PUBLIC } from './endpoint';

export const loginRequest = z.object({
  // SPEC §5: the login username is trimmed.
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  verCode: z.optional(z.string().check(z.trim(), z.maxLength(16))),
  verKey: z.optional(z.string().check(z.maxLength(64))),
  typeOf: z.optional(z.enum(['1', '2'])),
  grant_type: z.literal('password'),
  businessClientId: z.optional(z.string().check(z.maxLength(64))),
  /** The second factor of an account that has enabled it: a TOTP code or a recovery code. */
  mfaCode: z.optional(z.string().check(z.trim(), z.maxLength(32))),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const routesByRoleRequest = z.object({
  clientId: z.string().check(z.minLength(1), z.maxLength(64)),
  roleCode: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type RoutesByRoleRequest = z.input<typeof routesByRoleRequest>;

export const routesRequest = z.object({ clientId: z.optional(z.string().check(z.maxLength(64))) });

export const pageExistsQuery = z.object({
  path: z.string().check(z.minLength(1), z.maxLength(255)),
});
export type PageExistsQuery = z.input<typeof pageExistsQuery>;

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
  /**
   * Whether a path is a page of the platform (any account's menu page, of this flavour, or a
   * layout route): the shell asks for a path outside the caller's own pages, to show the
   * no-permission page rather than the not-found one. Only the yes or no, never the menu.
   */
  pageExists: endpoint<boolean>()({
    feature: 'auth',
    action: 'pageExists',
    method: 'GET',
    path: `${AUTH}/api/v1/routes/exists`,
    query: pageExistsQuery,
  }),
  routesByRole: endpoint<ServerRoute[]>()({
    feature: 'auth',
    action: 'routesByRole',
    method: 'POST',
    path: `${AUTH}/api/v1/getRoutesByRole`,
    body: routesByRoleRequest,
  }),
} as const;
