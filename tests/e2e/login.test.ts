// Logging in and out end to end: the real server process, PGlite, the built SPA, real Chromium.
import { AUTH_TEXT, COMPANY_INFO_TEXT, ERROR_TEXT, HTTP_TEXT, PAGE_TEXT } from '@ent/core/messages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authApiFor } from '../support/api';
import { launchChromium } from '../support/browser';
import { completeCompanyInfo } from '../support/companyInfo';
import { type PlatformProcess, startPlatformProcess } from '../support/platform';
import { chooseUserMenu, loggedInAs, openMenu, submitLogin } from '../support/session';

const PASSWORD = 'Demo#2026';

let platform: PlatformProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatformProcess(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ locale: 'zh-CN' });
  page = await context.newPage();
});

const path = () => new URL(page.url()).pathname;

/** Logs in from the login page on the screen, opening the entrance first when none is. */
async function logIn(username: string, password = PASSWORD, at = '/ent/login') {
  if (!page.url().includes('/login')) await page.goto(`${platform.url}${at}`);
  await submitLogin(page, username, password);
}

/** Opens the user menu and chooses 退出登录 (the confirmation follows). */
const logOutClick = (target: Page) => chooseUserMenu(target, '退出登录');

async function cookie(name: string) {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

describe('login', () => {
  it('sends a visitor without a token to /login and logs ent_demo in to see the full name', async () => {
    await page.goto(`${platform.url}/ent/`);
    await page.waitForURL(/\/ent\/login\?redirect=/);
    await expect.poll(() => page.title()).toContain('重大项目企业端');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: '江苏省重大项目服务平台' }).count()).toBe(1);
    await logIn('ent_demo');
    await page.waitForURL(/\/ent\/majorProjectDesk$/);
    await expect.poll(() => loggedInAs(page)).toBe('用户菜单：张明，南京苏能新能源科技有限公司');
    expect(await cookie('Enterprise-Token')).toMatch(/^ey/);
    expect(await cookie('Jti')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('returns to the page that was asked for after login', async () => {
    await page.goto(`${platform.url}/ent/majorProjectDesk?tab=1`);
    await page.waitForURL(/redirect=%2FmajorProjectDesk%3Ftab%3D1/);
    await logIn('ent_demo');
    await page.waitForURL(/\/ent\/majorProjectDesk\?tab=1$/);
  });

  it('shows the server message for a wrong password and stays on /login', async () => {
    await page.goto(`${platform.url}/ent/login`);
    await logIn('ent_demo', 'Wrong#2026');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(ERROR_TEXT.wrongCredentials);
    expect(path()).toBe('/ent/login');
    expect(await cookie('Enterprise-Token')).toBeUndefined();
  });

  it('checks the form before sending anything', async () => {
    await page.goto(`${platform.url}/ent/login`);
    await page.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => page.getByText('请输入您的账号').count()).toBe(1);
    expect(await page.getByText('请输入您的密码').count()).toBe(1);
  });

  it('shows every problem of the company information on the first click of 保存并进入平台', async () => {
    await logIn('new_demo');
    await page.waitForURL(/\/ent\/replenishCompanyInfo$/);
    const form = page.getByRole('form', { name: PAGE_TEXT.replenishTitle });
    // Straight from a wrong address to the button: the click must not be lost to the message it shows.
    await form.getByRole('textbox', { name: COMPANY_INFO_TEXT.email }).fill('not-an-email');
    await form.getByRole('button', { name: COMPANY_INFO_TEXT.save }).click();
    await form.getByText(COMPANY_INFO_TEXT.emailInvalid).waitFor();
    // new_demo has neither yet, and neither field was visited: only the submit shows these.
    await form.getByText(COMPANY_INFO_TEXT.required(COMPANY_INFO_TEXT.legalPerson)).waitFor();
    await form.getByText(COMPANY_INFO_TEXT.required(COMPANY_INFO_TEXT.address)).waitFor();
    expect(new URL(page.url()).pathname).toBe('/ent/replenishCompanyInfo');
  });

  it('lands new_demo on /replenishCompanyInfo, and on the desk once the information is complete', async () => {
    await logIn('new_demo');
    await page.waitForURL(/\/ent\/replenishCompanyInfo$/);
    await expect.poll(() => page.getByRole('heading', { name: PAGE_TEXT.replenishTitle }).count()).toBe(1);
    // Every text box is as tall as the others, whatever hint its neighbour in the row carries.
    const boxes = page.getByRole('form', { name: PAGE_TEXT.replenishTitle }).getByRole('textbox');
    await boxes.first().waitFor();
    const heights = await boxes.evaluateAll((found) =>
      found.map((box) => Math.round(box.getBoundingClientRect().height)),
    );
    expect(heights.length).toBeGreaterThan(4);
    expect(new Set(heights).size).toBe(1);
    // Saved: the guard lets the user in without a reload or a typed address.
    await completeCompanyInfo(page);
    await page.waitForURL(/\/ent\/majorProjectDesk$/);
    await expect.poll(() => loggedInAs(page)).toMatch(/^用户菜单：/);
    // And stays there: the decision taken for / before saving does not send it back.
    await expect.poll(() => page.getByRole('navigation', { name: '顶部菜单' }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/ent/majorProjectDesk');
    expect(await page.getByRole('heading', { name: PAGE_TEXT.replenishTitle }).count()).toBe(0);
  });

  it('sends government staff to their own entrance', async () => {
    await logIn('admin');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(ERROR_TEXT.wrongEntranceEnterprise);
    await page.getByRole('link', { name: '政府端入口' }).click();
    await page.waitForURL(/\/ent\/loginchief$/);
    await logIn('admin');
    await page.waitForURL(/\/ent\/majorProjectDesk$/);
    await expect.poll(() => loggedInAs(page)).toMatch(/^用户菜单：系统管理员/);
    // Logging out brings staff back to their entrance, where they can log in again.
    await logOutClick(page);
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/ent\/loginchief$/);
    await logIn('admin');
    await page.waitForURL(/\/ent\/majorProjectDesk$/);
  });

  it('is keyboard operable: tab through the fields and submit with Enter', async () => {
    await page.goto(`${platform.url}/ent/login`);
    // A link reached by Tab shows a focus ring, not only Fluent's underline.
    const register = page.getByRole('link', { name: AUTH_TEXT.register });
    await page.getByRole('button', { name: AUTH_TEXT.login, exact: true }).focus();
    const focused = () => register.evaluate((link) => link === document.activeElement);
    for (let presses = 0; presses < 5 && !(await focused()); presses++) await page.keyboard.press('Tab');
    expect(await focused()).toBe(true);
    expect(await register.evaluate((link) => getComputedStyle(link).outlineStyle)).toBe('solid');
    await page.getByLabel('账号').focus();
    await page.keyboard.type('xny_demo');
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/ent\/majorProjectDesk$/);
    await expect.poll(() => loggedInAs(page)).toMatch(/^用户菜单：李华/);
  });
});

describe('logged in', () => {
  it('log out asks first, returns to /login, and the old token is refused', async () => {
    await logIn('ent_demo');
    await page.waitForURL(/majorProjectDesk$/);
    const token = await cookie('Enterprise-Token');
    const jti = await cookie('Jti');
    expect((await authApiFor(platform.url, token, jti).me()).data?.username).toBe('ent_demo');
    await logOutClick(page);
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('确定注销并退出系统吗？').count()).toBe(1);
    expect(await dialog.getByRole('heading', { name: '提示' }).count()).toBe(1);
    await dialog.getByRole('button', { name: '取消' }).click();
    expect(path()).toBe('/ent/majorProjectDesk');
    await logOutClick(page);
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/ent\/login$/);
    expect(await cookie('Enterprise-Token')).toBeUndefined();
    await expect(authApiFor(platform.url, token, jti).me()).rejects.toMatchObject({ kind: 'expired', code: 'A0230' });
  });

  it('visiting /login with a token goes to the landing page', async () => {
    await logIn('ent_demo');
    await page.waitForURL(/majorProjectDesk$/);
    await page.goto(`${platform.url}/ent/login`);
    await page.waitForURL(/\/ent\/majorProjectDesk$/);
  });

  it('sends an unknown path to /404 and back home from there', async () => {
    await logIn('ent_demo');
    await page.waitForURL(/majorProjectDesk$/);
    await page.goto(`${platform.url}/ent/no/such/page`);
    await page.waitForURL(/\/ent\/404$/);
    await expect.poll(() => page.getByText(PAGE_TEXT.notFound).count()).toBe(1);
    await page.getByRole('button', { name: PAGE_TEXT.backHome }).click();
    await page.waitForURL(/majorProjectDesk$/);
  });

  it('answers a typed address of a page the account lacks with the no-permission page, sending none of its calls', async () => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/prod-api/')) calls.push(pathname);
    });
    /** Types the address; the no-permission page answers, and no call of the page went out. */
    const refused = async (address: string, pageCalls: RegExp) => {
      calls.length = 0;
      await page.goto(`${platform.url}/ent${address}`);
      await page.waitForURL(/\/ent\/401$/);
      await expect.poll(() => page.getByText(PAGE_TEXT.unauthorized).count()).toBe(1);
      expect(await page.getByRole('heading', { name: PAGE_TEXT.unauthorizedTitle }).count()).toBe(1);
      expect(calls.filter((call) => pageCalls.test(call))).toEqual([]);
      // The session is still fine: the guard asked for it, and nothing failed.
      expect(calls).toContain('/prod-api/gov-auth/api/v1/routes');
    };

    // An enterprise account: a 系统管理 page (not in its menus) and a page inside 字典管理 that every
    // account's routes used to open and whose calls then failed.
    await logIn('ent_demo');
    await page.waitForURL(/majorProjectDesk$/);
    await refused('/system/user', /^\/prod-api\/system\/(user|dept)/);
    await refused('/dict/type/data/1', /^\/prod-api\/system\/dict/);
    // An unknown path is still not found.
    await page.goto(`${platform.url}/ent/no/such/page`);
    await page.waitForURL(/\/ent\/404$/);

    // A city bureau's staff, without 系统管理: the administrator's 用户管理 and a job's log.
    await context.close();
    context = await browser.newContext({ locale: 'zh-CN' });
    page = await context.newPage();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/prod-api/')) calls.push(pathname);
    });
    await logIn('nj_demo', PASSWORD, '/ent/loginchief');
    await page.waitForURL(/majorProjectDesk$/);
    await refused('/system/user', /^\/prod-api\/system\/(user|dept)/);
    await refused('/job/log/1', /^\/prod-api\/(monitor|schedule)\//);
  });

  it('the /redirect/ helper lands on the named page', async () => {
    await logIn('ent_demo');
    await page.waitForURL(/majorProjectDesk$/);
    await page.goto(`${platform.url}/ent/redirect/majorProjectDesk?x=1`);
    await page.waitForURL(/\/ent\/majorProjectDesk\?x=1$/);
  });

  it('a session ended elsewhere: the next click shows the message once, goes to /login and back after login', async () => {
    await logIn('ent_demo');
    await page.waitForURL(/majorProjectDesk$/);
    await page.getByRole('tab', { name: '数据填报', exact: true }).waitFor();
    // The desk has its figures: the app is done asking the server until the user acts.
    await page.getByRole('group', { name: '项目总数' }).waitFor();
    // The session ends elsewhere (logged out from another device) while the app stays open.
    await authApiFor(platform.url, await cookie('Enterprise-Token'), await cookie('Jti')).logout();
    await openMenu(page, '数据填报');
    await page.waitForURL(/\/ent\/login/);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(HTTP_TEXT.expired);
    expect(await page.getByRole('alert').count()).toBe(1);
    expect(await cookie('Enterprise-Token')).toBeUndefined();
    // The page the user was opening is where the next login leads.
    const target = new URL(page.url()).searchParams.get('redirect');
    expect(target).toMatch(/^\/(?!login)/);
    await submitLogin(page, 'ent_demo', PASSWORD);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === `/ent${target}`);
  });

  it('a staff session ended elsewhere returns to the government entrance, /loginchief', async () => {
    await page.goto(`${platform.url}/ent/loginchief`);
    await submitLogin(page, 'admin');
    await page.waitForURL(/majorProjectDesk$/);
    await page.getByRole('group', { name: '项目总数' }).waitFor();
    await authApiFor(platform.url, await cookie('Enterprise-Token'), await cookie('Jti')).logout();
    await openMenu(page, '系统管理', '用户管理');
    await page.waitForURL(/\/ent\/loginchief\?redirect=%2Fsystem%2Fuser/);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(HTTP_TEXT.expired);
  });

  it('a staff session ended while the browser was away: the next page load goes to /loginchief', async () => {
    await page.goto(`${platform.url}/ent/loginchief`);
    await submitLogin(page, 'admin');
    await page.waitForURL(/majorProjectDesk$/);
    await page.getByRole('group', { name: '项目总数' }).waitFor();
    await authApiFor(platform.url, await cookie('Enterprise-Token'), await cookie('Jti')).logout();
    // A full load: the app starts with a dead token and never learns whose it was.
    await page.goto(`${platform.url}/ent/system/user`);
    await page.waitForURL(/\/ent\/loginchief/);
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
  });

  it('alerts and reloads when another tab logs in as another enterprise', async () => {
    await logIn('ent_demo');
    await page.waitForURL(/majorProjectDesk$/);
    const other = await context.newPage();
    await other.goto(`${platform.url}/ent/majorProjectDesk`);
    await logOutClick(other);
    await other.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await other.waitForURL(/\/ent\/login$/);
    await other.getByLabel('账号').fill('xny_demo');
    await other.getByLabel('密码').fill(PASSWORD);
    await other.getByRole('button', { name: '登录' }).click();
    await other.waitForURL(/majorProjectDesk$/);
    await page.bringToFront();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const alert = page.getByRole('alertdialog');
    await expect.poll(() => alert.getByText('当前登录的企业已变更，页面将重新加载').count()).toBe(1);
    await Promise.all([page.waitForEvent('load'), alert.getByRole('button', { name: '确定' }).click()]);
    await expect.poll(() => loggedInAs(page)).toMatch(/^用户菜单：李华/);
  });
});
