import type { SmsOutboxRow } from '@ent/core/api';
import type { SmsOutboxPageRequest } from '@ent/core/contract';
import { OUTBOX_TEXT, WIDGET_TEXT } from '@ent/core/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../../testing';
import SmsOutboxPage from './SmsOutboxPage';

const ROWS: SmsOutboxRow[] = [
  { id: 3, phone: '13900000003', scene: 'reminder', content: '请尽快填报', createTime: '2026-11-22 09:00:00' },
  { id: 2, phone: '13900000002', scene: 'contact', content: '验证码为222222', createTime: '2026-11-22 08:00:00' },
  { id: 1, phone: '13900000001', scene: 'register', content: '验证码为111111', createTime: '2026-11-22 07:00:00' },
];

function setup() {
  const services = createServices(window);
  const outbox = vi.fn(async (query: SmsOutboxPageRequest) => {
    const rows = ROWS.filter((row) => !query.phone || row.phone.includes(query.phone));
    return { code: '00000', data: { rows, total: rows.length } };
  });
  services.smsOutbox = { ...services.smsOutbox, page: outbox } as unknown as typeof services.smsOutbox;
  return { ...renderWithServices(<SmsOutboxPage />, { services }), outbox };
}

describe('SMS outbox page', () => {
  it('lists the kept messages with their purpose and filters by phone', async () => {
    const { outbox } = setup();
    expect(await screen.findByText('验证码为222222')).toBeTruthy();
    expect(screen.getByText(OUTBOX_TEXT.scenes.contact ?? '')).toBeTruthy();
    expect(screen.getByText(OUTBOX_TEXT.scenes.register ?? '')).toBeTruthy();
    // The overdue-report job's messages are named too, not shown by their code.
    expect(screen.getByText('逾期报表提醒')).toBeTruthy();
    expect(outbox).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20, phone: undefined });

    fireEvent.change(screen.getByLabelText(OUTBOX_TEXT.phone), { target: { value: '139-0000-0001' } });
    fireEvent.click(screen.getByRole('button', { name: OUTBOX_TEXT.search }));
    await waitFor(() => expect(outbox).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, phone: '13900000001' }));
    await waitFor(() => expect(screen.queryByText('验证码为222222')).toBeNull());
    expect(screen.getByText('验证码为111111')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(OUTBOX_TEXT.phone), { target: { value: '188' } });
    fireEvent.click(screen.getByRole('button', { name: OUTBOX_TEXT.search }));
    expect(await screen.findByText(WIDGET_TEXT.noData)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: OUTBOX_TEXT.reset }));
    expect(await screen.findByText('验证码为222222')).toBeTruthy();

    // Text without a digit matches no number, rather than lifting the filter.
    fireEvent.change(screen.getByLabelText(OUTBOX_TEXT.phone), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: OUTBOX_TEXT.search }));
    expect(await screen.findByText(WIDGET_TEXT.noData)).toBeTruthy();
    expect(screen.queryByText('验证码为222222')).toBeNull();
  });
});
