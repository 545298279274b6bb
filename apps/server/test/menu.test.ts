// 菜单管理 over real HTTP: the tree listed and searched, a directory, page and button added, changed
// and deleted with their checks (known page components only, platform icons, JSON route parameters,
// external links, no *:*:*, no cycles, no delete while children remain), a change shown in the
// holders' routes on their next load, and refusals for enterprise users and the other duties.
import { createAuthApi, createMenuApi } from '@ent/core/api';
import type { MenuCreateRequest } from '@ent/core/contract';
import { SYS_MENU_TEXT } from '@ent/core/messages';
import { PAGE_COMPONENTS } from '@ent/core/routes';
import { describe, expect, it } from 'vitest';
import { DUTY_ROLES, PROVINCE_DEPT_ID } from '../src/seed/backoffice';
import { staffAccount } from './staffAccount';
import { TEST_DATABASES, usePlatform } from './support';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 'none', message: '' }),
    (error: { code?: string; message?: string }) => ({ code: error.code ?? '', message: error.message ?? '' }),
  );

const page = (overrides: Partial<MenuCreateRequest> = {}): MenuCreateRequest => ({
  parentId: null,
  menuType: 'C',
  menuName: 'menu test page',
  path: 'menuTestPage',
  component: 'system/config/index',
  orderNum: 1,
  ...overrides,
});

describe.each(TEST_DATABASES)('menus on $name', (database) => {
  const env = usePlatform(database);

  it('lists the tree, searched by name and status', async () => {
    const sysadmin = await staffAccount(env, 'menu_list_sys', [DUTY_ROLES.sysadmin.id], PROVINCE_DEPT_ID);
    try {
      const menus = createMenuApi(sysadmin.client.http);
      const all = (await menus.list()).data ?? [];
      expect(all.find((row) => row.menuId === 62)).toMatchObject({
        parentId: 50,
        menuType: 'C',
        component: 'system/menu/index',
        perms: 'system:menu:list',
        visible: true,
      });
      expect(all.find((row) => row.menuId === 66)).toMatchObject({ visible: false, component: 'system/role/authUser' });
      const found = (await menus.list({ menuName: SYS_MENU_TEXT.menuTitle })).data ?? [];
      expect(found.map((row) => row.menuId)).toContain(62);
      expect((await menus.list({ status: '1' })).data?.every((row) => row.status === '1')).toBe(true);
      expect((await menus.get(62)).data?.menuName).toBe(SYS_MENU_TEXT.menuTitle);
      expect((await failure(menus.get(999_999))).code).toBe('404');
    } finally {
      await sysadmin.dispose();
    }
  });

  it('refuses what would break a route and changes nothing', async () => {
    const sysadmin = await staffAccount(env, 'menu_refuse_sys', [DUTY_ROLES.sysadmin.id], PROVINCE_DEPT_ID);
    try {
      const menus = createMenuApi(sysadmin.client.http);
      const before = (await menus.list()).data?.length;
      const unknown = await failure(menus.add(page({ component: 'system/nothing/index' })));
      expect(unknown.message).toBe(SYS_MENU_TEXT.componentUnknown('system/nothing/index', PAGE_COMPONENTS.join(', ')));
      expect((await failure(menus.add(page({ component: '' })))).message).toBe(SYS_MENU_TEXT.componentRequired);
      expect((await failure(menus.add(page({ path: '' })))).message).toBe(SYS_MENU_TEXT.required(SYS_MENU_TEXT.path));
      expect((await failure(menus.add(page({ path: 'a b' })))).message).toBe(SYS_MENU_TEXT.pathFormat);
      expect((await failure(menus.add(page({ query: '[1]' })))).message).toBe(SYS_MENU_TEXT.queryFormat);
      expect((await failure(menus.add(page({ query: '{bad' })))).message).toBe(SYS_MENU_TEXT.queryFormat);
      expect((await failure(menus.add(page({ perms: '*:*:*' })))).message).toBe(SYS_MENU_TEXT.permsAll);
      expect((await failure(menus.add(page({ isFrame: true, path: 'ftp://x' })))).message).toBe(
        SYS_MENU_TEXT.linkFormat,
      );
      expect((await failure(menus.add(page({ icon: 'rocket' as never })))).code).toBe('A0400');
      expect((await failure(menus.add(page({ menuType: 'F', parentId: null })))).message).toBe(
        SYS_MENU_TEXT.buttonParent,
      );
      expect((await failure(menus.add(page({ menuType: 'F', parentId: 50 })))).message).toBe(
        SYS_MENU_TEXT.buttonParent,
      );
      expect((await failure(menus.add(page({ parentId: 621 })))).message).toBe(SYS_MENU_TEXT.parentButton);
      expect((await failure(menus.add(page({ parentId: 999_999 })))).message).toBe(SYS_MENU_TEXT.parentMissing);
      expect((await failure(menus.update({ ...page(), menuId: 50, menuType: 'M', parentId: 62 }))).message).toBe(
        SYS_MENU_TEXT.parentSelf,
      );
      expect((await failure(menus.remove(50))).message).toBe(SYS_MENU_TEXT.hasChildren);
      expect((await menus.list()).data?.length).toBe(before);
    } finally {
      await sysadmin.dispose();
    }
  });

  it('adds a directory, page and button a role holder sees on the next load, changes and deletes them', async () => {
    const sysadmin = await staffAccount(env, 'menu_add_sys', [DUTY_ROLES.sysadmin.id], PROVINCE_DEPT_ID);
    const { db } = env.handle;
    const created: number[] = [];
    try {
      const menus = createMenuApi(sysadmin.client.http);
      const dir = (
        await menus.add({ menuType: 'M', menuName: 'menu test dir', path: '/menuTestDir', icon: 'chart', orderNum: 90 })
      ).data;
      created.push(dir?.menuId ?? 0);
      const child = (await menus.add(page({ parentId: dir?.menuId ?? null, query: '{"tab": 1}', isCache: false })))
        .data;
      created.push(child?.menuId ?? 0);
      expect(child).toMatchObject({ query: '{"tab": 1}', isCache: false, visible: true, isFrame: false });
      const button = (
        await menus.add({
          parentId: child?.menuId ?? null,
          menuType: 'F',
          menuName: 'menu test button',
          perms: 'menuTest:thing:do',
          orderNum: 1,
        })
      ).data;
      created.push(button?.menuId ?? 0);
      const link = (
        await menus.add(
          page({
            parentId: dir?.menuId ?? null,
            menuName: 'menu test link',
            isFrame: true,
            path: 'https://example.cn/',
          }),
        )
      ).data;
      created.push(link?.menuId ?? 0);
      expect(link).toMatchObject({ isFrame: true, component: '' });
      // sysadmin holds the directory only through a grant: give it the new rows.
      await db
        .insertInto('role_menu')
        .values(created.map((menu_id) => ({ role_id: DUTY_ROLES.sysadmin.id, menu_id })))
        .execute();
      const auth = createAuthApi(sysadmin.client.http);
      const routes = JSON.stringify((await auth.routes()).data);
      expect(routes).toContain('/menuTestDir');
      expect(routes).toContain('https://example.cn/');
      expect((await auth.getUserInfo(sysadmin.client.token ?? '')).data?.perms).toContain('menuTest:thing:do');

      // Hidden and renamed: the next load shows it so.
      await menus.update({
        ...page({ parentId: dir?.menuId ?? null }),
        menuId: child?.menuId ?? 0,
        menuName: 'menu test renamed',
        visible: false,
      });
      const renamed = (await auth.routes()).data ?? [];
      const shown = JSON.stringify(renamed);
      expect(shown).toContain('menu test renamed');
      expect(shown).toMatch(/"hidden":true/);
      // Disabled: gone from routes and permissions.
      await menus.update({ ...page({ parentId: dir?.menuId ?? null }), menuId: child?.menuId ?? 0, status: '1' });
      expect(JSON.stringify((await auth.routes()).data)).not.toContain('menuTestPage');

      expect((await failure(menus.remove(child?.menuId ?? 0))).message).toBe(SYS_MENU_TEXT.hasChildren);
      for (const id of [...created].reverse()) expect((await menus.remove(id)).code).toBe('00000');
      created.length = 0;
      expect(JSON.stringify((await auth.routes()).data)).not.toContain('/menuTestDir');
    } finally {
      if (created.length) await db.deleteFrom('menu').where('id', 'in', created.reverse()).execute();
      await sysadmin.dispose();
    }
  });

  it('saves the order of several rows at once, shown in the routes on the next load; a bad order changes nothing', async () => {
    const sysadmin = await staffAccount(env, 'menu_order_sys', [DUTY_ROLES.sysadmin.id], PROVINCE_DEPT_ID);
    const menus = createMenuApi(sysadmin.client.http);
    const orderOf = async (id: number) => (await menus.get(id)).data?.orderNum;
    const [dict, config] = [await orderOf(52), await orderOf(53)];
    try {
      const invalid = await failure(menus.order([{ menuId: 52, orderNum: -1 }]));
      expect(invalid.code).toBe('A0400');
      expect(invalid.message).toContain(SYS_MENU_TEXT.orderFormat);
      expect((await failure(menus.order([]))).code).toBe('A0400');
      expect(await orderOf(52)).toBe(dict);

      // 字典管理 moves to the end of 系统管理; 参数设置 is sent unchanged and is not counted.
      expect(
        (
          await menus.order([
            { menuId: 52, orderNum: 9999 },
            { menuId: 53, orderNum: config ?? 0 },
          ])
        ).data,
      ).toBe(1);
      expect(await orderOf(52)).toBe(9999);
      const admin = await env.login('admin');
      const system = (await createAuthApi(admin.http).routes()).data?.find((route) => route.path === '/system');
      expect(system?.children?.at(-1)?.meta?.title).toBe('字典管理');
    } finally {
      await menus.order([{ menuId: 52, orderNum: dict ?? 0 }]);
      await sysadmin.dispose();
    }
  });

  it('refuses enterprise users and the security and audit administrators', async () => {
    const secadmin = await staffAccount(env, 'menu_refuse_sec', [DUTY_ROLES.secadmin.id], PROVINCE_DEPT_ID);
    const auditadmin = await staffAccount(env, 'menu_refuse_audit', [DUTY_ROLES.auditadmin.id], PROVINCE_DEPT_ID);
    try {
      const enterprise = await env.login('ent_demo');
      for (const client of [enterprise, secadmin.client, auditadmin.client]) {
        const menus = createMenuApi(client.http);
        const refusals = await Promise.all([
          failure(menus.list()),
          failure(menus.get(62)),
          failure(menus.add(page())),
          failure(menus.update({ ...page(), menuId: 62 })),
          failure(menus.remove(621)),
          failure(menus.order([{ menuId: 62, orderNum: 1 }])),
        ]);
        expect(refusals.map((refusal) => refusal.code)).toEqual(['403', '403', '403', '403', '403', '403']);
      }
      expect((await env.handle.db.selectFrom('menu').select('id').where('id', '=', 621).execute()).length).toBe(1);
    } finally {
      await secadmin.dispose();
      await auditadmin.dispose();
    }
  });
});
