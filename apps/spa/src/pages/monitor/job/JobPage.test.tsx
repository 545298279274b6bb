import type { JobRow } from '@ent/core/api';
import { JOB_PERMISSIONS } from '@ent/core/contract';
import { ACTION_TEXT, JOB_TEXT } from '@ent/core/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../../testing';
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
  const kinds = vi.fn(async () => ({
    code: '00000',
    data: [
      { kind: 'overdueReminders', label: JOB_TEXT.kinds.overdueReminders },
      { kind: 'retentionPurge', label: JOB_TEXT.kinds.retentionPurge },
    ],
  }));
  const nextTimes = vi.fn(async (cron: string) => ({
    code: '00000',
    data:
      cron === '0 30 8 * * 1'
        ? { times: ['2026-11-30 08:30:00', '2026-12-07 08:30:00'], problem: '' }
        : { times: [], problem: JOB_TEXT.badCron('x') },
  }));
  const add = vi.fn(async () => ({ code: '00000', data: ROW }));
  services.jobApi = {
    ...services.jobApi,
    list,
    run,
    changeStatus,
    kinds,
    nextTimes,
    add,
  } as unknown as typeof services.jobApi;
  const shown = vi.spyOn(services.notifier, 'show');
  return { ...renderWithServices(<JobPage />, { services }), list, run, changeStatus, shown, nextTimes, add };
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

  it('adds a job: the target from the registered kinds, the next run times shown as the cron is typed', async () => {
    const { add, nextTimes, location } = setup();
    fireEvent.click(await screen.findByRole('button', { name: JOB_TEXT.add }));
    const dialog = await screen.findByRole('dialog', { name: JOB_TEXT.addTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: ACTION_TEXT.save }));
    expect(await within(dialog).findByText(JOB_TEXT.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(JOB_TEXT.kindRequired)).toBeTruthy();
    expect(add).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/^任务名称/), { target: { value: 'weekly' } });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /^调用目标/, hidden: true }));
    fireEvent.click(await screen.findByRole('option', { name: JOB_TEXT.kinds.retentionPurge, hidden: true }));
    const cron = within(dialog).getByLabelText(/^cron表达式/);
    fireEvent.change(cron, { target: { value: '61 * * * * *' } });
    expect(await within(dialog).findByText(JOB_TEXT.badCron('x'))).toBeTruthy();
    fireEvent.change(cron, { target: { value: '0 30 8 * * 1' } });
    expect(await within(dialog).findByText('2026-12-07 08:30:00')).toBeTruthy();
    expect(nextTimes).toHaveBeenLastCalledWith('0 30 8 * * 1');
    fireEvent.change(within(dialog).getByLabelText(/^任务参数/), { target: { value: '[1]' } });
    fireEvent.click(within(dialog).getByRole('button', { name: ACTION_TEXT.save, hidden: true }));
    expect(await within(dialog).findByText(JOB_TEXT.badParams)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^任务参数/), { target: { value: '{"days": 1}' } });
    fireEvent.click(within(dialog).getByRole('button', { name: ACTION_TEXT.save, hidden: true }));
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'weekly',
          kind: 'retentionPurge',
          cron: '0 30 8 * * 1',
          params: '{"days": 1}',
        }),
      ),
    );
    // 调度日志 of one job opens its log page.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: JOB_TEXT.logOf('reminders') }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/job/log/3'));
  });
});
