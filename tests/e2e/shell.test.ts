// The platform shell in real Chromium: menus, tabs and their context menu, search, theme and
// size, the notice bell, footer downloads, exports, the watermark, log out, and a phone screen.
import { readFileSync } from 'node:fs';
import { createAuthApi, createNoticeApi } from '@ent/core/api';
import { FILE_TEXT, WIDGET_TEXT } from '@ent/core/messages';
import { DEFAULT_NOTICE_MODULE, parseHex, readableShade } from '@ent/core/platform';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpAs } from '../support/api';
import { launchChromium } from '../support/browser';
import { type PlatformProcess, startPlatformProcess } from '../support/platform';
import { chooseUserMenu, deskFigure, openMenu, openSession, pageTabs, submitLogin, userMenu } from '../support/session';

let platform: PlatformProcess;
let browser: Browser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatformProcess(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

function session(
  username: string,
  viewport = { width: 1440, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  return openSession(browser, platform.url, username, { viewport, landing: /\/ent\/majorProjectDesk$/ });
}

const bell = (page: Page) => page.getByRole('button', { name: /^消息通知/ });
/** The unread count the bell's name carries (0 when it names none). */
async function unread(page: Page): Promise<number> {
  return Number(/：(\d+) 条未读/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);
}

const strip = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });
const tabs = pageTabs;
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('navigation and tabs', () => {
  it('shows the desk with figures from the server and opens pages from the menus as tabs', async () => {
    const { context, page } = await session('ent_demo');
    try {
      await expect.poll(() => deskFigure(page, '项目总数')).toBe('4');
      // The desk's unread figure is the bell's count.
      await expect.poll(() => bell(page).getAttribute('aria-label')).toMatch(/条未读/);
      await expect.poll(() => deskFigure(page, '未读消息')).toBe(String(await unread(page)));
      // Two charts, each with its data as a table for screen readers.
      expect(await page.getByRole('main').getByRole('figure').count()).toBe(2);
      // The desk is pinned: no close button.
      expect(await tabs(page).allTextContents()).toEqual(['重大项目服务台']);

      await page.getByRole('navigation', { name: '顶部菜单' }).getByRole('tab', { name: '数据管理' }).click();
      await page.waitForURL(/\/ent\/dataAdministration\/informationFilling$/);
      const side = page.getByRole('navigation', { name: '侧边菜单' });
      await side.getByRole('link', { name: '能源设施' }).click();
      await page.waitForURL(/\/ent\/dataAdministration\/energyBody$/);
      await page.getByRole('navigation', { name: '顶部菜单' }).getByRole('tab', { name: '数据填报' }).click();
      await page.waitForURL(/\/ent\/datareporting\/list$/);
      await expect
        .poll(() => tabs(page).allTextContents())
        .toEqual(['重大项目服务台', '项目备案', '能源设施', '数据填报']);
      // Breadcrumb: the flavour's first crumb, then the page's titles.
      const crumbs = await page.getByRole('navigation', { name: '面包屑导航' }).textContent();
      expect(crumbs).toContain('重大项目');
      expect(crumbs).toContain('数据填报');

      // The tab context menu: close others keeps the pinned tab and this one.
      await tabs(page).filter({ hasText: '能源设施' }).click({ button: 'right' });
      const menu = page.getByRole('menu');
      expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
        '刷新页面',
        '关闭当前',
        '关闭其他',
        '关闭所有',
      ]);
      // The popover around the menu list is the 105 px wide box.
      expect(Math.round(await menu.evaluate((el) => el.parentElement?.getBoundingClientRect().width ?? 0))).toBe(105);
      await menu.getByRole('menuitem', { name: '关闭其他' }).click();
      await expect.poll(() => tabs(page).allTextContents()).toEqual(['重大项目服务台', '能源设施']);
      await page.waitForURL(/energyBody$/);

      // Middle click closes; the pinned tab's menu has no 关闭当前; 关闭所有 goes home.
      await page.getByRole('navigation', { name: '顶部菜单' }).getByRole('tab', { name: '数据填报' }).click();
      await expect.poll(() => tabs(page).count()).toBe(3);
      await tabs(page).filter({ hasText: '能源设施' }).click({ button: 'middle' });
      await expect.poll(() => tabs(page).allTextContents()).toEqual(['重大项目服务台', '数据填报']);
      await tabs(page).filter({ hasText: '重大项目服务台' }).click({ button: 'right' });
      expect(await page.getByRole('menuitem', { name: '关闭当前' }).count()).toBe(0);
      await page.getByRole('menuitem', { name: '关闭所有' }).click();
      await page.waitForURL(/majorProjectDesk$/);
      await expect.poll(() => tabs(page).allTextContents()).toEqual(['重大项目服务台']);

      // The embed's public page, typed by a logged-in user of a flavour without a workbench, leads
      // to the desk rather than a 404.
      await page.goto(`${platform.url}/ent/workbench`);
      await page.waitForURL(/\/ent\/majorProjectDesk$/);
      await expect.poll(() => deskFigure(page, '项目总数')).toBe('4');
    } finally {
      await context.close();
    }
  });

  it('keeps a cached page’s state when its tab is revisited, and refresh re-creates it', async () => {
    const { context, page } = await session('admin');
    try {
      await openMenu(page, '系统管理', '通知公告');
      await page.waitForURL(/system\/notice$/);
      const title = page.getByRole('textbox', { name: '公告标题' });
      await title.fill('保供');
      await tabs(page).filter({ hasText: '重大项目服务台' }).click();
      await page.waitForURL(/majorProjectDesk$/);
      await tabs(page).filter({ hasText: '通知公告' }).click();
      await page.waitForURL(/system\/notice$/);
      expect(await page.getByRole('textbox', { name: '公告标题' }).inputValue()).toBe('保供');
      await strip(page).getByRole('button', { name: '刷新', exact: true }).click();
      await expect.poll(() => page.getByRole('textbox', { name: '公告标题' }).inputValue()).toBe('');
      expect(pathOf(page)).toBe('/ent/system/notice');
    } finally {
      await context.close();
    }
  });

  it('searches the menus by keyboard and jumps', async () => {
    const { context, page } = await session('ent_demo');
    try {
      await page.getByRole('button', { name: '搜索菜单' }).click();
      const box = page.getByRole('combobox', { name: '搜索菜单' });
      await box.fill('能源设施');
      await expect.poll(() => page.getByRole('option').first().textContent()).toBe('数据管理 > 能源设施');
      await box.press('ArrowDown');
      await box.press('Enter');
      await page.waitForURL(/\/ent\/dataAdministration\/energyBody$/);
    } finally {
      await context.close();
    }
  });

  it('a listed top menu only switches the sidebar', async () => {
    const { context, page } = await session('ent_demo');
    try {
      await page.getByRole('navigation', { name: '顶部菜单' }).getByRole('tab', { name: '政企互动' }).click();
      const side = page.getByRole('navigation', { name: '侧边菜单' });
      await expect
        .poll(() => side.getByRole('list').getByRole('link').allTextContents())
        .toEqual(['政企资讯', '咨询建议']);
      expect(pathOf(page)).toBe('/ent/majorProjectDesk');
    } finally {
      await context.close();
    }
  });
});

describe('settings, theme and size', () => {
  it('recolours the theme from the settings drawer and keeps it after reload', async () => {
    const { context, page } = await session('ent_demo');
    try {
      // While the modal drawer is open the page behind it is hidden from the accessibility tree.
      const activeTab = page
        .getByRole('navigation', { name: '已打开的页面', includeHidden: true })
        .getByRole('link', { name: '重大项目服务台', includeHidden: true });
      const before = await activeTab.evaluate((el) => getComputedStyle(el).backgroundColor);
      await page.getByRole('button', { name: '布局设置' }).click();
      const drawer = page.getByRole('dialog', { name: '系统布局配置' });
      await drawer.getByRole('radio', { name: '#f5222d' }).click();
      // The tab's white text sits on the colour's readable shade (#f5222d itself is too pale for it).
      const [r, g, b] = parseHex(readableShade('#f5222d')) ?? [];
      await expect
        .poll(() => activeTab.evaluate((el) => getComputedStyle(el).backgroundColor))
        .toBe(`rgb(${r}, ${g}, ${b})`);
      expect(before).not.toBe(`rgb(${r}, ${g}, ${b})`);
      await drawer.getByRole('switch', { name: '开启 Tags-Views' }).click();
      await expect.poll(() => strip(page).count()).toBe(0);
      // Kept across a reload (the settings are the user's, stored in the browser).
      await page.reload();
      await userMenu(page).waitFor();
      expect(await strip(page).count()).toBe(0);
      // The whole Fluent theme carries the colour, not one variable of one element.
      const token = (name: string) =>
        userMenu(page).evaluate((el, name) => getComputedStyle(el).getPropertyValue(name).trim(), name);
      await expect.poll(() => token('--colorBrandBackground')).toBe(readableShade('#f5222d'));
      expect(await token('--colorCompoundBrandStroke')).toBe('#f5222d');
    } finally {
      await context.close();
    }
  });

  it('the size selector changes control density', async () => {
    const { context, page } = await session('ent_demo');
    try {
      const button = page.getByRole('button', { name: '布局设置' });
      const heightAt = async (label: string) => {
        await page.getByRole('button', { name: '布局大小' }).click();
        await page.getByRole('menuitemradio', { name: label }).click();
        await page.keyboard.press('Escape');
        return (await button.boundingBox())?.height ?? 0;
      };
      const large = await heightAt('Default');
      const mini = await heightAt('Mini');
      expect(large).toBeGreaterThan(mini);
      expect(await heightAt('Medium')).toBeGreaterThan(mini);
    } finally {
      await context.close();
    }
  });
});

describe('notices, footer and exports', () => {
  it('reading a notice drops the count; a form notice opens /configlist', async () => {
    // The test's own notices to ent_demo, removed afterwards: six, so more than five are unread
    // whatever else the account has, the newest a form notice.
    const staff = createNoticeApi(await httpAs(platform.url, 'admin'), DEFAULT_NOTICE_MODULE);
    const userId = (await createAuthApi(await httpAs(platform.url, 'ent_demo')).me()).data?.id ?? 0;
    const audience = { type: 'users' as const, ids: [userId] };
    const created: number[] = [];
    try {
      for (let i = 1; i <= 4; i += 1) {
        const notice = await staff.create({ noticeTitle: `测试通知第${i}号`, noticeType: '1', audience });
        if (notice.data) created.push(notice.data.noticeId);
      }
      const plain = await staff.create({
        noticeTitle: '关于做好寒潮期间能源保供工作的通知',
        noticeType: '1',
        noticeContent: '<p>请各有关企业按要求及时报送保供情况。</p>',
        audience,
      });
      if (plain.data) created.push(plain.data.noticeId);
      const asking = await staff.create({
        noticeTitle: '关于报送光伏项目备案信息的通知',
        noticeType: '1',
        formId: 1,
        audience,
      });
      if (asking.data) created.push(asking.data.noticeId);
      expect(created).toHaveLength(6);

      const { context, page } = await session('ent_demo');
      try {
        await expect.poll(() => bell(page).getAttribute('aria-label')).toMatch(/条未读/);
        const before = await unread(page);
        expect(before).toBeGreaterThanOrEqual(6);
        await bell(page).click();
        const list = page.getByRole('group', { name: /消息通知/ }).or(page.getByRole('dialog', { name: /消息通知/ }));
        const items = list.getByRole('button');
        // More than 5 unread: only the newest 3 are listed.
        await expect.poll(() => items.count()).toBe(3);
        expect(await list.getByText(`共 ${before} 条未读，仅显示最新 3 条`).count()).toBe(1);
        await list.getByRole('button', { name: /寒潮期间/ }).click();
        const dialog = page.getByRole('dialog', { name: '关于做好寒潮期间能源保供工作的通知' });
        await expect.poll(() => dialog.getByText('请各有关企业按要求及时报送保供情况。').count()).toBe(1);
        await dialog.getByRole('button', { name: '确定' }).click();
        await expect.poll(() => unread(page)).toBe(before - 1);
        // The desk in front follows the bell, without a reload.
        await expect.poll(() => deskFigure(page, '未读消息')).toBe(String(before - 1));

        await bell(page).click();
        await list.getByRole('button', { name: /光伏项目备案信息/ }).click();
        await page.waitForURL(new RegExp(`/ent/configlist\\?editFormId=1&noticeId=${created[5]}$`));
        await expect.poll(() => unread(page)).toBe(before - 2);
        await tabs(page).filter({ hasText: '重大项目服务台' }).click();
        await page.waitForURL(/\/ent\/majorProjectDesk$/);
        await expect.poll(() => deskFigure(page, '未读消息')).toBe(String(before - 2));
      } finally {
        await context.close();
      }
    } finally {
      if (created.length > 0) await staff.remove(created);
    }
  });

  it('downloads the user manual from the footer and explains a missing installer', async () => {
    const { context, page } = await session('ent_demo');
    try {
      const footer = page.getByRole('contentinfo');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        footer.getByRole('button', { name: '用户手册' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('用户手册.docx');
      const bytes = readFileSync((await download.path()) ?? '');
      expect([...bytes.subarray(0, 2)]).toEqual([0x50, 0x4b]);
      await footer.getByRole('button', { name: '推荐使用chrome' }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toContain(FILE_TEXT.missing);
      expect(await footer.getByRole('link', { name: '公共服务' }).getAttribute('href')).toBe(
        'https://www.jszwfw.gov.cn/',
      );
      expect(await footer.getByText('服务时间：09:00-18:00').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('exports notices with the one 导出 of every list page, and its editor checks the title in Chinese', async () => {
    const { context, page } = await session('admin');
    try {
      await openMenu(page, '系统管理', '通知公告');
      await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(6);
      expect(await page.getByRole('button', { name: /导出/ }).allTextContents()).toEqual(['导出']);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '导出', exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('通知公告.xlsx');
      expect([...readFileSync((await download.path()) ?? '').subarray(0, 2)]).toEqual([0x50, 0x4b]);

      // An empty title is the platform's message under the field, not the browser's bubble.
      await page.getByRole('button', { name: '新增', exact: true }).click();
      const editor = page.getByRole('dialog', { name: '添加公告' });
      await editor.getByRole('button', { name: '确定', exact: true }).click();
      await expect.poll(() => editor.getByText('公告标题不能为空').count()).toBe(1);
      expect(await editor.locator('form').evaluate((form) => (form as HTMLFormElement).noValidate)).toBe(true);
      await editor.getByRole('button', { name: '取消', exact: true }).click();
      await editor.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});

describe('watermark, log out and small screens', () => {
  it('watermarks the main area with the full name and date, and it survives removal', async () => {
    const { context, page } = await session('ent_demo');
    try {
      // The watermark is decoration, hidden from assistive technology: found by its attribute.
      const mark = page.locator('#app-main [data-watermark]');
      await expect.poll(() => mark.getAttribute('data-watermark')).toMatch(/^张明 \d{4}-\d{2}-\d{2}$/);
      expect(await mark.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/^url\("data:image\/png/);
      await mark.evaluate((el) => el.remove());
      await expect.poll(() => page.locator('#app-main [data-watermark]').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('logs out through the confirmation dialog, closing every tab', async () => {
    const { context, page } = await session('ent_demo');
    try {
      await page.getByRole('navigation', { name: '顶部菜单' }).getByRole('tab', { name: '数据填报' }).click();
      await page.waitForURL(/datareporting\/list$/);
      await chooseUserMenu(page, '退出登录');
      await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await page.waitForURL(/\/ent\/login$/);
      await submitLogin(page, 'ent_demo');
      await page.waitForURL(/majorProjectDesk$/);
      await expect.poll(() => tabs(page).allTextContents()).toEqual(['重大项目服务台']);
    } finally {
      await context.close();
    }
  });

  it('works on a 390 px wide screen: the sidebar is an overlay that closes after navigating', async () => {
    const { context, page } = await session('ent_demo', { width: 390, height: 844 });
    try {
      expect(await page.getByRole('navigation', { name: '顶部菜单' }).count()).toBe(0);
      const toggle = page.getByRole('button', { name: '展开/收起侧边栏' });
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      const side = page.getByRole('navigation', { name: '侧边菜单' });
      await side.getByRole('button', { name: '数据管理' }).click();
      await side.getByRole('link', { name: '能源设施' }).click();
      await page.waitForURL(/energyBody$/);
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      // Once the facilities are listed, the wide table scrolls in its own box, not the page.
      const table = page.getByRole('table', { name: '能源设施' });
      await table.getByRole('row').nth(1).waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(392);
      const box = page.getByRole('region', { name: WIDGET_TEXT.tableScroll('能源设施') });
      expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      await box.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

describe('dialogs on a scrolled page', () => {
  it('keep the shell header where it is and the page where it was, open and after closing', async () => {
    const { context, page } = await session('admin', { width: 1280, height: 600 });
    try {
      await openMenu(page, '系统管理', '用户管理');
      const rows = page.getByRole('main').getByRole('row');
      await expect.poll(() => rows.count()).toBeGreaterThan(3);
      // The last row's 修改: the page scrolls down to it.
      const edit = page.getByRole('button', { name: /^修改 / }).last();
      await edit.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(100);
      // By tag: while the modal is open the rest of the page is hidden from assistive tech, so
      // its banner role is not found.
      const header = page.locator('header').first();
      const before = await header.boundingBox();
      expect(before?.y).toBe(0);

      await edit.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      // Fluent locks the page's scrolling while a modal is open; the header stays in view at the
      // top, the same size, and the page stays where it was.
      const open = await header.boundingBox();
      expect(open?.y).toBe(before?.y);
      expect(open?.x).toBe(before?.x);
      expect(open?.height).toBe(before?.height);
      expect(await header.isVisible()).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

      await dialog.getByRole('button', { name: '取消' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await header.boundingBox()).toEqual(before);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    } finally {
      await context.close();
    }
  });
});
