// Access is denied by default: every declared route is walked anonymously and as an enterprise
// account; only public routes answer without a token, and no route for staff (or needing a
// permission enterprises lack) answers an enterprise account with success.
import { createAuthApi } from '@ent/core/api';
import { SUCCESS_CODE } from '@ent/core/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionsFor } from '../src/domains/auth/menus';
import type { RegisteredRoute } from '../src/http/apiDocs';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { startTestPlatform, TEST_DATABASES, type TestPlatform, testClient } from './support';

/**
 * What only staff may do, named by operation (feature.action) independently of the declarations,
 * so a declaration that loses its access rule is caught too.
 */
const STAFF_OPERATIONS = [
  'mainstay.list',
  'forms.addDefinition',
  'forms.definitions',
  'forms.updateDefinition',
  'forms.deleteDefinition',
  'forms.assign',
  'notices.list',
  'notices.add',
  'notices.update',
  'notices.delete',
  'notices.export',
  'notices.exportFile',
  'news.add',
  'news.update',
  'news.delete',
  'news.addBulletin',
  'news.updateBulletin',
  'news.deleteBulletins',
  'consulting.answer',
  'filings.review',
  'files.downloadFiles',
  'files.replaceDownloadFile',
  'smsOutbox.list',
  'docs.page',
  'docs.openapi',
];

describe.each(TEST_DATABASES)('access to every route on $name', (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let platform: TestPlatform;
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    handle = await database.open();
    platform = await startTestPlatform(handle);
    routes = platform.app.apiRoutes.filter((route) => route.endpoint);
  });

  afterAll(async () => {
    await platform?.close();
    await handle?.dispose();
  });

  /** One call with an empty body and every path parameter 1, as anybody could make it. */
  async function callRoute(route: RegisteredRoute, token?: string) {
    const url = `${platform.url}${route.url.replace(/:([A-Za-z_]\w*)/g, '1')}`;
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const withBody = route.method === 'POST' || route.method === 'PUT';
    const response = await fetch(url, {
      method: route.method,
      headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
      body: withBody ? '{}' : undefined,
    });
    const text = await response.text();
    let code: string | undefined;
    try {
      code = String((JSON.parse(text) as { code?: unknown }).code ?? '');
    } catch {
      code = undefined;
    }
    return { status: response.status, code };
  }

  it('refuses every route not declared public to a caller without a token', async () => {
    const protectedRoutes = routes.filter((route) => !route.endpoint?.access?.public);
    expect(protectedRoutes.length).toBeGreaterThan(80);
    const answered: string[] = [];
    for (const route of protectedRoutes) {
      const { status, code } = await callRoute(route);
      if (status !== 401 || code === SUCCESS_CODE) answered.push(`${route.method} ${route.url}: ${status} ${code}`);
    }
    expect(answered).toEqual([]);
  });

  it('refuses every staff-only route to an enterprise account', async () => {
    const { data } = await createAuthApi(testClient(platform.url).http).login({
      username: 'ent_demo',
      password: DEMO_PASSWORD,
      typeOf: '1',
    });
    const granted = await permissionsFor(handle, ['enterprise'], 'major');
    const operation = (route: RegisteredRoute) => `${route.endpoint?.feature}.${route.endpoint?.action}`;
    const staffOnly = routes.filter((route) => {
      if (STAFF_OPERATIONS.includes(operation(route))) return true;
      const access = route.endpoint?.access;
      if (!access || access.public) return false;
      return access.staff === true || (access.permission !== undefined && !granted.includes(access.permission));
    });
    expect(STAFF_OPERATIONS.filter((name) => !staffOnly.some((route) => operation(route) === name))).toEqual([]);
    // Staff pages exist: form definitions, notices, downloads, the outbox, the page of enterprises, docs.
    expect(staffOnly.length).toBeGreaterThan(15);
    const answered: string[] = [];
    for (const route of staffOnly) {
      const { status, code } = await callRoute(route, data?.access_token);
      if (status !== 403 || code === SUCCESS_CODE) answered.push(`${route.method} ${route.url}: ${status} ${code}`);
    }
    expect(answered).toEqual([]);
  });
});
