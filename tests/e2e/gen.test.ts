// 代码生成 in Chromium: the administrator opens 系统管理 › 代码生成, creates a table from pasted
// CREATE TABLE text (text that does not parse is refused in Chinese first), changes a column's label
// and display type on /gen/edit/{tableId}, saves, generates the form, lands in 表单定义 with the
// draft's preview open, and publishes it. Both pages pass axe-core.
import { createFormApi, createGenApi } from '@ent/core/api';
import { DEFINITION_TEXT, GEN_TEXT, MENU_TEXT } from '@ent/core/messages';
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

const SQL = `CREATE TABLE \`pv_survey\` (
  \`id\` bigint NOT NULL AUTO_INCREMENT COMMENT '编号',
  \`station_name\` varchar(100) NOT NULL COMMENT '电站名称',
  \`capacity\` decimal(12,2) NOT NULL COMMENT '装机容量',
  \`status\` char(1) NOT NULL DEFAULT '0' COMMENT '运行状态',
  \`create_time\` datetime COMMENT '创建时间',
  PRIMARY KEY (\`id\`)
) COMMENT='光伏电站调查表';`;

async function removeCreated() {
  const http = await httpAs(platform.url, 'admin');
  const gen = createGenApi(http);
  const rows = (await gen.list({ tableName: 'pv_survey' })).data?.rows ?? [];
  if (rows.length) await gen.remove(rows.map((row) => row.tableId));
  const forms = createFormApi(http);
  for (const row of (await forms.definitions({ title: '光伏电站调查' })).data?.rows ?? [])
    if (row.status === 'draft') await forms.deleteDefinition(row.id);
}

describe('代码生成', () => {
  it('generates a form from a pasted table and publishes it in 表单定义', async () => {
    const { context, page } = await openSession(browser, platform.url, 'admin');
    const audit = axeAudit(page);
    try {
      await openMenu(page, MENU_TEXT.system, GEN_TEXT.title);
      await page.waitForURL(/\/ent\/system\/gen$/);
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: GEN_TEXT.title }).waitFor();
      await audit.check(GEN_TEXT.title);

      // 创建: bad text is refused in place, then the table is read.
      await main.getByRole('button', { name: GEN_TEXT.create, exact: true }).click();
      const create = page.getByRole('dialog', { name: GEN_TEXT.createTitle });
      const sql = create.getByLabel(GEN_TEXT.sqlLabel);
      await sql.fill('CREATE TABLE pv_survey (\n  id int,\n  station_name\n)');
      await create.getByRole('button', { name: GEN_TEXT.confirm }).click();
      const parseError = GEN_TEXT.parse.at(3, 'station_name', GEN_TEXT.parse.missingType('station_name'));
      await expect.poll(() => create.getByText(parseError).count()).toBe(1);
      await audit.check(GEN_TEXT.createTitle);
      await sql.fill(SQL);
      await create.getByRole('button', { name: GEN_TEXT.confirm }).click();
      await create.waitFor({ state: 'hidden' });
      const row = main.getByRole('row').filter({ hasText: 'pv_survey' });
      await expect.poll(() => row.count()).toBe(1);

      // 编辑: the column's label and display type, saved.
      await row.getByRole('button', { name: GEN_TEXT.editOf('pv_survey') }).click();
      await page.waitForURL(/\/ent\/gen\/edit\/\d+$/);
      const label = main.getByRole('textbox', { name: GEN_TEXT.cellOf('station_name', GEN_TEXT.columns.label) });
      await label.fill('光伏电站名称');
      await main
        .getByRole('combobox', { name: GEN_TEXT.cellOf('station_name', GEN_TEXT.columns.htmlType) })
        .selectOption('textarea');
      await main.getByRole('tab', { name: GEN_TEXT.tabs.generate }).click();
      await main.getByRole('textbox', { name: new RegExp(`^${GEN_TEXT.formTitle}`) }).fill('光伏电站调查');
      await audit.check(GEN_TEXT.editTitle);
      await main.getByRole('button', { name: GEN_TEXT.save, exact: true }).click();
      await expect.poll(() => page.getByText(GEN_TEXT.saved).count()).toBeGreaterThan(0);
      // 预览 shows the form as typed.
      await main.getByRole('button', { name: GEN_TEXT.preview, exact: true }).click();
      const preview = page.getByRole('dialog', { name: GEN_TEXT.previewTitle('光伏电站调查') });
      await expect.poll(() => preview.getByRole('textbox', { name: /光伏电站名称/ }).count()).toBe(1);
      await audit.check(GEN_TEXT.preview);
      await preview.getByRole('button', { name: GEN_TEXT.close }).click();
      await main.getByRole('button', { name: GEN_TEXT.back, exact: true }).click();
      await page.waitForURL(/\/ent\/system\/gen$/);

      // 生成表单: the draft opens in 表单定义, previewed, then published.
      await row.getByRole('button', { name: GEN_TEXT.generateOf('pv_survey') }).click();
      await page.waitForURL(/\/ent\/system\/form\?definitionId=\d+$/);
      const definition = page.getByRole('dialog', { name: DEFINITION_TEXT.previewTitle('光伏电站调查') });
      await expect.poll(() => definition.getByText(DEFINITION_TEXT.noProblems).count()).toBe(1);
      expect(await definition.getByRole('textbox', { name: /光伏电站名称/ }).count()).toBe(1);
      await audit.check(DEFINITION_TEXT.title);
      await definition.getByRole('button', { name: DEFINITION_TEXT.close }).click();
      const list = page.getByRole('table', { name: DEFINITION_TEXT.title });
      const draft = list.getByRole('row', { name: /光伏电站调查/ });
      await expect.poll(() => draft.getByText(DEFINITION_TEXT.statuses.draft ?? '').count()).toBe(1);
      await draft.getByRole('button', { name: /^发布 光伏电站调查/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await expect.poll(() => draft.getByText(DEFINITION_TEXT.statuses.published ?? '').count()).toBe(1);
      audit.expectClean();
    } finally {
      await context.close();
      await removeCreated();
    }
  });
});
