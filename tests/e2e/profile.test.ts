// The personal pages in real Chromium against the real server process: the personal center shows
// the account, roles, enterprise and last logins; the enterprise information is edited (region,
// group, a new contact phone confirmed with the SMS code from the outbox), saved, still there after
// a reload and listed in the change history; the password is changed under the
// policy, every session ends (another browser too), the old password is refused and the new one
// logs in.

import { createAuthApi, createMainstayApi } from '@ent/core/api';
import {
  COMPANY_INFO_TEXT,
  ENTERPRISE_INFO_TEXT,
  ERROR_TEXT,
  PASSWORD_TEXT,
  PROFILE_TEXT,
  REGISTER_TEXT,
} from '@ent/core/messages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpAs, smsCodeFor } from '../support/api';
import { launchChromium } from '../support/browser';
import { type PlatformProcess, startPlatformProcess } from '../support/platform';
import { chooseUserMenu, loggedInAs, openMenu, DEMO_PASSWORD as PASSWORD, submitLogin } from '../support/session';

const NEW_PASSWORD = 'Sunny#2027ok';

let platform: PlatformProcess;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatformProcess(), launchChromium()]);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await platform?.stop();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  return page;
}

async function logIn(page: Page, username: string, password = PASSWORD) {
  await page.goto(`${platform.url}/ent/login`);
  await submitLogin(page, username, password);
}

/** Opens a page of the user menu the way a user does. */
const userMenu = chooseUserMenu;
/** A detail of the personal center: the definition that follows its term. */
const detail = (page: Page, term: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

describe('personal pages', () => {
  it('shows the account, its roles, its enterprise and the last logins in the personal center', async () => {
    // Each test uses its own account: this one only reads, the others change theirs.
    const page = await newPage();
    // A failed attempt first: the personal center lists it beside the successful login.
    await logIn(page, 'yq_demo', 'Wrong#2026');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(ERROR_TEXT.wrongCredentials);
    await logIn(page, 'yq_demo');
    await page.waitForURL(/\/ent\/majorProjectDesk$/);

    await userMenu(page, '个人中心');
    await page.waitForURL(/\/ent\/user\/profile$/);
    await expect.poll(() => detail(page, PROFILE_TEXT.username).textContent()).toBe('yq_demo');
    expect(await detail(page, PROFILE_TEXT.roles).textContent()).toContain('油气报送企业');
    expect(await detail(page, PROFILE_TEXT.enterpriseName).textContent()).toBe('连云港港口油气储运有限公司');
    const logins = page.getByRole('table', { name: PROFILE_TEXT.lastLogins });
    await expect.poll(() => logins.getByRole('row').count()).toBe(3);
    const first = logins.getByRole('row').nth(1);
    expect(await first.textContent()).toContain(PROFILE_TEXT.loginSucceeded);
    expect(await first.textContent()).toContain('127.0.0.1');
    expect(await logins.getByRole('row').nth(2).textContent()).toContain(ERROR_TEXT.wrongCredentials);
  });

  it('edits the enterprise information, keeps it after a reload and lists the change', async () => {
    // What the test changes is put back afterwards, as staff correct an enterprise (no SMS code).
    const staff = createMainstayApi(await httpAs(platform.url, 'admin'));
    const mainstayId = (await createAuthApi(await httpAs(platform.url, 'ent_demo')).me()).data?.mainstayId ?? 0;
    const original = (await staff.enterprise(mainstayId)).data;
    try {
      const page = await newPage();
      await logIn(page, 'ent_demo');
      await page.waitForURL(/\/ent\/majorProjectDesk$/);
      await userMenu(page, '企业信息');
      await page.waitForURL(/\/ent\/user\/edit$/);

      const basic = page.getByRole('form', { name: ENTERPRISE_INFO_TEXT.basic });
      const contact = page.getByRole('form', { name: ENTERPRISE_INFO_TEXT.contact });
      await basic.getByLabel('企业名称').waitFor();
      expect(await basic.getByLabel('统一社会信用代码').getAttribute('readonly')).not.toBeNull();
      const city = basic.getByRole('combobox', { name: '市', exact: true });
      const district = basic.getByRole('combobox', { name: '区（县）', exact: true });
      await expect.poll(() => city.inputValue()).toBe('3201');

      // A wrong value is caught on the page, nothing is sent.
      await basic.getByLabel('法定代表人').fill('陈<b>');
      await basic.getByLabel('法定代表人').blur();
      await expect.poll(() => basic.getByText(COMPANY_INFO_TEXT.legalPersonInvalid).count()).toBe(1);

      await basic.getByLabel('法定代表人').fill('陈立新');
      await basic.getByLabel('企业名称').fill('南京苏能新能源科技股份有限公司');
      await basic.getByRole('combobox', { name: '所属集团' }).selectOption({ label: '国家电力投资集团有限公司' });
      await city.selectOption({ label: '苏州市' });
      await expect.poll(() => district.getByRole('option').count()).toBeGreaterThan(1);
      await district.selectOption({ index: 1 });
      const districtName = (await district.getByRole('option', { selected: true }).textContent()) ?? '';
      await basic.getByLabel('详细地址').fill('江苏省苏州市能源大道88号');
      await basic.getByRole('button', { name: ENTERPRISE_INFO_TEXT.save }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toContain(ENTERPRISE_INFO_TEXT.saved);
      // The shell's company name follows at once.
      await expect.poll(() => loggedInAs(page)).toBe('用户菜单：张明，南京苏能新能源科技股份有限公司');

      // A new contact phone is confirmed with the code sent to it.
      await contact.getByLabel('联系电话').fill('025-8329');
      await contact.getByLabel('联系电话').blur();
      await expect.poll(() => contact.getByText(REGISTER_TEXT.phoneInvalid).count()).toBe(1);
      await contact.getByLabel('联系电话').fill('13711112222');
      await contact.getByLabel('电子邮箱').fill('office@sn-energy.cn');
      await contact.getByRole('button', { name: ENTERPRISE_INFO_TEXT.save }).click();
      await expect.poll(() => contact.getByText(COMPANY_INFO_TEXT.smsCodeRequired).count()).toBe(1);
      await contact.getByRole('button', { name: REGISTER_TEXT.sendCode }).click();
      await contact.getByLabel(/^短信验证码/).fill(await smsCodeFor(platform.url, '13711112222'));
      await contact.getByRole('button', { name: ENTERPRISE_INFO_TEXT.save }).click();
      await expect.poll(() => contact.getByLabel(/^短信验证码/).count()).toBe(0);

      const history = page.getByRole('table', { name: ENTERPRISE_INFO_TEXT.history });
      // name, legal person, group, region, address, phone, e-mail: seven audited changes.
      await expect.poll(() => history.getByRole('row').count()).toBe(8);
      const text = (await history.textContent()) ?? '';
      expect(text).toContain('张明（ent_demo）');
      expect(text).toContain(`江苏省 / 苏州市 / ${districtName}`);
      expect(text).toContain('国家电力投资集团有限公司');
      expect(text).toContain('13711112222');

      await page.reload();
      await basic.getByLabel('企业名称').waitFor();
      await expect.poll(() => basic.getByLabel('企业名称').inputValue()).toBe('南京苏能新能源科技股份有限公司');
      expect(await basic.getByLabel('详细地址').inputValue()).toBe('江苏省苏州市能源大道88号');
      await expect.poll(() => city.inputValue()).toBe('3205');
      await expect.poll(() => district.getByRole('option', { selected: true }).textContent()).toBe(districtName);
      expect(await contact.getByLabel('联系电话').inputValue()).toBe('13711112222');
      expect(await contact.getByLabel('电子邮箱').inputValue()).toBe('office@sn-energy.cn');
      await expect.poll(() => history.getByRole('row').count()).toBe(8);

      // The personal center shows the new name and city too.
      await userMenu(page, '个人中心');
      await expect
        .poll(() => detail(page, PROFILE_TEXT.enterpriseName).textContent())
        .toBe('南京苏能新能源科技股份有限公司');
    } finally {
      if (original) {
        const { name, legalPerson, groupId, regionCode, address, contactName, contactPhone, contactEmail } = original;
        await staff.updateEnterprise({ id: mainstayId, name, legalPerson, groupId, regionCode, address });
        await staff.updateContact({ id: mainstayId, contactName, contactPhone, contactEmail });
      }
    }
  });

  it('changes the password: every session ends, the old password is refused, the new one works', async () => {
    const other = await newPage();
    await logIn(other, 'xny_demo');
    await other.waitForURL(/\/ent\/majorProjectDesk$/);

    const page = await newPage();
    await logIn(page, 'xny_demo');
    await page.waitForURL(/\/ent\/majorProjectDesk$/);
    await userMenu(page, '修改密码');
    await page.waitForURL(/\/ent\/user\/editPassword$/);
    const form = page.getByRole('form', { name: PASSWORD_TEXT.title });
    await form.waitFor();
    // The policy's tips are shown, and its rules are enforced while typing.
    await expect.poll(() => page.getByText(/密码长度为8-64位/).count()).toBeGreaterThan(0);
    await form.getByLabel(/^原密码/).fill(PASSWORD);
    await form.getByLabel(/^新密码/).fill('abcdefgh12');
    await form.getByLabel(/^确认新密码/).fill('abcdefgh12');
    await form.getByRole('button', { name: PASSWORD_TEXT.submit }).click();
    await expect.poll(() => form.getByText('密码须包含数字、小写字母、大写字母、特殊字符中的至少3种').count()).toBe(1);

    // A wrong old password is refused by the server.
    await form.getByLabel(/^原密码/).fill('Wrong#2026');
    await form.getByLabel(/^新密码/).fill(NEW_PASSWORD);
    await form.getByLabel(/^确认新密码/).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: PASSWORD_TEXT.submit }).click();
    await expect.poll(() => form.getByText(PASSWORD_TEXT.wrongOld).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/ent/user/editPassword');

    await form.getByLabel(/^原密码/).fill(PASSWORD);
    await form.getByRole('button', { name: PASSWORD_TEXT.submit }).click();
    await page.waitForURL(/\/ent\/login$/);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(PASSWORD_TEXT.changed);

    // The other browser's session has ended too: its next click sends it to /login.
    await openMenu(other, '数据填报');
    await other.waitForURL(/\/ent\/login/);

    // The old password is refused; the new one logs in.
    await logIn(page, 'xny_demo', PASSWORD);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(ERROR_TEXT.wrongCredentials);
    await logIn(page, 'xny_demo', NEW_PASSWORD);
    await page.waitForURL(/\/ent\/majorProjectDesk$/);
    await expect.poll(() => loggedInAs(page)).toMatch(/^用户菜单：李华/);
  });
});
