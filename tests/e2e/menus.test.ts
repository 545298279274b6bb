// Every menu entry of every demo account, in every flavour, opens a page: clicked as a user clicks
// (the top menu, 更多菜单, the sidebar), never 页面暂不可用, a page that failed to load, or the 404.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { completeCompanyInfo } from '../support/companyInfo';
import { pageProblem, walkMenus } from '../support/menus';
import { type PlatformProcess, startPlatformProcess } from '../support/platform';
import { logIn, openSession } from '../support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** Walks every menu entry; returns each page reached and what is wrong with those that do not work. */
async function walk(page: Page): Promise<{ visited: string[]; problems: string[] }> {
  const problems: string[] = [];
  const visited = await walkMenus(page, async (entry) => {
    const found = await pageProblem(page);
    if (found) problems.push(`${entry}: ${found}`);
  });
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
