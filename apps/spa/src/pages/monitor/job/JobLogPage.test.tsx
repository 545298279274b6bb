import type { JobLogRow } from '@ent/core/api';
import { JOB_PERMISSIONS } from '@ent/core/contract';
import { JOB_TEXT } from '@ent/core/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageFrameContext } from '../../../state/pageFrame';
import { createServices, renderWithServices } from '../../../testing';
import JobLogPage from './JobLogPage';

const ROW: JobLogRow = {
  id: 41,
  jobId: 3,
  name: 'reminders',
  kind: 'overdueReminders',
  slot: '2026-11-26 09:00:00',
  startTime: '2026-11-26 09:00:02',
  endTime: '2026-11-26 09:00:03',
  durationMs: 812,
  status: 'failure',
  message: '',
  error: 'sms gateway down',
};

function setup(jobId?: string) {
  const services = createServices(window);
  services.sessionState.perms = Object.values(JOB_PERMISSIONS);
  const logList = vi.fn(async () => ({ code: '00000', data: { rows: [ROW], total: 1 } }));
  services.jobApi = { ...services.jobApi, logList } as unknown as typeof services.jobApi;
  const params: Record<string, string> = jobId ? { jobId } : {};
  const frame = { path: '/job/log', params, active: true };
  const view = renderWithServices(
    <PageFrameContext.Provider value={frame}>
      <JobLogPage />
    </PageFrameContext.Provider>,
    { services },
  );
  return { ...view, logList };
}

describe('调度日志 page', () => {
  it('lists one job’s runs with their status and error, and shows a run whole', async () => {
    const { logList } = setup('3');
    expect(await screen.findByText('sms gateway down')).toBeTruthy();
    expect(logList).toHaveBeenCalledWith(expect.objectContaining({ jobId: 3 }));
    expect(screen.getByText(JOB_TEXT.logStatuses.failure)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: JOB_TEXT.logDetailOf('reminders', ROW.startTime) }));
    const dialog = await screen.findByRole('dialog', { name: JOB_TEXT.logDetail });
    expect(within(dialog).getByText(ROW.slot)).toBeTruthy();
    expect(within(dialog).getByText('812')).toBeTruthy();
  });

  it('lists every job’s runs when no job is named, filtered by status', async () => {
    const { logList } = setup();
    await screen.findByText('sms gateway down');
    expect(logList).toHaveBeenCalledWith(expect.objectContaining({ jobId: undefined }));
    fireEvent.click(screen.getByRole('combobox', { name: JOB_TEXT.status }));
    fireEvent.click(await screen.findByRole('option', { name: JOB_TEXT.logStatuses.failure }));
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(logList).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'failure' })));
  });
});
