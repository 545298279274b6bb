// kill -9 while enterprises write (issue 15): twenty clients add facilities and upload PDFs until
// the platform process is killed mid-write; after a restart on the same DATA_DIR (and database)
// every facility and upload the platform answered 00000 for is there, each upload whole, and no
// upload is served that is not one of the files sent, whole. On PGlite this is also the proof
// that the embedded database opens again after a kill with every committed row. In Chromium, what
// an enterprise typed into a filing and never saved is still there after the kill and a restart.
import { createHash, randomBytes } from 'node:crypto';
import { createFacilityApi } from '@ent/core/api';
import { afterAll, describe, expect, it } from 'vitest';
import { httpFor, loginAs } from '../support/api';
import { launchChromium } from '../support/browser';
import { freshDatabase } from '../support/cluster';
import { nanjingFacility } from '../support/facilities';
import { type PlatformProcess, startPlatformProcess } from '../support/platform';
import { openMenu, openSession } from '../support/session';

const CLIENTS = 20;
const PREFIX = '断电测试';
const postgres = process.env.TEST_DATABASE_URL;

interface Database {
  name: string;
  open(): Promise<{ env: Record<string, string>; drop(): Promise<void> }>;
}

const DATABASES: Database[] = [
  { name: 'PGlite', open: async () => ({ env: {}, drop: async () => undefined }) },
  ...(postgres
    ? [
        {
          name: 'PostgreSQL',
          open: async () => {
            const database = await freshDatabase(postgres);
            return { env: { DATABASE_URL: database.url, DEMO_SEED: 'on' }, drop: database.drop };
          },
        },
      ]
    : []),
];

const sha = (content: Uint8Array) => createHash('sha256').update(content).digest('hex');

async function logIn(url: string) {
  const data = await loginAs(url, 'ent_demo');
  return { token: data.access_token, facilities: createFacilityApi(httpFor(url, data.access_token, data.jti)) };
}

async function upload(url: string, token: string, content: Buffer<ArrayBuffer>, name: string) {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  const response = await fetch(`${url}/prod-api/gov-cms/api/v1/content/attr/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return (await response.json()) as { code: string; data?: { id: number } };
}

async function download(url: string, token: string, id: number) {
  const response = await fetch(`${url}/prod-api/gov-cms/api/v1/file/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, content: new Uint8Array(await response.arrayBuffer()) };
}

describe.each(DATABASES)('a platform process killed with SIGKILL mid-write, on $name', (database) => {
  const running: PlatformProcess[] = [];
  afterAll(async () => {
    for (const platform of running) await platform.stop();
  });

  it('keeps every facility and upload it answered for, whole, and serves no other upload', async () => {
    const { env, drop } = await database.open();
    try {
      const first = await startPlatformProcess({ ...env, LOG_LEVEL: 'error' });
      running.push(first);
      const clients = await Promise.all(Array.from({ length: CLIENTS }, () => logIn(first.url)));

      const facilities: string[] = [];
      const uploads: Array<{ id: number; sha: string }> = [];
      const sent = new Set<string>();
      let killed = false;
      const work = clients.map(async (client, index) => {
        for (let n = 0; !killed; n += 1) {
          try {
            const name = `${PREFIX}${index}-${n}`;
            const added = await client.facilities.add(nanjingFacility(name));
            if (added.code === '00000') facilities.push(name);
            // A PDF of 64 KB, each one different, so a served file names the one it came from.
            const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(64 * 1024)]);
            sent.add(sha(content));
            const stored = await upload(first.url, client.token, content, `${name}.pdf`);
            if (stored.code === '00000' && stored.data) uploads.push({ id: stored.data.id, sha: sha(content) });
          } catch {
            // The kill cuts requests off; a request cut off was never answered.
          }
        }
      });
      await expect.poll(() => facilities.length + uploads.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(60);
      await first.kill();
      killed = true;
      await Promise.all(work);

      const second = await startPlatformProcess({ ...env, LOG_LEVEL: 'error' }, { dataDir: first.dataDir });
      running.splice(running.indexOf(first), 1, second);
      const after = await logIn(second.url);

      const kept = new Set<string>();
      for (let pageNum = 1; ; pageNum += 1) {
        const rows = (await after.facilities.list({ name: PREFIX, pageNum, pageSize: 200 })).data?.rows ?? [];
        for (const row of rows) kept.add(row.name);
        if (rows.length < 200) break;
      }
      expect(facilities.filter((name) => !kept.has(name))).toEqual([]);

      for (const stored of uploads) {
        const served = await download(second.url, after.token, stored.id);
        expect(served.status).toBe(200);
        expect(sha(served.content)).toBe(stored.sha);
      }
      // Uploads committed but not answered before the kill: absent, or whole.
      const newest = Math.max(...uploads.map((stored) => stored.id));
      for (let id = newest + 1; id <= newest + CLIENTS; id += 1) {
        const served = await download(second.url, after.token, id);
        if (served.status === 200) expect(sent.has(sha(served.content))).toBe(true);
        else expect(served.status).toBe(404);
      }
    } finally {
      for (const platform of running.splice(0)) await platform.stop();
      await drop();
    }
  });
});

describe('the browser’s local draft across a platform killed with SIGKILL', () => {
  it('restores what was typed into a filing after the platform is killed and started again', async () => {
    const browser = await launchChromium();
    let platform = await startPlatformProcess({ LOG_LEVEL: 'error' });
    try {
      const { page } = await openSession(browser, platform.url, 'ent_demo');
      await openMenu(page, '数据管理', '项目备案');
      await page.getByRole('button', { name: '新增备案' }).click();
      const form = page.getByRole('form', { name: /表单：光伏项目备案信息表/ });
      await form.waitFor();
      await form.getByLabel('项目名称').fill('断电后仍在的光伏项目');
      await form.getByLabel('项目代码').fill('2026-320115-44-02-112233');

      // The same address (so the same browser storage) on the same data, after a kill.
      const port = new URL(platform.url).port;
      await platform.kill();
      platform = await startPlatformProcess({ LOG_LEVEL: 'error', PORT: port }, { dataDir: platform.dataDir });
      // The page the person had open is gone with the server's answers; they load it again.
      await page.reload();
      await form.waitFor();
      await expect.poll(() => form.getByLabel('项目名称').inputValue()).toBe('断电后仍在的光伏项目');
      expect(await form.getByLabel('项目代码').inputValue()).toBe('2026-320115-44-02-112233');
      expect(await page.getByText(/在本机自动保存的草稿/).count()).toBe(1);
    } finally {
      await browser.close();
      await platform.stop();
    }
  });
});
