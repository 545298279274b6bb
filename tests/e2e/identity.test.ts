// The identity controls in Chromium: a forced logout on 在线用户 ends the other browser's session at
// its next click; 登录日志 shows the attempts; the idle limit set on 安全设置 warns with 继续 and then
// logs out; and the first administrator of a platform without demo data changes the password set
// through ADMIN_PASSWORD before anything else. Every new page passes axe.
import { createSecurityApi } from '@ent/core/api';
import { SECURITY_SETTINGS, warningLeadMs } from '@ent/core/auth';
import { AUTH_TEXT, LOGININFOR_TEXT, MFA_TEXT, ONLINE_TEXT, PASSWORD_TEXT, SECURITY_TEXT } from '@ent/core/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../../apps/server/src/domains/auth/totp';
import { httpAs } from '../support/api';
import { axeAudit } from '../support/axe';
import { launchChromium } from '../support/browser';
import { type PlatformProcess, startPlatformProcess } from '../support/platform';
import { logIn, openMenu, openSession, userMenu } from '../support/session';

let browser: Browser;
let platform: PlatformProcess;

const DEFAULTS = {
  minLength: 8,
  maxLength: 64,
  ruleCount: 3,
  ...Object.fromEntries(Object.entries(SECURITY_SETTINGS).map(([name, setting]) => [name, setting.defaultValue])),
} as Parameters<ReturnType<typeof createSecurityApi>['update']>[0];

beforeAll(async () => {
  [browser, platform] = await Promise.all([launchChromium(), startPlatformProcess()]);
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe('identity controls', () => {
  it('ends a session forced out on 在线用户 at its next click, and shows the attempts on 登录日志', async () => {
    const victim = await openSession(browser, platform.url, 'ent_demo');
    const { context, page } = await openSession(browser, platform.url, 'admin');
    const audit = axeAudit(page);
    try {
      await openMenu(page, '系统管理', ONLINE_TEXT.title);
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: ONLINE_TEXT.title }).waitFor();
      await main.getByRole('textbox', { name: ONLINE_TEXT.filterUser }).fill('ent_demo');
      await main.getByRole('button', { name: '搜索', exact: true }).click();
      const force = main.getByRole('button', { name: ONLINE_TEXT.forceLogoutOf('ent_demo') });
      await expect.poll(() => force.count()).toBe(1);
      await audit.check(ONLINE_TEXT.title);
      await force.click();
      await page
        .getByRole('alertdialog')
        .or(page.getByRole('dialog'))
        .getByRole('button', { name: AUTH_TEXT.confirm })
        .click();
      await expect.poll(() => force.count()).toBe(0);

      // The other browser's next click takes it back to the login page (the request it makes is
      // refused; no timer or reload is involved).
      await userMenu(victim.page).click();
      const profileEntry = victim.page.getByRole('menuitem', { name: '个人中心' });
      await profileEntry.waitFor();
      await profileEntry.click();
      await victim.page.waitForURL(/\/ent\/login/, { timeout: 5000 });

      await openMenu(page, '系统管理', LOGININFOR_TEXT.title);
      await main.getByRole('heading', { name: LOGININFOR_TEXT.title }).waitFor();
      await main.getByRole('textbox', { name: LOGININFOR_TEXT.username }).fill('ent_demo');
      await main.getByRole('button', { name: '搜索', exact: true }).click();
      const table = main.getByRole('table', { name: LOGININFOR_TEXT.title });
      const row = table.getByRole('row').filter({ hasText: 'ent_demo' }).first();
      await expect.poll(() => row.textContent()).toContain(LOGININFOR_TEXT.statuses.success);
      expect(await row.textContent()).toContain('Chrome');
      await audit.check(LOGININFOR_TEXT.title);
      audit.expectClean();
    } finally {
      await context.close();
      await victim.context.close();
    }
  }, 60_000);

  it('warns before the idle limit, keeps the session on 继续, then logs out', async () => {
    const { context, page } = await openSession(browser, platform.url, 'admin');
    const audit = axeAudit(page);
    const security = createSecurityApi(await httpAs(platform.url, 'admin'));
    let user: Awaited<ReturnType<typeof openSession>> | null = null;
    try {
      await openMenu(page, '系统管理', SECURITY_TEXT.title);
      const form = page.getByRole('form', { name: SECURITY_TEXT.title });
      const idle = form.getByLabel(SECURITY_TEXT.idleMinutes);
      await expect.poll(() => idle.inputValue()).toBe('30');
      await audit.check(SECURITY_TEXT.title);
      await idle.fill('0');
      await form.getByRole('button', { name: SECURITY_TEXT.save }).click();
      await expect
        .poll(() => form.getByText(SECURITY_TEXT.outOfRange(SECURITY_TEXT.idleMinutes, 1, 1440)).count())
        .toBe(1);
      await idle.fill('1');
      await form.getByRole('button', { name: SECURITY_TEXT.save }).click();
      await expect.poll(async () => (await security.get()).data?.idleMinutes).toBe(1);
      audit.expectClean();

      // A limit of one minute warns `warningLeadMs` before its end. The page's clock is moved on
      // rather than waited for; the page's own timers count the time as they would.
      const idleMs = 60_000;
      const quietUntilWarning = idleMs - warningLeadMs(idleMs);
      user = await openSession(browser, platform.url, 'ent_demo', { clock: true });
      const { clock } = user.page;
      const warning = user.page.getByRole('alertdialog', { name: SECURITY_TEXT.idleTitle });
      await clock.fastForward(quietUntilWarning - 5_000);
      // The page checks every second: given a second and a half, it still shows nothing.
      await user.page.waitForTimeout(1_500);
      expect(await warning.count()).toBe(0);
      await clock.fastForward(5_000);
      await warning.waitFor();
      await warning.getByRole('button', { name: SECURITY_TEXT.idleContinue }).click();
      await warning.waitFor({ state: 'hidden' });
      // Left alone this time: the warning again, then the login page.
      await clock.fastForward(quietUntilWarning + 1_000);
      await warning.waitFor();
      await clock.fastForward(warningLeadMs(idleMs));
      await user.page.waitForURL(/\/ent\/login/);
      await expect.poll(() => user?.page.getByText(SECURITY_TEXT.idleLoggedOut).count()).toBeGreaterThan(0);
    } finally {
      // A fresh session: the test's own ones may have outlived the one-minute limit.
      await createSecurityApi(await httpAs(platform.url, 'admin')).update(DEFAULTS);
      await user?.context.close();
      await context.close();
    }
  }, 180_000);
});

describe('the first administrator without demo data, with MFA=on', () => {
  it('changes the password set through ADMIN_PASSWORD, then enrols a second factor, before anything else', async () => {
    const fresh = await startPlatformProcess({ DEMO_SEED: 'off', ADMIN_PASSWORD: 'Strong#Admin1', MFA: 'on' });
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      const audit = axeAudit(page);
      await logIn(page, fresh.url, 'admin', { password: 'Strong#Admin1' });
      await page.waitForURL(/\/ent\/user\/editPassword$/);
      await page.getByText(SECURITY_TEXT.mustChangeInitial).waitFor();
      const form = page.getByRole('form', { name: PASSWORD_TEXT.title });
      await form.getByLabel(/^原密码/).fill('Strong#Admin1');
      // Not the login name.
      await form.getByLabel(/^新密码/).fill('Admin#Renewed2027');
      await form.getByLabel(/^确认新密码/).fill('Admin#Renewed2027');
      await form.getByRole('button', { name: PASSWORD_TEXT.submit }).click();
      await expect.poll(() => page.getByText(SECURITY_TEXT.containsUsername).count()).toBeGreaterThan(0);
      await form.getByLabel(/^新密码/).fill('Province#Renewed2027');
      await form.getByLabel(/^确认新密码/).fill('Province#Renewed2027');
      await form.getByRole('button', { name: PASSWORD_TEXT.submit }).click();
      await page.waitForURL(/\/ent\/login/);

      // MFA=on: the administrator enrols the second factor before anything else.
      await logIn(page, fresh.url, 'admin', { password: 'Province#Renewed2027' });
      await page.waitForURL(/\/ent\/user\/profile$/);
      await page.getByText(SECURITY_TEXT.mfaEnrolRequired).waitFor();
      await page.getByRole('button', { name: MFA_TEXT.start }).click();
      await page.getByRole('img', { name: MFA_TEXT.qrAlt }).waitFor();
      const secret = (await page.getByText(/^[A-Z2-7]{32}$/).textContent()) ?? '';
      const enrol = page.getByRole('form', { name: MFA_TEXT.start });
      await enrol.getByLabel(MFA_TEXT.code).fill(totpAt(secret, Date.now()));
      await enrol.getByRole('button', { name: MFA_TEXT.confirm }).click();
      const recovery = page.getByRole('region', { name: MFA_TEXT.recoveryTitle });
      await recovery.waitFor();
      expect(await recovery.getByRole('listitem').count()).toBe(10);
      await audit.check(MFA_TEXT.title);
      await recovery.getByRole('button', { name: MFA_TEXT.recoveryDone }).click();
      await expect.poll(() => page.getByText(SECURITY_TEXT.mfaEnrolRequired).count()).toBe(0);

      // The next login asks for the code after the password.
      const second = await context.browser()?.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
      const next = await second?.newPage();
      if (!second || !next) throw new Error('no second browser context');
      try {
        await logIn(next, fresh.url, 'admin', { password: 'Province#Renewed2027' });
        const code = next.getByLabel(MFA_TEXT.loginCodeLabel);
        await code.waitFor();
        await code.fill(totpAt(secret, Date.now()));
        await next.getByRole('button', { name: AUTH_TEXT.login }).click();
        await next.waitForURL((url) => !/\/(login|loginchief)$/.test(url.pathname));
        await next.getByRole('main').waitFor();
        expect(next.url()).not.toMatch(/editPassword|user\/profile/);
      } finally {
        await second.close();
      }
      audit.expectClean();
    } finally {
      await context.close();
      await fresh.stop();
    }
  }, 150_000);
});
