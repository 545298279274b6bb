// 定时任务 in Chromium: ent_demo has a report task past its due date; the system administrator
// opens 系统管理 › 定时任务, runs 逾期填报提醒 once (执行一次), reads the successful run in its
// 调度日志, and ent_demo's bell then carries the reminder, which opens. Both pages pass axe-core.
import { createAuthApi, createFormApi } from '@ent/core/api';
import { JOB_TEXT, MENU_TEXT } from '@ent/core/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpAs } from '../support/api';
import { axeAudit } from '../support/axe';
import { launchChromium } from '../support/browser';
import { type PlatformProcess, startPlatformProcess } from '../support/platform';
import { openMenu, openSession } from '../support/session';

let browser: Browser;
let platform: PlatformProcess;

beforeAll(async () => {
  // The bell asks for new notices every 2 s here, so the reminder shows while the test watches.
  [browser, platform] = await Promise.all([launchChromium(), startPlatformProcess({ NOTICE_POLL_SECONDS: '2' })]);
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const TASK_TITLE = '节能目标季度报告';

/** A form of its own given to ent_demo, due a week ago and not reported. */
async function overdueTask(): Promise<string> {
  const staff = createFormApi(await httpAs(platform.url, 'admin'));
  const enterprise = await httpAs(platform.url, 'ent_demo');
  const mainstayId = (await createAuthApi(enterprise).me()).data?.mainstayId ?? 0;
  const definition = {
    fields: [
      {
        __config__: { label: '节能量', tag: 'el-input', layout: 'colFormItem', span: 24, required: true },
        __vModel__: 'saving',
      },
    ],
  };
  const added = (await staff.addDefinition({ title: TASK_TITLE, formKey: 'saving-quarterly', content: definition }))
    .data;
  if (!added) throw new Error('the definition was not added');
  await staff.updateDefinition({ id: added.id, action: 'publish' });
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  await staff.assign({ id: added.id, mainstayIds: [mainstayId], period: '2026年第三季度', dueDate: weekAgo });
  return `${TASK_TITLE}（2026年第三季度）`;
}

const bell = (page: Page) => page.getByRole('button', { name: /^消息通知/ });

describe('定时任务', () => {
  it('runs the overdue-report reminders once, logs the run, and the enterprise bell shows the reminder', async () => {
    const taskTitle = await overdueTask();
    const reminder = JOB_TEXT.reminderTitle(taskTitle);
    const staff = await openSession(browser, platform.url, 'admin');
    const audit = axeAudit(staff.page);
    try {
      const { page } = staff;
      await openMenu(page, MENU_TEXT.system, '定时任务');
      const main = page.getByRole('main');
      const row = main.getByRole('row').filter({ hasText: JOB_TEXT.seededReminders });
      await row.waitFor();
      await audit.check('定时任务');
      await row.getByRole('button', { name: JOB_TEXT.runOf(JOB_TEXT.seededReminders) }).click();
      await page.getByText(JOB_TEXT.runStarted).first().waitFor();

      await row.getByRole('button', { name: JOB_TEXT.logOf(JOB_TEXT.seededReminders) }).click();
      await page.waitForURL(/\/ent\/job\/log\/\d+$/);
      // The run is written when it ends; the page shows it after 刷新.
      await expect
        .poll(
          async () => {
            await main.getByRole('button', { name: '刷新' }).click();
            return main.getByRole('row').filter({ hasText: JOB_TEXT.logStatuses.success }).count();
          },
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0);
      await expect
        .poll(() =>
          main
            .getByRole('row')
            .filter({ hasText: /已提醒 [1-9]\d* 项逾期任务/ })
            .count(),
        )
        .toBeGreaterThan(0);
      await audit.check('调度日志');
      audit.expectClean();
    } finally {
      await staff.context.close();
    }

    const enterprise = await openSession(browser, platform.url, 'ent_demo');
    try {
      const { page } = enterprise;
      await expect.poll(() => bell(page).getAttribute('aria-label'), { timeout: 15_000 }).toMatch(/条未读/);
      await bell(page).click();
      const panel = page.getByRole('group', { name: /消息通知/ }).or(page.getByRole('dialog', { name: /消息通知/ }));
      await panel.getByRole('button', { name: reminder }).click();
      const notice = page.getByRole('dialog', { name: reminder });
      await notice.waitFor();
      await expect.poll(() => notice.textContent()).toContain(taskTitle);
    } finally {
      await enterprise.context.close();
    }
  });
});
