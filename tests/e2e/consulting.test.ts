// Consulting advice and the public notice page in real Chromium: ent_demo asks a question with a PDF,
// admin answers it, ent_demo sees the answer announced by the bell, reads it in the thread and finds
// the read notice again on 我的消息 (the bell's 查看全部, checked with axe-core); the public page shows
// only public items without a login; staff publish news and open a bulletin to it.
import { createNewsApi } from '@ent/core/api';
import { DEFAULT_NOTICE_MODULE } from '@ent/core/platform';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPdf } from '../../apps/server/src/seed/demoPdf';
import { httpAs } from '../support/api';
import { axeAudit } from '../support/axe';
import { launchChromium } from '../support/browser';
import { type PlatformProcess, startPlatformProcess } from '../support/platform';
import { openMenu, openSession } from '../support/session';

const QUESTION = '屋顶光伏项目备案能否分期办理？';
const ANSWER = '可以分期备案，每期单独填报装机容量和投资。';
let platform: PlatformProcess;
let browser: Browser;

beforeAll(async () => {
  // The bell asks for new notices every 2 s here, so the answer shows while the test watches.
  [platform, browser] = await Promise.all([startPlatformProcess({ NOTICE_POLL_SECONDS: '2' }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function session(username: string) {
  const { context, page } = await openSession(browser, platform.url, username);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

const table = (page: Page) => page.getByRole('table', { name: '咨询建议' });
const bellButton = (page: Page) => page.getByRole('button', { name: /^消息通知/ });
/** The unread count the bell's name carries (0 when it names none). */
async function unread(page: Page): Promise<number> {
  const label = (await bellButton(page).getAttribute('aria-label')) ?? '';
  return Number(/：(\d+) 条未读/.exec(label)?.[1] ?? 0);
}

describe('consulting advice', () => {
  it('an enterprise asks, staff answer, the bell announces it and the enterprise reads the answer', async () => {
    const ent = await session('ent_demo');
    try {
      const { page } = ent;
      await openMenu(page, '政企互动', '咨询建议');
      await page.waitForURL(/\/ent\/zqhd\/consultingAdviceManage$/);
      await expect.poll(() => table(page).getByRole('row').count()).toBeGreaterThan(1);
      // Only the enterprise's own threads: no enterprise column.
      expect(await table(page).getByRole('columnheader', { name: '企业名称' }).count()).toBe(0);

      await page.getByRole('button', { name: '我要咨询/建议' }).click();
      const form = page.getByRole('dialog', { name: '提交咨询建议' });
      // Nothing filled in: every required field is named, nothing is sent.
      await form.getByRole('button', { name: '提交' }).click();
      await expect.poll(() => form.getByText('标题不能为空').count()).toBe(1);
      expect(await form.getByText('问题分类不能为空').count()).toBe(1);

      await form.getByRole('combobox', { name: '问题分类' }).click();
      await page.getByRole('option', { name: '项目备案' }).click();
      await form.getByLabel('标题').fill(QUESTION);
      await form.getByLabel('内容').fill('我公司屋顶光伏计划分两期建设，请问备案是否可以分期办理？');
      await form.getByLabel('联系电话').fill('025-83290000');
      await form
        .getByLabel('附件 选择文件')
        .setInputFiles({ name: '建设方案.pdf', mimeType: 'application/pdf', buffer: demoPdf(['Construction plan']) });
      await expect.poll(() => form.getByText('建设方案.pdf').count()).toBe(1);
      await form.getByRole('button', { name: '提交' }).click();

      // The new thread opens, waiting for an answer, with its attachment.
      await page.waitForURL(/\/ent\/zqhd\/consultingAdviceManage\?id=\d+$/);
      const thread = page.getByRole('article', { name: '咨询建议详情' });
      await expect.poll(() => thread.getByRole('heading', { name: QUESTION }).count()).toBe(1);
      expect(await thread.getByText('待答复').count()).toBe(1);
      expect(await thread.getByRole('button', { name: '下载 建设方案.pdf' }).count()).toBe(1);
      const threadUrl = page.url();
      // The bell has loaded its count before anything is answered.
      await expect.poll(() => bellButton(page).getAttribute('aria-label')).toMatch(/条未读/);
      const before = await unread(page);

      // Government staff find it among the waiting threads and answer.
      const staff = await session('admin');
      try {
        const admin = staff.page;
        await openMenu(admin, '政企互动', '咨询建议');
        await admin.waitForURL(/\/ent\/zqhd\/consultingAdviceManage$/);
        await admin.getByLabel('企业名称').fill('苏能');
        await admin.getByRole('button', { name: '搜索', exact: true }).click();
        const row = table(admin).getByRole('row', { name: new RegExp(QUESTION) });
        await expect.poll(() => row.getByText('南京苏能新能源科技有限公司').count()).toBe(1);
        await row.getByRole('button', { name: `答复 ${QUESTION}` }).click();
        const answerForm = admin.getByRole('form', { name: '答复企业' });
        await answerForm.getByRole('button', { name: '答复' }).click();
        await expect.poll(() => answerForm.getByText('答复内容不能为空').count()).toBe(1);
        await answerForm.getByLabel('答复内容').fill(ANSWER);
        await answerForm.getByRole('button', { name: '答复' }).click();
        const staffThread = admin.getByRole('article', { name: '咨询建议详情' });
        await expect.poll(() => staffThread.getByText(ANSWER).count()).toBe(1);
        await expect.poll(() => staffThread.getByText('已答复').count()).toBe(1);
        expect(staff.errors).toEqual([]);
      } finally {
        await staff.context.close();
      }

      // The enterprise's open page: the bell announces the answer by itself, no reload.
      await expect.poll(() => unread(page), { timeout: 10_000 }).toBe(before + 1);
      await bellButton(page).click();
      const bell = page.getByRole('group', { name: '消息通知' }).or(page.getByRole('dialog', { name: '消息通知' }));
      await bell.getByRole('button', { name: new RegExp(`您的咨询建议「${QUESTION}」已收到答复`) }).click();
      const notice = page.getByRole('dialog', { name: /已收到答复/ });
      await expect.poll(() => notice.getByText(ANSWER).count()).toBe(1);
      await expect.poll(() => unread(page)).toBe(before);
      await notice.getByRole('link', { name: '查看答复详情' }).click();
      await page.waitForURL(threadUrl);
      const answered = page.getByRole('article', { name: '咨询建议详情' });
      await expect.poll(() => answered.getByText(ANSWER).count()).toBe(1);
      expect(await answered.getByText(/政府答复 · 江苏省能源局/).count()).toBe(1);

      // The enterprise closes it with a rating; nothing more can be added.
      await answered.getByRole('button', { name: '办结' }).click();
      const closing = page.getByRole('dialog', { name: '确认办结' });
      await closing.getByRole('radio', { name: '满意', exact: true }).check();
      await closing.getByRole('button', { name: '办结' }).click();
      await expect.poll(() => answered.getByText('该咨询建议已办结').count()).toBe(1);
      expect(await answered.getByText('满意度评价：满意').count()).toBe(1);
      expect(await page.getByRole('form', { name: '继续追问' }).count()).toBe(0);

      // The notice left the bell once read; 查看全部 finds it again on 我的消息, opened in the page
      // (no reload: a mark left on the window survives), read, and opens again from there.
      const audit = axeAudit(page);
      await page.evaluate(() => {
        (window as unknown as { stillHere?: boolean }).stillHere = true;
      });
      await bellButton(page).click();
      await bell.getByRole('link', { name: '查看全部消息' }).click();
      await page.waitForURL(/\/ent\/user\/notices$/);
      expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
      await expect.poll(() => page.getByRole('heading', { name: '我的消息', level: 1 }).count()).toBe(1);
      const inbox = page.getByRole('table', { name: '我的消息' });
      const answeredRow = inbox.getByRole('row', { name: new RegExp(`您的咨询建议「${QUESTION}」已收到答复`) });
      await expect.poll(() => answeredRow.count()).toBe(1);
      expect(await answeredRow.getByText('已读', { exact: true }).count()).toBe(1);
      await audit.check('我的消息');
      // 已读 lists it too; it opens again without being unread again.
      await page.getByRole('tablist', { name: '阅读状态' }).getByRole('tab', { name: '已读' }).click();
      await expect.poll(() => answeredRow.count()).toBe(1);
      await answeredRow
        .getByRole('button', { name: new RegExp(`您的咨询建议「${QUESTION}」已收到答复`) })
        .press('Enter');
      const again = page.getByRole('dialog', { name: /已收到答复/ });
      await expect.poll(() => again.getByText(ANSWER).count()).toBe(1);
      await audit.check('我的消息 › 通知');
      await again.getByRole('button', { name: '确定' }).click();
      await expect.poll(() => unread(page)).toBe(before);
      audit.expectClean();
      expect(ent.errors).toEqual([]);
    } finally {
      await ent.context.close();
    }
  });
});

describe('the public notice page', () => {
  it('shows only public bulletins and news without a login', async () => {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(`${platform.url}/ent/socialPublicity`);
      const bulletins = page.getByRole('list', { name: '通知公告' });
      await expect.poll(() => bulletins.getByRole('listitem').count()).toBe(5);
      expect(await bulletins.getByRole('button', { name: '扬州市天然气管道保护范围公示' }).count()).toBe(1);
      // Bulletins only for platform users are not there.
      expect(await page.getByText('镇江市关于报送能源设施运行数据的通知').count()).toBe(0);
      expect(await page.getByText('关于组织开展能源企业数据填报培训的通知').count()).toBe(0);
      expect(page.url()).toMatch(/\/ent\/socialPublicity$/);

      await page.getByRole('tab', { name: '政企资讯' }).click();
      const news = page.getByRole('list', { name: '政企资讯' });
      await expect.poll(() => news.getByRole('listitem').count()).toBe(5);
      expect(await news.getByText('南京市召开新能源企业座谈会').count()).toBe(0);
      await news.getByRole('button', { name: '南通海上风电项目全容量并网' }).click();
      const article = page.getByRole('article', { name: '南通海上风电项目全容量并网' });
      await expect.poll(() => article.getByText(/全容量并网，年上网电量/).count()).toBe(1);
      await article.getByRole('button', { name: '返回列表' }).click();
      await expect.poll(() => news.getByRole('listitem').count()).toBe(5);
      // Still no login: the token cookie was never set.
      expect((await context.cookies()).some((cookie) => cookie.name === 'Enterprise-Token')).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe('news and bulletins', () => {
  it('staff publish public news and make a bulletin public; the public page shows both', async () => {
    // The test's own internal bulletin; it and the news published below are removed afterwards,
    // so the public page reads the same whichever test runs first.
    const news = createNewsApi(await httpAs(platform.url, 'admin'), DEFAULT_NOTICE_MODULE);
    const bulletinTitle = '关于试点企业填报口径的补充说明';
    const created = await news.createBulletin({
      title: bulletinTitle,
      content: '<p>详情请登录平台查看。</p>',
      cityCode: null,
      isPublic: false,
    });
    const staff = await session('admin');
    const anonymous = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
    try {
      const { page } = staff;
      await openMenu(page, '政企互动', '政企资讯');
      await page.waitForURL(/\/ent\/zqhd\/notice$/);
      await page.getByRole('button', { name: '发布资讯' }).click();
      const editor = page.getByRole('dialog', { name: '发布政企资讯' });
      await editor.getByLabel('标题').fill('苏州工业园区光伏项目集中开工');
      await editor.getByRole('combobox', { name: '地区' }).click();
      await page.getByRole('option', { name: '苏州市' }).click();
      const text = editor.getByRole('textbox', { name: '正文（富文本编辑器）' });
      await text.click();
      await page.keyboard.type('园区十二个分布式光伏项目集中开工。');
      await editor.getByRole('switch', { name: '向社会公开' }).check();
      await editor.getByRole('button', { name: '保存' }).click();
      await expect.poll(() => editor.count()).toBe(0);
      const list = page.getByRole('list', { name: '政企资讯' });
      await expect
        .poll(() => list.getByRole('button', { name: '苏州工业园区光伏项目集中开工', exact: true }).count())
        .toBe(1);

      // Editing an internal bulletin (the editor opens with its text) and making it public.
      await page.getByRole('tab', { name: '通知公告' }).click();
      const bulletins = page.getByRole('list', { name: '通知公告' });
      await bulletins.getByRole('button', { name: `修改 ${bulletinTitle}` }).click();
      const bulletinEditor = page.getByRole('dialog', { name: '修改通知公告' });
      await expect.poll(() => bulletinEditor.getByText('详情请登录平台查看。').count()).toBe(1);
      await bulletinEditor.getByRole('switch', { name: '向社会公开' }).check();
      await bulletinEditor.getByRole('button', { name: '保存' }).click();
      await expect.poll(() => bulletinEditor.count()).toBe(0);
      expect(staff.errors).toEqual([]);

      const visitor = await anonymous.newPage();
      await visitor.goto(`${platform.url}/ent/socialPublicity`);
      const publicBulletins = visitor.getByRole('list', { name: '通知公告' });
      await expect.poll(() => publicBulletins.getByRole('button', { name: bulletinTitle }).count()).toBe(1);
      await visitor.getByRole('tab', { name: '政企资讯' }).click();
      await visitor
        .getByRole('list', { name: '政企资讯' })
        .getByRole('button', { name: '苏州工业园区光伏项目集中开工', exact: true })
        .click();
      const article = visitor.getByRole('article', { name: '苏州工业园区光伏项目集中开工' });
      await expect.poll(() => article.getByText('园区十二个分布式光伏项目集中开工。').count()).toBe(1);
      expect(await article.getByText('地区：苏州市').count()).toBe(1);
    } finally {
      await anonymous.close();
      await staff.context.close();
      const published = (await news.list({ title: '苏州工业园区光伏项目集中开工' })).data?.rows ?? [];
      if (published.length > 0) await news.remove(published.map((row) => row.newsId));
      if (created.data) await news.removeBulletins([created.data.bulletinId]);
    }
  });

  it('an enterprise opens a bulletin from 政企资讯 › 通知公告 at /bulletin/detail?id= and goes back', async () => {
    const news = createNewsApi(await httpAs(platform.url, 'admin'), DEFAULT_NOTICE_MODULE);
    const title = '关于核对年度填报联系人的通知';
    const created = await news.createBulletin({
      title,
      content: '<p>请各企业于月底前核对联系人。</p><img src="x" onerror="window.hacked = true">',
      cityCode: null,
      isPublic: false,
    });
    const bulletinId = created.data?.bulletinId;
    const ent = await session('ent_demo');
    try {
      const { page } = ent;
      await openMenu(page, '政企互动', '政企资讯');
      await page.getByRole('tab', { name: '通知公告' }).click();
      const bulletins = page.getByRole('list', { name: '通知公告' });
      await bulletins.getByRole('button', { name: title, exact: true }).click();
      await page.waitForURL(new RegExp(`/ent/bulletin/detail\\?id=${bulletinId}$`));
      const detail = page.getByRole('article', { name: '公告详情' });
      await expect.poll(() => detail.getByRole('heading', { level: 1, name: title }).count()).toBe(1);
      expect(await detail.getByText('请各企业于月底前核对联系人。').count()).toBe(1);
      expect(await detail.getByText('地区：全省').count()).toBe(1);
      // The text was sanitised: the image's handler never ran.
      expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
      // An enterprise reads it but may not change it.
      expect(await detail.getByRole('button', { name: `修改 ${title}` }).count()).toBe(0);
      await detail.getByRole('button', { name: '返回' }).click();
      await page.waitForURL(/\/ent\/zqhd\/notice\?tab=bulletins$/);
      await expect.poll(() => bulletins.getByRole('button', { name: title, exact: true }).count()).toBe(1);
      expect(ent.errors).toEqual([]);
    } finally {
      await ent.context.close();
      if (bulletinId) await news.removeBulletins([bulletinId]);
    }
  });
});
