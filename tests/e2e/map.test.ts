// The map in Chromium: 项目地图 shows the province and clusters, a click on a cluster zooms in, a
// click on a point opens its popup (name, contact, 查看详情) and 查看详情 opens
// /portal/enterpriseDataThree with the feature's ifUse; a staff member imports a CSV of points
// through 地图数据 and finds them on the map. A screenshot of the map page is kept in
// tests/artifacts/map.png.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createFacilityApi, createMapApi } from '@ent/core/api';
import { ACTION_TEXT, FACILITY_TEXT, MAP_TEXT, MENU_TEXT } from '@ent/core/messages';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpAs } from '../support/api';
import { axeAudit } from '../support/axe';
import { launchChromium } from '../support/browser';
import { type PlatformProcess, startPlatformProcess } from '../support/platform';
import { openMenu, openSession } from '../support/session';

let browser: Browser;
let platform: PlatformProcess;

beforeAll(async () => {
  [browser, platform] = await Promise.all([launchChromium(), startPlatformProcess()]);
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');
const mapRegion = (page: Page) => page.getByRole('region', { name: MAP_TEXT.regionNamed(MAP_TEXT.projectMapTitle) });

/** Longitude and latitude as the pointer readout shows them. */
async function readout(page: Page): Promise<[number, number]> {
  const text = (await page.getByLabel(MAP_TEXT.mousePosition).textContent()) ?? '';
  const [lon = Number.NaN, lat = Number.NaN] = (text.match(/\d+\.\d+/g) ?? []).map(Number);
  return [lon, lat];
}

/**
 * The readout with the pointer at (x, y). The pointer leaves the map first (the readout clears), so
 * the first coordinates it shows again are those of (x, y), never those of the pointer's last place.
 */
async function readoutAt(page: Page, x: number, y: number): Promise<[number, number]> {
  await page.mouse.move(0, 0);
  await expect.poll(async () => Number.isNaN((await readout(page))[0])).toBe(true);
  await page.mouse.move(x, y);
  await expect.poll(async () => Number.isNaN((await readout(page))[0])).toBe(false);
  return readout(page);
}

/**
 * Waits until a region stands still: a dialog grows into place as it opens, and a point measured on a
 * map that is still moving is not where the user's click lands a moment later.
 */
async function settled(region: Locator): Promise<void> {
  let last = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await region.boundingBox());
      const still = box === last;
      last = box;
      return still;
    })
    .toBe(true);
}

const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));

/**
 * Where a coordinate is on screen, learnt as a user would: the pointer at two places of the map and
 * the coordinates the readout shows there (Web Mercator is linear in x and in mercatorY).
 */
async function pixelOf(
  page: Page,
  lon: number,
  lat: number,
  region = mapRegion(page),
): Promise<{ x: number; y: number; degreesPerPixel: number }> {
  const box = await region.boundingBox();
  if (!box) throw new Error('no map');
  const a = { x: box.x + box.width * 0.3, y: box.y + box.height * 0.3 };
  const b = { x: box.x + box.width * 0.7, y: box.y + box.height * 0.7 };
  const [lonA, latA] = await readoutAt(page, a.x, a.y);
  const [lonB, latB] = await readoutAt(page, b.x, b.y);
  const sx = (b.x - a.x) / (lonB - lonA);
  const sy = (b.y - a.y) / (mercatorY(latB) - mercatorY(latA));
  return {
    x: a.x + (lon - lonA) * sx,
    y: a.y + (mercatorY(lat) - mercatorY(latA)) * sy,
    degreesPerPixel: 1 / sx,
  };
}

async function openProjectMap(page: Page) {
  await openMenu(page, MENU_TEXT.dataAdministration, MAP_TEXT.menus.projectMap);
  await mapRegion(page).waitFor();
  await page.locator('canvas').first().waitFor();
}

describe('the map', () => {
  it('shows the province with clusters; a cluster click zooms; a point opens its popup and 查看详情', async () => {
    const mapApi = createMapApi(await httpAs(platform.url, 'admin'));
    const facility = (await mapApi.features({ kinds: '2' })).data?.features[0]?.properties;
    if (!facility) throw new Error('no demo facility');
    const { context, page } = await openSession(browser, platform.url, 'admin');
    const audit = axeAudit(page);
    try {
      await page.setViewportSize({ width: 1600, height: 1000 });
      await openProjectMap(page);
      const list = page.getByRole('navigation', { name: MAP_TEXT.featureList });
      const clusters = list.getByRole('button', { name: /\d+ 个要素，点击放大/ });
      await expect.poll(() => clusters.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: join(ARTIFACTS, 'map.png') });
      await audit.check(MAP_TEXT.projectMapTitle);

      // A click on a cluster (where its list entry says it is) zooms into it.
      const where = (await clusters.first().getAttribute('title')) ?? '';
      const [lon = 0, lat = 0] = (where.match(/\d+\.\d+/g) ?? []).map(Number);
      const before = await pixelOf(page, lon, lat);
      await page.mouse.click(before.x, before.y);
      await expect
        .poll(async () => (await pixelOf(page, lon, lat)).degreesPerPixel, { timeout: 10_000 })
        .toBeLessThan(before.degreesPerPixel / 1.5);

      // The list finds any feature by name; the map centres on it; a click there opens its popup.
      await list.getByRole('textbox', { name: MAP_TEXT.search }).fill(facility.name);
      await list.getByRole('button', { name: MAP_TEXT.openPopup(facility.name) }).click();
      const popup = page.getByRole('region', { name: MAP_TEXT.popup });
      await popup.getByRole('heading', { name: facility.name }).waitFor();
      await popup.getByRole('button', { name: MAP_TEXT.closePopup }).click();
      await popup.waitFor({ state: 'detached' });
      await expect
        .poll(
          async () => {
            const at = await pixelOf(page, facility.lon ?? 0, facility.lat ?? 0);
            return at.degreesPerPixel;
          },
          { timeout: 10_000 },
        )
        .toBeLessThan(0.001);
      const spot = await pixelOf(page, facility.lon ?? 0, facility.lat ?? 0);
      await page.mouse.click(spot.x, spot.y);
      await popup.getByRole('heading', { name: facility.name }).waitFor();
      expect(await popup.textContent()).toContain(MAP_TEXT.contactName);
      expect(await popup.textContent()).toContain(facility.userName);
      await audit.check(MAP_TEXT.popup);

      await popup.getByRole('link', { name: MAP_TEXT.details }).click();
      await page.waitForURL(/\/ent\/portal\/enterpriseDataThree\?/);
      const url = new URL(page.url());
      expect(url.searchParams.get('ifUse')).toBe('2');
      expect(url.searchParams.get('id')).toBe(String(facility.id));
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: facility.name, level: 1 }).waitFor();
      await main.getByRole('region', { name: MAP_TEXT.location }).waitFor();
      await audit.check(MAP_TEXT.detailsTitle);
      audit.expectClean();
    } finally {
      await context.close();
    }
  });

  it('ent_demo picks a facility coordinate on the map and saves it; 取消 leaves the form unchanged', async () => {
    const facilityApi = createFacilityApi(await httpAs(platform.url, 'ent_demo'));
    const facility = (await facilityApi.list({ pageSize: 1 })).data?.rows[0];
    if (!facility) throw new Error('no demo facility');
    const { context, page } = await openSession(browser, platform.url, 'ent_demo');
    const audit = axeAudit(page);
    try {
      await page.setViewportSize({ width: 1600, height: 1000 });
      await openMenu(page, MENU_TEXT.dataAdministration, MENU_TEXT.facilities);
      await page.getByRole('button', { name: `${FACILITY_TEXT.edit} ${facility.name}` }).click();
      const form = page.getByRole('form', { name: FACILITY_TEXT.editTitle });
      const longitude = form.getByRole('textbox', { name: FACILITY_TEXT.fields.longitude });
      const latitude = form.getByRole('textbox', { name: FACILITY_TEXT.fields.latitude });
      await expect.poll(() => longitude.inputValue()).not.toBe('');
      const typed = await longitude.inputValue();

      // 取消 leaves the form as it was.
      await form.getByRole('button', { name: MAP_TEXT.pickOnMap }).click();
      const dialog = page.getByRole('dialog', { name: MAP_TEXT.pickTitle });
      const region = dialog.getByRole('region', { name: MAP_TEXT.regionNamed(MAP_TEXT.pickTitle) });
      await region.waitFor();
      const popup = page.getByRole('region', { name: MAP_TEXT.pickTitle, exact: true });
      await popup.getByText(Number(typed).toFixed(6)).waitFor();
      await audit.check(MAP_TEXT.pickTitle);
      await popup.getByRole('button', { name: MAP_TEXT.cancel }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await longitude.inputValue()).toBe(typed);

      // A click on the map chooses a coordinate; 确定 writes it into the form.
      await form.getByRole('button', { name: MAP_TEXT.pickOnMap }).click();
      await region.waitFor();
      await popup.waitFor();
      await settled(region);
      // South of the current marker: its popup opens above it.
      const spot = await pixelOf(page, 118.95, 31.7, region);
      // The coordinate under the pointer, as the readout shows it, is the one picked.
      const [lon, lat] = await readoutAt(page, spot.x, spot.y);
      expect(lon).toBeCloseTo(118.95, 1);
      await page.mouse.click(spot.x, spot.y);
      await popup.getByText(lon.toFixed(6)).waitFor();
      await popup.getByRole('button', { name: MAP_TEXT.confirm }).click();
      await dialog.waitFor({ state: 'detached' });
      const picked = Number(await longitude.inputValue());
      expect(picked).toBeCloseTo(lon, 6);
      expect(Number(await latitude.inputValue())).toBeCloseTo(lat, 6);
      await form.getByRole('button', { name: FACILITY_TEXT.save }).click();
      await expect
        .poll(async () => (await facilityApi.get(facility.id)).data?.longitude, { timeout: 10_000 })
        .toBe(picked);
      audit.expectClean();
    } finally {
      await context.close();
      const current = (await facilityApi.get(facility.id)).data;
      if (current)
        await facilityApi.update({
          id: facility.id,
          name: current.name,
          facilityType: current.facilityType,
          capacityMw: current.capacityMw,
          cityCode: current.cityCode,
          address: current.address,
          longitude: facility.longitude,
          latitude: facility.latitude,
          status: current.status,
        });
    }
  });

  it('a staff member draws a power line: points typed, one more picked on the map', async () => {
    const mapApi = createMapApi(await httpAs(platform.url, 'admin'));
    const name = `E2E line ${Date.now()}`;
    const { context, page } = await openSession(browser, platform.url, 'admin');
    const audit = axeAudit(page);
    try {
      await page.setViewportSize({ width: 1600, height: 1000 });
      await openMenu(page, MENU_TEXT.system, MAP_TEXT.menus.mapData);
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: MAP_TEXT.adminTitle }).waitFor();
      await main.getByRole('button', { name: ACTION_TEXT.add, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: MAP_TEXT.addTitle });
      await dialog.getByRole('textbox', { name: MAP_TEXT.columns.name }).fill(name);
      await dialog.getByRole('combobox', { name: MAP_TEXT.columns.kind }).click();
      await page.getByRole('option', { name: MAP_TEXT.kinds['4'] }).click();
      await dialog.getByRole('combobox', { name: MAP_TEXT.columns.thisType }).click();
      await page.getByRole('option', { name: MAP_TEXT.networkTypes.power }).click();
      const path = dialog.getByRole('textbox', { name: MAP_TEXT.path });
      await path.fill('119.900000,31.800000\n119.950000,31.780000');

      // A click on the map, confirmed, adds that point at the end; the map is ready for the next.
      const region = dialog.getByRole('region', { name: MAP_TEXT.regionNamed(MAP_TEXT.pathPreview) });
      await region.waitFor();
      await settled(region);
      const box = await region.boundingBox();
      if (!box) throw new Error('no map');
      const spot = { x: box.x + box.width * 0.6, y: box.y + box.height * 0.6 };
      const [lon, lat] = await readoutAt(page, spot.x, spot.y);
      await page.mouse.click(spot.x, spot.y);
      const popup = page.getByRole('region', { name: MAP_TEXT.pickTitle, exact: true });
      await popup.getByText(lon.toFixed(6)).waitFor();
      await audit.check(MAP_TEXT.addTitle);
      await popup.getByRole('button', { name: MAP_TEXT.confirm }).click();
      await expect
        .poll(() => path.inputValue())
        .toBe(`119.900000,31.800000\n119.950000,31.780000\n${lon.toFixed(6)},${lat.toFixed(6)}`);
      await popup.waitFor({ state: 'detached' });

      // A line that is not two values is named before anything is sent.
      await path.fill('119.900000,31.800000\n119.95');
      await dialog.getByRole('button', { name: MAP_TEXT.save }).click();
      await dialog
        .getByRole('alert')
        .filter({ hasText: MAP_TEXT.badPathLine(2) })
        .waitFor();
      expect((await mapApi.list({ name })).data?.rows ?? []).toHaveLength(0);

      await path.fill(`119.900000,31.800000\n119.950000,31.780000\n${lon.toFixed(6)},${lat.toFixed(6)}`);
      await dialog.getByRole('button', { name: MAP_TEXT.save }).click();
      await dialog.waitFor({ state: 'detached' });
      const saved = (await mapApi.list({ name })).data?.rows[0];
      expect(saved).toMatchObject({ ifUse: '4', thisType: 'power' });
      expect(saved?.path).toEqual([
        [119.9, 31.8],
        [119.95, 31.78],
        [Number(lon.toFixed(6)), Number(lat.toFixed(6))],
      ]);
      audit.expectClean();
    } finally {
      await context.close();
      const rows = (await mapApi.list({ name })).data?.rows ?? [];
      if (rows.length > 0) await mapApi.remove(rows.map((row) => row.id));
    }
  });

  it('a staff member imports a CSV of points and sees them on the map', async () => {
    const mapApi = createMapApi(await httpAs(platform.url, 'admin'));
    const name = `E2E import ${Date.now()}`;
    const c = MAP_TEXT.importColumns;
    const csv = [
      `${c.name},${c.ifUse},${c.longitude},${c.latitude},${c.contactName},${c.contactPhone}`,
      `${name} A,2,118.780000,32.060000,Tester,13900001111`,
      `${name} B,3,120.600000,31.310000,Tester,13900001111`,
    ].join('\n');
    const { context, page } = await openSession(browser, platform.url, 'admin');
    const audit = axeAudit(page);
    try {
      // 项目地图 is open behind 地图数据 while the points are imported: shown again, it has them.
      await openProjectMap(page);
      await openMenu(page, MENU_TEXT.system, MAP_TEXT.menus.mapData);
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: MAP_TEXT.adminTitle }).waitFor();
      await audit.check(MAP_TEXT.adminTitle);
      await main.getByRole('button', { name: MAP_TEXT.importTitle }).click();
      const dialog = page.getByRole('dialog', { name: MAP_TEXT.importTitle });
      await dialog
        .getByLabel(MAP_TEXT.importFile)
        .setInputFiles({ name: 'points.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await dialog.getByRole('table', { name: MAP_TEXT.importPreview }).getByText(`${name} B`).waitFor();
      await audit.check(MAP_TEXT.importTitle);
      await dialog.getByRole('button', { name: MAP_TEXT.importRun }).click();
      await dialog
        .getByRole('status')
        .filter({ hasText: MAP_TEXT.importDone(2) })
        .waitFor();
      await dialog.getByRole('button', { name: MAP_TEXT.cancel }).click();
      await expect.poll(() => main.getByRole('row').filter({ hasText: name }).count()).toBe(2);

      await openProjectMap(page);
      const list = page.getByRole('navigation', { name: MAP_TEXT.featureList });
      await list.getByRole('textbox', { name: MAP_TEXT.search }).fill(name);
      await list.getByRole('button', { name: MAP_TEXT.openPopup(`${name} A`) }).waitFor();
      await list.getByRole('button', { name: MAP_TEXT.openPopup(`${name} B`) }).click();
      await page
        .getByRole('region', { name: MAP_TEXT.popup })
        .getByRole('heading', { name: `${name} B` })
        .waitFor();
      audit.expectClean();
    } finally {
      await context.close();
      const rows = (await mapApi.list({ name })).data?.rows ?? [];
      if (rows.length > 0) await mapApi.remove(rows.map((row) => row.id));
    }
  });

  it('a staff member imports an Excel sheet of points the same way', async () => {
    const mapApi = createMapApi(await httpAs(platform.url, 'admin'));
    const name = `E2E sheet ${Date.now()}`;
    const c = MAP_TEXT.importColumns;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('points');
    sheet.addRow([c.name, c.ifUse, c.longitude, c.latitude]);
    sheet.addRow([`${name} A`, '2', 118.78, 32.06]);
    // Outside the province: refused with its row, and nothing is imported.
    sheet.addRow([`${name} B`, '2', 121.47, 31.23]);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const { context, page } = await openSession(browser, platform.url, 'admin');
    try {
      await openMenu(page, MENU_TEXT.system, MAP_TEXT.menus.mapData);
      const main = page.getByRole('main');
      await main.getByRole('button', { name: MAP_TEXT.importTitle }).click();
      const dialog = page.getByRole('dialog', { name: MAP_TEXT.importTitle });
      const file = dialog.getByLabel(MAP_TEXT.importFile);
      await file.setInputFiles({
        name: 'points.xlsx',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('not a workbook'),
      });
      await dialog.getByRole('alert').filter({ hasText: MAP_TEXT.importNotXlsx }).waitFor();
      await file.setInputFiles({ name: 'points.xlsx', mimeType: 'application/octet-stream', buffer: xlsx });
      await dialog
        .getByRole('status')
        .filter({ hasText: MAP_TEXT.importRefused(1) })
        .waitFor();
      const preview = dialog.getByRole('table', { name: MAP_TEXT.importPreview });
      await preview
        .getByRole('row')
        .filter({ hasText: `${name} B` })
        .filter({ hasText: MAP_TEXT.outside })
        .waitFor();
      expect((await mapApi.list({ name })).data?.total).toBe(0);
    } finally {
      await context.close();
      const rows = (await mapApi.list({ name })).data?.rows ?? [];
      if (rows.length > 0) await mapApi.remove(rows.map((row) => row.id));
    }
  });
});
