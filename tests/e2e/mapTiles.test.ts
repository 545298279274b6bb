// The map's online tile base (TILE_URL): a tile server on a loopback port stands in for 天地图. With
// TILE_URL set, 项目地图 asks it for tiles (the page's CSP admits its host), shows its credit
// (TILE_ATTRIBUTION), and the offline outline and clusters still draw; with the tile server gone,
// the page still opens and draws the outline with nothing broken.
import { createServer, type Server } from 'node:http';
import { MAP_TEXT, MENU_TEXT } from '@ent/core/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { type PlatformProcess, startPlatformProcess } from '../support/platform';
import { openMenu, openSession } from '../support/session';

// A 1×1 PNG: any image will do, the map scales it to the tile.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const CREDIT = '测试瓦片服务';

let browser: Browser;
let tileServer: Server;
let tilePort = 0;
const tileRequests: string[] = [];

beforeAll(async () => {
  tileServer = createServer((request, response) => {
    tileRequests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
    response.end(PNG);
  });
  await new Promise<void>((resolve) => tileServer.listen(0, '127.0.0.1', resolve));
  const address = tileServer.address();
  tilePort = typeof address === 'object' && address ? address.port : 0;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  tileServer?.close();
});

const mapRegion = (page: Page) => page.getByRole('region', { name: MAP_TEXT.regionNamed(MAP_TEXT.projectMapTitle) });

async function openProjectMap(platform: PlatformProcess) {
  const session = await openSession(browser, platform.url, 'admin');
  const failures: string[] = [];
  session.page.on('pageerror', (error) => failures.push(error.message));
  await openMenu(session.page, MENU_TEXT.dataAdministration, MAP_TEXT.menus.projectMap);
  await mapRegion(session.page).waitFor();
  await session.page.locator('canvas').first().waitFor();
  return { ...session, failures };
}

describe('the map with an online tile base', () => {
  it('draws the tiles of TILE_URL under the outline and shows their credit', async () => {
    const platform = await startPlatformProcess({
      TILE_URL: `http://127.0.0.1:${tilePort}/tiles/{z}/{x}/{y}.png`,
      TILE_ATTRIBUTION: CREDIT,
    });
    try {
      const { context, page, failures } = await openProjectMap(platform);
      try {
        await expect
          .poll(() => tileRequests.filter((url) => /^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url)).length)
          .toBeGreaterThan(0);
        await page.getByRole('main').getByText(CREDIT).waitFor();
        // The outline and the features still draw above the tiles: the list beside the map fills.
        await expect
          .poll(() => page.getByRole('navigation', { name: MAP_TEXT.featureList }).getByRole('button').count())
          .toBeGreaterThan(0);
        expect(failures).toEqual([]);
      } finally {
        await context.close();
      }
    } finally {
      await platform.stop();
    }
  });

  it('still opens and draws when the tile service cannot be reached', async () => {
    // A port nothing listens on.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    const deadPort = typeof address === 'object' && address ? address.port : 1;
    await new Promise((resolve) => closed.close(resolve));
    const platform = await startPlatformProcess({ TILE_URL: `http://127.0.0.1:${deadPort}/{z}/{x}/{y}.png` });
    try {
      const { context, page, failures } = await openProjectMap(platform);
      try {
        await expect
          .poll(() => page.getByRole('navigation', { name: MAP_TEXT.featureList }).getByRole('button').count())
          .toBeGreaterThan(0);
        expect(failures).toEqual([]);
      } finally {
        await context.close();
      }
    } finally {
      await platform.stop();
    }
  });
});
