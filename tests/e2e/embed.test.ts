// The embed kit in real Chromium: a sample portal on another port includes the SDK as the README
// says and mounts the platform; the token handoff logs in without the login page; each func value
// opens its page; a portal outside EMBED_ORIGINS can neither frame the platform nor hand it a login; the iframe follows the content height;
// logout reaches the portal's callback; unmount removes everything.
import { readTokenClaims } from '@ent/core/auth';
import { EMBED_HANDSHAKE_MS, EMBED_TEXT } from '@ent/core/embed';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Portal, startPortal } from '../fixtures/portal/server';
import { authApiFor, loginAs } from '../support/api';
import { launchChromium } from '../support/browser';
import { type PlatformProcess, startPlatformProcess } from '../support/platform';

let platform: PlatformProcess;
let portal: Portal;
/** A second portal on another port: a real origin missing from EMBED_ORIGINS. */
let stranger: Portal;
let browser: Browser;

/** What the portal's callbacks have reported, in order. */
const portalEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { portalEvents: string[] }).portalEvents);

async function platformToken(username: string): Promise<string> {
  return (await loginAs(platform.url, username)).access_token;
}

beforeAll(async () => {
  [portal, stranger] = await Promise.all([startPortal(), startPortal()]);
  [platform, browser] = await Promise.all([startPlatformProcess({ EMBED_ORIGINS: portal.origin }), launchChromium()]);
  portal.setPlatform(platform.url);
  stranger.setPlatform(platform.url);
  portal.setToken(await platformToken('ent_demo'));
  stranger.setToken(await platformToken('ent_demo'));
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  await portal?.stop();
  await stranger?.stop();
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

/** In the portal page: how many fetches an 'online' event starts at once (getToken's SSO call). */
function countTokenFetchesOnOnline(): number {
  let count = 0;
  const original = window.fetch;
  window.fetch = (...args) => {
    count++;
    return original(...args);
  };
  try {
    window.dispatchEvent(new Event('online'));
  } finally {
    window.fetch = original;
  }
  return count;
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
      const iframe = page.getByTitle(EMBED_TEXT.frameTitle);
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
      expect(await portalEvents(page)).toEqual([]);
    } finally {
      await opened.context.close();
    }
  });

  it('/workbench, the public page, opens the landing page for a logged-in user', async () => {
    const opened = await openPortal('?func=sjbs');
    try {
      await opened.frame().getByRole('table', { name: '数据填报' }).waitFor({ timeout: 30_000 });
      // The snippet's `const entPlatform` is a global binding, not a window property.
      await opened.page.evaluate("entPlatform.navigate('/workbench')");
      await expect.poll(() => framePath(opened)).toBe('/ent/majorProjectDesk');
      await opened.frame().getByRole('heading', { name: '重大项目服务台' }).waitFor();
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

  it('an unlisted portal cannot frame the platform: frame-ancestors stops the frame and onError reports the missing handshake', async () => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    // The SDK's handshake time is moved on rather than waited for.
    await context.clock.install();
    try {
      const page = await context.newPage();
      const blocked = page.waitForResponse((response) => response.url().startsWith(`${platform.url}/ent/`));
      await page.goto(`${stranger.url}?func=sjbs`);
      // The platform answered the frame with a policy that leaves the stranger out...
      const answer = await blocked;
      expect(answer.headers()['content-security-policy']).toContain(`frame-ancestors 'self' ${portal.origin}`);
      expect(answer.headers()['content-security-policy']).not.toContain(stranger.origin);
      // ...so Chromium puts its error page in the frame and never runs the platform there...
      await expect.poll(() => page.frames().map((frame) => frame.url())).toContain('chrome-error://chromewebdata/');
      // ...and the SDK's handshake timer reports it when its time is up, not before.
      await page.clock.fastForward(EMBED_HANDSHAKE_MS - 2_000);
      expect(await portalEvents(page)).toEqual([]);
      await page.clock.fastForward(2_000);
      await expect.poll(() => portalEvents(page)).toEqual([`error:${EMBED_TEXT.handshakeTimeout}`]);
      expect(page.frames().some((frame) => frame.url().startsWith(platform.url))).toBe(false);
      expect(stranger.tokenRequests()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('an unlisted portal whose browser ignored frame-ancestors still gets no handshake, no reply and no login', async () => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    await context.clock.install();
    try {
      // Defence in depth: a browser that let the frame load anyway (here: the policy header
      // removed on the way) must still find the app refusing the stranger's messages.
      await context.route(`${platform.url}/ent/**`, async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['content-security-policy'];
        await route.fulfill({ response, headers });
      });
      const page = await context.newPage();
      await page.goto(`${stranger.url}?func=sjbs`);
      const frame = () => page.frames().find((candidate) => candidate.url().startsWith(`${platform.url}/ent`));
      // The app runs inside the stranger and, without a login, shows its login page.
      await expect.poll(() => frame()?.url() ?? '', { timeout: 30_000 }).toContain('/ent/login');
      const app = frame() as Frame;
      await app.getByRole('button', { name: '登录' }).waitFor({ timeout: 30_000 });
      // Besides the SDK's own handshake, the stranger posts straight to the platform's real origin:
      // a connect with a port, then a token and a navigation over that port.
      const token = await platformToken('ent_demo');
      await page.evaluate(
        ({ origin, token }) => {
          const target = document.querySelector<HTMLIFrameElement>('#ent-platform iframe')?.contentWindow;
          const channel = new MessageChannel();
          const replies: unknown[] = [];
          (window as unknown as { strangerReplies: unknown[] }).strangerReplies = replies;
          channel.port1.onmessage = (event) => replies.push(event.data);
          target?.postMessage({ protocol: 'ent-embed/1', type: 'connect' }, origin, [channel.port2]);
          channel.port1.postMessage({ type: 'token', token });
          channel.port1.postMessage({ type: 'navigate', path: '/datareporting/list' });
        },
        { origin: platform.url, token },
      );
      // The app answers a listed portal at once; given two seconds, it has said nothing to this one.
      await page.waitForTimeout(2_000);
      // The SDK waited its full handshake time for a 'ready' that never came.
      await page.clock.fastForward(EMBED_HANDSHAKE_MS);
      await expect.poll(() => portalEvents(page)).toEqual([`error:${EMBED_TEXT.handshakeTimeout}`]);
      expect(await page.evaluate(() => (window as unknown as { strangerReplies: unknown[] }).strangerReplies)).toEqual(
        [],
      );
      expect(await app.evaluate(() => sessionStorage.getItem('Enterprise-Token'))).toBeNull();
      expect(new URL(app.url()).pathname).toBe('/ent/login');
      expect(await app.getByRole('button', { name: /^用户菜单/ }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('sizes the iframe to its content without growing on every measurement', async () => {
    const opened = await openPortal('?func=sjbs');
    try {
      const { page } = opened;
      await opened.frame().getByRole('table', { name: '数据填报' }).waitFor({ timeout: 30_000 });
      const heights = async () => ({
        frame: await page
          .getByTitle(EMBED_TEXT.frameTitle)
          .evaluate((element) => element.getBoundingClientRect().height),
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
      const reports = () => page.evaluate(() => (window as unknown as { portalHeights: string[] }).portalHeights);
      const before = (await reports()).length;
      // Taller content (forced from inside) makes the iframe follow once...
      await opened.frame().evaluate(() => {
        const spacer = document.createElement('div');
        spacer.id = 'spacer';
        spacer.style.height = '1500px';
        // Inside the page's own content, as taller data would be.
        document.querySelector('main')?.appendChild(spacer);
      });
      await expect.poll(async () => (await heights()).frame).toBeGreaterThanOrEqual(settled + 1500 - 4);
      // ...and again when it grows further: one report each time. An iframe whose growth made the
      // content grow (the measurement loop) would have reported again and again in between.
      await opened.frame().evaluate(() => {
        const spacer = document.getElementById('spacer');
        if (spacer) spacer.style.height = '1800px';
      });
      await expect.poll(async () => (await heights()).frame).toBeGreaterThanOrEqual(settled + 1800 - 4);
      const sent = (await reports()).slice(before).map((height) => Number.parseInt(height, 10));
      expect(sent).toHaveLength(2);
      expect(Math.abs((sent[0] ?? 0) - (settled + 1500))).toBeLessThanOrEqual(4);
      expect(Math.abs((sent[1] ?? 0) - (settled + 1800))).toBeLessThanOrEqual(4);
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
      await expect.poll(() => portalEvents(page)).toEqual(['logout']);
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
      await expect.poll(() => portalEvents(page)).toContain('expired');
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
      await expect.poll(() => page.getByTitle(EMBED_TEXT.frameTitle).count()).toBe(0);
      await expect.poll(() => page.frames().some((frame) => frame.url().startsWith(platform.url))).toBe(false);
      // Coming back online would refresh the token of a mounted platform; unmounted, nothing asks.
      // The SDK asks getToken synchronously on 'online' (the next test shows it does while mounted).
      expect(await page.evaluate(countTokenFetchesOnOnline)).toBe(0);
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
      expect(await page.evaluate(countTokenFetchesOnOnline)).toBe(1);
      await expect.poll(() => portal.tokenRequests()).toBe(before + 1);
    } finally {
      await opened.context.close();
    }
  });
});
