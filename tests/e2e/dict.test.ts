// 字典管理 in Chromium: the system administrator opens 系统管理 › 字典管理, goes to the values of
// 能源设施类型, adds 地热 (a bad key refused in Chinese first), and an enterprise user then finds
// 地热 among the types of the facility form on its next load. Both pages pass axe-core.
import { createDictApi } from '@ent/core/api';
import { DICT_TYPES } from '@ent/core/dict';
import { DICT_TEXT, MENU_TEXT } from '@ent/core/messages';
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

async function removeAdded() {
  const dict = createDictApi(await httpAs(platform.url, 'admin'));
  const rows = (await dict.dataList({ dictType: DICT_TYPES.facilityType, pageSize: 50 })).data?.rows ?? [];
  const added = rows.filter((row) => row.dictValue === 'geothermal');
  if (added.length) await dict.dataRemove(added.map((row) => row.dictCode));
}

describe('字典管理', () => {
  it('adds a facility type that an enterprise then chooses in the facility form', async () => {
    const staff = await openSession(browser, platform.url, 'admin');
    const audit = axeAudit(staff.page);
    try {
      const { page } = staff;
      await openMenu(page, MENU_TEXT.system, MENU_TEXT.dict);
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: DICT_TEXT.title }).waitFor();
      await audit.check(DICT_TEXT.title);
      await main.getByRole('button', { name: DICT_TEXT.dataOf('能源设施类型') }).click();
      await page.waitForURL(/\/ent\/dict\/type\/data\/\d+$/);
      await main.getByRole('heading', { name: new RegExp(DICT_TEXT.dataTitle) }).waitFor();
      await expect.poll(() => main.getByRole('row').filter({ hasText: 'hydrogen' }).count()).toBe(1);

      await main.getByRole('button', { name: DICT_TEXT.add, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: DICT_TEXT.addDataTitle });
      await dialog.getByLabel(DICT_TEXT.label).fill('地热');
      await dialog.getByLabel(DICT_TEXT.value).fill('geo thermal');
      await dialog.getByRole('button', { name: DICT_TEXT.save }).click();
      await expect.poll(() => dialog.getByText(DICT_TEXT.valueFormat).count()).toBe(1);
      await audit.check(DICT_TEXT.addDataTitle);
      await dialog.getByLabel(DICT_TEXT.value).fill('geothermal');
      await dialog.getByLabel(DICT_TEXT.sort).fill('7');
      await dialog.getByRole('button', { name: DICT_TEXT.save }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => main.getByRole('row').filter({ hasText: 'geothermal' }).count()).toBe(1);
      await audit.check(DICT_TEXT.dataTitle);
      audit.expectClean();

      const enterprise = await openSession(browser, platform.url, 'ent_demo');
      try {
        await openMenu(enterprise.page, '数据管理', '能源设施');
        await enterprise.page.getByRole('button', { name: '新增', exact: true }).click();
        const form = enterprise.page.getByRole('form', { name: '设置能源设施' });
        await form.getByRole('combobox', { name: '设施类型' }).click();
        await enterprise.page.getByRole('option', { name: '地热', exact: true }).click();
        await expect.poll(() => form.getByRole('combobox', { name: '设施类型' }).textContent()).toContain('地热');
      } finally {
        await enterprise.context.close();
      }
    } finally {
      await staff.context.close();
      await removeAdded();
    }
  });
});
