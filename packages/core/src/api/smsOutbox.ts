// The SMS outbox: what the default sender kept, for staff holding system:smsOutbox:list.
import { SMS_OUTBOX_ENDPOINTS as ENDPOINTS, type SmsOutboxPageRequest } from '../contract/smsOutbox';
import type { HttpClient } from '../http/client';
import { call } from './call';

export type { SmsOutboxRow } from '../contract/smsOutbox';

export function createSmsOutboxApi(http: HttpClient) {
  return {
    page: (query: SmsOutboxPageRequest) => call(http, ENDPOINTS.page, { body: query }),
  };
}

export type SmsOutboxApi = ReturnType<typeof createSmsOutboxApi>;
