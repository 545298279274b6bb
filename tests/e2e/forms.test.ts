// Dynamic forms in real Chromium: ent_demo fills the PV filing form of a report task (linkage, a
// visibility switch, a table row, a PDF upload), temporarily saves, finds the draft again through
// 数据填报 › 继续填写, keeps unsaved typing across an immediate reload or a closed tab through the
// local draft, submits (the fill tab closes and the list shows it submitted), opens the detail view
// and the PDF preview; a form notice opens /configlist, filled from test data; staff import, publish and
// assign a form that the enterprise then reports; times typed by hand into 时间选择 and 时间范围 are
// kept in the definition's value format, an invalid one refused in Chinese.

import { createAuthApi, createFormApi, createNoticeApi } from '@ent/core/api';
import pvData from '@ent/core/forms/fixtures/pv-filing.data.json';
import { DEFINITION_TEXT, DESK_TEXT, FORM_TEXT, MENU_TEXT } from '@ent/core/messages';
import { DEFAULT_NOTICE_MODULE } from '@ent/core/platform';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPdf } from '../../apps/server/src/seed/demoPdf';
import { httpAs } from '../support/api';
import { launchChromium } from '../support/browser';
import { type PlatformProcess, startPlatformProcess } from '../support/platform';
import { deskFigure, openMenu, openSession, pageTabs } from '../support/session';

/** A due date that stays ahead of the day the suite runs (the 下发 dialog refuses past ones). */
const NEXT_YEAR_END = `${new Date().getFullYear() + 1}-12-31`;

let platform: PlatformProcess;
let browser: Browser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatformProcess(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const form = (page: Page, title = '光伏项目备案信息表') =>
  page.getByRole('form', { name: new RegExp(`表单：${title}`) });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: '表单操作' });
const reportRow = (page: Page, title: RegExp) =>
  page.getByRole('table', { name: '数据填报' }).getByRole('row', { name: title });

async function choose(page: Page, label: string, option: string) {
  await form(page).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('reporting through the PV filing form', () => {
  it('fills, saves a draft, continues it, survives a reload and a closed tab, submits and previews the PDF', async () => {
    const { context, page } = await openSession(browser, platform.url, 'ent_demo');
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    try {
      await openMenu(page, '数据填报');
      await page.waitForURL(/\/ent\/datareporting\/list$/);
      const row = reportRow(page, /光伏项目备案信息表（2026年度）/);
      await expect.poll(() => row.getByText('待填报').count()).toBe(1);
      await row.getByRole('button', { name: /填报/ }).click();
      await page.waitForURL(/\/ent\/datareporting\/fill\?taskId=\d+$/);
      await form(page).waitFor();
      // The task's period and due date stand beside the title.
      expect(await page.getByText('填报周期：2026年度', { exact: true }).count()).toBe(1);
      expect(await page.getByText(/^截止日期：\d{4}-\d{2}-\d{2}$/).count()).toBe(1);

      // The page's text block is sanitised HTML from the definition; the slot shows its placeholder.
      await expect.poll(() => page.getByText('不属于行政许可').count()).toBe(1);
      await expect.poll(() => page.getByText(/coordinatePicker/).count()).toBe(1);

      await form(page).getByLabel('项目名称').fill('常州屋顶光伏一期');
      await form(page).getByLabel('项目代码').fill('2026-320412-44-02-000001');

      // Linkage: the city decides the districts offered, and changing it clears the district.
      await choose(page, '所在地市', '南京市');
      await form(page).getByRole('combobox', { name: '所在区县' }).click();
      // The demo's form offers every district of the city from the region tree (南京 has 11).
      const nanjing = await page.getByRole('option').allTextContents();
      expect(nanjing).toHaveLength(11);
      expect(nanjing.slice(0, 4)).toEqual(['玄武区', '秦淮区', '建邺区', '鼓楼区']);
      expect(nanjing).toContain('江宁区');
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
      await toolbar(page).getByRole('button', { name: '暂存' }).click();
      await expect.poll(() => page.getByText('暂存成功').count()).toBeGreaterThan(0);

      // Back in 数据填报 the task reads 已暂存; 继续填写 finds the draft the server keeps.
      await openMenu(page, '数据填报');
      await page.waitForURL(/\/ent\/datareporting\/list$/);
      await expect.poll(() => row.getByText('已暂存').count()).toBe(1);
      await row.getByRole('button', { name: /^继续填写/ }).click();
      await page.waitForURL(/\/ent\/datareporting\/fill\?taskId=\d+$/);
      const fillUrl = page.url();
      await expect.poll(() => form(page).getByLabel('项目名称').inputValue()).toBe('常州屋顶光伏一期');
      expect(await form(page).getByRole('combobox', { name: '所在区县' }).textContent()).toContain('武进区');
      expect(await inverters.getByLabel(`型号 第 ${newRow} 行`).inputValue()).toBe('SUN2000-150K');
      expect(await form(page).getByRole('button', { name: '备案证明.pdf', exact: true }).count()).toBe(1);

      // Typing without saving survives a reload made at once, through the local draft.
      await form(page).getByLabel('联系人').fill('李四');
      await page.reload();
      await form(page).waitFor();
      await expect.poll(() => form(page).getByLabel('联系人').inputValue()).toBe('李四');
      expect(await page.getByText(/已恢复 .* 在本机自动保存的草稿/).count()).toBe(1);

      // ... and a tab closed at once: the user opens the form again and continues.
      await form(page).getByLabel('建设单位').fill('常州某新能源有限公司');
      await page.close();
      const again = await context.newPage();
      again.on('pageerror', (error) => consoleErrors.push(error.message));
      await again.goto(fillUrl);
      await form(again).waitFor();
      await expect.poll(() => form(again).getByLabel('建设单位').inputValue()).toBe('常州某新能源有限公司');
      expect(await form(again).getByLabel('联系人').inputValue()).toBe('李四');

      // Submitting with required fields empty marks them and sends nothing.
      await toolbar(again).getByRole('button', { name: '提交' }).click();
      await expect.poll(() => again.getByText('投资(万元)不能为空').count()).toBeGreaterThan(0);
      // ... and takes focus to the first of them, for keyboard and screen-reader users.
      await expect
        .poll(() =>
          again.evaluate(() => {
            const first = document.querySelector('form[aria-label^="表单："] [data-invalid="true"]');
            const active = document.activeElement;
            return Boolean(first && active && active !== document.body && first.contains(active));
          }),
        )
        .toBe(true);

      await form(again).getByLabel('装机容量(MW)').fill('12.5');
      await form(again).getByLabel('总投资(万元)').fill('5200');
      await form(again).getByLabel('统一社会信用代码').fill('91320412MA1XXXXX0X');
      await form(again).getByLabel('联系电话').fill('13800000000');
      await form(again).getByLabel('建设周期开始').fill('2026-04-01');
      await form(again).getByLabel('建设周期开始').press('Tab');
      await form(again).getByLabel('建设周期结束').fill('2026-12-31');
      await form(again).getByLabel('建设周期结束').press('Tab');
      await form(again).getByRole('switch', { name: '承诺信息真实' }).check();

      await toolbar(again).getByRole('button', { name: '提交' }).click();
      await again.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      // Submitted: the fill tab closes and 数据填报 shows the task submitted; its row offers 查看.
      await again.waitForURL(/\/ent\/datareporting\/list$/);
      await expect.poll(() => pageTabs(again).filter({ hasText: '填报表单' }).count()).toBe(0);
      const submitted = reportRow(again, /光伏项目备案信息表（2026年度）/);
      await expect.poll(() => submitted.getByText('已提交').count()).toBe(1);
      await submitted.getByRole('button', { name: '查看' }).click();
      await again.waitForURL(/\/ent\/datareporting\/detail\?recordId=\d+$/);

      // The detail view: option labels, switch text, file names; the PDF opens in the preview.
      const detail = form(again);
      await detail.waitFor();
      await expect.poll(() => detail.getByText('常州市', { exact: true }).count()).toBe(1);
      expect(await detail.getByText('武进区', { exact: true }).count()).toBe(1);
      expect(await detail.getByText('分布式', { exact: true }).count()).toBe(1);
      expect(await detail.getByText('已承诺', { exact: true }).count()).toBe(1);
      expect(await detail.getByRole('textbox').count()).toBe(0);
      await detail.getByRole('button', { name: '备案证明.pdf', exact: true }).click();
      const preview = again.getByRole('dialog', { name: /预览：备案证明.pdf/ });
      await expect.poll(() => preview.getByText('第 1 页 / 共 1 页').count()).toBe(1);
      await expect
        .poll(() => preview.getByRole('img', { name: /第 1 页/ }).evaluate((canvas: HTMLCanvasElement) => canvas.width))
        .toBeGreaterThan(100);
      await preview.getByRole('button', { name: '关闭' }).first().click();
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a form notice opens /configlist, filled from test data, reset, and submitted', async () => {
    // Staff ask ent_demo for the PV filing form (the first seeded form) through a notice.
    const staff = createNoticeApi(await httpAs(platform.url, 'admin'), DEFAULT_NOTICE_MODULE);
    const userId = (await createAuthApi(await httpAs(platform.url, 'ent_demo')).me()).data?.id ?? 0;
    const asked = await staff.create({
      noticeTitle: '关于报送光伏项目备案信息的通知',
      noticeType: '1',
      formId: 1,
      audience: { type: 'users', ids: [userId] },
    });
    expect(asked.data?.noticeId).toBeGreaterThan(0);
    const { context, page } = await openSession(browser, platform.url, 'ent_demo');
    try {
      const bell = page.getByRole('button', { name: /^消息通知/ });
      await expect.poll(() => bell.getAttribute('aria-label')).toMatch(/：\d+ 条未读$/);
      const unread = Number(/：(\d+) 条未读/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
      const before = page.url();
      await bell.click();
      const list = page.getByRole('group', { name: /消息通知/ }).or(page.getByRole('dialog', { name: /消息通知/ }));
      await list.getByRole('button', { name: /光伏项目备案信息/ }).click();
      await page.waitForURL(/\/ent\/configlist\?editFormId=\d+&noticeId=\d+$/);
      await form(page).waitFor();

      // 测试数据 fills the form from JSON test data (the definition's, editable before it is used).
      await toolbar(page).getByRole('button', { name: '测试数据' }).click();
      const testData = page.getByRole('dialog', { name: '测试数据' });
      await testData.getByRole('textbox').fill(JSON.stringify({ ...pvData, projectName: '测试数据项目' }));
      await testData.getByRole('button', { name: '确定' }).click();
      await expect.poll(() => form(page).getByLabel('项目名称').inputValue()).toBe('测试数据项目');
      expect(await form(page).getByLabel('项目代码').inputValue()).toBe(pvData.projectCode);

      // 重置 asks, then returns to the definition's defaults.
      await toolbar(page).getByRole('button', { name: '重置' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await expect.poll(() => form(page).getByLabel('项目名称').inputValue()).toBe('');

      // Broken JSON is refused in place and changes nothing.
      await toolbar(page).getByRole('button', { name: '测试数据' }).click();
      await testData.getByRole('textbox').fill('{ "projectName": ');
      await testData.getByRole('button', { name: '确定' }).click();
      await expect.poll(() => testData.getByText('数据结构解析错误').count()).toBeGreaterThan(0);
      await testData.getByRole('button', { name: '取消' }).click();
      expect(await form(page).getByLabel('项目名称').inputValue()).toBe('');
      await toolbar(page).getByRole('button', { name: '测试数据' }).click();
      await testData.getByRole('textbox').fill(JSON.stringify(pvData));
      await testData.getByRole('button', { name: '确定' }).click();
      await expect.poll(() => form(page).getByLabel('项目名称').inputValue()).toBe(pvData.projectName);

      await toolbar(page).getByRole('button', { name: '提交' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      // Submitted: the notice's form closes its tab and returns to the page the bell was used on.
      await page.waitForURL(before);
      await expect.poll(() => pageTabs(page).filter({ hasText: '表单填报' }).count()).toBe(0);
      // Submitting handled the notice: one unread fewer in the bell.
      await expect
        .poll(() => bell.getAttribute('aria-label'))
        .toBe(unread > 1 ? `消息通知：${unread - 1} 条未读` : '消息通知');
    } finally {
      await context.close();
    }
  });

  it('government staff import, preview, publish and assign a form, which the enterprise then reports', async () => {
    const { context: admin, page } = await openSession(browser, platform.url, 'admin');
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
      await openMenu(page, '系统管理', '表单定义');
      await page.waitForURL(/\/ent\/system\/form$/);
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
      // A day already past is refused in the dialog.
      await assign.getByLabel('截止日期').fill('2020-01-31');
      await assign.getByRole('button', { name: '下发' }).click();
      await assign.getByText(DEFINITION_TEXT.dueDatePast).waitFor();
      // Due next year, so the task is still to be filled whenever the test runs.
      await assign.getByLabel('截止日期').fill(NEXT_YEAR_END);
      await assign.getByLabel('按企业名称搜索').fill('苏能');
      await assign.getByRole('checkbox', { name: /南京苏能新能源科技有限公司/ }).check();
      await assign.getByRole('button', { name: '下发' }).click();
      await expect.poll(() => page.getByText('已下发 1 个填报任务').count()).toBeGreaterThan(0);
    } finally {
      await admin.close();
    }

    const { context: enterprise, page: entPage } = await openSession(browser, platform.url, 'ent_demo');
    try {
      // The desk counts the new task among those still to be filled.
      await expect.poll(() => deskFigure(entPage, DESK_TEXT.reportsDue)).toMatch(/^\d+$/);
      const due = Number(await deskFigure(entPage, DESK_TEXT.reportsDue));
      await openMenu(entPage, '数据填报');
      const row = entPage
        .getByRole('table', { name: '数据填报' })
        .getByRole('row', { name: /发电量年报（2026年12月）/ });
      await row.getByRole('button', { name: /填报/ }).click();
      const filling = entPage.getByRole('form', { name: /表单：发电量年报/ });
      await filling.getByLabel('年度发电量(万千瓦时)').fill('1200');
      await entPage.getByRole('toolbar', { name: '表单操作' }).getByRole('button', { name: '提交' }).click();
      await entPage.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await entPage.waitForURL(/\/ent\/datareporting\/list$/);
      await expect.poll(() => row.getByText('已提交').count()).toBe(1);
      // Back on the desk's tab, without a reload: one task fewer to fill.
      await pageTabs(entPage).filter({ hasText: MENU_TEXT.desks.major }).click();
      await expect.poll(() => deskFigure(entPage, DESK_TEXT.reportsDue)).toBe(String(due - 1));
    } finally {
      await enterprise.close();
    }
  });

  it('keeps times typed by hand in 时间选择 and 时间范围 in the value format, and refuses an invalid one in Chinese', async () => {
    // Staff give ent_demo a form of its own with a time and a time range (minutes only: the value
    // format is the definition's, not a fixed one).
    const staff = createFormApi(await httpAs(platform.url, 'admin'));
    const enterpriseHttp = await httpAs(platform.url, 'ent_demo');
    const mainstayId = (await createAuthApi(enterpriseHttp).me()).data?.mainstayId ?? 0;
    const definition = {
      fields: [
        {
          __config__: { label: '值班时间', tag: 'el-time-picker', layout: 'colFormItem', span: 24 },
          __vModel__: 'dutyTime',
          format: 'HH:mm:ss',
          'value-format': 'HH:mm:ss',
        },
        {
          __config__: { label: '服务时段', tag: 'el-time-picker', layout: 'colFormItem', span: 24 },
          __vModel__: 'serviceHours',
          'is-range': true,
          'range-separator': '至',
          format: 'HH:mm',
          'value-format': 'HH:mm',
        },
      ],
    };
    const added = (await staff.addDefinition({ title: '值守时间登记', formKey: 'duty-times', content: definition }))
      .data;
    if (!added) throw new Error('the definition was not added');
    await staff.updateDefinition({ id: added.id, action: 'publish' });
    await staff.assign({ id: added.id, mainstayIds: [mainstayId], period: '2026年11月', dueDate: NEXT_YEAR_END });
    const { context, page } = await openSession(browser, platform.url, 'ent_demo');
    try {
      await openMenu(page, '数据填报');
      const row = reportRow(page, /值守时间登记（2026年11月）/);
      await row.getByRole('button', { name: /填报/ }).click();
      const filling = form(page, '值守时间登记');
      const duty = filling.getByRole('combobox', { name: '值班时间' });
      const start = filling.getByRole('combobox', { name: `服务时段${FORM_TEXT.startPlaceholder}` });
      const end = filling.getByRole('combobox', { name: `服务时段${FORM_TEXT.endPlaceholder}` });

      // An invalid time is refused with the Chinese message naming the format.
      await duty.pressSequentially('25:61');
      await duty.press('Tab');
      await expect.poll(() => filling.getByText(FORM_TEXT.invalidTime('HH:mm:ss')).count()).toBe(1);
      expect(await duty.getAttribute('aria-invalid')).toBe('true');

      // Typed, not chosen from the list: committed by Tab, and by Enter.
      await duty.fill('');
      await duty.pressSequentially('08:30:00');
      await duty.press('Tab');
      await expect.poll(() => filling.getByText(FORM_TEXT.invalidTime('HH:mm:ss')).count()).toBe(0);
      await start.pressSequentially('9:15');
      await start.press('Tab');
      await end.pressSequentially('17:45');
      await end.press('Enter');
      await expect.poll(() => start.inputValue()).toBe('09:15');
      expect(await duty.inputValue()).toBe('08:30:00');
      expect(await end.inputValue()).toBe('17:45');

      await toolbar(page).getByRole('button', { name: '暂存' }).click();
      await expect.poll(() => page.getByText('暂存成功').count()).toBeGreaterThan(0);
      // The server keeps the values in the definition's format...
      const records = createFormApi(enterpriseHttp);
      const saved = (await records.records({ formDataId: added.id })).data?.rows[0];
      expect(saved?.fieldsValueMap).toMatchObject({
        dutyTime: '08:30:00',
        serviceHours_start_time: '09:15',
        serviceHours_end_time: '17:45',
      });
      // ...and 继续填写 shows them again.
      await openMenu(page, '数据填报');
      await expect.poll(() => row.getByText('已暂存').count()).toBe(1);
      await row.getByRole('button', { name: /^继续填写/ }).click();
      await expect.poll(() => filling.getByRole('combobox', { name: '值班时间' }).inputValue()).toBe('08:30:00');
      expect(await start.inputValue()).toBe('09:15');
      expect(await end.inputValue()).toBe('17:45');
    } finally {
      await context.close();
      await staff.updateDefinition({ id: added.id, action: 'retire' });
    }
  });
});
