// The API describes itself: every route registered under /prod-api is declared, and appears in the
// OpenAPI document with its request schemas; the document and its page are for staff only.
import { createAuthApi } from '@ent/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { startTestPlatform, TEST_DATABASES, type TestPlatform, testClient } from './support';

describe('API docs', () => {
  const database = TEST_DATABASES[0];
  let handle: Awaited<ReturnType<NonNullable<typeof database>['open']>>;
  let platform: TestPlatform;

  beforeAll(async () => {
    handle = await (database as NonNullable<typeof database>).open();
    platform = await startTestPlatform(handle);
  });

  afterAll(async () => {
    await platform?.close();
    await handle?.dispose();
  });

  async function tokenOf(username: string) {
    const { data } = await createAuthApi(testClient(platform.url).http).login({
      username,
      password: DEMO_PASSWORD,
      typeOf: username === 'admin' ? '2' : '1',
    });
    return data?.access_token ?? '';
  }

  it('declares every route of the API, and documents each with its request schemas', async () => {
    const routes = platform.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(90);
    expect(routes.filter((route) => !route.endpoint).map((route) => `${route.method} ${route.url}`)).toEqual([]);
    const response = await fetch(`${platform.url}/prod-api/docs/openapi.json`, {
      headers: { authorization: `Bearer ${await tokenOf('admin')}` },
    });
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; parameters: Array<{ in: string }> }>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    for (const { method, url, endpoint } of routes) {
      const operation = document.paths[url.replace(/:([A-Za-z_]\w*)/g, '{$1}')]?.[method.toLowerCase()];
      expect(operation, `${method} ${url}`).toBeDefined();
      if (endpoint?.body) expect(operation?.requestBody, `${method} ${url} body`).toBeDefined();
      if (endpoint?.query)
        expect(
          operation?.parameters.some((p) => p.in === 'query'),
          `${method} ${url} query`,
        ).toBe(true);
      if (endpoint?.params)
        expect(
          operation?.parameters.some((p) => p.in === 'path'),
          `${method} ${url} path`,
        ).toBe(true);
    }
  });

  it('shows the readable page to staff, through the login cookie of a browser too', async () => {
    const token = await tokenOf('admin');
    const page = await fetch(`${platform.url}/prod-api/docs`, { headers: { cookie: `Enterprise-Token=${token}` } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('/gov-collective/api/v1/energyBody/page');
    expect(html).toContain('energyBody:list');
  });

  it('refuses anonymous callers and enterprise accounts', async () => {
    expect((await fetch(`${platform.url}/prod-api/docs/openapi.json`)).status).toBe(401);
    const ent = await fetch(`${platform.url}/prod-api/docs`, {
      headers: { authorization: `Bearer ${await tokenOf('ent_demo')}` },
    });
    expect(ent.status).toBe(403);
  });
});
