// Walking every menu entry as a user does: each top menu entry (the tabs and what 更多菜单 holds),
// then every sidebar link under it, with what a test wants to check on each page reached.
import { PAGE_TEXT, SHELL_TEXT } from '@ent/core/messages';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openMenu, sideMenu, topMenu } from './session';

/** What is wrong with the page on the screen, or null when it is a working page. */
export async function pageProblem(page: Page): Promise<string | null> {
  // The page shown: kept-alive pages of other tabs are hidden, so not a region of the tree. The
  // first region is the page's own; a page may hold regions of its own (项目地图's map).
  const main = page.getByRole('main').getByRole('region').first();
  await main.waitFor();
  if (new URL(page.url()).pathname.endsWith('/404')) return '404';
  if ((await main.getByText(/^页面暂不可用：/).count()) > 0)
    return (await main.getByText(/^页面暂不可用：/).textContent()) ?? '';
  if ((await main.getByText(PAGE_TEXT.pageLoadFailed).count()) > 0) return PAGE_TEXT.pageLoadFailed;
  return null;
}

/** The names of the top menu: its tabs and what 更多菜单 holds. */
export async function topEntries(page: Page): Promise<string[]> {
  await topMenu(page).getByRole('tab').first().waitFor();
  const names = await topMenu(page).getByRole('tab').allInnerTexts();
  const more = topMenu(page).getByRole('button', { name: SHELL_TEXT.moreMenu });
  if ((await more.count()) > 0) {
    await more.click();
    names.push(...(await page.getByRole('menuitem').allInnerTexts()));
    await page.keyboard.press('Escape');
  }
  // Fluent's tab repeats its text (hidden) to reserve the bold width.
  return names.map((name) => name.split('\n')[0]?.trim() ?? '').filter(Boolean);
}

/**
 * Clicks every top entry and every sidebar link under it, calling `visit` with the entry's name
 * (`数据管理 › 能源设施`) once its page is shown; returns each entry with the path it reached.
 */
export async function walkMenus(page: Page, visit: (entry: string) => Promise<void>): Promise<string[]> {
  const visited: string[] = [];
  const reached = async (entry: string) => {
    await visit(entry);
    visited.push(`${entry} → ${new URL(page.url()).pathname}`);
  };
  for (const top of await topEntries(page)) {
    await openMenu(page, top);
    await reached(top);
    const links = sideMenu(page).getByRole('list').getByRole('link');
    const count = await links.count();
    for (let index = 0; index < count; index += 1) {
      const link = links.nth(index);
      const name = (await link.innerText()).trim();
      // External entries open another site in a new tab; they lead to no page of the platform.
      if (/^https?:/.test((await link.getAttribute('href')) ?? '')) continue;
      await link.click();
      await expect.poll(() => link.getAttribute('aria-current')).toBe('page');
      await reached(`${top} › ${name}`);
    }
  }
  return visited;
}
