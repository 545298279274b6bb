// 参数设置 in Chromium: the administrator changes the footer's support phone through 系统管理 ›
// 参数设置, a wrong value is refused in Chinese, and the footer shows the new phone after a reload.
import { createConfigApi } from '@ent/core/api';
import { SHELL_TEXT, SYS_CONFIG_TEXT } from '@ent/core/messages';
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

describe('参数设置', () => {
  it('changes the support phone, refusing a wrong one, and the footer shows it after a reload', async () => {
    const { context, page } = await openSession(browser, platform.url, 'admin');
    const audit = axeAudit(page);
    try {
      await openMenu(page, '系统管理', SYS_CONFIG_TEXT.title);
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: SYS_CONFIG_TEXT.title }).waitFor();
      await main.getByRole('button', { name: SYS_CONFIG_TEXT.editRow('技术支持电话') }).click();
      const dialog = page.getByRole('dialog', { name: SYS_CONFIG_TEXT.editTitle });
      const value = dialog.getByLabel(SYS_CONFIG_TEXT.value);
      await expect.poll(() => value.inputValue()).toBe('025-83290000');
      await audit.check(SYS_CONFIG_TEXT.editTitle);

      await value.fill('12345');
      await dialog.getByRole('button', { name: SYS_CONFIG_TEXT.save }).click();
      await expect.poll(() => dialog.getByText(SYS_CONFIG_TEXT.supportPhone).count()).toBe(1);
      await value.fill('025-12345678');
      await dialog.getByRole('button', { name: SYS_CONFIG_TEXT.save }).click();
      await dialog.waitFor({ state: 'hidden' });
      const row = main.getByRole('row').filter({ hasText: '技术支持电话' });
      await expect.poll(() => row.textContent()).toContain('025-12345678');
      await audit.check(SYS_CONFIG_TEXT.title);

      // SPEC: parameters reach a browser on its next load.
      await page.reload();
      await expect
        .poll(() => page.getByText(SHELL_TEXT.supportPhone('025-12345678')).count(), { timeout: 15_000 })
        .toBe(1);
      audit.expectClean();
    } finally {
      await context.close();
      const config = createConfigApi(await httpAs(platform.url, 'admin'));
      const phone = (await config.list({ configKey: 'ent-support-phone' })).data?.rows[0];
      if (phone)
        await config.update({
          configId: phone.configId,
          configName: phone.configName,
          configKey: phone.configKey,
          configValue: '025-83290000',
          isPublic: phone.isPublic,
        });
    }
  });
});
