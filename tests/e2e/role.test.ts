// 角色管理 and 菜单管理 in Chromium: the administrator creates a role granting 项目备案 with its
// permission tree, gives it 本部门数据权限, assigns a Nanjing city bureau member to it on 分配用户,
// and that member then sees only the filings of Nanjing's enterprises. 菜单管理 refuses a page
// without a component. Every new page and dialog passes axe.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFilingApi, createRoleApi } from '@ent/core/api';
import { MENU_TEXT, SYS_MENU_TEXT, SYS_ROLE_TEXT, WIDGET_TEXT } from '@ent/core/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../apps/server/src/db/database';
import { hashPassword } from '../../apps/server/src/domains/auth/passwords';
import { cityDeptId } from '../../apps/server/src/seed/backoffice';
import { httpAs } from '../support/api';
import { axeAudit } from '../support/axe';
import { launchChromium } from '../support/browser';
import { type PlatformProcess, startPlatformProcess } from '../support/platform';
import { DEMO_PASSWORD, logIn, openMenu, openSession, userMenu } from '../support/session';

const R = SYS_ROLE_TEXT;
const M = SYS_MENU_TEXT;
const NANJING = '320100';
const MEMBER = 'nj_e2e_staff';
const ROLE_NAME = 'e2e city scope';
const ROLE_KEY = 'e2eCityScope';
const SYSTEM = MENU_TEXT.system;
const FILINGS = MENU_TEXT.filings;

let browser: Browser;
let platform: PlatformProcess;
let dataDir: string;

beforeAll(async () => {
  // The Nanjing bureau member is put in the database between a first start (which migrates and
  // seeds it) and the start the test uses; org.test.ts walks creating an account through 用户管理.
  dataDir = mkdtempSync(join(tmpdir(), 'ent-e2e-role-'));
  const seeding = await startPlatformProcess({ DATA_DIR: dataDir });
  await seeding.stop();
  const handle = await openDatabase({ databaseUrl: null, dataDir });
  await handle.db
    .insertInto('app_user')
    .values({
      username: MEMBER,
      password_hash: await hashPassword(DEMO_PASSWORD),
      full_name: 'nanjing member',
      type_of: '2',
      dept_id: cityDeptId(NANJING),
      phone: '13900001111',
    })
    .execute();
  await handle.close();
  [browser, platform] = await Promise.all([launchChromium(), startPlatformProcess({ DATA_DIR: dataDir })]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('角色管理 and 菜单管理', () => {
  it('a role with city scope lets its Nanjing member see only Nanjing’s enterprises', async () => {
    const { context, page } = await openSession(browser, platform.url, 'admin');
    const audit = axeAudit(page);
    try {
      await openMenu(page, SYSTEM, R.title);
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: R.title }).waitFor();
      await audit.check(R.title);

      // 新增 with the permission tree: the desk and 项目备案 checked, its directory granted with it (linked).
      await main.getByRole('button', { name: R.add, exact: true }).click();
      const editor = page.getByRole('dialog', { name: R.addTitle });
      await editor.getByLabel(R.name).fill(ROLE_NAME);
      await editor.getByLabel(R.key).fill(ROLE_KEY);
      await editor.getByRole('checkbox', { name: R.expand }).check();
      const filings = editor.getByRole('checkbox', { name: FILINGS, exact: true });
      await filings.waitFor();
      await audit.check(R.addTitle);
      await filings.click();
      await expect.poll(() => filings.isChecked()).toBe(true);
      // The flavour's desk, where a login lands.
      const desk = editor.getByRole('checkbox', { name: MENU_TEXT.desks.major, exact: true });
      await desk.click();
      await expect.poll(() => desk.isChecked()).toBe(true);
      await editor.getByRole('button', { name: R.save }).click();
      await editor.waitFor({ state: 'hidden' });
      const row = main.getByRole('row').filter({ hasText: ROLE_KEY });
      await row.waitFor();

      // 数据权限: 本部门数据权限.
      await row.getByRole('button', { name: `${R.dataScopeAction} ${ROLE_NAME}` }).click();
      const scope = page.getByRole('dialog', { name: R.dataScopeTitle });
      await scope.getByRole('combobox').click();
      await page.getByRole('option', { name: R.dataScopeValues['2'] }).click();
      await scope.getByRole('checkbox', { name: R.checkAll }).waitFor();
      await audit.check(R.dataScopeTitle);
      await scope.getByRole('combobox').click();
      await page.getByRole('option', { name: R.dataScopeValues['3'] }).click();
      await scope.getByRole('button', { name: R.save }).click();
      await scope.waitFor({ state: 'hidden' });

      // 分配用户: add the Nanjing member from the unassigned accounts.
      await row.getByRole('button', { name: `${R.authUserAction} ${ROLE_NAME}` }).click();
      await main.getByRole('heading', { name: R.authUserTitle }).waitFor();
      await main.getByText(R.authUser.intro(ROLE_NAME, ROLE_KEY)).waitFor();
      await audit.check(R.authUserTitle);
      await main.getByRole('button', { name: R.authUser.add }).click();
      const select = page.getByRole('dialog', { name: R.authUser.selectTitle });
      await select.getByLabel(R.authUser.userName).fill(MEMBER);
      await select.getByRole('button', { name: WIDGET_TEXT.search, exact: true }).click();
      await select.getByRole('checkbox', { name: R.authUser.selectRow(MEMBER) }).check();
      await audit.check(R.authUser.selectTitle);
      await select.getByRole('button', { name: R.save }).click();
      await select.waitFor({ state: 'hidden' });
      const assigned = main.getByRole('row').filter({ hasText: MEMBER });
      await expect.poll(() => assigned.textContent()).toContain('139****1111');

      // The member logs in and sees only the filings of Nanjing's enterprises.
      const admin = createFilingApi(await httpAs(platform.url, 'admin'));
      const all = (await admin.list({ pageSize: 200 })).data?.rows ?? [];
      const nanjing = new Set(all.filter((filing) => filing.cityCode === NANJING).map((f) => f.enterpriseName));
      const others = new Set(all.filter((filing) => filing.cityCode !== NANJING).map((f) => f.enterpriseName));
      expect(nanjing.size).toBeGreaterThan(0);
      expect(others.size).toBeGreaterThan(0);

      const memberContext = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
      try {
        const memberPage = await memberContext.newPage();
        await logIn(memberPage, platform.url, MEMBER, { entrance: 'loginchief' });
        await memberPage.waitForURL(/\/ent\/majorProjectDesk$/);
        await userMenu(memberPage).waitFor();
        // 数据管理 holds one page for this role: the top menu shows that page itself.
        await openMenu(memberPage, FILINGS);
        const table = memberPage.getByRole('main').getByRole('table');
        const first = [...nanjing][0] ?? '';
        await table.getByRole('row').filter({ hasText: first }).first().waitFor({ timeout: 15_000 });
        const texts = (await table.getByRole('row').allTextContents()).slice(1);
        expect(texts.length).toBeGreaterThan(0);
        for (const text of texts)
          expect(
            [...nanjing].some((name) => text.includes(name)),
            text,
          ).toBe(true);
        expect(texts.some((text) => [...others].some((name) => text.includes(name)))).toBe(false);
      } finally {
        await memberContext.close();
      }
      audit.expectClean();
    } finally {
      await context.close();
      const roles = createRoleApi(await httpAs(platform.url, 'admin'));
      const created = (await roles.list({ roleKey: ROLE_KEY })).data?.rows[0];
      if (created) {
        const holders = (await roles.allocatedList({ roleId: created.roleId })).data?.rows ?? [];
        if (holders.length)
          await roles.cancelAll(
            created.roleId,
            holders.map((holder) => holder.userId),
          );
        await roles.remove([created.roleId]);
      }
    }
  }, 240_000);

  it('菜单管理 shows the tree and refuses a page without a component', async () => {
    const { context, page } = await openSession(browser, platform.url, 'admin');
    const audit = axeAudit(page);
    try {
      await openMenu(page, SYSTEM, M.title);
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: M.title }).waitFor();
      await main.getByRole('button', { name: M.expandRow(SYSTEM) }).click();
      await main.getByRole('button', { name: M.editRow(R.menuTitle) }).waitFor();
      await audit.check(M.title);

      await main.getByRole('button', { name: M.addChildRow(SYSTEM) }).click();
      const editor = page.getByRole('dialog', { name: M.addTitle });
      await editor.getByLabel(M.name).fill('e2e page');
      await editor.getByLabel(M.path).fill('e2ePage');
      await audit.check(M.addTitle);
      await editor.getByRole('button', { name: M.save }).click();
      // The page's component is required: the server refuses, naming what is missing.
      await expect.poll(() => page.getByText(M.componentRequired).count()).toBeGreaterThan(0);
      await editor.getByRole('button', { name: M.cancel }).click();
      await editor.waitFor({ state: 'hidden' });
      await expect.poll(() => main.getByText('e2e page').count()).toBe(0);
      audit.expectClean();
    } finally {
      await context.close();
    }
  });
});
