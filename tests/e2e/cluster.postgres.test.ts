// docs/DEPLOY.md's several processes, for real: two platform processes on one PostgreSQL database
// and one shared DATA_DIR, behind Debian's nginx balancing round robin with TRUST_PROXY=on. A login
// made through the proxy holds on each process, logout ends it on each; a file uploaded through one
// process is served by both; and Chromium uses the SPA through nginx while its requests alternate
// between the processes; a request replayed to the other process is refused. Needs PostgreSQL (CI
// sets TEST_DATABASE_URL) and nginx (.ci/run installs it); the processes share their replay tokens
// in Redis as DEPLOY.md advises when TEST_REDIS_URL names one, in PostgreSQL otherwise.
import { createAuthApi } from '@ent/core/api';
import { sealedRequest } from '@ent/core/http';
import { nodeCipher } from '@ent/core/http/node';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPdf } from '../../apps/server/src/seed/demoPdf';
import { httpFor, loginAs } from '../support/api';
import { launchChromium } from '../support/browser';
import { type Cluster, requiredPostgres, startCluster } from '../support/cluster';
import { openMenu, openSession } from '../support/session';

const POSTGRES = requiredPostgres();
const REDIS = process.env.TEST_REDIS_URL;

describe('two processes behind nginx on one PostgreSQL', () => {
  let cluster: Cluster;
  let browser: Browser;

  beforeAll(async () => {
    [cluster, browser] = await Promise.all([startCluster(POSTGRES, 2, REDIS), launchChromium()]);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await cluster?.stop();
  });

  const upstreamOf = (response: Response) => response.headers.get('x-upstream') ?? '';
  const processPorts = () => cluster.processes.map((running) => new URL(running.url).host);

  it('keeps a login made through the proxy on every process, and logout ends it on all', async () => {
    const data = await loginAs(cluster.url, 'ent_demo');
    const token = data.access_token;
    expect(token).not.toBe('');
    const on = (url: string) => createAuthApi(httpFor(url, token, data.jti));
    for (const running of cluster.processes) expect((await on(running.url).me()).data?.username).toBe('ent_demo');
    // Through the proxy, one request after the other lands on each process in turn.
    for (let n = 0; n < 4; n += 1) expect((await on(cluster.url).me()).code).toBe('00000');

    await on(cluster.url).logout();
    for (const running of cluster.processes) await expect(on(running.url).me()).rejects.toBeTruthy();
  });

  it('refuses a request replayed to the other process', async () => {
    const data = await loginAs(cluster.url, 'ent_demo');
    const sealed = sealedRequest(nodeCipher, {}, { jti: data.jti });
    const send = (url: string) =>
      fetch(`${url}/prod-api/gov-auth/api/v1/me`, {
        method: 'POST',
        headers: { ...sealed.headers, authorization: `Bearer ${data.access_token}` },
        body: sealed.body,
      });
    const [first, second] = cluster.processes;
    expect((await send(first?.url ?? '')).status).toBe(200);
    const replayed = await send(second?.url ?? '');
    expect(replayed.status).toBe(409);
    expect(((await replayed.json()) as { code: string }).code).toBe('A0404');
  });

  it('serves a file uploaded through one process from every process', async () => {
    const data = await loginAs(cluster.url, 'ent_demo');
    const token = data.access_token;
    const pdf = demoPdf(['Shared uploads']);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), '共享目录.pdf');
    const uploaded = await fetch(`${cluster.url}/prod-api/gov-cms/api/v1/content/attr/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await uploaded.json()) as { code: string; data: { url: string } };
    expect(body.code).toBe('00000');
    const served = new Set<string>();
    for (let n = 0; n < 4; n += 1) {
      const response = await fetch(`${cluster.url}${body.data.url}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
      served.add(upstreamOf(response));
    }
    expect([...served].sort()).toEqual(processPorts().sort());
  });

  it('runs the SPA through nginx while its requests alternate between the processes', async () => {
    const { context, page } = await openSession(browser, cluster.url, 'ent_demo');
    const answered = new Set<string>();
    page.on('response', (response) => {
      if (response.url().includes('/prod-api/')) answered.add(response.headers()['x-upstream'] ?? '');
    });
    try {
      await openMenu(page, '数据管理', '能源设施');
      await page.getByRole('main').getByRole('table').getByRole('row').nth(1).waitFor();
      await openMenu(page, '数据填报');
      await page.getByRole('main').getByRole('table').getByRole('row').nth(1).waitFor();
      await openMenu(page, '数据管理', '能源设施');
      await page.getByRole('main').getByRole('table').getByRole('row').nth(1).waitFor();
      expect([...answered].sort()).toEqual(processPorts().sort());
    } finally {
      await context.close();
    }
  });
});
