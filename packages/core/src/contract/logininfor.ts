// 登录日志 (SPEC §7 /system/logininfor): every login attempt, read by the audit and security
// administrators; unlocking an account locked by failures is the security administrator's. No call
// edits or deletes a record.
import { z } from 'zod';
import type { Page } from '../api/types';
import { endpoint, permitted } from './endpoint';
import { filterChoice, filterDay, filterText, pageFields } from './paging';

export const LOGININFOR_PERMISSIONS = {
  list: 'monitor:logininfor:list',
  export: 'monitor:logininfor:export',
  unlock: 'monitor:logininfor:unlock',
} as const;

export const loginLogFilters = z.object({
  ipaddr: filterText(64),
  userName: filterText(64),
  /** '0' success, '1' failure (RuoYi's codes). */
  status: filterChoice(['0', '1']),
  /** From this day (inclusive), Asia/Shanghai. */
  beginDate: filterDay(),
  /** To this day (inclusive), Asia/Shanghai. */
  endDate: filterDay(),
});
export type LoginLogFilters = z.input<typeof loginLogFilters>;

export const loginLogListQuery = z.object({ ...pageFields(20, 200), ...loginLogFilters.shape });
export type LoginLogListQuery = z.input<typeof loginLogListQuery>;

export interface LoginLogRow {
  infoId: number;
  userName: string;
  ipaddr: string;
  browser: string;
  os: string;
  status: '0' | '1';
  msg: string;
  loginTime: string;
  /** The account or this address is locked by failed attempts now. */
  locked: boolean;
}

export const loginUnlockRequest = z.object({
  userName: z.string().trim().min(1).max(64),
  /** The address to unlock as well (the row's). */
  ipaddr: z.string().trim().max(64).optional(),
});
export type LoginUnlockRequest = z.input<typeof loginUnlockRequest>;

const BASE = '/system/logininfor';

export const LOGININFOR_ENDPOINTS = {
  list: endpoint<Page<LoginLogRow>>()({
    feature: 'logininfor',
    action: 'list',
    method: 'GET',
    path: `${BASE}/list`,
    query: loginLogListQuery,
    access: permitted(LOGININFOR_PERMISSIONS.list),
  }),
  /** Writes the filtered records to an export file fetched through /common/download. */
  exportFile: endpoint<string>()({
    feature: 'logininfor',
    action: 'export',
    method: 'POST',
    path: `${BASE}/export`,
    body: loginLogFilters,
    access: permitted(LOGININFOR_PERMISSIONS.export),
  }),
  unlock: endpoint<null>()({
    feature: 'logininfor',
    action: 'unlock',
    method: 'PUT',
    path: `${BASE}/unlock`,
    body: loginUnlockRequest,
    access: permitted(LOGININFOR_PERMISSIONS.unlock),
  }),
} as const;
