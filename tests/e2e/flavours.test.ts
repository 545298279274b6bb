// The deployment flavour decides the login titles and the landing page; the captcha works in the
// browser when it is on; SHOW_SETTINGS=off hides the layout settings and the footer.
import { ERROR_TEXT } from '@ent/core/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { type PlatformProcess, startPlatformProcess } from '../support/platform';
import { loggedInAs, openMenu, submitLogin, userMenu } from '../support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('new-energy flavour with the captcha on', () => {
  let platform: PlatformProcess;

  beforeAll(async () => {
    platform = await startPlatformProcess({ PLATFORM_FLAVOUR: 'xny', CAPTCHA: 'on' });
  });

  afterAll(async () => {
    await platform?.stop();
  });

  it('titles the login page from title-xny-ent and the new-energy subtitle', async () => {
    const page = await browser.newPage();
    await page.goto(`${platform.url}/ent/login`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: '江苏省新能源管理平台' }).count()).toBe(1);
    expect(await page.getByText('新能源企业端').count()).toBe(1);
    expect(await page.getByText('智慧政务服务中心申报系统').count()).toBe(1);
    await page.close();
  });

  it('shows a captcha image that refreshes on click and checks the answer', async () => {
    const page = await browser.newPage();
    await page.goto(`${platform.url}/ent/login`);
    const image = page.getByRole('img', { name: '验证码图片，点击刷新' });
    await expect.poll(() => image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    const first = await image.getAttribute('src');
    await page.getByRole('button', { name: '验证码图片，点击刷新' }).click();
    await expect.poll(() => image.getAttribute('src')).not.toBe(first);

    await page.getByLabel('账号').fill('xny_demo');
    await page.getByLabel('密码').fill('Demo#2026');
    await page.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => page.getByText('请输入验证码').count()).toBe(1);

    const before = await image.getAttribute('src');
    await page.getByRole('textbox', { name: '验证码' }).fill('zzzz');
    await page.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(ERROR_TEXT.captchaWrong);
    // A captcha is single use: a failed attempt brings a new one and clears the field.
    await expect.poll(() => image.getAttribute('src')).not.toBe(before);
    expect(await page.getByRole('textbox', { name: '验证码' }).inputValue()).toBe('');
    await page.close();
  });
});

describe('new-energy flavour shell', () => {
  let platform: PlatformProcess;

  beforeAll(async () => {
    platform = await startPlatformProcess({ PLATFORM_FLAVOUR: 'xny' });
  });

  afterAll(async () => {
    await platform?.stop();
  });

  it('lands newEnergy users on the workbench in the alternate look, without the user manual', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${platform.url}/ent/login`);
    await submitLogin(page, 'xny_demo');
    await page.waitForURL(/\/ent\/workbench$/);
    // The alternate look is a visual state with no meaning for assistive technology: its marker.
    await expect.poll(() => page.locator('[data-alternate]').count()).toBe(1);
    await expect.poll(() => page.getByRole('group', { name: '装机容量' }).count()).toBe(1);
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('button', { name: '系统访问浏览器说明' }).count()).toBe(1);
    // SHOW_SETTINGS defaults to on: the layout settings are offered (off: see the oil-and-gas shell).
    expect(await page.getByRole('button', { name: '布局设置' }).count()).toBe(1);
    expect(await footer.getByRole('button', { name: '用户手册' }).count()).toBe(0);
    // The same user outside the listed paths keeps the ordinary look.
    await openMenu(page, '数据管理', '能源设施');
    await page.waitForURL(/\/ent\/dataAdministration\/energyBody$/);
    await expect.poll(() => page.locator('[data-alternate]').count()).toBe(0);
    await page.close();
  });

  it('the workbench embedded in a public platform shows only province-wide figures without a login', async () => {
    const page = await browser.newPage();
    await page.goto(`${platform.url}/ent/404`);
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.width = '1200';
      frame.height = '800';
      document.body.appendChild(frame);
    }, `${platform.url}/ent/workbench?embed=1`);
    const frame = page.frameLocator('iframe');
    await expect.poll(() => frame.getByRole('heading', { name: '全省新能源概况' }).count()).toBe(1);
    await expect.poll(() => frame.getByRole('group', { name: '入库企业' }).textContent()).toBe('入库企业13');
    expect(await frame.getByText('有限公司').count()).toBe(0);
    await page.close();
  });
});

describe('oil-and-gas flavour, deployed with SHOW_SETTINGS=off', () => {
  let platform: PlatformProcess;

  beforeAll(async () => {
    platform = await startPlatformProcess({ PLATFORM_FLAVOUR: 'oilgas', SHOW_SETTINGS: 'off' });
  });

  afterAll(async () => {
    await platform?.stop();
  });

  it('lands on the oil and gas desk at /workbench under its own title', async () => {
    const page = await browser.newPage();
    await page.goto(`${platform.url}/ent/login`);
    await expect.poll(() => page.title()).toBe('江苏省油气管理平台');
    await submitLogin(page, 'yq_demo');
    await page.waitForURL(/\/ent\/workbench$/);
    await expect.poll(() => page.getByRole('heading', { name: '油气管理台' }).count()).toBe(1);
    await expect.poll(() => loggedInAs(page)).toMatch(/^用户菜单：王强/);
    await page.close();
  });

  it('shows neither the layout settings nor the footer', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    try {
      await page.goto(`${platform.url}/ent/login`);
      await submitLogin(page, 'yq_demo');
      await page.waitForURL(/\/ent\/workbench$/);
      await expect.poll(() => page.getByRole('heading', { name: '油气管理台' }).count()).toBe(1);
      // The shell is there (the bell, the user menu), but no settings button, drawer entry or footer.
      expect(await page.getByRole('button', { name: /^消息通知/ }).count()).toBe(1);
      expect(await page.getByRole('button', { name: '布局设置' }).count()).toBe(0);
      expect(await page.getByRole('contentinfo').count()).toBe(0);
      await userMenu(page).click();
      await page.getByRole('menuitem', { name: '退出登录' }).waitFor();
      expect(await page.getByRole('menuitem', { name: '布局设置' }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});
