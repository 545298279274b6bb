// Every menu entry of every demo account, in every flavour, opens a page: clicked as a user clicks
// (the top menu, 更多菜单, the sidebar), never 页面暂不可用, a page that failed to load, or the 404.
import { PAGE_TEXT } from '@ent/core/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { completeCompanyInfo } from '../support/companyInfo';
import { type PlatformProcess, startPlatformProcess } from '../support/platform';
import { logIn, openMenu, openSession, sideMenu, topMenu } from '../support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** What is wrong with the page on the screen, or null when it is a working page. */
async function problem(page: Page): Promise<string | null> {
  // The page shown: kept-alive pages of other tabs are hidden, so not a region of the tree.
  const main = page.getByRole('main').getByRole('region');
  await main.waitFor();
  if (new URL(page.url()).pathname.endsWith('/404')) return '404';
  if ((await main.getByText(/^页面暂不可用：/).count()) > 0)
    return (await main.getByText(/^页面暂不可用：/).textContent()) ?? '';
  if ((await main.getByText(PAGE_TEXT.pageLoadFailed).count()) > 0) return PAGE_TEXT.pageLoadFailed;
  return null;
}

/** The names of the top menu: its tabs and what 更多菜单 holds. */
async function topEntries(page: Page): Promise<string[]> {
  await topMenu(page).getByRole('tab').first().waitFor();
  const names = await topMenu(page).getByRole('tab').allInnerTexts();
  const more = topMenu(page).getByRole('button', { name: '更多菜单' });
  if ((await more.count()) > 0) {
    await more.click();
    names.push(...(await page.getByRole('menuitem').allInnerTexts()));
    await page.keyboard.press('Escape');
  }
  // Fluent's tab repeats its text (hidden) to reserve the bold width.
  return names.map((name) => name.split('\n')[0]?.trim() ?? '').filter(Boolean);
}

/** Clicks every top entry and every sidebar link under it; returns each page reached with what is wrong. */
async function walk(page: Page): Promise<{ visited: string[]; problems: string[] }> {
  const visited: string[] = [];
  const problems: string[] = [];
  const check = async (entry: string) => {
    const found = await problem(page);
    visited.push(`${entry} → ${new URL(page.url()).pathname}`);
    if (found) problems.push(`${entry}: ${found}`);
  };
  for (const top of await topEntries(page)) {
    await openMenu(page, top);
    await check(top);
    const links = sideMenu(page).getByRole('list').getByRole('link');
    const count = await links.count();
    for (let index = 0; index < count; index += 1) {
      const link = links.nth(index);
      const name = (await link.innerText()).trim();
      // External entries open another site in a new tab; they lead to no page of the platform.
      if (/^https?:/.test((await link.getAttribute('href')) ?? '')) continue;
      await link.click();
      await expect.poll(() => link.getAttribute('aria-current')).toBe('page');
      await check(`${top} › ${name}`);
    }
  }
  return { visited, problems };
}

describe.each([
  { flavour: 'major', accounts: ['ent_demo', 'xny_demo', 'yq_demo', 'admin'] },
  { flavour: 'xny', accounts: ['xny_demo', 'ent_demo', 'admin'] },
  { flavour: 'oilgas', accounts: ['yq_demo', 'admin'] },
])('every menu entry opens a page ($flavour flavour)', ({ flavour, accounts }) => {
  let platform: PlatformProcess;

  beforeAll(async () => {
    platform = await startPlatformProcess({ PLATFORM_FLAVOUR: flavour });
  });

  afterAll(async () => {
    await platform?.stop();
  });

  it.each(accounts)('%s', async (username) => {
    const { context, page } = await openSession(browser, platform.url, username);
    try {
      const { visited, problems } = await walk(page);
      expect(visited.length, visited.join('\n')).toBeGreaterThan(1);
      expect(problems, visited.join('\n')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('new_demo, once its company information is complete', async () => {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    try {
      await logIn(page, platform.url, 'new_demo');
      await page.waitForURL(/\/ent\/replenishCompanyInfo$/);
      await completeCompanyInfo(page);
      await page.waitForURL(/\/ent\/(majorProjectDesk|workbench)$/);
      const { visited, problems } = await walk(page);
      expect(visited.length, visited.join('\n')).toBeGreaterThan(1);
      expect(problems, visited.join('\n')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
