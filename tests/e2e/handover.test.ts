// The external identity handover in real Chromium (docs/ROUTES.md "Handover protocol"): the test
// plays the provider, asking the platform server to server for a one-time code, then sends the
// browser to /ent/auth-redirect. The first time the user binds on /bind with one normal login;
// later handovers log in directly; a reused code is refused. Also the government entrance.
import { createHandoverApi } from '@ent/core/api';
import { ERROR_TEXT, HANDOVER_TEXT } from '@ent/core/messages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authApiFor, httpAs, httpFor } from '../support/api';
import { launchChromium } from '../support/browser';
import { type PlatformProcess, startPlatformProcess } from '../support/platform';
import { loggedInAs, openMenu, DEMO_PASSWORD as PASSWORD, submitLogin } from '../support/session';

const PROVIDER_ID = 'jszwfw';
const PROVIDER_SECRET = 'e2e-provider-secret-0123456789abcdef';
const PROVIDER_NAME = '江苏政务服务网';

let platform: PlatformProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Every URL the page's main frame visited: no token may ever appear in one. */
let visited: string[];

beforeAll(async () => {
  [platform, browser] = await Promise.all([
    startPlatformProcess({ EXTERNAL_IDP_CLIENTS: `${PROVIDER_ID}:${PROVIDER_SECRET}:${PROVIDER_NAME}` }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

beforeEach(async () => {
  context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  visited = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
});

afterEach(async () => {
  await context?.close();
});

interface IssuedCode {
  code: string;
  expiresIn: number;
  bound: boolean;
  url: string;
}

/** The provider's server: POST /gov-auth/handover/code with its basic-auth pair. */
async function provideCode(subject: string, extra: Record<string, string> = {}): Promise<IssuedCode> {
  const response = await fetch(`${platform.url}/prod-api/gov-auth/handover/code`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${PROVIDER_ID}:${PROVIDER_SECRET}`).toString('base64')}`,
    },
    body: JSON.stringify({ subject, ...extra }),
  });
  const body = (await response.json()) as { code: string; data: IssuedCode };
  expect(response.status).toBe(200);
  expect(body.code).toBe('00000');
  return body.data;
}

/**
 * A subject bound to `username` for the tests that start from a bound user: the provider's code
 * exchanged and its ticket bound by that account, as /bind does. Each test uses its own subject.
 */
async function boundSubject(subject: string, username = 'ent_demo'): Promise<string> {
  const exchanged = await createHandoverApi(httpFor(platform.url)).exchange((await provideCode(subject)).code);
  if (!exchanged.data || exchanged.data.bound) throw new Error(`${subject} was bound already`);
  await createHandoverApi(await httpAs(platform.url, username)).bind(exchanged.data.ticket);
  return subject;
}

async function cookie(name: string) {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

const path = () => new URL(page.url()).pathname;

describe('external identity handover', () => {
  it('asks to bind the first time, then the user lands logged in where the provider said', async () => {
    const issued = await provideCode('zw-10086', { redirect: '/datareporting/list', displayName: '张*' });
    expect(issued.bound).toBe(false);
    await page.goto(`${platform.url}${issued.url}`);

    await page.waitForURL(/\/ent\/bind$/);
    await expect.poll(() => page.getByRole('heading', { name: HANDOVER_TEXT.bindTitle }).count()).toBe(1);
    expect(await page.getByText(HANDOVER_TEXT.bindIntro(PROVIDER_NAME)).count()).toBe(1);
    expect(await page.getByText(`张*（${PROVIDER_NAME}）`, { exact: true }).count()).toBe(1);
    expect(await page.title()).toContain(HANDOVER_TEXT.bindTitle);
    expect(await cookie('Enterprise-Token')).toBeUndefined();

    const form = page.getByRole('form', { name: HANDOVER_TEXT.bindTitle });
    await form.getByLabel('账号').fill('ent_demo');
    await form.getByLabel('密码').fill(PASSWORD);
    await form.getByRole('button', { name: HANDOVER_TEXT.bindSubmit }).click();

    await page.waitForURL(/\/ent\/datareporting\/list$/);
    await expect.poll(() => loggedInAs(page)).toBe('用户菜单：张明，南京苏能新能源科技有限公司');
    await expect.poll(() => page.getByText(HANDOVER_TEXT.bindDone(PROVIDER_NAME)).count()).toBe(1);

    const token = await cookie('Enterprise-Token');
    expect(token).toMatch(/^ey/);
    // Neither the session token nor the bind ticket ever travelled in a URL.
    const ticketFree = visited.every((url) => !url.includes(token ?? '') && !/ticket/i.test(url));
    expect(ticketFree, visited.join('\n')).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('ent-handover-bind'))).toBeNull();
    expect((await provideCode('zw-10086')).bound).toBe(true);
  });

  it('logs a bound user in directly on the next handover', async () => {
    const issued = await provideCode(await boundSubject('zw-20001'));
    expect(issued.bound).toBe(true);
    await page.goto(`${platform.url}${issued.url}`);
    await page.waitForURL(/\/ent\/majorProjectDesk$/);
    await expect.poll(() => loggedInAs(page)).toMatch(/^用户菜单：张明/);
    expect(visited.some((url) => url.includes('/ent/bind'))).toBe(false);
    const token = await cookie('Enterprise-Token');
    const jti = await cookie('Jti');
    expect((await authApiFor(platform.url, token, jti).me()).data?.username).toBe('ent_demo');
  });

  it('refuses a code used before with a clear message', async () => {
    const issued = await provideCode(await boundSubject('zw-20002'));
    await page.goto(`${platform.url}${issued.url}`);
    await page.waitForURL(/\/ent\/majorProjectDesk$/);

    const other = await browser.newContext({ locale: 'zh-CN' });
    try {
      const second = await other.newPage();
      await second.goto(`${platform.url}${issued.url}`);
      await expect
        .poll(() => second.getByRole('main').getByText(HANDOVER_TEXT.codeUsed, { exact: true }).count())
        .toBe(1);
      await expect.poll(() => second.getByRole('heading', { name: HANDOVER_TEXT.failedTitle }).count()).toBe(1);
      // The spent code leaves the address bar; nobody got logged in.
      expect(new URL(second.url()).search).toBe('');
      expect((await other.cookies()).find((c) => c.name === 'Enterprise-Token')).toBeUndefined();
      await second.getByRole('button', { name: HANDOVER_TEXT.toLogin }).click();
      await second.waitForURL(/\/ent\/login$/);
    } finally {
      await other.close();
    }
  });

  it('replaces a session the browser already had and ends it', async () => {
    const subject = await boundSubject('zw-20003');
    await page.goto(`${platform.url}/ent/login`);
    await submitLogin(page, 'xny_demo');
    await page.waitForURL(/majorProjectDesk$/);
    await expect.poll(() => loggedInAs(page)).toMatch(/^用户菜单：李华/);
    const oldToken = await cookie('Enterprise-Token');
    const oldJti = await cookie('Jti');

    await page.goto(`${platform.url}${(await provideCode(subject, { redirect: '/user/profile' })).url}`);
    await page.waitForURL(/\/ent\/user\/profile$/);
    await expect.poll(() => loggedInAs(page)).toMatch(/^用户菜单：张明/);
    await expect(authApiFor(platform.url, oldToken, oldJti).me()).rejects.toMatchObject({ code: 'A0230' });
  });

  it('sends a visitor without a code or a pending binding back to the login', async () => {
    await page.goto(`${platform.url}/ent/bind`);
    await expect.poll(() => page.getByText(HANDOVER_TEXT.noTicket, { exact: true }).count()).toBe(1);
    await page.goto(`${platform.url}/ent/auth-redirect`);
    await expect.poll(() => page.getByText(HANDOVER_TEXT.missingCode, { exact: true }).count()).toBe(1);
    expect(path()).toBe('/ent/auth-redirect');
  });
});

describe('government staff entrance (/loginchief)', () => {
  it('has its own title, refuses enterprise accounts and lands staff in the back office', async () => {
    await page.goto(`${platform.url}/ent/loginchief`);
    await expect.poll(() => page.title()).toBe('政府端 - 江苏省重大项目服务平台');
    expect(await page.getByText('政府端', { exact: true }).count()).toBe(1);

    await submitLogin(page, 'ent_demo');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(ERROR_TEXT.wrongEntranceGovernment);
    expect(path()).toBe('/ent/loginchief');

    await page.getByLabel('账号').fill('admin');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/ent\/majorProjectDesk$/);
    await expect.poll(() => loggedInAs(page)).toMatch(/^用户菜单：系统管理员/);
    // The back office: administration pages only government staff have.
    await openMenu(page, '系统管理', '表单定义');
    await expect.poll(() => page.getByRole('table', { name: '表单定义' }).count()).toBe(1);
  });
});
