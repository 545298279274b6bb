// The operation log (/system/operlog): every write's record, read by the audit administrator (and
// admin); no endpoint changes or removes one.
import { z } from 'zod';
import type { Page } from '../api/types';
import { endpoint, permitted } from './endpoint';
import { idParam } from './ids';
import { filterChoice, filterDay, filterText, pageFields } from './paging';

export const OPERLOG_PERMISSIONS = {
  list: 'monitor:operlog:list',
  query: 'monitor:operlog:query',
  export: 'monitor:operlog:export',
  verify: 'monitor:operlog:verify',
} as const;

export const operLogFilters = z.object({
  module: filterText(40),
  /** Login name or name of the operator. */
  operator: filterText(64),
  status: filterChoice(['success', 'failure']),
  /** From this day (inclusive), Asia/Shanghai. */
  beginDate: filterDay(),
  /** To this day (inclusive), Asia/Shanghai. */
  endDate: filterDay(),
});
export type OperLogFilters = z.input<typeof operLogFilters>;

export const operLogPageRequest = z.object({ ...pageFields(20, 200), ...operLogFilters.shape });
export type OperLogPageRequest = z.input<typeof operLogPageRequest>;

export interface OperLogRow {
  id: number;
  module: string;
  action: string;
  method: string;
  path: string;
  username: string;
  fullName: string;
  organisation: string;
  ip: string;
  success: boolean;
  errorCode: string;
  errorMessage: string;
  durationMs: number;
  createTime: string;
}

export interface OperLogDetail extends OperLogRow {
  userAgent: string;
  targetIds: string;
  /** The targets with the names of the records they are today ('' where the module's records have none). */
  targetNames: string;
  params: string;
  hash: string;
  prevHash: string;
}

export interface OperLogVerification {
  /** Records whose hash was checked. */
  checked: number;
  /** The first record whose content or link to the one before it does not match, or null. */
  brokenAt: number | null;
}

export const OPERLOG_ENDPOINTS = {
  page: endpoint<Page<OperLogRow>>()({
    feature: 'operlog',
    action: 'list',
    method: 'POST',
    path: '/gov-system/api/v1/operlog/page',
    body: operLogPageRequest,
    access: permitted(OPERLOG_PERMISSIONS.list),
  }),
  get: endpoint<OperLogDetail>()({
    feature: 'operlog',
    action: 'get',
    method: 'GET',
    path: '/gov-system/api/v1/operlog/:id',
    params: idParam,
    access: permitted(OPERLOG_PERMISSIONS.query),
  }),
  /** Writes the filtered records to an export file fetched through /common/download. */
  exportFile: endpoint<string>()({
    feature: 'operlog',
    action: 'export',
    method: 'POST',
    path: '/gov-system/api/v1/operlog/export',
    body: operLogFilters,
    access: permitted(OPERLOG_PERMISSIONS.export),
  }),
  /** Recomputes the hash chain over every kept record. */
  verify: endpoint<OperLogVerification>()({
    feature: 'operlog',
    action: 'verify',
    method: 'POST',
    path: '/gov-system/api/v1/operlog/verify',
    access: permitted(OPERLOG_PERMISSIONS.verify),
  }),
} as const;
