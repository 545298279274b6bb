import type { JobRow } from '@ent/core/api';
import { JOB_PERMISSIONS } from '@ent/core/contract';
import { JOB_TEXT } from '@ent/core/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices } from '../../../services';
import { renderWithServices } from '../../../testing';
import JobPage from './JobPage';

const ROW: JobRow = {
  jobId: 3,
  name: 'reminders',
  group: 'SYSTEM',
  kind: 'overdueReminders',
  params: '{}',
  cron: '0 0 9 * * *',
  misfire: 'once',
  concurrent: false,
  status: '0',
  remark: '',
  nextTime: '2026-11-27 09:00:00',
  createTime: '2026-11-26 09:00:00',
  updateTime: '2026-11-26 09:00:00',
};

function setup() {
  const services = createServices(window);
  services.sessionState.perms = Object.values(JOB_PERMISSIONS);
  const list = vi.fn(async () => ({ code: '00000', data: { rows: [ROW], total: 1 } }));
  const run = vi.fn(async () => ({ code: '00000', data: 41 }));
  const changeStatus = vi.fn(async () => ({ code: '00000', data: { ...ROW, status: '1' } }));
  services.jobApi = { ...services.jobApi, list, run, changeStatus } as unknown as typeof services.jobApi;
  const shown = vi.spyOn(services.notifier, 'show');
  return { ...renderWithServices(<JobPage />, { services }), list, run, changeStatus, shown };
}

describe('scheduled jobs page', () => {
  it('lists jobs with their kind and next time, runs one once and pauses it', async () => {
    const { run, changeStatus, shown, list } = setup();
    expect(await screen.findByText(JOB_TEXT.kinds.overdueReminders ?? '')).toBeTruthy();
    expect(screen.getByText('2026-11-27 09:00:00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: JOB_TEXT.runOf('reminders') }));
    await waitFor(() => expect(run).toHaveBeenCalledWith(3));
    await waitFor(() => expect(shown).toHaveBeenCalledWith({ type: 'success', text: JOB_TEXT.runStarted }));
    fireEvent.click(screen.getByRole('button', { name: JOB_TEXT.pauseOf('reminders') }));
    await waitFor(() => expect(changeStatus).toHaveBeenCalledWith(3, '1'));
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(1));
  });
});
