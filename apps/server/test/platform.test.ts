// Starting the platform: configuration, migrations, seeding, persistence, captcha, housekeeping
// and serving the SPA.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createAuthApi } from '@ent/core/api';
import { ERROR_TEXT } from '@ent/core/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDuration } from '../src/config';
import { openPglite } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { sweepExpired } from '../src/housekeeping';
import { startPlatform } from '../src/platform';
import { PROVINCE_DEPT_ID } from '../src/seed/backoffice';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/seed/demo';
import { applySeedSteps, SEED_STEPS } from '../src/seed/steps';
import { raw, startTestPlatform, TEST_DATABASES, type TestPlatform, testClient, testConfig } from './support';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, '/srv/ent');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/ent/data',
      databaseUrl: null,
      flavour: 'major',
      captcha: true,
      tokenTtl: 8 * 3600,
      demoSeed: true,
      adminPassword: null,
      tiles: null,
      mapMemoryFeatures: 100_000,
    });
    expect(loadConfig({ MAP_MEMORY_FEATURES: '0' }).mapMemoryFeatures).toBe(0);
    expect(() => loadConfig({ MAP_MEMORY_FEATURES: 'many' })).toThrow(/MAP_MEMORY_FEATURES/);
  });

  it('reads an online tile base and refuses a template the map cannot use', () => {
    const tianditu = 'https://t{0-7}.tianditu.gov.cn/DataServer?T=vec_w&x={x}&y={y}&l={z}&tk=KEY';
    expect(loadConfig({ TILE_URL: tianditu, TILE_ATTRIBUTION: 'TDT' }).tiles).toEqual({
      url: tianditu,
      attribution: 'TDT',
      datum: 'wgs84',
    });
    expect(loadConfig({ TILE_URL: 'http://tiles.local/{z}/{x}/{y}.png', TILE_DATUM: 'gcj02' }).tiles?.datum).toBe(
      'gcj02',
    );
    expect(() => loadConfig({ TILE_URL: 'javascript:alert(1)//{z}{x}{y}' })).toThrow(/TILE_URL/);
    expect(() => loadConfig({ TILE_URL: 'https://tiles.local/{z}/{x}.png' })).toThrow(/TILE_URL/);
    expect(() => loadConfig({ TILE_URL: 'https://tiles.local/{z}/{x}/{y}.png', TILE_DATUM: 'bd09' })).toThrow(
      /TILE_DATUM/,
    );
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/ent',
      DATABASE_URL: 'postgres://u@h/db',
      PLATFORM_FLAVOUR: 'oilgas',
      CAPTCHA: 'off',
      TOKEN_TTL: '2h',
      DEMO_SEED: 'off',
      ADMIN_PASSWORD: 'Admin#2026x',
      EMBED_ORIGINS: 'https://portal.example.cn, http://localhost:9000',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/ent',
      databaseUrl: 'postgres://u@h/db',
      flavour: 'oilgas',
      captcha: false,
      tokenTtl: 7200,
      demoSeed: false,
      adminPassword: 'Admin#2026x',
      embedOrigins: ['https://portal.example.cn', 'http://localhost:9000'],
    });
  });

  it('seeds no demo accounts into a deployment’s own PostgreSQL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).demoSeed).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_SEED: 'on' }).demoSeed).toBe(true);
    expect(loadConfig({}).demoSeed).toBe(true);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PLATFORM_FLAVOUR: 'gas' })).toThrow(/PLATFORM_FLAVOUR/);
    expect(() => loadConfig({ CAPTCHA: 'yes' })).toThrow(/CAPTCHA/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ TOKEN_SECRET: 'short' })).toThrow(/TOKEN_SECRET/);
    expect(() => loadConfig({ MFA_KEY: 'short' })).toThrow(/MFA_KEY/);
    expect(loadConfig({ MFA_KEY: 'k'.repeat(32) }).mfaKey).toBe('k'.repeat(32));
    expect(() => loadConfig({ EMBED_ORIGINS: 'portal.example.cn' })).toThrow(/EMBED_ORIGINS/);
    expect(() => parseDuration('TOKEN_TTL', '10')).toThrow(/TOKEN_TTL/);
    expect(parseDuration('TOKEN_TTL', '90m')).toBe(5400);
    expect(parseDuration('TOKEN_TTL', '3600')).toBe(3600);
  });
});

describe.each(TEST_DATABASES)('start-up on $name', (database) => {
  it('migrates and seeds once, and a second start changes nothing', async () => {
    const handle = await database.open();
    try {
      const first = await startTestPlatform(handle);
      await first.close();
      const users = await handle.db.selectFrom('app_user').select('username').orderBy('id').execute();
      expect(users.map((u) => u.username)).toEqual(DEMO_USERS.map((u) => u.username));
      const enterprises = await handle.db.selectFrom('enterprise').select(['city_name', 'info_complete']).execute();
      expect(new Set(enterprises.filter((e) => e.city_name).map((e) => e.city_name)).size).toBe(13);
      expect(await migrate(handle)).toEqual([]);
      const roles = await handle.db.selectFrom('role').select('code').execute();
      expect(roles.map((r) => r.code)).toEqual(expect.arrayContaining(['admin', 'sysadmin', 'secadmin', 'auditadmin']));
      const steps = await handle.db.selectFrom('seed_step').select('name').execute();
      expect(steps.map((step) => step.name)).toEqual(SEED_STEPS.map((step) => step.name));
      const second = await startTestPlatform(handle);
      await second.close();
      expect(await handle.db.selectFrom('app_user').select('id').execute()).toHaveLength(DEMO_USERS.length);
      expect(await handle.db.selectFrom('role').select('id').execute()).toHaveLength(roles.length);
    } finally {
      await handle.dispose();
    }
  });

  it('gives a database of an earlier release only the reference steps it lacks, and never puts back what an administrator removed', async () => {
    const handle = await database.open();
    try {
      const first = await startTestPlatform(handle);
      await first.close();
      // As an earlier release left it: reference data without a record of the steps.
      await handle.db.deleteFrom('seed_step').execute();
      await handle.db.deleteFrom('app_user').where('type_of', '=', '2').where('username', '<>', 'admin').execute();
      await handle.db.updateTable('app_user').set({ dept_id: null }).execute();
      await handle.db
        .deleteFrom('role')
        .where('code', 'in', ['sysadmin', 'secadmin', 'auditadmin', 'cityGov'])
        .execute();
      await handle.db.deleteFrom('dept').execute();
      await handle.db.deleteFrom('post').execute();
      const menus = (await handle.db.selectFrom('menu').select('id').execute()).length;
      expect(await applySeedSteps(handle.db)).toEqual(SEED_STEPS.slice(1).map((step) => step.name));
      expect((await handle.db.selectFrom('menu').select('id').execute()).length).toBeGreaterThanOrEqual(menus);
      expect(await handle.db.selectFrom('dept').select('id').execute()).toHaveLength(14);
      const admin = await handle.db
        .selectFrom('app_user')
        .select('dept_id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow();
      expect(admin.dept_id).toBe(PROVINCE_DEPT_ID);
      // An administrator deletes a post and a department; the next start leaves them deleted.
      await handle.db.deleteFrom('post').where('code', '=', 'staff').execute();
      const second = await startTestPlatform(handle);
      await second.close();
      expect(await handle.db.selectFrom('post').select('id').where('code', '=', 'staff').execute()).toHaveLength(0);
      expect(await applySeedSteps(handle.db)).toEqual([]);
    } finally {
      await handle.dispose();
    }
  });

  it('with DEMO_SEED=off creates only the administrator, with ADMIN_PASSWORD', async () => {
    const handle = await database.open();
    try {
      await expect(startTestPlatform(handle, { DEMO_SEED: 'off' })).rejects.toThrow(/ADMIN_PASSWORD/);
      await expect(startTestPlatform(handle, { DEMO_SEED: 'off', ADMIN_PASSWORD: 'weak' })).rejects.toThrow(/密码长度/);
      const platform = await startTestPlatform(handle, { DEMO_SEED: 'off', ADMIN_PASSWORD: 'Strong#Admin1' });
      try {
        const users = await handle.db.selectFrom('app_user').select('username').execute();
        expect(users.map((u) => u.username)).toEqual(['admin']);
        const auth = createAuthApi(testClient(platform.url).http);
        await expect(auth.login({ username: 'ent_demo', password: DEMO_PASSWORD })).rejects.toMatchObject({
          code: 'A0210',
        });
        await expect(auth.login({ username: 'admin', password: DEMO_PASSWORD })).rejects.toMatchObject({
          code: 'A0210',
        });
        expect(
          (await auth.login({ username: 'admin', password: 'Strong#Admin1', typeOf: '2' })).data?.access_token,
        ).toBeTruthy();
      } finally {
        await platform.close();
      }
    } finally {
      await handle.dispose();
    }
  });

  it('lets every demo account log in, in every flavour, landing on that flavour’s desk', async () => {
    const handle = await database.open();
    try {
      for (const [flavour, landing] of [
        ['major', '/majorProjectDesk'],
        ['xny', '/workbench'],
        ['oilgas', '/workbench'],
      ] as const) {
        const platform = await startTestPlatform(handle, { PLATFORM_FLAVOUR: flavour });
        try {
          for (const user of DEMO_USERS) {
            const client = testClient(platform.url);
            const auth = createAuthApi(client.http);
            const { data } = await auth.login({
              username: user.username,
              password: DEMO_PASSWORD,
              typeOf: user.typeOf,
            });
            client.token = data?.access_token;
            client.jti = data?.jti;
            const routes = (await auth.routes()).data ?? [];
            expect(routes[0]?.path).toBe(landing);
          }
        } finally {
          await platform.close();
        }
      }
    } finally {
      await handle.dispose();
    }
  });
});

describe('embedded PGlite under DATA_DIR', () => {
  it('keeps committed data across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ent-persist-'));
    try {
      const config = { ...testConfig({ DATA_DIR: dataDir }), dataDir };
      const first = await startPlatform(config);
      const client = testClient(first.url);
      const { data } = await createAuthApi(client.http).login({ username: 'ent_demo', password: DEMO_PASSWORD });
      await first.close();
      const second = await startPlatform(config);
      try {
        client.token = data?.access_token;
        client.jti = data?.jti;
        const again = testClient(second.url);
        again.token = data?.access_token;
        again.jti = data?.jti;
        // The session (and the signing key) survived the restart.
        expect((await createAuthApi(again.http).me()).data?.username).toBe('ent_demo');
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('captcha', () => {
  let platform: TestPlatform;
  let handle: Awaited<ReturnType<typeof openPglite>>;

  beforeAll(async () => {
    handle = await openPglite(null);
    platform = await startTestPlatform(handle, { CAPTCHA: 'on' });
  });

  afterAll(async () => {
    await platform.close();
    await handle.close();
  });

  const answerOf = async (verKey: string) =>
    (await handle.db.selectFrom('captcha').select('answer').where('ver_key', '=', verKey).executeTakeFirstOrThrow())
      .answer;

  it('serves an SVG image and a key, keeping the answer on the server', async () => {
    const { data } = await createAuthApi(testClient(platform.url).http).captcha();
    expect(data?.enabled).toBe(true);
    expect(data?.img).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(data?.img?.split(',')[1] ?? '', 'base64').toString();
    expect(svg).toContain('<svg');
    const answer = await answerOf(data?.verKey ?? '');
    expect(answer).toMatch(/^[a-z0-9]{4}$/i);
    expect(svg).not.toContain(answer);
  });

  it('requires it, checks it case-insensitively and spends it on any attempt', async () => {
    const client = testClient(platform.url);
    const auth = createAuthApi(client.http);
    await expect(auth.login({ username: 'ent_demo', password: DEMO_PASSWORD })).rejects.toMatchObject({
      code: 'A0240',
      message: ERROR_TEXT.captchaRequired,
    });
    const first = (await auth.captcha()).data;
    await expect(
      auth.login({ username: 'ent_demo', password: DEMO_PASSWORD, verKey: first?.verKey, verCode: 'zzzz' }),
    ).rejects.toMatchObject({
      code: 'A0240',
      message: ERROR_TEXT.captchaWrong,
    });
    // The right answer no longer works for a spent captcha.
    const spentAnswer = await handle.db
      .selectFrom('captcha')
      .select('answer')
      .where('ver_key', '=', first?.verKey ?? '')
      .executeTakeFirst();
    expect(spentAnswer).toBeUndefined();

    const second = (await auth.captcha()).data;
    const answer = await answerOf(second?.verKey ?? '');
    const { data } = await auth.login({
      username: 'ent_demo',
      password: DEMO_PASSWORD,
      verKey: second?.verKey,
      verCode: ` ${answer.toUpperCase()} `,
    });
    expect(data?.access_token).toBeTruthy();
    await expect(
      auth.login({ username: 'ent_demo', password: DEMO_PASSWORD, verKey: second?.verKey, verCode: answer }),
    ).rejects.toMatchObject({ code: 'A0240' });
  });

  it('refuses an expired captcha', async () => {
    const auth = createAuthApi(testClient(platform.url).http);
    const captcha = (await auth.captcha()).data;
    const answer = await answerOf(captcha?.verKey ?? '');
    await handle.db
      .updateTable('captcha')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    await expect(
      auth.login({ username: 'ent_demo', password: DEMO_PASSWORD, verKey: captcha?.verKey, verCode: answer }),
    ).rejects.toMatchObject({ code: 'A0240' });
  });

  it('reports itself disabled when CAPTCHA=off', async () => {
    const off = await startTestPlatform(handle, { CAPTCHA: 'off' });
    try {
      expect((await createAuthApi(testClient(off.url).http).captcha()).data).toEqual({ enabled: false });
    } finally {
      await off.close();
    }
  });

  it('housekeeping removes expired captchas, replay tokens and throttle windows but keeps live ones', async () => {
    const now = Date.now();
    await handle.db.deleteFrom('captcha').execute();
    await handle.db.deleteFrom('login_throttle').execute();
    await handle.db
      .insertInto('captcha')
      .values([
        { ver_key: 'old', answer: 'a', expires_at: new Date(now - 1) },
        { ver_key: 'live', answer: 'b', expires_at: new Date(now + 60_000) },
      ])
      .execute();
    await handle.db
      .insertInto('replay_nonce')
      .values([
        { token: 'old-nonce', expires_at: new Date(now - 1) },
        { token: 'live-nonce', expires_at: new Date(now + 60_000) },
      ])
      .execute();
    await handle.db
      .insertInto('login_throttle')
      .values([
        { key: 'account:old', failures: 3, window_started_at: new Date(now - 3600_000), locked_until: null },
        {
          key: 'account:locked',
          failures: 5,
          window_started_at: new Date(now - 3600_000),
          locked_until: new Date(now + 60_000),
        },
      ])
      .execute();
    await sweepExpired(handle, now);
    expect((await handle.db.selectFrom('captcha').select('ver_key').execute()).map((r) => r.ver_key)).toEqual(['live']);
    expect(
      (await handle.db.selectFrom('replay_nonce').select('token').where('token', 'like', '%-nonce').execute()).map(
        (r) => r.token,
      ),
    ).toEqual(['live-nonce']);
    expect((await handle.db.selectFrom('login_throttle').select('key').execute()).map((r) => r.key)).toEqual([
      'account:locked',
    ]);
  });
});

describe('serving the SPA', () => {
  let platform: TestPlatform;
  let handle: Awaited<ReturnType<typeof openPglite>>;
  const dist = mkdtempSync(join(tmpdir(), 'ent-dist-'));

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>平台</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
    handle = await openPglite(null);
    platform = await startTestPlatform(handle, {
      SPA_DIST: dist,
      PLATFORM_FLAVOUR: 'oilgas',
      EMBED_ORIGINS: 'http://portal.test:9000',
    });
  });

  afterAll(async () => {
    await platform.close();
    await handle.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers every /ent/ path with index.html carrying the flavour and title', async () => {
    for (const path of ['/ent/', '/ent/login', '/ent/dataAdministration/energyBody?x=1']) {
      const response = await fetch(`${platform.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      const html = await response.text();
      const meta = /<meta name="ent-config" content="([^"]+)">/.exec(html)?.[1] ?? '';
      expect(JSON.parse(meta.replace(/&quot;/g, '"'))).toEqual({
        flavour: 'oilgas',
        showSettings: true,
        noticeModule: '/jsedc-system',
        noticePollSeconds: 30,
        tiles: null,
      });
      expect(html).toContain('<title>江苏省油气管理平台</title>');
    }
  });

  it('serves hashed assets with a long cache and answers missing ones with 404', async () => {
    const asset = await fetch(`${platform.url}/ent/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${platform.url}/ent/assets/missing-1.js`)).status).toBe(404);
    // The build's precompressed copy goes to browsers that accept gzip.
    const compressed = await new Promise<{ encoding?: string; body: string }>((resolve, reject) => {
      get(`${platform.url}/ent/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ encoding: res.headers['content-encoding'], body: gunzipSync(Buffer.concat(chunks)).toString() }),
        );
      }).on('error', reject);
    });
    expect(compressed).toEqual({ encoding: 'gzip', body: 'console.log(1)' });
  });

  it('redirects the root to /ent/ and sends security headers', async () => {
    const root = await fetch(`${platform.url}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/ent/');
    const page = await fetch(`${platform.url}/ent/login`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self' http://portal.test:9000");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers unknown paths outside /ent/ and the API with a 404 envelope', async () => {
    const response = await fetch(`${platform.url}/nothing/here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: '404', msg: ERROR_TEXT.notFound });
    expect(await raw(platform.url, '/nothing/here', { method: 'GET' })).toMatchObject({
      status: 404,
      body: { code: '404' },
    });
  });
});
