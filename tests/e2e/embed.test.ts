// The embed kit in real Chromium: a sample portal on another port includes the SDK as the README
// says and mounts the platform; the token handoff logs in without the login page; each func value
// opens its page; a handshake from a wrong origin is ignored; the iframe follows the content height;
// logout reaches the portal's callback; unmount removes everything.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readTokenClaims } from '@ent/core/auth';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Portal, startPortal } from '../fixtures/portal/server';
import { authApiFor } from '../support/api';
import { launchChromium } from '../support/browser';
import { ensureSpaBuilt } from '../support/ensureSpa';
import { type PlatformProcess, ROOT, startPlatformProcess } from '../support/platform';

const PASSWORD = 'Demo#2026';
let platform: PlatformProcess;
let portal: Portal;
let browser: Browser;

function ensureSdkBuilt(): void {
  if (!existsSync(join(ROOT, 'apps/embed-sdk/dist/ent-embed.js'))) {
    execFileSync(process.execPath, ['apps/embed-sdk/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  }
}

async function platformToken(username: string): Promise<string> {
  const { data } = await authApiFor(platform.url).login({ username, password: PASSWORD });
  if (!data) throw new Error('login answered without a token');
  return data.access_token;
}

beforeAll(async () => {
  if (!process.env.SPA_DIST) ensureSpaBuilt();
  ensureSdkBuilt();
  portal = await startPortal();
  [platform, browser] = await Promise.all([startPlatformProcess({ EMBED_ORIGINS: portal.origin }), launchChromium()]);
  portal.setPlatform(platform.url);
  portal.setToken(await platformToken('ent_demo'));
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  await portal?.stop();
});

interface Opened {
  context: BrowserContext;
  page: Page;
  frame: () => Frame;
  /** Every URL the embedded app's frame navigated to. */
  frameUrls: string[];
}

async function openPortal(query = ''): Promise<Opened> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const frameUrls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) frameUrls.push(frame.url());
  });
  await page.goto(`${portal.url}${query}`);
  const frame = () => {
    const found = page.frames().find((candidate) => candidate.url().startsWith(`${platform.url}/ent`));
    if (!found) throw new Error('platform frame missing');
    return found;
  };
  await expect.poll(() => page.frames().some((candidate) => candidate.url().startsWith(platform.url))).toBe(true);
  return { context, page, frame, frameUrls };
}

const framePath = (opened: Opened) => new URL(opened.frame().url()).pathname;

describe('embedding the platform in a third-party portal', () => {
  it('serves the SDK as a script, an ES module and types, readable cross-origin', async () => {
    for (const [file, type] of [
      ['ent-embed.js', 'text/javascript'],
      ['ent-embed.mjs', 'text/javascript'],
      ['ent-embed.d.ts', 'application/typescript'],
    ] as const) {
      const response = await fetch(`${platform.url}/ent-sdk/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain(type);
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
    expect((await fetch(`${platform.url}/ent-sdk/../package.json`)).status).toBe(404);
    expect((await fetch(`${platform.url}/ent-sdk/other.js`)).status).toBe(404);
    // The platform may be framed by the configured portal only.
    const index = await fetch(`${platform.url}/ent/`);
    expect(index.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${portal.origin}`);
  });

  it('logs in through the token handoff without the login page and opens the sjbs page', async () => {
    const opened = await openPortal('?func=sjbs');
    try {
      const { page } = opened;
      const iframe = page.locator('#ent-platform iframe');
      expect(await iframe.getAttribute('sandbox')).toContain('allow-scripts');
      expect(await iframe.getAttribute('allow')).toContain('fullscreen');
      await opened.frame().getByRole('table', { name: '数据填报' }).waitFor({ timeout: 30_000 });
      expect(framePath(opened)).toBe('/ent/datareporting/list');
      // Embedded layout: the user is logged in (user menu) and the login page never showed.
      await opened
        .frame()
        .getByRole('button', { name: /^用户菜单/ })
        .waitFor();
      expect(opened.frameUrls.some((url) => url.includes('/login'))).toBe(false);
      expect(await opened.frame().getByLabel('密码').count()).toBe(0);
      // The token lives in the embed's sessionStorage, not in a cookie.
      const stored = await opened.frame().evaluate(() => ({
        token: sessionStorage.getItem('Enterprise-Token'),
        cookie: document.cookie.includes('Enterprise-Token'),
      }));
      expect(stored.token).toBeTruthy();
      expect(stored.cookie).toBe(false);
      expect(await page.evaluate(() => (window as unknown as { portalEvents: string[] }).portalEvents)).toEqual([]);
    } finally {
      await opened.context.close();
    }
  });

  it('opens the page of each func value', async () => {
    for (const [func, path, table] of [
      ['xmba', '/ent/dataAdministration/informationFilling', '项目备案'],
      ['zxjy', '/ent/zqhd/consultingAdviceManage', '咨询建议'],
    ] as const) {
      const opened = await openPortal(`?func=${func}`);
      try {
        await opened.frame().getByRole('table', { name: table }).waitFor({ timeout: 30_000 });
        expect(framePath(opened)).toBe(path);
      } finally {
        await opened.context.close();
      }
    }
  });

  it('ignores a handshake from an origin outside EMBED_ORIGINS', async () => {
    const opened = await openPortal('?func=sjbs');
    try {
      const { page } = opened;
      await opened.frame().getByRole('table', { name: '数据填报' }).waitFor({ timeout: 30_000 });
      // localhost is another origin than the configured 127.0.0.1 portal.
      const evilUrl = `http://localhost:${portal.port}/evil.html`;
      await page.evaluate((src) => {
        const frame = document.createElement('iframe');
        frame.src = src;
        frame.id = 'evil';
        document.body.appendChild(frame);
      }, evilUrl);
      const evil = await expect
        .poll(() => page.frames().find((frame) => frame.url() === evilUrl))
        .toBeTruthy()
        .then(() => page.frames().find((frame) => frame.url() === evilUrl) as Frame);
      await expect.poll(() => evil.evaluate(() => (window as unknown as { evilSent?: boolean }).evilSent)).toBe(true);
      await page.waitForTimeout(600);
      // No 'ready' came back, the token (cleared by the evil message were it accepted) is still
      // there, and the app did not navigate to /login.
      expect(await evil.evaluate(() => (window as unknown as { evilReplies: unknown[] }).evilReplies)).toEqual([]);
      expect(await opened.frame().evaluate(() => sessionStorage.getItem('Enterprise-Token'))).toBeTruthy();
      expect(framePath(opened)).toBe('/ent/datareporting/list');
      await opened.frame().getByRole('table', { name: '数据填报' }).waitFor();
    } finally {
      await opened.context.close();
    }
  });

  it('sizes the iframe to its content without growing on every measurement', async () => {
    const opened = await openPortal('?func=sjbs');
    try {
      const { page } = opened;
      await opened.frame().getByRole('table', { name: '数据填报' }).waitFor({ timeout: 30_000 });
      const heights = async () => ({
        frame: await page.locator('#ent-platform iframe').evaluate((element) => element.getBoundingClientRect().height),
        content: await opened.frame().evaluate(() => document.getElementById('root')?.scrollHeight ?? 0),
      });
      // The content is taller than the 600 px start: the iframe grows to it.
      await expect.poll(async () => (await heights()).frame, { timeout: 10_000 }).toBeGreaterThan(600);
      await expect
        .poll(async () => {
          const { frame, content } = await heights();
          return Math.abs(frame - content) <= 4;
        })
        .toBe(true);
      const settled = (await heights()).frame;
      await page.waitForTimeout(1500);
      expect((await heights()).frame).toBe(settled);
      // Taller content (forced from inside) makes the iframe follow.
      await opened.frame().evaluate(() => {
        const spacer = document.createElement('div');
        spacer.id = 'spacer';
        spacer.style.height = '1500px';
        document.getElementById('root')?.appendChild(spacer);
      });
      await expect.poll(async () => (await heights()).frame).toBeGreaterThanOrEqual(settled + 1500 - 4);
    } finally {
      await opened.context.close();
    }
  });

  it('logout inside the platform reaches the portal callback instead of the login page', async () => {
    const opened = await openPortal('?func=sjbs');
    try {
      const { page } = opened;
      const frame = opened.frame();
      await frame.getByRole('table', { name: '数据填报' }).waitFor({ timeout: 30_000 });
      await frame.getByRole('button', { name: /^用户菜单/ }).click();
      await frame.getByRole('menuitem', { name: '退出登录' }).click();
      await frame.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { portalEvents: string[] }).portalEvents))
        .toEqual(['logout']);
      await expect.poll(() => framePath(opened)).toBe('/ent/workbench');
      expect(await opened.frame().evaluate(() => sessionStorage.getItem('Enterprise-Token'))).toBeNull();
    } finally {
      await opened.context.close();
      // The platform revoked that token; the portal's SSO would log the user in again.
      portal.setToken(await platformToken('ent_demo'));
    }
  });

  it('an expired token reaches the portal as an event, and the refreshed token logs in again', async () => {
    const opened = await openPortal('?func=sjbs');
    try {
      const { page } = opened;
      await opened.frame().getByRole('table', { name: '数据填报' }).waitFor({ timeout: 30_000 });
      const old = (await opened.frame().evaluate(() => sessionStorage.getItem('Enterprise-Token'))) ?? '';
      // The platform ends that login; the portal's SSO already holds a new one.
      await authApiFor(platform.url, old, readTokenClaims(old)?.jti).logout();
      const fresh = await platformToken('ent_demo');
      portal.setToken(fresh);
      // The snippet's `const entPlatform` is a global binding, not a window property.
      await page.evaluate("entPlatform.navigate('xmba')");
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { portalEvents: string[] }).portalEvents))
        .toContain('expired');
      await expect
        .poll(() => opened.frame().evaluate(() => sessionStorage.getItem('Enterprise-Token')), { timeout: 5_000 })
        .toBe(fresh);
      // Back on the page where the login expired, logged in, never on the login page.
      await opened.frame().getByRole('table', { name: '项目备案' }).waitFor({ timeout: 15_000 });
      expect(framePath(opened)).toBe('/ent/dataAdministration/informationFilling');
      await opened
        .frame()
        .getByRole('button', { name: /^用户菜单/ })
        .waitFor();
      expect(opened.frameUrls.some((url) => new URL(url).pathname === '/ent/login')).toBe(false);
    } finally {
      await opened.context.close();
    }
  });

  it('polls the embed sessionStorage: a token that disappears logs out, one that appears logs in', async () => {
    const opened = await openPortal('?func=sjbs');
    try {
      await opened.frame().getByRole('table', { name: '数据填报' }).waitFor({ timeout: 30_000 });
      const token = await opened.frame().evaluate(() => sessionStorage.getItem('Enterprise-Token'));
      expect(token).toBeTruthy();
      await opened.frame().evaluate(() => {
        sessionStorage.removeItem('Enterprise-Token');
        sessionStorage.removeItem('Jti');
      });
      await expect.poll(() => framePath(opened), { timeout: 2_000 }).toBe('/ent/login');
      // In-app navigations are recorded, so the handoff test's "never on /login" means something.
      expect(opened.frameUrls.some((url) => new URL(url).pathname === '/ent/login')).toBe(true);
      // What the support extension's bridge does: write a login into the embed's sessionStorage.
      const yq = await platformToken('yq_demo');
      await opened.frame().evaluate((value) => sessionStorage.setItem('Enterprise-Token', value), yq);
      await expect.poll(() => framePath(opened), { timeout: 2_000 }).not.toBe('/ent/login');
      await opened
        .frame()
        .getByRole('button', { name: /^用户菜单/ })
        .waitFor({ timeout: 15_000 });
      expect(await opened.frame().evaluate(() => sessionStorage.getItem('Enterprise-Token'))).toBe(yq);
    } finally {
      await opened.context.close();
    }
  });

  it('shows the platform full screen through the handle', async () => {
    const opened = await openPortal('?func=sjbs');
    try {
      const { page } = opened;
      await opened.frame().getByRole('table', { name: '数据填报' }).waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: '全屏' }).click();
      await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName ?? null)).toBe('IFRAME');
      await page.evaluate(() => document.exitFullscreen());
      await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    } finally {
      await opened.context.close();
    }
  });

  it('unmount removes the iframe, listeners and timers', async () => {
    const opened = await openPortal('?func=sjbs');
    try {
      const { page } = opened;
      await opened.frame().getByRole('table', { name: '数据填报' }).waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: '卸载平台' }).click();
      expect(await page.locator('#ent-platform').evaluate((element) => element.childElementCount)).toBe(0);
      expect(page.frames().some((frame) => frame.url().startsWith(platform.url))).toBe(false);
      // Coming back online would refresh the token of a mounted platform; unmounted, nothing asks.
      const before = portal.tokenRequests();
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await page.waitForTimeout(300);
      expect(portal.tokenRequests()).toBe(before);
    } finally {
      await opened.context.close();
    }
  });

  it('refreshes the token after the network comes back while mounted', async () => {
    const opened = await openPortal('?func=sjbs');
    try {
      const { page } = opened;
      await opened.frame().getByRole('table', { name: '数据填报' }).waitFor({ timeout: 30_000 });
      const before = portal.tokenRequests();
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect.poll(() => portal.tokenRequests()).toBe(before + 1);
    } finally {
      await opened.context.close();
    }
  });
});
