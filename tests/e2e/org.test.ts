// 部门管理, 岗位管理 and 用户管理 in Chromium: the administrator adds a department below 南京市能源局,
// adds a staff member in it, gives the member the city role on 分配角色; the member logs in through
// the government entrance with the password the administrator set, must change it first, and then
// sees only the filings of Nanjing's enterprises. axe checks each page and dialog on the way.
import { createDeptApi, createFilingApi, createUserApi } from '@ent/core/api';
import {
  ACTION_TEXT,
  AUTH_TEXT,
  DEPT_TEXT,
  MENU_TEXT,
  PASSWORD_TEXT,
  POST_TEXT,
  SECURITY_TEXT,
  USER_TEXT,
  WIDGET_TEXT,
} from '@ent/core/messages';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpAs } from '../support/api';
import { axeAudit } from '../support/axe';
import { launchChromium } from '../support/browser';
import { type PlatformProcess, startPlatformProcess } from '../support/platform';
import { logIn, openMenu, openSession, submitLogin } from '../support/session';

let browser: Browser;
let platform: PlatformProcess;

beforeAll(async () => {
  [browser, platform] = await Promise.all([launchChromium(), startPlatformProcess()]);
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const DEPT = 'e2e测试处';
const USER = 'e2e_staff';
const PASSWORD = 'E2e#Pass2026';
const RENEWED = 'Renewed#Pass2027';
const NANJING = '320100';

/** The texts of the cells under the named columns that take more than one line. */
async function wrappedCells(table: Locator, columns: string[]): Promise<string[]> {
  return table.evaluate((element, names) => {
    const headers = Array.from(element.querySelectorAll('thead th')).map((th) => th.textContent?.trim() ?? '');
    const indexes = names.map((name) => headers.indexOf(name));
    if (indexes.includes(-1)) return [`missing column among ${headers.join('|')}`];
    const wrapped: string[] = [];
    for (const row of Array.from(element.querySelectorAll('tbody tr'))) {
      for (const index of indexes) {
        const cell = row.children[index];
        if (!cell?.textContent) continue;
        const range = document.createRange();
        range.selectNodeContents(cell);
        const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.bottom)));
        if (lines.size > 1) wrapped.push(cell.textContent);
      }
    }
    return wrapped;
  }, columns);
}

describe('部门、岗位与用户管理', () => {
  it('keeps names, departments and phones on one line at 1280×800, and says on hover why the own row’s switch and 删除 are off', async () => {
    const { context, page } = await openSession(browser, platform.url, 'admin', {
      viewport: { width: 1280, height: 800 },
    });
    try {
      const own = (
        await createUserApi(await httpAs(platform.url, 'admin')).list({ userName: 'admin' })
      ).data?.rows.find((row) => row.userName === 'admin');
      await openMenu(page, '系统管理', USER_TEXT.title);
      const main = page.getByRole('main');
      const table = main.getByRole('table', { name: USER_TEXT.title });
      await table.getByRole('row').filter({ hasText: 'ent_demo' }).waitFor();
      expect(
        await wrappedCells(table, [USER_TEXT.userName, USER_TEXT.nickName, USER_TEXT.dept, USER_TEXT.phone]),
      ).toEqual([]);

      const nick = own?.nickName ?? 'admin';
      const ownSwitch = main.getByRole('switch', { name: USER_TEXT.enabledSwitch(nick) });
      expect(await ownSwitch.isDisabled()).toBe(true);
      await ownSwitch.hover({ force: true });
      await page.getByRole('tooltip').filter({ hasText: USER_TEXT.ownStatus }).waitFor();
      const ownRemove = main.getByRole('button', { name: ACTION_TEXT.removeRow(nick) });
      expect(await ownRemove.getAttribute('aria-disabled')).toBe('true');
      await ownRemove.hover();
      await page.getByRole('tooltip').filter({ hasText: USER_TEXT.ownDelete }).waitFor();
      // Keyboard users reach it too, and nothing is asked or sent.
      await ownRemove.focus();
      await page.keyboard.press('Enter');
      expect(await page.getByRole('dialog', { name: WIDGET_TEXT.confirmTitle }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('adds a department and a user in it, assigns the city role; the user changes the password and sees only its city', async () => {
    const { context, page } = await openSession(browser, platform.url, 'admin');
    const audit = axeAudit(page);
    try {
      await openMenu(page, '系统管理', DEPT_TEXT.title);
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: DEPT_TEXT.title }).waitFor();
      await main.getByRole('button', { name: DEPT_TEXT.addChildOf('南京市能源局') }).waitFor();
      await audit.check(DEPT_TEXT.title);
      await main.getByRole('button', { name: DEPT_TEXT.addChildOf('南京市能源局') }).click();
      const deptDialog = page.getByRole('dialog', { name: DEPT_TEXT.addTitle });
      await expect
        .poll(() => deptDialog.getByRole('combobox', { name: DEPT_TEXT.parent }).textContent())
        .toContain('南京市能源局');
      await deptDialog.getByLabel(DEPT_TEXT.name).fill(DEPT);
      await audit.check(DEPT_TEXT.addTitle);
      await deptDialog.getByRole('button', { name: DEPT_TEXT.save }).click();
      await deptDialog.waitFor({ state: 'hidden' });
      // 南京市能源局 now has a department below it, folded until opened.
      await main.getByRole('button', { name: DEPT_TEXT.expandRow('南京市能源局') }).click();
      await main.getByRole('row').filter({ hasText: DEPT }).waitFor();

      await openMenu(page, '系统管理', POST_TEXT.title);
      await main.getByRole('heading', { name: POST_TEXT.title }).waitFor();
      await main.getByRole('row').nth(1).waitFor();
      await audit.check(POST_TEXT.title);
      // Keyboard: a dialog closed with Escape gives focus back to the control that opened it.
      const addPost = main.getByRole('button', { name: POST_TEXT.add, exact: true });
      await addPost.focus();
      await page.keyboard.press('Enter');
      const postDialog = page.getByRole('dialog', { name: POST_TEXT.addTitle });
      await postDialog.waitFor();
      await page.keyboard.press('Escape');
      await postDialog.waitFor({ state: 'hidden' });
      await expect.poll(() => addPost.evaluate((button) => button === document.activeElement)).toBe(true);
      // So does a confirmation: 删除 on a row, then 取消, leaves focus on that row's 删除.
      const firstPost = main.getByRole('row').nth(1);
      const removePost = firstPost.getByRole('button', { name: /^删除 / });
      await removePost.focus();
      await page.keyboard.press('Enter');
      const confirmation = page.getByRole('dialog', { name: WIDGET_TEXT.confirmTitle });
      await confirmation.getByRole('button', { name: AUTH_TEXT.cancel }).click();
      await confirmation.waitFor({ state: 'hidden' });
      await expect.poll(() => removePost.evaluate((button) => button === document.activeElement)).toBe(true);

      await openMenu(page, '系统管理', USER_TEXT.title);
      await main.getByRole('heading', { name: USER_TEXT.title }).waitFor();
      await main.getByRole('row').filter({ hasText: 'ent_demo' }).waitFor();
      await audit.check(USER_TEXT.title);
      await main.getByRole('button', { name: USER_TEXT.add, exact: true }).click();
      const userDialog = page.getByRole('dialog', { name: USER_TEXT.addTitle });
      await userDialog.getByLabel(USER_TEXT.nickName).fill('端到端职员');
      await userDialog.getByRole('combobox', { name: USER_TEXT.dept }).click();
      await page.getByRole('option', { name: DEPT }).click();
      await userDialog.getByLabel(USER_TEXT.userName).fill(USER);
      await userDialog.getByLabel(USER_TEXT.password).fill(PASSWORD);
      await userDialog.getByLabel(USER_TEXT.phone).fill('13912340000');
      await audit.check(USER_TEXT.addTitle);
      await userDialog.getByRole('button', { name: USER_TEXT.save }).click();
      await userDialog.waitFor({ state: 'hidden' });

      // The new account shows in its department, its phone masked.
      await page.getByRole('navigation', { name: USER_TEXT.deptTree }).getByRole('button', { name: DEPT }).click();
      const row = main.getByRole('row').filter({ hasText: USER });
      await expect.poll(() => row.textContent()).toContain('139****0000');
      await row.getByRole('button', { name: USER_TEXT.assignRolesRow('端到端职员') }).click();
      await main.getByRole('heading', { name: USER_TEXT.authRoleTitle }).waitFor();
      const cityRole = main.getByRole('checkbox', { name: USER_TEXT.selectRole('市级主管部门') });
      await cityRole.check();
      await audit.check(USER_TEXT.authRoleTitle);
      await main.getByRole('button', { name: USER_TEXT.save }).click();
      await page.getByText(USER_TEXT.rolesSaved).waitFor();
      audit.expectClean();

      // The member logs in through the government entrance with the password the administrator set,
      // must change it before anything else, logs in again at the same entrance, and sees only the
      // filings of its city's enterprises (its department is below 南京市能源局; 市级主管部门 keeps
      // to the own department's city).
      const filings = (await createFilingApi(await httpAs(platform.url, 'admin')).list({ pageSize: 200 })).data?.rows;
      const nanjing = new Set((filings ?? []).filter((f) => f.cityCode === NANJING).map((f) => f.enterpriseName));
      const others = new Set((filings ?? []).filter((f) => f.cityCode !== NANJING).map((f) => f.enterpriseName));
      expect(nanjing.size).toBeGreaterThan(0);
      expect(others.size).toBeGreaterThan(0);
      const memberContext = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
      try {
        const member = await memberContext.newPage();
        const memberAudit = axeAudit(member);
        await logIn(member, platform.url, USER, { password: PASSWORD, entrance: 'loginchief' });
        await member.waitForURL(/\/ent\/user\/editPassword$/);
        await member.getByText(SECURITY_TEXT.mustChangeInitial).waitFor();
        const form = member.getByRole('form', { name: PASSWORD_TEXT.title });
        await memberAudit.check(PASSWORD_TEXT.title);
        await form.getByLabel(/^原密码/).fill(PASSWORD);
        await form.getByLabel(/^新密码/).fill(RENEWED);
        await form.getByLabel(/^确认新密码/).fill(RENEWED);
        await form.getByRole('button', { name: PASSWORD_TEXT.submit }).click();
        await member.waitForURL(/\/ent\/loginchief$/);
        await submitLogin(member, USER, RENEWED);
        await member.waitForURL(/\/ent\/majorProjectDesk$/);
        await openMenu(member, MENU_TEXT.dataAdministration, MENU_TEXT.filings);
        const table = member.getByRole('main').getByRole('table');
        await table
          .getByRole('row')
          .filter({ hasText: [...nanjing][0] ?? '-' })
          .first()
          .waitFor();
        const texts = (await table.getByRole('row').allTextContents()).slice(1);
        expect(texts.length).toBeGreaterThan(0);
        for (const text of texts)
          expect(
            [...nanjing].some((name) => text.includes(name)),
            text,
          ).toBe(true);
        expect(texts.some((text) => [...others].some((name) => text.includes(name)))).toBe(false);
        memberAudit.expectClean();
      } finally {
        await memberContext.close();
      }
      const users = createUserApi(await httpAs(platform.url, 'admin'));
      const created = (await users.list({ userName: USER })).data?.rows[0];
      expect(created?.roleNames).toBe('市级主管部门');
    } finally {
      await context.close();
      const http = await httpAs(platform.url, 'admin');
      const users = createUserApi(http);
      const created = (await users.list({ userName: USER })).data?.rows ?? [];
      if (created.length > 0) await users.remove(created.map((user) => user.userId));
      const depts = createDeptApi(http);
      const dept = (await depts.list({ deptName: DEPT })).data?.[0];
      if (dept) await depts.remove(dept.deptId);
    }
  });
});
