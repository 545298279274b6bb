// Dynamic forms in real Chromium: ent_demo fills the PV filing form of a report task (linkage, a
// visibility switch, a table row, a PDF upload), temporarily saves, reloads and finds the draft,
// keeps unsaved typing across a reload through the local draft, submits, sees the detail view and
// opens the PDF preview.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPdf } from '../../apps/server/src/seed/demoPdf';
import { launchChromium } from '../support/browser';
import { ensureSpaBuilt } from '../support/ensureSpa';
import { type PlatformProcess, startPlatformProcess } from '../support/platform';

const PASSWORD = 'Demo#2026';
let platform: PlatformProcess;
let browser: Browser;

beforeAll(async () => {
  ensureSpaBuilt();
  [platform, browser] = await Promise.all([startPlatformProcess(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function login(page: Page, username: string) {
  await page.goto(`${platform.url}/ent/login`);
  await page.getByLabel('账号').fill(username);
  await page.getByLabel('密码').fill(PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/ent\/majorProjectDesk$/);
}

const form = (page: Page) => page.getByRole('form', { name: /表单：光伏项目备案信息表/ });

async function choose(page: Page, label: string, option: string) {
  await form(page).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('reporting through the PV filing form', () => {
  it('fills, saves a draft, survives reloads, submits and previews the PDF', async () => {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    try {
      await login(page, 'ent_demo');
      await page.goto(`${platform.url}/ent/datareporting/list`);
      const table = page.getByRole('table', { name: '数据填报' });
      const row = table.getByRole('row', { name: /光伏项目备案信息表（2026年度）/ });
      await expect.poll(() => row.getByText('待填报').count()).toBe(1);
      await row.getByRole('button', { name: /填报/ }).click();
      await page.waitForURL(/\/ent\/datareporting\/fill\?taskId=\d+$/);
      const fillUrl = page.url();
      await form(page).waitFor();

      // The page's text block is sanitised HTML from the definition; the slot shows its placeholder.
      await expect.poll(() => page.getByText('不属于行政许可').count()).toBe(1);
      await expect.poll(() => page.getByText(/coordinatePicker/).count()).toBe(1);

      await form(page).getByLabel('项目名称').fill('常州屋顶光伏一期');
      await form(page).getByLabel('项目代码').fill('2026-320412-44-02-000001');

      // Linkage: the city decides the districts offered, and changing it clears the district.
      await choose(page, '所在地市', '南京市');
      await form(page).getByRole('combobox', { name: '所在区县' }).click();
      expect(await page.getByRole('option').allTextContents()).toEqual(['玄武区', '江宁区']);
      await page.keyboard.press('Escape');
      await choose(page, '所在地市', '常州市');
      await choose(page, '所在区县', '武进区');
      await expect.poll(() => form(page).getByRole('combobox', { name: '所在区县' }).textContent()).toContain('武进区');

      // Visibility: 集中式 shows the land area, 分布式 the roof type instead.
      await form(page).getByRole('radio', { name: '集中式' }).check();
      await expect.poll(() => form(page).getByLabel('用地面积(亩)').count()).toBe(1);
      expect(await form(page).getByRole('combobox', { name: '屋顶类型' }).count()).toBe(0);
      await form(page).getByRole('radio', { name: '分布式' }).check();
      await expect.poll(() => form(page).getByLabel('用地面积(亩)').count()).toBe(0);
      await choose(page, '屋顶类型', '工商业屋顶');

      // A table row added and filled.
      const inverters = form(page).getByRole('table', { name: '逆变器清单' });
      const rowsBefore = await inverters.getByRole('row').count();
      await form(page).getByRole('button', { name: '添加行' }).click();
      await expect.poll(() => inverters.getByRole('row').count()).toBe(rowsBefore + 1);
      const newRow = rowsBefore; // header row + existing rows: the new one is number rowsBefore
      await inverters.getByLabel(`型号 第 ${newRow} 行`).fill('SUN2000-150K');
      await inverters.getByLabel(`数量 第 ${newRow} 行`).fill('12');

      // A PDF upload through the PDF-only drop zone's file input, with a real file on the server.
      await form(page)
        .getByLabel('备案证明 选择文件')
        .setInputFiles({ name: '备案证明.pdf', mimeType: 'application/pdf', buffer: demoPdf(['Filing certificate']) });
      await expect.poll(() => form(page).getByRole('button', { name: '备案证明.pdf', exact: true }).count()).toBe(1);

      // 暂存 keeps a draft on the server.
      await page.getByRole('toolbar', { name: '表单操作' }).getByRole('button', { name: '暂存' }).click();
      await expect.poll(() => page.getByText('暂存成功').count()).toBeGreaterThan(0);

      // Reloading finds the draft from the server.
      await page.reload();
      await form(page).waitFor();
      await expect.poll(() => form(page).getByLabel('项目名称').inputValue()).toBe('常州屋顶光伏一期');
      expect(await form(page).getByRole('combobox', { name: '所在区县' }).textContent()).toContain('武进区');
      expect(await inverters.getByLabel(`型号 第 ${newRow} 行`).inputValue()).toBe('SUN2000-150K');
      expect(await form(page).getByRole('button', { name: '备案证明.pdf', exact: true }).count()).toBe(1);

      // Typing without saving survives a reload through the local draft.
      await form(page).getByLabel('联系人').fill('李四');
      await page.waitForTimeout(500);
      await page.goto(fillUrl);
      await form(page).waitFor();
      await expect.poll(() => form(page).getByLabel('联系人').inputValue()).toBe('李四');
      expect(await page.getByText(/已恢复 .* 在本机自动保存的草稿/).count()).toBe(1);

      // Submitting with required fields empty marks them and sends nothing.
      await page.getByRole('toolbar', { name: '表单操作' }).getByRole('button', { name: '提交' }).click();
      await expect.poll(() => page.getByText('投资(万元)不能为空').count()).toBeGreaterThan(0);

      await form(page).getByLabel('装机容量(MW)').fill('12.5');
      await form(page).getByLabel('总投资(万元)').fill('5200');
      await form(page).getByLabel('建设单位').fill('常州某新能源有限公司');
      await form(page).getByLabel('统一社会信用代码').fill('91320412MA1XXXXX0X');
      await form(page).getByLabel('联系电话').fill('13800000000');
      await form(page).getByLabel('建设周期开始').fill('2026-04-01');
      await form(page).getByLabel('建设周期开始').press('Tab');
      await form(page).getByLabel('建设周期结束').fill('2026-12-31');
      await form(page).getByLabel('建设周期结束').press('Tab');
      await form(page).getByRole('switch', { name: '承诺信息真实' }).check();

      await page.getByRole('toolbar', { name: '表单操作' }).getByRole('button', { name: '提交' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await page.waitForURL(/\/ent\/datareporting\/detail\?recordId=\d+$/);

      // The detail view: option labels, switch text, file names; the PDF opens in the preview.
      const detail = form(page);
      await detail.waitFor();
      await expect.poll(() => detail.getByText('常州市', { exact: true }).count()).toBe(1);
      expect(await detail.getByText('武进区', { exact: true }).count()).toBe(1);
      expect(await detail.getByText('分布式', { exact: true }).count()).toBe(1);
      expect(await detail.getByText('已承诺', { exact: true }).count()).toBe(1);
      expect(await detail.getByRole('textbox').count()).toBe(0);
      await detail.getByRole('button', { name: '备案证明.pdf', exact: true }).click();
      const preview = page.getByRole('dialog', { name: /预览：备案证明.pdf/ });
      await expect.poll(() => preview.getByText('第 1 页 / 共 1 页').count()).toBe(1);
      await expect
        .poll(() => preview.locator('canvas').evaluate((canvas: HTMLCanvasElement) => canvas.width))
        .toBeGreaterThan(100);
      await preview.getByRole('button', { name: '关闭' }).first().click();

      // The task is now submitted; its row offers 查看.
      await page.goto(`${platform.url}/ent/datareporting/list`);
      await expect.poll(() => row.getByText('已提交').count()).toBe(1);
      expect(await row.getByRole('button', { name: '查看' }).count()).toBe(1);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('government staff import, preview, publish and assign a form, which the enterprise then reports', async () => {
    const admin = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const page = await admin.newPage();
    const definition = {
      fields: [
        {
          __config__: {
            label: '年度发电量(万千瓦时)',
            tag: 'el-input',
            layout: 'colFormItem',
            span: 24,
            required: true,
          },
          __vModel__: 'annualPower',
          placeholder: '请输入',
        },
        { __config__: { label: '传送门', tag: 'el-teleporter', layout: 'colFormItem', span: 24 }, __vModel__: 'odd' },
      ],
    };
    try {
      await page.goto(`${platform.url}/ent/loginchief`);
      await page.getByLabel('账号').fill('admin');
      await page.getByLabel('密码').fill(PASSWORD);
      await page.getByRole('button', { name: '登录' }).click();
      await page.waitForURL(/\/ent\/majorProjectDesk$/);
      await page.goto(`${platform.url}/ent/system/form`);
      await page.getByRole('button', { name: '导入', exact: true }).click();
      const importDialog = page.getByRole('dialog', { name: '导入表单定义' });
      // Bad JSON is refused in place.
      await importDialog.getByLabel('表单定义 JSON').fill('{ not json');
      await importDialog.getByLabel('表单名称').fill('发电量年报');
      await importDialog.getByRole('button', { name: '确定' }).click();
      await expect.poll(() => importDialog.getByText('不是有效的 JSON').count()).toBe(1);
      await importDialog.getByLabel('表单定义 JSON').fill(JSON.stringify(definition));
      await importDialog.getByRole('button', { name: '确定' }).click();
      await expect.poll(() => importDialog.count()).toBe(0);

      const list = page.getByRole('table', { name: '表单定义' });
      const row = list.getByRole('row', { name: /发电量年报/ });
      await expect.poll(() => row.getByText('草稿').count()).toBe(1);
      await row.getByRole('button', { name: /^预览 发电量年报/ }).click();
      const preview = page.getByRole('dialog', { name: /预览：发电量年报/ });
      await expect.poll(() => preview.getByText('无法渲染的控件：el-teleporter').count()).toBe(1);
      expect(await preview.getByLabel('年度发电量(万千瓦时)').count()).toBe(1);
      await page.keyboard.press('Escape');

      await row.getByRole('button', { name: /^发布 发电量年报/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await expect.poll(() => row.getByText('已发布').count()).toBe(1);

      await row.getByRole('button', { name: /^下发 发电量年报/ }).click();
      const assign = page.getByRole('dialog', { name: /下发填报任务/ });
      await assign.getByLabel('填报周期').fill('2026年12月');
      await assign.getByLabel('截止日期').fill('2026-12-31');
      await assign.getByLabel('按企业名称搜索').fill('苏能');
      await assign.getByRole('checkbox', { name: /南京苏能新能源科技有限公司/ }).check();
      await assign.getByRole('button', { name: '下发' }).click();
      await expect.poll(() => page.getByText('已下发 1 个填报任务').count()).toBeGreaterThan(0);
    } finally {
      await admin.close();
    }

    const enterprise = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const entPage = await enterprise.newPage();
    try {
      await login(entPage, 'ent_demo');
      await entPage.goto(`${platform.url}/ent/datareporting/list`);
      const row = entPage
        .getByRole('table', { name: '数据填报' })
        .getByRole('row', { name: /发电量年报（2026年12月）/ });
      await row.getByRole('button', { name: /填报/ }).click();
      const filling = entPage.getByRole('form', { name: /表单：发电量年报/ });
      await filling.getByLabel('年度发电量(万千瓦时)').fill('1200');
      await entPage.getByRole('toolbar', { name: '表单操作' }).getByRole('button', { name: '提交' }).click();
      await entPage.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await entPage.waitForURL(/\/ent\/datareporting\/detail\?recordId=\d+$/);
      await expect.poll(() => entPage.getByText('1200', { exact: true }).count()).toBe(1);
    } finally {
      await enterprise.close();
    }
  });
});
