// The operation log in Chromium: an enterprise account's refused write shows up for the
// administrator on 系统管理 › 操作日志, in full in its detail, and the chain verifies.
import { createNewsApi } from '@ent/core/api';
import { OPERLOG_TEXT } from '@ent/core/messages';
import { DEFAULT_NOTICE_MODULE } from '@ent/core/platform';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpAs } from '../support/api';
import { axeAudit } from '../support/axe';
import { launchChromium } from '../support/browser';
import { type PlatformProcess, startPlatformProcess } from '../support/platform';
import { openMenu, openSession } from '../support/session';

let browser: Browser;
let platform: PlatformProcess;

beforeAll(async () => {
  [browser, platform] = await Promise.all([launchChromium(), startPlatformProcess()]);
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe('operation log', () => {
  it('shows the administrator a refused write with its detail, and verifies the chain', async () => {
    const news = createNewsApi(await httpAs(platform.url, 'ent_demo'), DEFAULT_NOTICE_MODULE);
    const refused = await news
      .create({ title: '企业越权发布', category: 'policy', cityCode: '320100', content: '正文' })
      .then(() => 'published')
      .catch(() => 'refused');
    expect(refused).toBe('refused');

    const { context, page } = await openSession(browser, platform.url, 'admin');
    const audit = axeAudit(page);
    try {
      await openMenu(page, '系统管理', OPERLOG_TEXT.title);
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: OPERLOG_TEXT.title }).waitFor();
      await main.getByLabel(OPERLOG_TEXT.operator).fill('ent_demo');
      await main.getByRole('combobox', { name: OPERLOG_TEXT.status }).click();
      await page.getByRole('option', { name: OPERLOG_TEXT.statuses.failure }).click();
      await main.getByRole('button', { name: '搜索', exact: true }).click();
      const table = main.getByRole('table', { name: OPERLOG_TEXT.title });
      const row = table.getByRole('row').filter({ hasText: '政企资讯' }).first();
      await expect.poll(() => row.textContent()).toContain('ent_demo');
      expect(await row.textContent()).toContain(OPERLOG_TEXT.statuses.failure);
      await audit.check(OPERLOG_TEXT.title);

      await row.getByRole('button', { name: /^详细/ }).click();
      const dialog = page.getByRole('dialog', { name: OPERLOG_TEXT.detailTitle });
      // Refused before its body was read: the record names the call, the account and the refusal.
      await expect.poll(() => dialog.textContent()).toContain('/business/news');
      expect(await dialog.textContent()).toContain('403');
      expect(await dialog.textContent()).toContain('南京苏能新能源科技有限公司');
      await audit.check(OPERLOG_TEXT.detailTitle);
      await dialog.getByRole('button', { name: OPERLOG_TEXT.close }).click();

      await main.getByRole('button', { name: OPERLOG_TEXT.verify }).click();
      await expect.poll(() => page.getByText(/日志完整，未发现改动或删除/).count()).toBeGreaterThan(0);
      audit.expectClean();
    } finally {
      await context.close();
    }
  });
});
