// The SMS outbox (gov-system smsOutbox): the messages the default sender kept, for staff.
import { z } from 'zod';
import type { Page } from '../api/types';
import { endpoint, permitted } from './endpoint';
import { pageFields } from './paging';

/** smsOutbox/page: government staff read the messages the outbox sender kept. */
export const smsOutboxPageRequest = z.object({
  ...pageFields(20, 100),
  phone: z
    .string()
    .trim()
    .regex(/^\d{0,11}$/)
    .optional(),
});
export type SmsOutboxPageRequest = z.input<typeof smsOutboxPageRequest>;

export interface SmsOutboxRow {
  id: number;
  phone: string;
  scene: string;
  content: string;
  createTime: string;
}

export const SMS_OUTBOX_PERMISSION = 'system:smsOutbox:list';

export const SMS_OUTBOX_ENDPOINTS = {
  page: endpoint<Page<SmsOutboxRow>>()({
    feature: 'smsOutbox',
    action: 'list',
    method: 'POST',
    path: '/gov-system/api/v1/smsOutbox/page',
    body: smsOutboxPageRequest,
    access: permitted(SMS_OUTBOX_PERMISSION),
  }),
  /** The same page asked with query parameters (for a link or a script). */
  pageByQuery: endpoint<Page<SmsOutboxRow>>()({
    feature: 'smsOutbox',
    action: 'list',
    method: 'GET',
    path: '/gov-system/api/v1/smsOutbox/page',
    query: smsOutboxPageRequest,
    access: permitted(SMS_OUTBOX_PERMISSION),
  }),
} as const;
