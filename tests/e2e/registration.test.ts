// Registering an enterprise end to end: the real server process on PGlite, the built SPA, real
// Chromium. The SMS code is read from the outbox the way an administrator would (the outbox page's
// API, permission system:smsOutbox:list), since nothing leaves the machine without SMS_WEBHOOK_URL.
import { AUTH_TEXT, COMPANY_INFO_TEXT, PAGE_TEXT, PASSWORD_TEXT, REGISTER_TEXT } from '@ent/core/messages';
import { creditCodeCheckChar } from '@ent/core/validate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsCodeFor } from '../support/api';
import { launchChromium } from '../support/browser';
import { completeCompanyInfo } from '../support/companyInfo';
import { type PlatformProcess, startPlatformProcess } from '../support/platform';
import { loggedInAs } from '../support/session';

const PASSWORD = 'Reg#2026ok';
const DEMO_PASSWORD = 'Demo#2026';

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

/** A labelled control; Fluent appends the required marker to the label. */
const field = (label: string) => page.getByLabel(new RegExp(`^${label}\\s?\\*?$`));

/**
 * Where the SMS code's input (its whole box), 获取验证码 and the code's message are: the button
 * must stay on the input's line, right of it, and the message below both.
 */
async function expectCodeRowInLine(label: string, message: string): Promise<void> {
  const error = page.getByText(message, { exact: true });
  await error.waitFor();
  const box = async (locator: ReturnType<Page['locator']>) => {
    const found = await locator.boundingBox();
    if (!found) throw new Error('not laid out');
    return found;
  };
  // The Input's outer box (border included), not the bare <input> inside it.
  const input = await box(field(label).locator('xpath=..'));
  const button = await box(page.getByRole('button', { name: REGISTER_TEXT.sendCode }));
  const below = await box(error);
  expect(Math.abs(button.y - input.y)).toBeLessThanOrEqual(3);
  expect(button.x).toBeGreaterThanOrEqual(input.x + input.width);
  expect(below.y).toBeGreaterThanOrEqual(Math.max(input.y + input.height, button.y + button.height) - 1);
}

describe('registration', () => {
  it('registers a new enterprise, completes its company information and lands on the desk', async () => {
    const phone = `139${String(Date.now()).slice(-8)}`;
    const first17 = `92320102MB${String(Date.now()).slice(-7)}`;
    const creditCode = first17 + creditCodeCheckChar(first17);

    await page.goto(`${platform.url}/ent/login`);
    await page.getByRole('link', { name: AUTH_TEXT.register }).click();
    await page.waitForURL(/\/ent\/registered$/);
    await expect.poll(() => page.getByRole('heading', { name: REGISTER_TEXT.title }).count()).toBe(1);

    await field(REGISTER_TEXT.phone).fill(phone);
    await page.getByRole('button', { name: REGISTER_TEXT.sendCode }).click();
    await expect.poll(() => page.getByRole('button', { name: /秒后重新获取$/ }).count()).toBe(1);
    await field(REGISTER_TEXT.smsCode).fill(await smsCodeFor(platform.url, phone));
    // The password is checked as it is typed: the policy's checklist and the strength meter.
    const rules = page.getByRole('list', { name: PASSWORD_TEXT.policy });
    const length = rules.getByRole('listitem').filter({ hasText: PASSWORD_TEXT.ruleLength(8, 64) });
    await field(REGISTER_TEXT.password).pressSequentially('Reg#20');
    await expect.poll(() => length.textContent()).toContain(PASSWORD_TEXT.ruleUnmet);
    await field(REGISTER_TEXT.password).pressSequentially('26ok');
    await expect.poll(() => length.textContent()).toContain(PASSWORD_TEXT.ruleMet);
    expect(await page.getByRole('progressbar', { name: PASSWORD_TEXT.strength }).getAttribute('aria-valuetext')).toBe(
      '强',
    );
    await field(REGISTER_TEXT.confirmPassword).fill(PASSWORD);
    await field(REGISTER_TEXT.fullName).fill('钱多多');
    await field(REGISTER_TEXT.enterpriseName).fill('江苏端到端新能源有限公司');
    await field(REGISTER_TEXT.creditCode).fill(creditCode.toLowerCase());
    await page.getByRole('button', { name: REGISTER_TEXT.submit }).click();

    // Back at the login page with the new account's login name (its phone) filled in.
    await page.waitForURL(/\/ent\/login\?username=\d{11}$/);
    expect(await page.getByLabel('账号').inputValue()).toBe(phone);
    await page.getByLabel('密码').fill(PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();

    // The session guard sends the new enterprise to complete its information.
    await page.waitForURL(/\/ent\/replenishCompanyInfo$/);
    await expect.poll(() => page.getByRole('heading', { name: PAGE_TEXT.replenishTitle }).count()).toBe(1);
    await expect.poll(() => field(COMPANY_INFO_TEXT.enterpriseName).inputValue()).toBe('江苏端到端新能源有限公司');
    expect(await field(COMPANY_INFO_TEXT.creditCode).inputValue()).toBe(creditCode);
    expect(await field(COMPANY_INFO_TEXT.contactPhone).inputValue()).toBe(phone);

    await page.getByRole('button', { name: COMPANY_INFO_TEXT.save }).click();
    await expect.poll(() => page.getByText(COMPANY_INFO_TEXT.regionRequired).count()).toBe(1);

    await completeCompanyInfo(page);

    // Saved: the guard lets the user in, to the major-project desk with its menus, without a
    // reload or a typed address.
    await page.waitForURL(/\/ent\/majorProjectDesk$/);
    await expect.poll(() => loggedInAs(page)).toBe('用户菜单：钱多多，江苏端到端新能源有限公司');
    await page.getByRole('navigation', { name: '顶部菜单' }).getByRole('tab', { name: '数据填报' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/ent/majorProjectDesk');
  });

  it('keeps 获取验证码 in line with the code input after a refused submit, wide and narrow', async () => {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${platform.url}/ent/registered`);
      await page.getByRole('button', { name: REGISTER_TEXT.submit }).click();
      await expectCodeRowInLine(REGISTER_TEXT.smsCode, REGISTER_TEXT.smsCodeRequired);
    }
    // Completing company information with another contact phone asks for its code the same way.
    await page.goto(`${platform.url}/ent/login`);
    await page.getByLabel('账号').fill('new_demo');
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/ent\/replenishCompanyInfo$/);
    await field(COMPANY_INFO_TEXT.contactPhone).fill('13900001111');
    await page.getByRole('button', { name: COMPANY_INFO_TEXT.save }).click();
    await expectCodeRowInLine(COMPANY_INFO_TEXT.smsCode, COMPANY_INFO_TEXT.smsCodeRequired);
  });

  it('shows in the form that a credit code is already registered', async () => {
    const first17 = '91320100MA0000001';
    // /register is the other address of the registration page (SPEC §2).
    await page.goto(`${platform.url}/ent/register`);
    await field(REGISTER_TEXT.creditCode).fill(first17 + creditCodeCheckChar(first17));
    await field(REGISTER_TEXT.creditCode).press('Tab');
    await expect.poll(() => page.getByText(REGISTER_TEXT.creditCodeTaken).count()).toBe(1);
  });
});
