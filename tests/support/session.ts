// What a person does in the shell, for the end-to-end tests: open the entrance and log in through
// the form, read who is logged in from the user menu, open pages through the menus.
import { SHELL_TEXT } from '@ent/core/messages';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Demo#2026';

/** Government staff use their own entrance (/loginchief); everyone else /login. */
export const entranceOf = (username: string) => (username === 'admin' ? 'loginchief' : 'login');

/** Opens the entrance (the one typed address a user starts from) and logs in through the form. */
export async function logIn(
  page: Page,
  baseUrl: string,
  username: string,
  options: { password?: string; entrance?: string } = {},
): Promise<void> {
  await page.goto(`${baseUrl}/ent/${options.entrance ?? entranceOf(username)}`);
  await submitLogin(page, username, options.password);
}

/** Fills the login form already on the screen and sends it. */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('账号').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

/** A new browser context (its own cookies) with a page logged in as `username`, on its landing page. */
export async function openSession(
  browser: Browser,
  baseUrl: string,
  username: string,
  options: { viewport?: { width: number; height: number }; landing?: RegExp; clock?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: 'zh-CN',
    viewport: options.viewport ?? { width: 1440, height: 900 },
    acceptDownloads: true,
  });
  // The page's clock runs on, but a test can move it forward (`page.clock.fastForward`).
  if (options.clock) await context.clock.install();
  const page = await context.newPage();
  await logIn(page, baseUrl, username);
  await page.waitForURL(options.landing ?? /\/ent\/(majorProjectDesk|workbench)$/);
  await userMenu(page).waitFor();
  return { context, page };
}

/** The user menu button; its name says who is logged in and for which company. */
export const userMenu = (page: Page) => page.getByRole('button', { name: new RegExp(`^${SHELL_TEXT.userMenu}：`) });

/** The user menu's name: 用户菜单：{full name}，{company}. */
export async function loggedInAs(page: Page): Promise<string> {
  return (await userMenu(page).getAttribute('aria-label')) ?? '';
}

export const topMenu = (page: Page) => page.getByRole('navigation', { name: SHELL_TEXT.topMenu });
export const sideMenu = (page: Page) => page.getByRole('navigation', { name: SHELL_TEXT.sideMenu });

/**
 * Opens a page through the menus as a user does: the top menu entry (or its place under 更多菜单),
 * then, when given, the sidebar entry under it.
 */
export async function openMenu(page: Page, top: string, side?: string): Promise<void> {
  const tab = topMenu(page).getByRole('tab', { name: top, exact: true });
  const more = topMenu(page).getByRole('button', { name: SHELL_TEXT.moreMenu });
  // The menus render once the session's routes are in; then the entry is a tab or under 更多菜单.
  await tab.or(more).first().waitFor();
  if ((await tab.count()) > 0) await tab.click();
  else {
    await more.click();
    await page.getByRole('menuitem', { name: top, exact: true }).click();
  }
  if (side) await sideMenu(page).getByRole('link', { name: side, exact: true }).click();
}

/** Chooses an entry of the user menu (个人中心, 企业信息, 修改密码, 退出登录, ...). */
export async function chooseUserMenu(page: Page, entry: string): Promise<void> {
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

/** A desk figure: the tile's text after its label. */
export async function deskFigure(page: Page, label: string): Promise<string> {
  return ((await page.getByRole('group', { name: label }).textContent()) ?? '').slice(label.length).trim();
}

/** The strip of open pages: a tab is shown again by clicking it, as a user does. */
export const pageTabs = (page: Page) => page.getByRole('navigation', { name: SHELL_TEXT.tabs }).getByRole('link');
