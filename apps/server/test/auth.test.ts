import { basicAuthHeader, createAuthApi, createMainstayApi, createSystemApi, WEB_CLIENT } from '@ent/core/api';
import { ApiError } from '@ent/core/http';
import { ERROR_TEXT } from '@ent/core/messages';
import { isPageComponent } from '@ent/core/routes';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { loginAt, raw, startTestPlatform, TEST_DATABASES, testClient, usePlatform } from './support';

describe.each(TEST_DATABASES)('auth and session on $name', (database) => {
  const env = usePlatform(database);

  const loggedIn = (username: string, password = DEMO_PASSWORD) => loginAt(env.platform.url, username, password);

  it('logs a demo user in and returns a bearer token with its id and lifetime', async () => {
    const client = testClient(env.platform.url);
    const { data } = await createAuthApi(client.http).login({
      username: 'ent_demo',
      password: DEMO_PASSWORD,
      typeOf: '1',
    });
    expect(data).toMatchObject({ token_type: 'bearer', expires_in: 8 * 3600 });
    expect(data?.access_token.split('.')).toHaveLength(3);
    expect(data?.jti).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('trims the username and ignores its case', async () => {
    const client = testClient(env.platform.url);
    const { data } = await createAuthApi(client.http).login({ username: '  ENT_Demo ', password: DEMO_PASSWORD });
    expect(data?.access_token).toBeTruthy();
  });

  it('refuses a wrong password or an unknown account with the same message', async () => {
    for (const username of ['xny_demo', 'nobody_here']) {
      const client = testClient(env.platform.url);
      const error = await createAuthApi(client.http)
        .login({ username, password: 'Wrong#2026' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe('A0210');
      expect((error as ApiError).status).toBe(400);
      expect(client.notices.map((n) => n.text)).toEqual([ERROR_TEXT.wrongCredentials]);
    }
  });

  it('checks the client basic-auth header', async () => {
    const client = testClient(env.platform.url);
    const error = await createAuthApi(client.http, { ...WEB_CLIENT, clientSecret: 'guessed' })
      .login({ username: 'ent_demo', password: DEMO_PASSWORD })
      .catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('A0250');
  });

  it('sends each account to its own entrance (typeOf)', async () => {
    const client = testClient(env.platform.url);
    const auth = createAuthApi(client.http);
    await expect(auth.login({ username: 'admin', password: DEMO_PASSWORD, typeOf: '1' })).rejects.toMatchObject({
      code: 'A0213',
      message: ERROR_TEXT.wrongEntranceEnterprise,
    });
    await expect(auth.login({ username: 'ent_demo', password: DEMO_PASSWORD, typeOf: '2' })).rejects.toMatchObject({
      message: ERROR_TEXT.wrongEntranceGovernment,
    });
  });

  it('locks an account after five failures within the window, even for the right password', async () => {
    const client = testClient(env.platform.url);
    const auth = createAuthApi(client.http);
    await env.handle.db.deleteFrom('login_throttle').execute();
    try {
      for (let i = 0; i < 5; i += 1) {
        await expect(auth.login({ username: 'yq_demo', password: `Wrong#${i}aaa` })).rejects.toMatchObject({
          code: 'A0210',
        });
      }
      const error = (await auth
        .login({ username: 'yq_demo', password: DEMO_PASSWORD })
        .catch((e: unknown) => e)) as ApiError;
      expect(error.code).toBe('A0211');
      expect(error.status).toBe(429);
      expect(error.message).toBe(ERROR_TEXT.tooManyAttempts(15));
      // Other accounts are not affected by this account's lock.
      expect((await auth.login({ username: 'xny_demo', password: DEMO_PASSWORD })).data?.access_token).toBeTruthy();
      const row = await env.handle.db
        .selectFrom('login_throttle')
        .selectAll()
        .where('key', '=', 'account:yq_demo')
        .executeTakeFirst();
      expect(row?.failures).toBe(5);
      expect(row?.locked_until?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    } finally {
      // What this test locked is unlocked, whatever happened above.
      await env.handle.db.deleteFrom('login_throttle').execute();
    }
  });

  it('locks an address after twenty failures across accounts', async () => {
    const client = testClient(env.platform.url);
    const auth = createAuthApi(client.http);
    // Failures of earlier tests from this address count too: start from none.
    await env.handle.db.deleteFrom('login_throttle').execute();
    try {
      for (let i = 0; i < 20; i += 1) {
        await expect(auth.login({ username: `ghost_${i}`, password: 'Wrong#2026' })).rejects.toMatchObject({
          code: 'A0210',
        });
      }
      await expect(auth.login({ username: 'ent_demo', password: DEMO_PASSWORD })).rejects.toMatchObject({
        code: 'A0211',
      });
    } finally {
      await env.handle.db.deleteFrom('login_throttle').execute();
    }
    expect((await auth.login({ username: 'ent_demo', password: DEMO_PASSWORD })).data?.access_token).toBeTruthy();
  });

  it('returns every user-info field of SPEC §3, with the password policy and jump URLs', async () => {
    const client = await loggedIn('ent_demo');
    const { data: user } = await createAuthApi(client.http).getUserInfo(client.token ?? '');
    expect(user).toMatchObject({
      token: client.token,
      username: 'ent_demo',
      fullName: '张明',
      name: '张明',
      nickname: '张明',
      nickName: '张明',
      avatar: '',
      roles: ['enterprise'],
      belongName: '南京苏能新能源科技有限公司',
      company: '南京苏能新能源科技有限公司',
      typeOf: '1',
      dept: null,
      adminAccountPhone: '02583290000',
      updateUserInfoFlag: false,
      passwordPolicy: { maxStrength: 64, mixStrength: 8, ruleComposition: '1,2,3,4', ruleCount: 3 },
    });
    expect(user?.mainstayId).toBe(user?.belongId);
    expect(user?.perms).toContain('datareporting:list');
    expect(Object.keys(user?.jumpUrlObj ?? {}).sort()).toEqual(['DTZX', 'GGFW', 'NYJJ', 'SJGX', 'XZNX']);
    expect(user?.jumpUrlObj.GGFW).toMatch(/^https:\/\//);
  });

  it('gives the administrator every permission', async () => {
    const client = await loggedIn('admin');
    const { data: user } = await createAuthApi(client.http).getUserInfo(client.token ?? '');
    expect(user).toMatchObject({
      typeOf: '2',
      roles: ['admin'],
      perms: ['*:*:*'],
      mainstayId: null,
      dept: { deptName: '江苏省能源局' },
    });
  });

  it('getUserInfo checks the clientId/clientSecret and accessToken headers', async () => {
    const client = await loggedIn('ent_demo');
    const headers = (h: Record<string, string>) => ({
      url: '/gov-auth/api/v1/getUserInfo',
      method: 'POST' as const,
      headers: h,
      silent: true as const,
    });
    expect(await client.http.request(headers({ accessToken: client.token ?? '', clientId: WEB_CLIENT.clientId }))).toBe(
      false,
    );
    expect(
      await client.http.request(
        headers({ accessToken: 'other', clientId: WEB_CLIENT.clientId, clientSecret: WEB_CLIENT.clientSecret }),
      ),
    ).toBe(false);
    const ok = await client.http.request(
      headers({
        accessToken: client.token ?? '',
        clientId: WEB_CLIENT.clientId,
        clientSecret: WEB_CLIENT.clientSecret,
      }),
    );
    expect(ok === false ? 'refused' : ok.code).toBe('00000');
  });

  it('answers /me with the principal and token expiry', async () => {
    const client = await loggedIn('xny_demo');
    const { data } = await createAuthApi(client.http).me();
    expect(data).toMatchObject({
      username: 'xny_demo',
      fullName: '李华',
      typeOf: '1',
      roles: ['enterprise', 'newEnergy'],
      jti: client.jti,
    });
    const remaining = new Date(data?.expiresAt ?? 0).getTime() - Date.now();
    expect(remaining).toBeGreaterThan(8 * 3600 * 1000 - 60_000);
  });

  it('seeds menu entries only for pages the platform has', async () => {
    const pages = await env.handle.db
      .selectFrom('menu')
      .select(['title', 'component'])
      .where('menu_type', '=', 'C')
      .execute();
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.filter((menu) => !isPageComponent(menu.component ?? ''))).toEqual([]);
  });

  it('builds each role its menu routes for the flavour', async () => {
    const ent = await loggedIn('ent_demo');
    const { data: entRoutes } = await createAuthApi(ent.http).routes();
    const paths = (entRoutes ?? []).map((r) => r.path);
    expect(paths).toEqual(['/majorProjectDesk', '/datareporting', '/dataAdministration', '/zqhd']);
    const desk = entRoutes?.[0];
    expect(desk).toMatchObject({ component: 'desk/majorProjectDesk', meta: { title: '重大项目服务台', affix: true } });
    const administration = entRoutes?.find((r) => r.path === '/dataAdministration');
    expect(administration).toMatchObject({ component: 'Layout', redirect: 'noRedirect', alwaysShow: true });
    expect(administration?.children?.map((c) => c.path)).toEqual(['informationFilling', 'energyBody', 'addEnergyBody']);
    expect(administration?.children?.[2]).toMatchObject({
      hidden: true,
      meta: { activeMenu: '/dataAdministration/energyBody' },
    });

    const oil = await loggedIn('yq_demo');
    const { data: oilRoutes } = await createAuthApi(oil.http).routes();
    expect(oilRoutes?.map((r) => r.path)).toEqual(['/majorProjectDesk', '/datareporting', '/zqhd']);

    const admin = await loggedIn('admin');
    const { data: adminRoutes } = await createAuthApi(admin.http).routes();
    const system = adminRoutes?.find((r) => r.path === '/system');
    expect(system?.children?.map((c) => c.meta?.title)).toEqual([
      '字典管理',
      '参数设置',
      '通知公告',
      '下载文件',
      '表单定义',
      '地图数据',
      '短信发件箱',
      '用户管理',
      '角色管理',
      '菜单管理',
      '部门管理',
      '岗位管理',
      '分配角色',
      '分配用户',
      '安全设置',
      '在线用户',
      '登录日志',
      '操作日志',
      '定时任务',
      '代码生成',
    ]);
    // Only the flavour's own desk; staff have 项目地图 in every flavour (README: role newEnergy and staff).
    expect(adminRoutes?.filter((r) => r.meta?.affix).map((r) => r.path)).toEqual(['/majorProjectDesk']);
    expect(JSON.stringify(adminRoutes)).toContain('projectMap');
  });

  it('getRoutesByRole serves a role the caller holds and refuses others', async () => {
    const client = await loggedIn('xny_demo');
    const auth = createAuthApi(client.http);
    const { data } = await auth.routesByRole('newEnergy');
    expect(data?.map((r) => r.path)).toEqual(['/majorProjectDesk', '/datareporting', '/dataAdministration', '/zqhd']);
    await expect(auth.routesByRole('admin')).rejects.toMatchObject({ code: '403', message: '当前操作没有权限' });
  });

  it('routes/exists tells any account whether a path is a page of the platform, and only that', async () => {
    const ent = createAuthApi((await loggedIn('ent_demo')).http);
    // Pages of other accounts' menus and layout pages are pages; directories and anything else not.
    for (const path of ['/system/user', '/system/operlog', '/dict/type/data/1', '/datareporting/list'])
      expect([path, (await ent.pageExists(path)).data]).toEqual([path, true]);
    for (const path of ['/no/such/page', '/system', '/dict/type/data/abc'])
      expect([path, (await ent.pageExists(path)).data]).toEqual([path, false]);
    await expect(createAuthApi(testClient(env.platform.url).http).pageExists('/system/user')).rejects.toMatchObject({
      status: 401,
    });
  });

  it('mainstay/judge/exist answers for the own enterprise only', async () => {
    const ent = await loggedIn('ent_demo');
    const { data: user } = await createAuthApi(ent.http).getUserInfo(ent.token ?? '');
    const enterprise = createMainstayApi(ent.http);
    expect((await enterprise.judgeExist(user?.mainstayId ?? 0)).data).toBe(true);
    await expect(enterprise.judgeExist((user?.mainstayId ?? 0) + 1)).rejects.toMatchObject({ code: '403' });

    const fresh = await loggedIn('new_demo');
    const { data: freshUser } = await createAuthApi(fresh.http).getUserInfo(fresh.token ?? '');
    expect((await createMainstayApi(fresh.http).judgeExist(freshUser?.mainstayId ?? 0)).data).toBe(false);

    const admin = await loggedIn('admin');
    expect((await createMainstayApi(admin.http).judgeExist(freshUser?.mainstayId ?? 0)).data).toBe(false);
    expect((await createMainstayApi(admin.http).judgeExist(user?.mainstayId ?? 0)).data).toBe(true);
  });

  it('logout revokes the token at once while other sessions keep working', async () => {
    const first = await loggedIn('ent_demo');
    const second = await loggedIn('ent_demo');
    await createAuthApi(first.http).logout();
    await expect(createAuthApi(first.http).me()).rejects.toMatchObject({ kind: 'expired', code: 'A0230' });
    expect((await createAuthApi(second.http).me()).data?.username).toBe('ent_demo');
  });

  it('a logout on one server process ends the session on every other process', async () => {
    const other = await startTestPlatform(env.handle);
    try {
      const client = await loggedIn('xny_demo');
      const elsewhere = testClient(other.url);
      elsewhere.token = client.token;
      elsewhere.jti = client.jti;
      expect((await createAuthApi(elsewhere.http).me()).data?.username).toBe('xny_demo');
      await createAuthApi(client.http).logout();
      await expect(createAuthApi(elsewhere.http).me()).rejects.toMatchObject({ code: 'A0230' });
    } finally {
      await other.close();
    }
  });

  it('public parameters are readable without a token, others are not', async () => {
    const client = testClient(env.platform.url);
    const system = createSystemApi(client.http);
    expect(await system.parameter('apiEncrypt')).toEqual({ code: '00000', data: '0' });
    expect(await system.parameter('title-xny-ent')).toEqual({ code: '00000', data: '江苏省新能源管理平台' });
    expect((await system.parameter('no-such-code')).code).toBe('404');
    await env.handle.db
      .insertInto('sys_parameter')
      .values({ code: 'internal-only', value: 'secret', remark: null, is_public: false })
      .execute();
    expect((await system.parameter('internal-only')).code).toBe('A0231');
    const admin = await loggedIn('admin');
    const { body } = await raw(env.platform.url, '/gov-system/api/v1/parameter/code', {
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ code: 'internal-only' }),
    });
    expect(body).toMatchObject({ code: '00000', data: 'secret' });
  });

  it('serves the password policy and the friend-link addresses', async () => {
    const client = testClient(env.platform.url);
    const system = createSystemApi(client.http);
    expect((await system.passwordPolicy()).data).toMatchObject({ mixStrength: 8, maxStrength: 64 });
    expect(Object.keys((await system.skipUrls()).data ?? {})).toHaveLength(5);
  });

  it('a basic-auth header names the client explicitly', () => {
    expect(basicAuthHeader('a', 'b')).toBe(`Basic ${Buffer.from('a:b').toString('base64')}`);
  });
});
