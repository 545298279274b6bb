// Energy body facilities and project filing in real Chromium: ent_demo adds a facility (after the
// form refuses an empty one), finds it in the list, changes and deletes it; then files a PV project
// through the dynamic form (draft first, then submission with a PDF and a coordinate), sees its
// status 已提交 in the list and, once government staff approve it on the filing's review page
// (found through the enterprise filter), 已入库.
import { createFilingApi } from '@ent/core/api';
import { PV_LIBRARY_NOTE } from '@ent/core/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPdf } from '../../apps/server/src/seed/demoPdf';
import { httpAs } from '../support/api';
import { launchChromium } from '../support/browser';
import { type PlatformProcess, startPlatformProcess } from '../support/platform';
import { openMenu, openSession } from '../support/session';

let platform: PlatformProcess;
let browser: Browser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatformProcess(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** The filing service in the test process, logged in as `username`. */
const apiAs = async (username: string) => createFilingApi(await httpAs(platform.url, username));

async function choose(page: Page, scope: ReturnType<Page['locator']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('energy body facilities', () => {
  it('adds a facility, finds it in the list, changes it and deletes it', async () => {
    const { context, page } = await openSession(browser, platform.url, 'ent_demo');
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    try {
      await openMenu(page, '数据管理', '能源设施');
      await page.waitForURL(/\/ent\/dataAdministration\/energyBody$/);
      const table = page.getByRole('table', { name: '能源设施' });
      await table.getByRole('row', { name: /南京/ }).first().waitFor();
      // Header row plus the enterprise's three seeded facilities.
      await expect.poll(() => table.getByRole('row').count()).toBe(4);
      expect(await table.getByRole('cell', { name: '南京市', exact: true }).count()).toBe(3);

      await page.getByRole('button', { name: '新增', exact: true }).click();
      await page.waitForURL(/\/ent\/dataAdministration\/addEnergyBody$/);
      const form = page.getByRole('form', { name: '设置能源设施' });
      await form.waitFor();
      // Focus starts on the first field, not on the page's body.
      await expect
        .poll(() =>
          form.getByRole('textbox', { name: '设施名称' }).evaluate((input) => input === document.activeElement),
        )
        .toBe(true);
      // An empty form is refused in the browser with the fields' own messages.
      await form.getByRole('button', { name: '保存' }).click();
      await expect.poll(() => form.getByText('设施名称不能为空').count()).toBe(1);
      expect(await form.getByText('经度不能为空').count()).toBe(1);

      await form.getByLabel('设施名称').fill('浦口新型储能电站');
      await choose(page, form, '设施类型', '储能');
      await form.getByLabel('装机容量(MW)').fill('50.123');
      await form.getByLabel('装机容量(MW)').press('Tab');
      await expect.poll(() => form.getByText('装机容量(MW)小数点后不能超过2位').count()).toBe(1);
      await form.getByLabel('装机容量(MW)').fill('50');
      await choose(page, form, '所在地市', '南京市');
      await form.getByLabel('详细地址').fill('南京市浦口区江浦街道储能路8号');
      await form.getByLabel('经度').fill('118.62');
      await form.getByLabel('纬度').fill('32.06');
      await form.getByRole('radio', { name: '在建' }).check();
      await form.getByRole('button', { name: '保存' }).click();

      await page.waitForURL(/\/ent\/dataAdministration\/energyBody$/);
      await expect.poll(() => page.getByText('新增成功').count()).toBeGreaterThan(0);
      const added = table.getByRole('row', { name: /浦口新型储能电站/ });
      await expect.poll(() => added.count()).toBe(1);
      expect(await added.getByRole('cell').allTextContents()).toEqual(
        expect.arrayContaining(['储能', '50.00', '南京市', '118.620000, 32.060000', '在建']),
      );
      await expect.poll(() => table.getByRole('row').count()).toBe(5);
      // The edit tab was closed after saving.
      const tabs = page.getByRole('navigation', { name: '已打开的页面' }).getByRole('link');
      expect(await tabs.allTextContents()).not.toContain('设置能源设施');

      // The search panel finds it by name and type.
      const search = page.getByRole('form', { name: '搜索' });
      await search.getByLabel('设施名称').fill('浦口');
      await choose(page, search, '设施类型', '储能');
      await search.getByRole('button', { name: '搜索' }).click();
      await expect.poll(() => table.getByRole('row').count()).toBe(2);
      await search.getByRole('button', { name: '重置' }).click();
      await expect.poll(() => table.getByRole('row').count()).toBe(5);

      // Change it.
      await table.getByRole('button', { name: '修改 浦口新型储能电站' }).click();
      await page.waitForURL(/addEnergyBody\?id=\d+$/);
      await expect.poll(() => form.getByLabel('设施名称').inputValue()).toBe('浦口新型储能电站');
      await form.getByLabel('装机容量(MW)').fill('60.5');
      await form.getByRole('radio', { name: '在运' }).check();
      await form.getByRole('button', { name: '保存' }).click();
      await page.waitForURL(/\/ent\/dataAdministration\/energyBody$/);
      await expect.poll(() => added.getByRole('cell', { name: '60.50' }).count()).toBe(1);
      expect(await added.getByRole('cell', { name: '在运' }).count()).toBe(1);

      // Delete it after confirming.
      await table.getByRole('button', { name: '删除 浦口新型储能电站' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await expect.poll(() => page.getByText('删除成功').count()).toBeGreaterThan(0);
      await expect.poll(() => table.getByRole('row').count()).toBe(4);
      expect(await added.count()).toBe(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('project filing', () => {
  it('files a project through the PV form and sees its status', async () => {
    const { context, page } = await openSession(browser, platform.url, 'ent_demo');
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    try {
      await openMenu(page, '数据管理', '项目备案');
      await page.waitForURL(/\/ent\/dataAdministration\/informationFilling$/);
      // SPEC §1: the grid's PV project library note.
      await expect.poll(() => page.getByText(PV_LIBRARY_NOTE).count()).toBe(1);
      const table = page.getByRole('table', { name: '项目备案' });
      await table.getByRole('row', { name: /南京/ }).first().waitFor();
      await expect.poll(() => table.getByRole('row').count()).toBe(5);
      // One seeded filing in each state.
      for (const state of ['已入库', '已提交', '已退回', '草稿'])
        expect(await table.getByRole('cell', { name: state, exact: true }).count()).toBe(1);

      await page.getByRole('button', { name: '新增备案' }).click();
      await page.waitForURL(/\/ent\/dataAdministration\/informationFilling\/edit$/);
      const form = page.getByRole('form', { name: /表单：光伏项目备案信息表/ });
      await form.waitFor();
      await form.getByLabel('项目名称').fill('江宁开发区屋顶分布式光伏项目');
      await form.getByLabel('项目代码').fill('2026-320115-44-02-765432');
      // What is typed is kept locally: a reload made at once loses nothing.
      await form.getByRole('textbox', { name: '经度' }).fill('118.84');
      await form.getByRole('textbox', { name: '纬度' }).fill('31.95');
      await page.reload();
      await form.waitFor();
      await expect.poll(() => form.getByLabel('项目名称').inputValue()).toBe('江宁开发区屋顶分布式光伏项目');
      expect(await form.getByLabel('项目代码').inputValue()).toBe('2026-320115-44-02-765432');
      expect(await form.getByRole('textbox', { name: '经度' }).inputValue()).toBe('118.84');
      expect(await form.getByRole('textbox', { name: '纬度' }).inputValue()).toBe('31.95');
      expect(await page.getByText(/在本机自动保存的草稿/).count()).toBe(1);
      // The coordinate is given at submission below.
      await form.getByRole('textbox', { name: '经度' }).fill('');
      await form.getByRole('textbox', { name: '纬度' }).fill('');
      await choose(page, form, '所在地市', '南京市');
      await choose(page, form, '所在区县', '江宁区');
      await form.getByRole('radio', { name: '分布式' }).check();
      await choose(page, form, '屋顶类型', '工商业屋顶');

      // 暂存 keeps a draft on the server; the address then names it.
      await page.getByRole('toolbar', { name: '表单操作' }).getByRole('button', { name: '暂存' }).click();
      await expect.poll(() => page.getByText('暂存成功').count()).toBeGreaterThan(0);
      await page.waitForURL(/informationFilling\/edit\?id=\d+$/);
      const id = Number(new URL(page.url()).searchParams.get('id'));

      // Submitting with fields missing marks them and sends nothing.
      await page.getByRole('toolbar', { name: '表单操作' }).getByRole('button', { name: '提交备案' }).click();
      await expect.poll(() => page.getByText(/有 \d+ 项未通过校验/).count()).toBeGreaterThan(0);
      await expect.poll(() => form.getByText('经度不能为空').count()).toBe(1);

      await form.getByLabel('装机容量(MW)').fill('8.5');
      await form.getByLabel('总投资(万元)').fill('3600');
      await form.getByLabel('建设周期开始').fill('2026-05-01');
      await form.getByLabel('建设周期开始').press('Tab');
      await form.getByLabel('建设周期结束').fill('2026-11-30');
      await form.getByLabel('建设周期结束').press('Tab');
      await form.getByLabel('建设单位').fill('南京苏能新能源科技有限公司');
      await form.getByLabel('统一社会信用代码').fill('91320100MA0000001X');
      await form.getByLabel('联系人').fill('张明');
      await form.getByLabel('联系电话').fill('13805170001');
      await form
        .getByLabel('备案证明 选择文件')
        .setInputFiles({ name: '备案证明.pdf', mimeType: 'application/pdf', buffer: demoPdf(['Filing certificate']) });
      await expect.poll(() => form.getByRole('button', { name: '备案证明.pdf', exact: true }).count()).toBe(1);
      await form.getByRole('switch', { name: '承诺信息真实' }).check();
      await form.getByRole('textbox', { name: '经度' }).fill('118.84');
      await form.getByRole('textbox', { name: '纬度' }).fill('31.95');

      await page.getByRole('toolbar', { name: '表单操作' }).getByRole('button', { name: '提交备案' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await page.waitForURL(new RegExp(`informationFilling/detail\\?id=${id}$`));
      const detailPage = page.getByRole('region', { name: '项目备案详情' });
      await expect.poll(() => detailPage.getByText('已提交', { exact: true }).count()).toBe(1);
      const detail = page.getByRole('form', { name: /表单：光伏项目备案信息表/ });
      await expect.poll(() => detail.getByText('江宁区', { exact: true }).count()).toBe(1);
      expect(await detail.getByText('经度 118.84，纬度 31.95').count()).toBe(1);
      expect(await detail.getByRole('textbox').count()).toBe(0);

      await page.getByRole('button', { name: '返回列表' }).click();
      await page.waitForURL(/\/ent\/dataAdministration\/informationFilling$/);
      const filed = table.getByRole('row', { name: /江宁开发区屋顶分布式光伏项目/ });
      await expect.poll(() => filed.getByRole('cell', { name: '已提交', exact: true }).count()).toBe(1);
      expect(await filed.getByRole('cell', { name: '2026-320115-44-02-765432' }).count()).toBe(1);
      // Submitted: no longer changeable by the enterprise.
      expect(await filed.getByRole('button', { name: /^修改 / }).count()).toBe(0);

      // Government staff find it through the enterprise filter and approve it on its review page.
      const { context: staff, page: review } = await openSession(browser, platform.url, 'admin');
      try {
        review.on('pageerror', (error) => pageErrors.push(error.message));
        await openMenu(review, '数据管理', '项目备案');
        const staffTable = review.getByRole('table', { name: '项目备案' });
        await staffTable.getByRole('row', { name: /审核/ }).first().waitFor();
        const picker = review.getByRole('combobox', { name: '所属企业' });
        await picker.fill('苏能');
        await review.getByRole('option', { name: '南京苏能新能源科技有限公司', exact: true }).click();
        await review.getByRole('button', { name: '搜索', exact: true }).click();
        // The demo enterprise's filings but its draft (staff never see drafts), and this one, each
        // with its enterprise.
        await expect.poll(() => staffTable.getByRole('row').count()).toBe(5);
        expect(await staffTable.getByRole('cell', { name: '草稿', exact: true }).count()).toBe(0);
        const pending = staffTable.getByRole('row', { name: /江宁开发区屋顶分布式光伏项目/ });
        expect(await pending.getByRole('cell', { name: '南京苏能新能源科技有限公司' }).count()).toBe(1);
        await pending.getByRole('button', { name: /^审核 / }).click();
        await review.waitForURL(new RegExp(`informationFilling/detail\\?id=${id}$`));
        const panel = review.getByRole('region', { name: '备案审核' });
        await panel.getByRole('button', { name: '审核通过' }).click();
        await review.getByRole('dialog').getByRole('button', { name: '确定' }).click();
        const reviewed = review.getByRole('region', { name: '项目备案详情' });
        await expect.poll(() => reviewed.getByText('已入库', { exact: true }).count()).toBe(1);
        expect(await panel.count()).toBe(0);
      } finally {
        await staff.close();
      }
      // The server agrees, and the enterprise's list shows it in the library.
      const admin = await apiAs('admin');
      expect((await admin.get(id)).data?.status).toBe('approved');
      await page.getByRole('toolbar', { name: '显示/隐藏' }).getByRole('button', { name: '刷新' }).click();
      await expect.poll(() => filed.getByRole('cell', { name: '已入库', exact: true }).count()).toBe(1);
      // The enterprise's bell announces the approval, naming the project.
      await page.getByRole('button', { name: /^消息通知/ }).click();
      await expect
        .poll(() => page.getByText('您的项目备案「江宁开发区屋顶分布式光伏项目」已审核通过', { exact: true }).count())
        .toBe(1);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
