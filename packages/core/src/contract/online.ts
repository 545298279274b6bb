// 在线用户 (SPEC §7 /system/online): every live session, and the forced logout of one or several,
// for the security administrator (and admin).
import { z } from 'zod';
import type { Page } from '../api/types';
import { endpoint, permitted } from './endpoint';
import { filterText, pageFields } from './paging';

export const ONLINE_PERMISSIONS = {
  list: 'monitor:online:list',
  forceLogout: 'monitor:online:forceLogout',
} as const;

export const onlineFilters = z.object({
  ipaddr: filterText(64),
  /** Login name or name. */
  userName: filterText(64),
});
export type OnlineFilters = z.input<typeof onlineFilters>;

export const onlineListQuery = z.object({ ...pageFields(20, 200), ...onlineFilters.shape });
export type OnlineListQuery = z.input<typeof onlineListQuery>;

export interface OnlineRow {
  /** The session's id (the token's jti). */
  tokenId: string;
  userName: string;
  fullName: string;
  /** Department (staff) or enterprise (enterprise accounts). */
  organisation: string;
  ipaddr: string;
  browser: string;
  os: string;
  loginTime: string;
  lastAccessTime: string;
  /** The caller's own session (a forced logout of it ends the caller's work). */
  current: boolean;
}

const SESSION_ID = /^[0-9a-f-]{36}$/;

export const onlineForceParams = z.object({
  tokenIds: z
    .string()
    .transform((value) => value.split(','))
    .pipe(z.array(z.string().regex(SESSION_ID)).min(1).max(200)),
});

export interface OnlineForceResult {
  count: number;
}

const BASE = '/system/online';

export const ONLINE_ENDPOINTS = {
  list: endpoint<Page<OnlineRow>>()({
    feature: 'online',
    action: 'list',
    method: 'GET',
    path: `${BASE}/list`,
    query: onlineListQuery,
    access: permitted(ONLINE_PERMISSIONS.list),
  }),
  /** Ends the sessions at once on every server process (each request reads its session row). */
  forceLogout: endpoint<OnlineForceResult>()({
    feature: 'online',
    action: 'forceLogout',
    method: 'DELETE',
    path: `${BASE}/:tokenIds`,
    params: onlineForceParams,
    access: permitted(ONLINE_PERMISSIONS.forceLogout),
  }),
} as const;
