import { describe, expect, it } from 'vitest';
import { outboxPhoneFilter, smsOutboxPageRequest } from './smsOutbox';

describe('the SMS outbox phone filter', () => {
  it('keeps the digits of what is typed, and asks nothing when it is empty', () => {
    expect(outboxPhoneFilter('138 0517-0001')).toEqual({ phone: '13805170001' });
    expect(outboxPhoneFilter('0517')).toEqual({ phone: '0517' });
    expect(outboxPhoneFilter('  ')).toEqual({});
  });

  it('matches nothing for text no phone can contain, instead of every message or a refusal', () => {
    expect(outboxPhoneFilter('abc')).toBeNull();
    expect(outboxPhoneFilter('138051700012')).toBeNull();
  });

  it('sends only what the request schema accepts', () => {
    for (const typed of ['138 0517-0001', '0517', ''])
      expect(smsOutboxPageRequest.safeParse({ ...outboxPhoneFilter(typed) }).success).toBe(true);
  });
});
