/// <reference types="chrome" />
// The support extension in real Chromium: loaded unpacked into a persistent context, its options
// page configures the platform and a portal, its popup shows the platform login of the browser,
// and its bridge puts that login into the sessionStorage of the platform embedded in the portal.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXTENSION_TEXT, REFERENCE_TEXT } from '@ent/core/messages';
import { type BrowserContext, chromium, type Frame, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../support/browser';
import { type PlatformProcess, ROOT, startPlatformProcess } from '../support/platform';

const PASSWORD = 'Demo#2026';
/**
 * Playwright disables ThirdPartyStoragePartitioning, and Chromium blocks unpartitioned third-party
 * storage, so a cross-site embed could not use sessionStorage at all. Chromium keeps only the last
 * --disable-features switch: this one repeats Playwright's important entries without that one, as
 * a browser users have.
 */
const STORAGE_PARTITIONING_ARGS = [
  '--disable-features=AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,HttpsUpgrades,MediaRouter,PaintHolding',
];
const PORTAL_TITLE = '示例门户';

let platform: PlatformProcess;
let portal: Server;
let portalOrigin: string;
let context: BrowserContext;
let extensionDir: string;
let profileDir: string;
let extensionId: string;

/** Chromium names an unpacked extension without a key after the SHA-256 of its absolute path. */
function unpackedExtensionId(path: string): string {
  const hex = createHash('sha256').update(path).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 16))).join('');
}

/** A third-party portal on another origin that frames the platform in embedded mode. */
function startPortal(platformUrl: () => string): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${PORTAL_TITLE}</title></head>
<body><h1>${PORTAL_TITLE}</h1>
<iframe id="platform" title="平台" style="width:1200px;height:700px"
  src="${platformUrl()}/ent/workbench?embed=1"
  sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"></iframe>
</body></html>`);
  });
  return new Promise((resolve) => server.listen(0, 'localhost', () => resolve(server)));
}

beforeAll(async () => {
  // The extension is built for the test with host access to the two local origins pre-granted:
  // nobody can answer Chrome's permission prompt in a headless browser.
  extensionDir = realpathSync(mkdtempSync(join(tmpdir(), 'ent-extension-')));
  execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--configLoader', 'runner'], {
    cwd: join(ROOT, 'apps/extension'),
    env: {
      ...process.env,
      EXTENSION_OUT_DIR: extensionDir,
      EXTENSION_HOST_PERMISSIONS: 'http://127.0.0.1/*,http://localhost/*',
    },
    stdio: 'pipe',
  });
  extensionId = unpackedExtensionId(extensionDir);

  let platformUrl = '';
  portal = await startPortal(() => platformUrl);
  portalOrigin = `http://localhost:${(portal.address() as AddressInfo).port}`;
  platform = await startPlatformProcess({ EMBED_ORIGINS: portalOrigin });
  platformUrl = platform.url;

  profileDir = mkdtempSync(join(tmpdir(), 'ent-extension-profile-'));
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath(),
    headless: true,
    locale: 'zh-CN',
    args: [
      ...CHROMIUM_ARGS,
      ...STORAGE_PARTITIONING_ARGS,
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
    ],
  });
});

afterAll(async () => {
  await context?.close();
  await platform?.stop();
  await new Promise((resolve) => (portal ? portal.close(resolve) : resolve(undefined)));
  for (const dir of [extensionDir, profileDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

const extensionPage = (name: string) => `chrome-extension://${extensionId}/${name}`;

async function openPopup(): Promise<Page> {
  const popup = await context.newPage();
  await popup.goto(extensionPage('popup.html'));
  return popup;
}

/**
 * Puts the extension's settings in place (null: never configured), as the options page stores
 * them, so each test starts from the state it needs whatever ran before.
 */
async function configure(settings: { platformOrigin: string; portalOrigins: string[] } | null): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(extensionPage('options.html'));
    await page.evaluate(
      (value) => (value ? chrome.storage.local.set({ settings: value }) : chrome.storage.local.clear()),
      settings,
    );
  } finally {
    await page.close();
  }
}

const configured = () => configure({ platformOrigin: platform.url, portalOrigins: [portalOrigin] });

/** Logs in to the platform in a tab of its own, as support staff would, and closes the tab. */
async function logInToPlatform(): Promise<void> {
  const tab = await context.newPage();
  try {
    await tab.goto(`${platform.url}/ent/login`);
    await tab.getByLabel('账号').fill('ent_demo');
    await tab.getByLabel('密码').fill(PASSWORD);
    await tab.getByRole('button', { name: '登录' }).click();
    await tab.waitForURL(/\/ent\/majorProjectDesk$/);
  } finally {
    await tab.close();
  }
}

/** A detail of the popup's login: the value its term names. */
const detail = (popup: Page, term: string) => popup.getByLabel(term, { exact: true });

async function embedFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith(platform.url))).toBe(true);
  const frame = page.frames().find((candidate) => candidate.url().startsWith(platform.url));
  if (!frame) throw new Error('platform frame missing');
  return frame;
}

const embeddedStorage = (frame: Frame) =>
  frame.evaluate(() => ({ token: sessionStorage.getItem('Enterprise-Token'), jti: sessionStorage.getItem('Jti') }));

describe('support extension', () => {
  it('declares the least permissions: no host access beyond what the build pre-grants, optional host access', () => {
    const manifest = JSON.parse(readFileSync(join(extensionDir, 'manifest.json'), 'utf8'));
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.permissions.sort()).toEqual(['cookies', 'scripting', 'storage']);
    expect(manifest.host_permissions).toEqual(['http://127.0.0.1/*', 'http://localhost/*']);
    expect(manifest.optional_host_permissions).toEqual(['https://*/*', 'http://*/*']);
    expect(JSON.stringify(manifest)).not.toContain('<all_urls>');
    expect(manifest.content_scripts).toBeUndefined();
  });

  it('asks to be configured until the options page is saved', async () => {
    await configure(null);
    const popup = await openPopup();
    try {
      await expect.poll(() => popup.getByText(EXTENSION_TEXT.notConfigured).count()).toBe(1);
      expect(await popup.getByRole('button', { name: EXTENSION_TEXT.openOptions }).count()).toBe(1);
    } finally {
      await popup.close();
    }
  });

  it('saves the platform and portal origins from the options page, refusing an invalid origin', async () => {
    await configure(null);
    const options = await context.newPage();
    try {
      await options.goto(extensionPage('options.html'));
      await options.getByLabel(EXTENSION_TEXT.platformOrigin).fill(`${platform.url}/ent/`);
      await options.getByRole('button', { name: EXTENSION_TEXT.save }).click();
      await expect
        .poll(() => options.getByRole('status').textContent())
        .toBe(EXTENSION_TEXT.invalidOrigin(`${platform.url}/ent/`));

      await options.getByLabel(EXTENSION_TEXT.platformOrigin).fill(platform.url);
      await options.getByLabel(EXTENSION_TEXT.portalOrigins).fill(`${portalOrigin}\n`);
      await options.getByRole('button', { name: EXTENSION_TEXT.save }).click();
      await expect.poll(() => options.getByRole('status').textContent()).toBe(EXTENSION_TEXT.saved);
      // Chrome holds access to exactly what was configured (granted at build time here: nobody
      // can answer the permission prompt in a headless browser).
      expect(
        await options.evaluate(
          (origins) => chrome.permissions.contains({ origins }),
          [`${platform.url}/*`, `${portalOrigin}/*`],
        ),
      ).toBe(true);
      await options.reload();
      await expect.poll(() => options.getByLabel(EXTENSION_TEXT.portalOrigins).inputValue()).toBe(portalOrigin);
      expect(await options.getByLabel(EXTENSION_TEXT.platformOrigin).inputValue()).toBe(platform.url);
    } finally {
      await options.close();
      await configure(null);
    }
  });

  it('shows that nobody is logged in, then the account, enterprise, roles and expiry after a login', async () => {
    await configured();
    await context.clearCookies();
    try {
      let popup = await openPopup();
      await expect.poll(() => popup.getByText(EXTENSION_TEXT.notLoggedIn).count()).toBe(1);
      expect(await popup.getByText(`${EXTENSION_TEXT.platformOrigin}：${platform.url}`, { exact: true }).count()).toBe(
        1,
      );
      await popup.close();

      // A token past its exp is shown as expired, not as a login.
      const payload = Buffer.from(JSON.stringify({ sub: '1', exp: 1_700_000_000 })).toString('base64url');
      await context.addCookies([
        { name: 'Enterprise-Token', value: `eyJhbGciOiJIUzI1NiJ9.${payload}.x`, url: platform.url },
      ]);
      popup = await openPopup();
      await expect.poll(() => popup.getByText(/^平台登录已于 2023-11-1\d .* 过期/).count()).toBe(1);
      expect(await popup.getByRole('definition').count()).toBe(0);
      await popup.close();
      await context.clearCookies();

      await logInToPlatform();
      popup = await openPopup();
      await expect.poll(() => detail(popup, EXTENSION_TEXT.account).textContent()).toBe('ent_demo');
      expect(await detail(popup, EXTENSION_TEXT.fullName).textContent()).toBe('张明');
      expect(await detail(popup, EXTENSION_TEXT.enterprise).textContent()).toBe('南京苏能新能源科技有限公司');
      // By name, not by code.
      expect(await detail(popup, EXTENSION_TEXT.roles).textContent()).toBe(REFERENCE_TEXT.roles.enterprise);
      const expiry = await detail(popup, EXTENSION_TEXT.expiresAt).textContent();
      expect(expiry).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const token = (await context.cookies(platform.url)).find((cookie) => cookie.name === 'Enterprise-Token');
      expect(token && Math.abs(new Date(`${expiry?.replace(' ', 'T')}`).getTime() / 1000 - token.expires)).toBeLessThan(
        5,
      );
      await popup.close();
    } finally {
      await context.clearCookies();
      await configure(null);
    }
  });

  it('bridges the platform login into the portal embed, which picks it up, and clears it again', async () => {
    await configured();
    await logInToPlatform();
    const portalPage = await context.newPage();
    const platformTab = await context.newPage();
    try {
      await portalPage.goto(`${portalOrigin}/`);
      const frame = await embedFrame(portalPage);
      await frame.waitForLoadState('load');
      expect(await embeddedStorage(frame)).toEqual({ token: null, jti: null });
      const cookies = await context.cookies(platform.url);
      const token = decodeURIComponent(cookies.find((cookie) => cookie.name === 'Enterprise-Token')?.value ?? '');
      const jti = decodeURIComponent(cookies.find((cookie) => cookie.name === 'Jti')?.value ?? '');
      expect(token).toMatch(/^ey/);

      // The embedded app asks for the user with the bridged token once its poll sees it.
      const pickedUp = portalPage.waitForRequest(
        (request) =>
          request.frame() === frame &&
          request.url().startsWith(`${platform.url}/prod-api/`) &&
          request.headers().authorization === `Bearer ${token}`,
        { timeout: 10_000 },
      );

      // A top-level platform tab is no portal: only the portal tab is offered.
      await platformTab.goto(`${platform.url}/ent/login`);
      const popup = await openPopup();
      await expect.poll(() => popup.getByRole('button', { name: /^把平台登录桥接到/ }).count()).toBe(1);
      await popup.getByRole('button', { name: EXTENSION_TEXT.bridgeLabel(PORTAL_TITLE) }).click();
      await expect.poll(() => popup.getByRole('status').textContent()).toBe(EXTENSION_TEXT.bridged(1));
      expect(await embeddedStorage(frame)).toEqual({ token, jti });
      // The portal's own document is left alone.
      expect(await portalPage.evaluate(() => sessionStorage.length)).toBe(0);
      const answer = await (await pickedUp).response();
      expect((await answer?.json())?.code).toBe('00000');

      await popup.getByRole('button', { name: EXTENSION_TEXT.clearLabel(PORTAL_TITLE) }).click();
      await expect.poll(() => popup.getByRole('status').textContent()).toBe(EXTENSION_TEXT.cleared(1));
      expect(await embeddedStorage(frame)).toEqual({ token: null, jti: null });
      await popup.close();
    } finally {
      await portalPage.close();
      await platformTab.close();
      await context.clearCookies();
      await configure(null);
    }
  });
});
