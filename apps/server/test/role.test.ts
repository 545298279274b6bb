// 角色管理 over real HTTP: roles listed, added with their menu permissions, changed, enabled and
// disabled, given a data scope with custom departments, given and taken users, exported and deleted;
// the administrator role, built-in roles and roles held by users protected; refusals for enterprise
// users and for the security and audit administrators.
import { createAuthApi, createMenuApi, createRoleApi } from '@ent/core/api';
import { ROLE_PERMISSIONS } from '@ent/core/contract';
import { SYS_ROLE_TEXT } from '@ent/core/messages';
import { describe, expect, it } from 'vitest';
import { CITY_GOV_ROLE, cityDeptId, DUTY_ROLES, PROVINCE_DEPT_ID } from '../src/seed/backoffice';
import { staffAccount } from './staffAccount';
import { TEST_DATABASES, usePlatform } from './support';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 'none', message: '' }),
    (error: { code?: string; message?: string }) => ({ code: error.code ?? '', message: error.message ?? '' }),
  );

describe.each(TEST_DATABASES)('roles on $name', (database) => {
  const env = usePlatform(database);

  it('lists the roles with the built-in ones marked and the administrator role untouchable', async () => {
    const sysadmin = await staffAccount(env, 'role_list_sys', [DUTY_ROLES.sysadmin.id], PROVINCE_DEPT_ID);
    try {
      const roles = createRoleApi(sysadmin.client.http);
      const page = (await roles.list({ pageSize: 50 })).data;
      const admin = page?.rows.find((row) => row.roleKey === 'admin');
      expect(admin).toMatchObject({ admin: true, builtin: true, status: '0' });
      expect(page?.rows.find((row) => row.roleKey === 'cityGov')).toMatchObject({ builtin: true, dataScope: '3' });
      expect((await roles.list({ roleKey: 'admin' })).data?.rows.map((row) => row.roleKey)).toContain('admin');
      expect((await roles.get(admin?.roleId ?? 0)).data?.roleKey).toBe('admin');
      expect((await failure(roles.get(999_999))).code).toBe('404');
      const refused = await failure(
        roles.update({ roleId: admin?.roleId ?? 0, roleName: 'x', roleKey: 'admin', roleSort: 1 }),
      );
      expect(refused.message).toBe(SYS_ROLE_TEXT.adminProtected);
      expect((await failure(roles.changeStatus({ roleId: admin?.roleId ?? 0, status: '1' }))).message).toBe(
        SYS_ROLE_TEXT.adminProtected,
      );
      expect((await failure(roles.remove([admin?.roleId ?? 0]))).message).toBe(SYS_ROLE_TEXT.adminProtected);
      // A built-in role keeps its key and stays.
      const city = await failure(
        roles.update({ roleId: CITY_GOV_ROLE.id, roleName: 'renamed', roleKey: 'cityGov2', roleSort: 14 }),
      );
      expect(city.message).toBe(SYS_ROLE_TEXT.builtinKey((await roles.get(CITY_GOV_ROLE.id)).data?.roleName ?? ''));
      expect((await failure(roles.remove([CITY_GOV_ROLE.id]))).code).toBe('A0400');
      expect((await roles.get(CITY_GOV_ROLE.id)).data?.roleKey).toBe('cityGov');
      const exported = (await roles.exportFile({})).data;
      expect(exported).toMatch(/\.xlsx$/);
    } finally {
      await sysadmin.dispose();
    }
  });

  it('adds a role with menu permissions that reach its holders’ routes at once, changes and deletes it', async () => {
    const sysadmin = await staffAccount(env, 'role_add_sys', [DUTY_ROLES.sysadmin.id], PROVINCE_DEPT_ID);
    const { db } = env.handle;
    let holder: Awaited<ReturnType<typeof staffAccount>> | undefined;
    let roleId = 0;
    try {
      const roles = createRoleApi(sysadmin.client.http);
      const menus = createMenuApi(sysadmin.client.http);
      const tree = (await menus.treeselect()).data ?? [];
      expect(tree.find((node) => node.id === 61)?.label).toBe(SYS_ROLE_TEXT.menuTitle);
      // Bad input changes nothing.
      const bad = await failure(roles.add({ roleName: '', roleKey: '1x', roleSort: 1 }));
      expect(bad.code).toBe('A0400');
      expect(
        (await failure(roles.add({ roleName: 'r', roleKey: 'r_unknown_menu', roleSort: 1, menuIds: [987_654] })))
          .message,
      ).toBe(SYS_ROLE_TEXT.menusUnknown);
      expect((await roles.list({ roleKey: 'r_unknown_menu' })).data?.total).toBe(0);
      const duplicate = await failure(roles.add({ roleName: 'dup', roleKey: 'SYSADMIN', roleSort: 1 }));
      expect(duplicate.message).toBe(SYS_ROLE_TEXT.keyTaken('SYSADMIN'));

      const added = (
        await roles.add({ roleName: 'role test', roleKey: 'roleTest', roleSort: 30, menuIds: [50, 62, 621] })
      ).data;
      roleId = added?.roleId ?? 0;
      expect(added).toMatchObject({ roleKey: 'roleTest', dataScope: '1', builtin: false, admin: false });
      const granted = (await menus.roleMenuTreeselect(roleId)).data;
      // Linked: the directory and the page come back through their checked button.
      expect(granted?.checkedKeys).toEqual([621]);

      holder = await staffAccount(env, 'role_add_holder', [roleId], PROVINCE_DEPT_ID);
      const routes = JSON.stringify((await createAuthApi(holder.client.http).routes()).data);
      expect(routes).toContain('system/menu/index');
      expect(routes).not.toContain('system/role/index');
      expect((await createMenuApi(holder.client.http).list()).data?.length).toBeGreaterThan(0);

      // Without linkage the checked keys are exactly what was granted.
      const changed = (
        await roles.update({
          roleId,
          roleName: 'role test 2',
          roleKey: 'roleTest2',
          roleSort: 31,
          menuIds: [50, 61],
          menuCheckStrictly: false,
          remark: 'r',
        })
      ).data;
      expect(changed).toMatchObject({ roleName: 'role test 2', roleKey: 'roleTest2', menuCheckStrictly: false });
      expect((await menus.roleMenuTreeselect(roleId)).data?.checkedKeys.sort()).toEqual([50, 61]);
      const after = JSON.stringify((await createAuthApi(holder.client.http).routes()).data);
      expect(after).toContain('system/role/index');
      expect(after).not.toContain('system/menu/index');
      // The holder's permission went with the change.
      expect((await failure(createMenuApi(holder.client.http).list())).code).toBe('403');

      // A disabled role grants nothing.
      expect((await roles.changeStatus({ roleId, status: '1' })).data?.status).toBe('1');
      expect(JSON.stringify((await createAuthApi(holder.client.http).routes()).data)).not.toContain(
        'system/role/index',
      );
      await roles.changeStatus({ roleId, status: '0' });

      // Held by a user: not deleted.
      expect((await failure(roles.remove([roleId]))).message).toBe(SYS_ROLE_TEXT.inUse('role test 2'));
      await db.deleteFrom('user_role').where('role_id', '=', roleId).execute();
      expect((await roles.remove([roleId])).data).toBe(1);
      roleId = 0;
      expect((await failure(roles.get(added?.roleId ?? 0))).code).toBe('404');
    } finally {
      await holder?.dispose();
      if (roleId) await db.deleteFrom('role').where('id', '=', roleId).execute();
      await sysadmin.dispose();
    }
  });

  it('sets a data scope, custom departments only for the custom scope', async () => {
    const sysadmin = await staffAccount(env, 'role_scope_sys', [DUTY_ROLES.sysadmin.id], PROVINCE_DEPT_ID);
    const { db } = env.handle;
    let roleId = 0;
    try {
      const roles = createRoleApi(sysadmin.client.http);
      roleId = (await roles.add({ roleName: 'scope test', roleKey: 'scopeTest', roleSort: 40 })).data?.roleId ?? 0;
      const nanjing = cityDeptId('320100');
      const suzhou = cityDeptId('320500');
      const empty = await failure(roles.dataScope({ roleId, dataScope: '2', deptIds: [] }));
      expect(empty.message).toContain(SYS_ROLE_TEXT.customNeedsDepts);
      expect((await failure(roles.dataScope({ roleId, dataScope: '2', deptIds: [999_999] }))).message).toBe(
        SYS_ROLE_TEXT.deptsUnknown,
      );
      const custom = (await roles.dataScope({ roleId, dataScope: '2', deptIds: [nanjing, suzhou] })).data;
      expect(custom?.dataScope).toBe('2');
      const tree = (await roles.deptTree(roleId)).data;
      expect(tree?.depts.find((dept) => dept.id === PROVINCE_DEPT_ID)?.parentId).toBeNull();
      expect(tree?.checkedKeys.sort()).toEqual([nanjing, suzhou].sort());
      // Another scope drops the custom departments.
      expect((await roles.dataScope({ roleId, dataScope: '3', deptIds: [nanjing] })).data?.dataScope).toBe('3');
      expect((await roles.deptTree(roleId)).data?.checkedKeys).toEqual([]);
      expect(await db.selectFrom('role_dept').select('dept_id').where('role_id', '=', roleId).execute()).toEqual([]);
      const admin = (await roles.list({ roleKey: 'admin' })).data?.rows.find((row) => row.roleKey === 'admin');
      expect((await failure(roles.dataScope({ roleId: admin?.roleId ?? 0, dataScope: '5' }))).message).toBe(
        SYS_ROLE_TEXT.adminProtected,
      );
    } finally {
      if (roleId) await db.deleteFrom('role').where('id', '=', roleId).execute();
      await sysadmin.dispose();
    }
  });

  it('gives and takes users, listing assigned and unassigned ones with masked phones within the scope', async () => {
    const sysadmin = await staffAccount(env, 'role_users_sys', [DUTY_ROLES.sysadmin.id], PROVINCE_DEPT_ID);
    const member = await staffAccount(env, 'role_users_member', [], cityDeptId('320500'));
    const { db } = env.handle;
    let roleId = 0;
    try {
      const roles = createRoleApi(sysadmin.client.http);
      roleId = (await roles.add({ roleName: 'users test', roleKey: 'usersTest', roleSort: 41 })).data?.roleId ?? 0;
      const unassigned = (await roles.unallocatedList({ roleId, userName: 'role_users_member' })).data;
      expect(unassigned?.rows).toEqual([
        expect.objectContaining({ userId: member.id, phonenumber: '139****5678', userType: '2' }),
      ]);
      expect((await failure(roles.selectAll(roleId, [999_999]))).message).toBe(SYS_ROLE_TEXT.usersUnknown);
      expect((await roles.selectAll(roleId, [member.id])).data).toBe(1);
      const assigned = (await roles.allocatedList({ roleId })).data;
      expect(assigned?.rows.map((row) => row.userName)).toEqual(['role_users_member']);
      expect(assigned?.rows[0]?.deptName).toBeTruthy();
      expect((await roles.unallocatedList({ roleId, userName: 'role_users_member' })).data?.total).toBe(0);
      expect((await roles.cancel(roleId, member.id)).data).toBe(1);
      await roles.selectAll(roleId, [member.id]);
      expect((await roles.cancelAll(roleId, [member.id])).data).toBe(1);
      expect((await roles.allocatedList({ roleId })).data?.total).toBe(0);
      const admin = (await roles.list({ roleKey: 'admin' })).data?.rows.find((row) => row.roleKey === 'admin');
      expect((await failure(roles.selectAll(admin?.roleId ?? 0, [member.id]))).message).toBe(
        SYS_ROLE_TEXT.adminProtected,
      );
    } finally {
      if (roleId) await db.deleteFrom('role').where('id', '=', roleId).execute();
      await member.dispose();
      await sysadmin.dispose();
    }
  });

  it('refuses enterprise users and the security and audit administrators', async () => {
    const secadmin = await staffAccount(env, 'role_refuse_sec', [DUTY_ROLES.secadmin.id], PROVINCE_DEPT_ID);
    const auditadmin = await staffAccount(env, 'role_refuse_audit', [DUTY_ROLES.auditadmin.id], PROVINCE_DEPT_ID);
    try {
      const enterprise = await env.login('ent_demo');
      for (const client of [enterprise, secadmin.client, auditadmin.client]) {
        const roles = createRoleApi(client.http);
        const menus = createMenuApi(client.http);
        const refusals = await Promise.all([
          failure(roles.list({})),
          failure(roles.get(CITY_GOV_ROLE.id)),
          failure(roles.add({ roleName: 'x', roleKey: 'refusedRole', roleSort: 1 })),
          failure(roles.update({ roleId: CITY_GOV_ROLE.id, roleName: 'x', roleKey: 'cityGov', roleSort: 1 })),
          failure(roles.dataScope({ roleId: CITY_GOV_ROLE.id, dataScope: '1' })),
          failure(roles.changeStatus({ roleId: CITY_GOV_ROLE.id, status: '1' })),
          failure(roles.remove([CITY_GOV_ROLE.id])),
          failure(roles.deptTree(CITY_GOV_ROLE.id)),
          failure(roles.allocatedList({ roleId: CITY_GOV_ROLE.id })),
          failure(roles.unallocatedList({ roleId: CITY_GOV_ROLE.id })),
          failure(roles.selectAll(CITY_GOV_ROLE.id, [1])),
          failure(roles.cancel(CITY_GOV_ROLE.id, 1)),
          failure(roles.cancelAll(CITY_GOV_ROLE.id, [1])),
          failure(roles.exportFile({})),
          failure(menus.treeselect()),
          failure(menus.roleMenuTreeselect(CITY_GOV_ROLE.id)),
        ]);
        expect(refusals.map((refusal) => refusal.code)).toEqual(refusals.map(() => '403'));
      }
      const { db } = env.handle;
      const city = await db.selectFrom('role').selectAll().where('id', '=', CITY_GOV_ROLE.id).executeTakeFirst();
      expect(city).toMatchObject({ status: '0', code: 'cityGov', data_scope: '3' });
      expect(ROLE_PERMISSIONS.list).toBe('system:role:list');
    } finally {
      await secadmin.dispose();
      await auditadmin.dispose();
    }
  });
});
