// axe-core in real Chromium on the pages a user meets, reached as a user reaches them (the typed
// entrances, then the login form, menus and buttons): the public pages, every menu entry and the
// list, edit and detail pages behind them for an enterprise and for government staff, the user
// menu's pages, the open notice panel, menus, drawers and dialogs, and each flavour's desk. Any
// serious or critical violation fails, listed with its rule, elements and axe's summary. No rule
// is turned off and no part of a page left out; the single exclusion, Fluent UI's empty focus
// sentinels under aria-hidden-focus, is explained in tests/support/axe.ts.
import { DEFINITION_TEXT } from '@ent/core/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AxeAudit, axeAudit } from '../support/axe';
import { launchChromium } from '../support/browser';
import { walkMenus } from '../support/menus';
import { type PlatformProcess, startPlatformProcess } from '../support/platform';
import { logIn, openMenu, openSession, userMenu } from '../support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const VIEWPORT = { width: 1440, height: 900 };
/** One logged-in page walks all of an account's pages (some 30 axe runs): more than one page's time. */
const WHOLE_WALK_TIMEOUT = 240_000;
/** 取消, or 取 消 as some dialogs spell it. */
const CANCEL = /^取\s?消$/;
const table = (page: Page, name: string) => page.getByRole('table', { name });
const bell = (page: Page) => page.getByRole('button', { name: /^消息通知/ });
const tabStrip = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });

/**
 * Walks every menu entry, checking each page once: a top entry that only opens its sidebar, or
 * lands on the page of its first sidebar link, shows nothing new.
 */
async function checkMenuPages(page: Page, audit: AxeAudit): Promise<string[]> {
  const seen = new Set<string>();
  return walkMenus(page, async (entry) => {
    const path = new URL(page.url()).pathname + new URL(page.url()).search;
    if (seen.has(path)) return;
    seen.add(path);
    await audit.check(entry);
  });
}

/** Opens a page of the user menu and checks it. */
async function checkUserMenuPage(page: Page, audit: AxeAudit, entry: string, who = ''): Promise<void> {
  // By keyboard: the pointer left on the last menu item may rest on the tab strip's arrow, whose
  // tooltip covers the user menu until the pointer moves.
  await userMenu(page).press('Enter');
  await page.getByRole('menuitem', { name: entry }).click();
  await page.waitForURL(/\/ent\/user\//);
  await page.getByRole('main').getByRole('region').getByRole('heading').first().waitFor();
  await audit.check(`用户菜单 › ${entry}${who}`);
}

/** The shell's own popups, open: the user menu, the settings drawer, the size menu, search results, the tab menu. */
async function checkShellPopups(page: Page, audit: AxeAudit): Promise<void> {
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: '个人中心' }).waitFor();
  await audit.check('用户菜单（展开）');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: '布局设置' }).click();
  const drawer = page.getByRole('dialog', { name: '系统布局配置' });
  await drawer.waitFor();
  await audit.check('布局设置（系统布局配置）');
  // A preset as pale as the default recolours the shell, still readable; then back to the default.
  await drawer.getByRole('radio', { name: '#13c2c2' }).click();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  const stroke = () =>
    userMenu(page).evaluate((el) => getComputedStyle(el).getPropertyValue('--colorCompoundBrandStroke').trim());
  await expect.poll(stroke).toBe('#13c2c2');
  await audit.check('主题色 #13c2c2');
  await page.getByRole('button', { name: '布局设置' }).click();
  await drawer.getByRole('button', { name: '重置配置' }).click();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: '布局大小' }).click();
  await page.getByRole('menuitemradio', { name: 'Mini' }).waitFor();
  await audit.check('布局大小（展开）');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: '搜索菜单' }).click();
  const search = page.getByRole('combobox', { name: '搜索菜单' });
  await search.fill('数据');
  await page.getByRole('option').first().waitFor();
  await audit.check('搜索菜单（结果）');
  await search.press('Escape');

  await tabStrip(page).getByRole('link').first().click({ button: 'right' });
  await page.getByRole('menuitem', { name: '刷新页面' }).waitFor();
  await audit.check('标签页右键菜单');
  await page.keyboard.press('Escape');
}

describe('major flavour', () => {
  let platform: PlatformProcess;

  beforeAll(async () => {
    platform = await startPlatformProcess({ PLATFORM_FLAVOUR: 'major' });
  });

  afterAll(async () => {
    await platform?.stop();
  });

  it('anonymous: login, loginchief, registration, the public notice page and the 404', async () => {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: VIEWPORT });
    const page = await context.newPage();
    const audit = axeAudit(page);
    try {
      for (const entrance of ['login', 'loginchief']) {
        await page.goto(`${platform.url}/ent/${entrance}`);
        await page.getByRole('button', { name: '登录' }).waitFor();
        await audit.check(`/ent/${entrance}`);
      }
      // A failed login shows its error on the form.
      await page.getByLabel('账号').fill('ent_demo');
      await page.getByLabel('密码').fill('not-the-password');
      await page.getByRole('button', { name: '登录' }).click();
      await page.getByRole('alert').first().waitFor();
      await audit.check('/ent/loginchief（登录失败）');

      await page.goto(`${platform.url}/ent/login`);
      await page.getByRole('link', { name: '注册账号' }).click();
      await page.waitForURL(/\/ent\/register(ed)?$/);
      await page.getByLabel(/^手机号/).waitFor();
      await audit.check('注册账号');
      for (const entrance of ['registered', 'register']) {
        await page.goto(`${platform.url}/ent/${entrance}`);
        await page.getByLabel(/^手机号/).waitFor();
        // Sending the empty form shows every field's error.
        await page.getByRole('button', { name: '注册', exact: true }).click();
        await audit.check(`/ent/${entrance}（校验提示）`);
      }

      await page.goto(`${platform.url}/ent/socialPublicity`);
      const bulletins = page.getByRole('list', { name: '通知公告' });
      await bulletins.getByRole('listitem').first().waitFor();
      await audit.check('/ent/socialPublicity（通知公告）');
      await bulletins.getByRole('button').first().click();
      await page.getByRole('article').waitFor();
      await audit.check('/ent/socialPublicity（公告正文）');
      await page.getByRole('article').getByRole('button', { name: '返回列表' }).click();
      await page.getByRole('tab', { name: '政企资讯' }).click();
      const news = page.getByRole('list', { name: '政企资讯' });
      await news.getByRole('listitem').first().waitFor();
      await audit.check('/ent/socialPublicity（政企资讯）');
      await news.getByRole('button').first().click();
      await page.getByRole('article').waitFor();
      await audit.check('/ent/socialPublicity（资讯正文）');

      // The error page (public; a logged-in user's mistyped address lands there too).
      await page.goto(`${platform.url}/ent/404`);
      await page.getByText('404').first().waitFor();
      await audit.check('/ent/404');

      audit.expectClean();
      expect(audit.checked.length).toBeGreaterThanOrEqual(11);
    } finally {
      await context.close();
    }
  });

  it(
    'ent_demo: the desk, every menu page, the list, edit and detail pages, the user menu and the shell',
    async () => {
      const { context, page } = await openSession(browser, platform.url, 'ent_demo');
      const audit = axeAudit(page);
      try {
        const visited = await checkMenuPages(page, audit);
        expect(visited.length, visited.join('\n')).toBeGreaterThan(4);

        // 数据填报: fill a task, view a submitted one.
        await openMenu(page, '数据填报');
        const reports = table(page, '数据填报');
        await reports
          .getByRole('button', { name: /^(填报|继续填写) / })
          .first()
          .click();
        await page.waitForURL(/\/ent\/datareporting\/fill\?taskId=\d+$/);
        await page.getByRole('form', { name: /^表单：/ }).waitFor();
        await audit.check('数据填报 › 填报');
        await openMenu(page, '数据填报');
        await reports.getByRole('button', { name: '查看', exact: true }).first().click();
        await page.waitForURL(/\/ent\/datareporting\/detail\?recordId=\d+$/);
        await page.getByRole('form', { name: /^表单：/ }).waitFor();
        await audit.check('数据填报 › 查看');

        // 能源设施: the list's column chooser, the new facility form and its errors.
        await openMenu(page, '数据管理', '能源设施');
        await table(page, '能源设施').getByRole('row').nth(1).waitFor();
        await page.getByRole('toolbar', { name: '显示/隐藏' }).getByRole('button', { name: /列/ }).click();
        await page.getByRole('dialog').waitFor();
        await audit.check('能源设施 › 显示/隐藏列');
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: '新增', exact: true }).click();
        await page.waitForURL(/\/ent\/dataAdministration\/addEnergyBody$/);
        const facility = page.getByRole('form', { name: '设置能源设施' });
        await facility.waitFor();
        await audit.check('能源设施 › 新增');
        await facility.getByRole('button', { name: '保存' }).click();
        await page.getByRole('alert').first().waitFor();
        await audit.check('能源设施 › 新增（校验提示）');

        // 项目备案: the new filing form and a filing read-only.
        await openMenu(page, '数据管理', '项目备案');
        const filings = table(page, '项目备案');
        await filings.getByRole('row').nth(1).waitFor();
        // Each state badge reads on one line, not one character per line in a narrow column.
        const badgeLines = await filings.locator('[data-status]').evaluateAll((badges) =>
          badges.map((badge) => {
            const text = document.createRange();
            text.selectNodeContents(badge);
            return new Set(Array.from(text.getClientRects(), (box) => Math.round(box.top))).size;
          }),
        );
        expect(badgeLines.length).toBeGreaterThan(0);
        expect(badgeLines.every((lines) => lines === 1)).toBe(true);
        await page.getByRole('button', { name: '新增备案' }).click();
        await page.waitForURL(/\/ent\/dataAdministration\/informationFilling\/edit$/);
        await page.getByRole('form', { name: /^表单：/ }).waitFor();
        await audit.check('项目备案 › 新增备案');
        await openMenu(page, '数据管理', '项目备案');
        await filings
          .getByRole('button', { name: /^查看 / })
          .first()
          .click();
        await page.waitForURL(/informationFilling\/detail\?id=\d+$/);
        await page.getByRole('region', { name: '项目备案详情' }).waitFor();
        await audit.check('项目备案 › 查看');

        // 咨询建议: the new-question dialog and a thread.
        await openMenu(page, '政企互动', '咨询建议');
        const threads = table(page, '咨询建议');
        await threads.getByRole('row').nth(1).waitFor();
        await page.getByRole('button', { name: '我要咨询/建议' }).click();
        const ask = page.getByRole('dialog', { name: '提交咨询建议' });
        await ask.waitFor();
        await audit.check('咨询建议 › 我要咨询/建议');
        await ask.getByRole('button', { name: '提交' }).click();
        await ask.getByText(/请/).first().waitFor();
        await audit.check('咨询建议 › 我要咨询/建议（校验提示）');
        await ask.getByRole('button', { name: CANCEL }).click();
        await ask.waitFor({ state: 'detached' });
        await threads
          .getByRole('button', { name: /^查看 / })
          .first()
          .click();
        await page.waitForURL(/\/ent\/zqhd\/consultingAdviceManage\?id=\d+$/);
        await page.getByRole('article', { name: '咨询建议详情' }).waitFor();
        await audit.check('咨询建议 › 详情');

        // 政企资讯: a news item read, a bulletin's own page.
        await openMenu(page, '政企互动', '政企资讯');
        const news = page.getByRole('list', { name: '政企资讯' });
        await news.getByRole('button').first().click();
        const article = page.getByRole('article');
        await article.waitFor();
        await audit.check('政企资讯 › 资讯正文');
        await article.getByRole('button', { name: /^返回/ }).click();
        await page.getByRole('tab', { name: '通知公告' }).click();
        await page.getByRole('list', { name: '通知公告' }).getByRole('button').first().click();
        await page.waitForURL(/\/ent\/bulletin\/detail\?id=\d+$/);
        await page.getByRole('main').getByRole('region').getByRole('article').waitFor();
        await audit.check('政企资讯 › 通知公告详情');

        for (const entry of ['个人中心', '企业信息', '修改密码']) await checkUserMenuPage(page, audit, entry);

        // The notice bell's panel and a notice opened from it.
        await expect.poll(() => bell(page).getAttribute('aria-label')).toMatch(/条未读/);
        await bell(page).click();
        const panel = page.getByRole('group', { name: /消息通知/ }).or(page.getByRole('dialog', { name: /消息通知/ }));
        await panel.getByRole('button').first().waitFor();
        await audit.check('消息通知（展开）');
        await panel.getByRole('button', { name: /迎峰度冬/ }).click();
        const notice = page.getByRole('dialog', { name: /迎峰度冬/ });
        await notice.waitFor();
        await audit.check('消息通知 › 通知');
        await notice.getByRole('button', { name: '确定' }).click();
        await notice.waitFor({ state: 'detached' });

        await checkShellPopups(page, audit);
        audit.expectClean();
      } finally {
        await context.close();
      }
    },
    WHOLE_WALK_TIMEOUT,
  );

  it('new_demo: completing the company information', async () => {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: VIEWPORT });
    const page = await context.newPage();
    const audit = axeAudit(page);
    try {
      await logIn(page, platform.url, 'new_demo');
      await page.waitForURL(/\/ent\/replenishCompanyInfo$/);
      await page.getByRole('button', { name: '保存' }).waitFor();
      await audit.check('/ent/replenishCompanyInfo');
      await page.getByRole('button', { name: '保存' }).click();
      await page.getByRole('alert').first().waitFor();
      await audit.check('/ent/replenishCompanyInfo（校验提示）');
      audit.expectClean();
    } finally {
      await context.close();
    }
  });

  it(
    'admin: every page under 系统管理 and the staff views of the shared pages',
    async () => {
      const { context, page } = await openSession(browser, platform.url, 'admin');
      const audit = axeAudit(page);
      try {
        const visited = await checkMenuPages(page, audit);
        expect(
          visited.some((entry) => entry.startsWith('系统管理 › ')),
          visited.join('\n'),
        ).toBe(true);

        // 通知公告: the editor.
        await openMenu(page, '系统管理', '通知公告');
        await table(page, '通知公告').getByRole('row').nth(1).waitFor();
        await page.getByRole('button', { name: '新增', exact: true }).click();
        const noticeEditor = page.getByRole('dialog', { name: '添加公告' });
        await noticeEditor.waitFor();
        await audit.check('通知公告 › 新增');
        await noticeEditor.getByRole('button', { name: CANCEL }).click();
        await noticeEditor.waitFor({ state: 'detached' });

        // 表单定义: the import dialog and a preview.
        await openMenu(page, '系统管理', '表单定义');
        const definitions = table(page, '表单定义');
        await definitions.getByRole('row').nth(1).waitFor();
        await page.getByRole('button', { name: '导入', exact: true }).click();
        const importing = page.getByRole('dialog', { name: '导入表单定义' });
        await importing.waitFor();
        await audit.check('表单定义 › 导入');
        await importing.getByRole('button', { name: CANCEL }).click();
        await importing.waitFor({ state: 'detached' });
        await definitions.getByRole('button', { name: /^预览/ }).first().click();
        const preview = page.getByRole('dialog', { name: /^预览/ });
        await preview.getByRole('form').waitFor();
        await audit.check('表单定义 › 预览（填报）');
        await preview.getByRole('tab', { name: DEFINITION_TEXT.detailMode }).click();
        await audit.check('表单定义 › 预览（详情）');
        await page.keyboard.press('Escape');
        await preview.waitFor({ state: 'detached' });

        // 项目备案: a submitted filing under review.
        await openMenu(page, '数据管理', '项目备案');
        const filings = table(page, '项目备案');
        await filings
          .getByRole('button', { name: /^审核 / })
          .first()
          .click();
        await page.getByRole('region', { name: '备案审核' }).waitFor();
        await audit.check('项目备案 › 审核');

        // 咨询建议: a thread with the answer form.
        await openMenu(page, '政企互动', '咨询建议');
        const threads = table(page, '咨询建议');
        await threads
          .getByRole('button', { name: /^答复 / })
          .first()
          .click();
        await page.getByRole('article', { name: '咨询建议详情' }).waitFor();
        await page.getByRole('form', { name: '答复企业' }).waitFor();
        await audit.check('咨询建议 › 答复');

        // 政企资讯: the news editor.
        await openMenu(page, '政企互动', '政企资讯');
        await page.getByRole('tab', { name: '政企资讯' }).click();
        await page.getByRole('button', { name: '发布资讯' }).click();
        const newsEditor = page.getByRole('dialog', { name: '发布政企资讯' });
        await newsEditor.getByRole('textbox', { name: '正文（富文本编辑器）' }).waitFor();
        await audit.check('政企资讯 › 发布资讯');
        await newsEditor.getByRole('button', { name: CANCEL }).click();
        await newsEditor.waitFor({ state: 'detached' });

        // The user menu's pages as staff see them.
        for (const entry of ['个人中心', '修改密码']) await checkUserMenuPage(page, audit, entry, '（政府）');
        audit.expectClean();
      } finally {
        await context.close();
      }
    },
    WHOLE_WALK_TIMEOUT,
  );
});

describe.each([
  { flavour: 'xny', username: 'xny_demo', desk: '工作台' },
  { flavour: 'oilgas', username: 'yq_demo', desk: '油气' },
])('the $flavour flavour', ({ flavour, username, desk }) => {
  // Each flavour is a deployment of its own.
  let platform: PlatformProcess;

  beforeAll(async () => {
    platform = await startPlatformProcess({ PLATFORM_FLAVOUR: flavour });
  });

  afterAll(async () => {
    await platform?.stop();
  });

  it(`${username}: the desk`, async () => {
    const { context, page } = await openSession(browser, platform.url, username, { landing: /\/ent\/workbench$/ });
    const audit = axeAudit(page);
    try {
      await tabStrip(page)
        .getByRole('link', { name: new RegExp(desk) })
        .waitFor();
      await audit.check(`${flavour}：${desk}`);
      audit.expectClean();
    } finally {
      await context.close();
    }
  });
});
