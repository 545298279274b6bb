// The SMS outbox (gov-system smsOutbox): the messages the default sender kept, for staff.
import { z } from 'zod';
import type { Page } from '../api/types';
import { endpoint, permitted } from './endpoint';
import { pageFields } from './paging';

const PHONE_DIGITS = 11;

/** smsOutbox/page: government staff read the messages the outbox sender kept. */
export const smsOutboxPageRequest = z.object({
  ...pageFields(20, 100),
  phone: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{0,${PHONE_DIGITS}}$`))
    .optional(),
});
export type SmsOutboxPageRequest = z.input<typeof smsOutboxPageRequest>;

/**
 * The phone filter as staff type it (spaces and dashes allowed) as the request's part: its digits,
 * nothing when empty, and null when it can match no number (no digit at all, or more than a phone
 * has), so the list shows nothing rather than every message or the server's refusal.
 */
export function outboxPhoneFilter(typed: string): { phone?: string } | null {
  const phone = typed.replace(/\D/g, '');
  if (typed.trim() && (!phone || phone.length > PHONE_DIGITS)) return null;
  return phone ? { phone } : {};
}

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
