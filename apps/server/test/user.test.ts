// 用户管理 over real HTTP: the list's filters and masked phones, the whole phone only for holders of
// the edit permission, add and edit of both kinds of account, status (a disabled account's session
// ends at once), password reset under the policy, role assignment, deletion, the data scope, the
// export, and the refusals: yourself, the last administrator, roles only staff may hold, the super
// role by anyone but its holder, callers outside the system administrator's duty.
import { join } from 'node:path';
import { createAuthApi, createProfileApi, createUserApi } from '@ent/core/api';
import { DICT_TEXT, POLICY_TEXT, SECURITY_TEXT, USER_TEXT } from '@ent/core/messages';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DUTY_ROLES } from '../src/seed/backoffice';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { failure, staffAccount } from './orgSupport';
import { TEST_DATABASES, testClient, usePlatform } from './support';

const STRONG = 'Str0ng!Pass';

describe.each(TEST_DATABASES)('users on $name', (database) => {
  const env = usePlatform(database);
  const userOf = async (username = 'admin') => createUserApi((await env.login(username)).http);
  const roleId = async (code: string) =>
    (await env.handle.db.selectFrom('role').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const policyLength = async () => {
    const policy = await env.handle.db
      .selectFrom('password_policy')
      .select(['mix_strength', 'max_strength'])
      .executeTakeFirstOrThrow();
    return POLICY_TEXT.length(policy.mix_strength, policy.max_strength);
  };
  const cleanUp = async (names: string[]) => {
    await env.handle.db.deleteFrom('app_user').where('username', 'in', names).execute();
  };

  it('lists accounts by department, name, phone, status and creation day with masked phones', async () => {
    const users = await userOf();
    const member = await staffAccount(env, 'list_member', [], 101);
    try {
      await env.handle.db.updateTable('app_user').set({ phone: '13955556666' }).where('id', '=', member.id).execute();
      // The province bureau's filter takes in the city bureaus below it.
      const byDept = (await users.list({ deptId: 100, pageSize: 100 })).data;
      expect(byDept?.rows.some((row) => row.userName === 'list_member')).toBe(true);
      expect(
        (await users.list({ deptId: 102, pageSize: 100 })).data?.rows.some((r) => r.userName === 'list_member'),
      ).toBe(false);
      const found = (await users.list({ userName: 'list_mem' })).data?.rows[0];
      expect(found).toMatchObject({ userName: 'list_member', deptName: '南京市能源局', phonenumber: '139****6666' });
      expect((await users.list({ phonenumber: '5555666' })).data?.rows.map((row) => row.userName)).toEqual([
        'list_member',
      ]);
      expect((await users.list({ nickName: 'list_member', status: '1' })).data?.total).toBe(0);
      const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
      expect((await users.list({ userName: 'list_member', beginTime: today, endTime: today })).data?.total).toBe(1);
      expect((await users.list({ userName: 'list_member', endTime: '2000-01-01' })).data?.total).toBe(0);
      expect((await failure(users.list({ beginTime: '2020-02-01', endTime: '2020-01-01' }))).message).toBe(
        USER_TEXT.badDateRange,
      );
      expect((await users.list({ userType: '1', pageSize: 100 })).data?.rows.every((row) => row.userType === '1')).toBe(
        true,
      );

      // The whole number only for holders of the edit permission.
      const detail = (await users.get(member.id)).data;
      expect(detail).toMatchObject({ phonenumber: '13955556666', phoneWhole: true });
      const readerRole = await env.handle.db
        .insertInto('role')
        .values({ code: 'userReader', name: 'user reader', sort: 90, data_scope: '1' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await env.handle.db
        .insertInto('role_menu')
        .values([60, 601].map((menu_id) => ({ role_id: readerRole.id, menu_id })))
        .execute();
      const reader = await staffAccount(env, 'list_reader', ['userReader']);
      try {
        const seen = (await createUserApi(reader.client.http).get(member.id)).data;
        expect(seen).toMatchObject({ phonenumber: '139****6666', phoneWhole: false });
        expect((await failure(createUserApi(reader.client.http).changeStatus(member.id, '1'))).code).toBe('403');
      } finally {
        await reader.remove();
        await env.handle.db.deleteFrom('role').where('id', '=', readerRole.id).execute();
      }
    } finally {
      await member.remove();
    }
  });

  it('adds staff and enterprise accounts that must change their password, and edits them', async () => {
    const users = await userOf();
    const names = ['new_staff', 'new_ent'];
    try {
      const options = (await users.formOptions()).data;
      const post = options?.posts[0];
      const cityGov = options?.roles.find((role) => role.roleKey === 'cityGov');
      expect(cityGov?.staffOnly).toBe(true);
      const staff = (
        await users.add({
          userName: 'new_staff',
          nickName: '新职员',
          userType: '2',
          deptId: 101,
          phonenumber: '13900001111',
          email: 'staff@example.cn',
          sex: '1',
          postIds: [post?.postId ?? 0],
          roleIds: [cityGov?.roleId ?? 0],
          password: STRONG,
        })
      ).data;
      expect(staff).toMatchObject({ deptName: '南京市能源局', roleNames: '市级主管部门', phoneWhole: true });
      expect(staff?.postIds).toEqual([post?.postId]);
      const stored = await env.handle.db
        .selectFrom('app_user')
        .select(['must_change_password', 'dept_name'])
        .where('username', '=', 'new_staff')
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ must_change_password: true, dept_name: '南京市能源局' });

      const enterprise = (await users.enterprises('南京')).data?.[0];
      expect(enterprise?.cityName).toBe('南京市');
      const ent = (
        await users.add({
          userName: 'new_ent',
          nickName: '企业新人',
          userType: '1',
          enterpriseId: enterprise?.id ?? 0,
          roleIds: [await roleId('enterprise')],
          password: STRONG,
        })
      ).data;
      expect(ent).toMatchObject({ enterpriseName: enterprise?.name, deptId: null });

      // Refusals change nothing.
      const base = { nickName: '某人', userType: '2' as const, deptId: 101, password: STRONG };
      expect((await failure(users.add({ ...base, userName: 'NEW_STAFF' }))).message).toBe(
        USER_TEXT.userNameTaken('NEW_STAFF'),
      );
      expect((await failure(users.add({ ...base, userName: 'weak_pw', password: 'abc' }))).message).toBe(
        await policyLength(),
      );
      expect((await failure(users.add({ ...base, userName: 'Same_Name1@', password: 'Same_Name1@' }))).message).toBe(
        SECURITY_TEXT.containsUsername,
      );
      expect((await failure(users.add({ ...base, userName: 'no_dept', deptId: null }))).message).toBe(
        USER_TEXT.deptRequired,
      );
      // 用户性别 is a dictionary: a value it does not hold is refused.
      expect((await failure(users.add({ ...base, userName: 'odd_sex', sex: '9' }))).message).toBe(
        DICT_TEXT.notAValue(USER_TEXT.sex),
      );
      expect((await failure(users.add({ ...base, userName: 'dup_phone', phonenumber: '13900001111' }))).message).toBe(
        USER_TEXT.phoneTaken('139****1111'),
      );
      expect((await failure(users.add({ ...base, userName: 'bad_phone', phonenumber: '1390000' }))).message).toContain(
        USER_TEXT.phoneFormat,
      );
      expect(
        (
          await failure(
            users.add({
              userName: 'ent_admin',
              nickName: '企业',
              userType: '1',
              enterpriseId: enterprise?.id ?? 0,
              roleIds: [DUTY_ROLES.sysadmin.id],
              password: STRONG,
            }),
          )
        ).message,
      ).toBe(USER_TEXT.roleForStaff('系统管理员'));
      expect(
        (
          await env.handle.db
            .selectFrom('app_user')
            .select('id')
            .where('username', 'in', ['weak_pw', 'no_dept', 'ent_admin'])
            .execute()
        ).length,
      ).toBe(0);

      const edited = (
        await users.update({
          userId: staff?.userId ?? 0,
          userName: 'new_staff',
          nickName: '新职员改',
          userType: '2',
          deptId: 102,
          phonenumber: '13900001111',
          postIds: [],
          roleIds: [cityGov?.roleId ?? 0],
          remark: '调岗',
        })
      ).data;
      expect(edited).toMatchObject({ nickName: '新职员改', deptId: 102, remark: '调岗', postIds: [] });
      expect(
        (
          await failure(
            users.update({ userId: ent?.userId ?? 0, userName: 'new_ent', nickName: 'x', userType: '2', deptId: 101 }),
          )
        ).message,
      ).toBe(USER_TEXT.typeFixed);
    } finally {
      await cleanUp(names);
    }
  });

  it('ends a disabled account’s sessions at once and resets passwords under the policy', async () => {
    const users = await userOf();
    const member = await staffAccount(env, 'status_member', []);
    try {
      const me = createAuthApi(member.client.http);
      expect((await me.me()).data?.username).toBe('status_member');
      expect((await users.changeStatus(member.id, '1')).code).toBe('00000');
      expect((await failure(me.me())).code).toBe('A0230');
      const login = await failure(
        createAuthApi(testClient(env.platform.url).http).login({
          username: 'status_member',
          password: DEMO_PASSWORD,
          typeOf: '2',
        }),
      );
      expect(login.code).not.toBe('none');
      await users.changeStatus(member.id, '0');

      const again = await staffAccount(env, 'reset_member', []);
      try {
        expect((await failure(users.resetPassword({ userId: again.id, password: 'short' }))).message).toBe(
          await policyLength(),
        );
        expect((await users.resetPassword({ userId: again.id, password: STRONG })).code).toBe('00000');
        const row = await env.handle.db
          .selectFrom('app_user')
          .select('must_change_password')
          .where('id', '=', again.id)
          .executeTakeFirstOrThrow();
        expect(row.must_change_password).toBe(true);
        expect((await failure(createAuthApi(again.client.http).me())).code).toBe('A0230');
        // The password the reset replaced joins the history: the holder cannot go back to it.
        const holder = testClient(env.platform.url);
        const session = (
          await createAuthApi(holder.http).login({ username: 'reset_member', password: STRONG, typeOf: '2' })
        ).data;
        holder.token = session?.access_token;
        holder.jti = session?.jti;
        const backToOld = await failure(
          createProfileApi(holder.http).updatePassword({
            oldPassword: STRONG,
            newPassword: DEMO_PASSWORD,
            confirmPassword: DEMO_PASSWORD,
          }),
        );
        expect(backToOld.message).toBe(SECURITY_TEXT.reused(5));
      } finally {
        await again.remove();
      }
    } finally {
      await member.remove();
    }
  });

  it('assigns roles on their own page, never one’s own, never the super role by a system administrator', async () => {
    const sysadmin = await staffAccount(env, 'roles_sysadmin', ['sysadmin']);
    const member = await staffAccount(env, 'roles_member', []);
    try {
      const users = createUserApi(sysadmin.client.http);
      const page = (await users.authRole(member.id)).data;
      expect(page?.user.userName).toBe('roles_member');
      expect(page?.roleIds).toEqual([]);
      const cityGov = page?.roles.find((role) => role.roleKey === 'cityGov')?.roleId ?? 0;
      expect((await users.saveAuthRole({ userId: member.id, roleIds: [cityGov] })).code).toBe('00000');
      expect((await users.authRole(member.id)).data?.roleIds).toEqual([cityGov]);
      expect((await failure(users.saveAuthRole({ userId: member.id, roleIds: [await roleId('admin')] }))).message).toBe(
        USER_TEXT.adminRoleOnlyByAdmin,
      );
      expect((await failure(users.saveAuthRole({ userId: sysadmin.id, roleIds: [] }))).message).toBe(
        USER_TEXT.ownRoles,
      );
      // admin holds the super role alone: a system administrator cannot take it away or delete admin.
      const admin = (await users.list({ userName: 'admin' })).data?.rows.find((row) => row.userName === 'admin');
      expect((await failure(users.saveAuthRole({ userId: admin?.userId ?? 0, roleIds: [] }))).message).toBe(
        USER_TEXT.adminRoleOnlyByAdmin,
      );
      expect((await failure(users.remove([admin?.userId ?? 0]))).message).toBe(USER_TEXT.lastHolder('超级管理员'));
      expect((await failure(users.changeStatus(admin?.userId ?? 0, '1'))).message).toBe(
        USER_TEXT.lastHolder('超级管理员'),
      );
    } finally {
      await member.remove();
      await sysadmin.remove();
    }
  });

  it('deletes accounts, never oneself, never the last system administrator', async () => {
    const adminUsers = await userOf();
    const sysadmin = await staffAccount(env, 'del_sysadmin', ['sysadmin']);
    const other = await staffAccount(env, 'del_other', []);
    try {
      const users = createUserApi(sysadmin.client.http);
      expect((await failure(users.remove([sysadmin.id]))).message).toBe(USER_TEXT.ownDelete);
      expect((await failure(adminUsers.remove([sysadmin.id]))).message).toBe(USER_TEXT.lastHolder('系统管理员'));
      expect(
        (
          await failure(
            adminUsers.update({
              userId: sysadmin.id,
              userName: 'del_sysadmin',
              nickName: 'x',
              userType: '2',
              deptId: 100,
              status: '1',
              roleIds: [DUTY_ROLES.sysadmin.id],
            }),
          )
        ).message,
      ).toBe(USER_TEXT.lastHolder('系统管理员'));
      expect((await users.remove([other.id])).data).toBe(1);
      expect((await failure(users.get(other.id))).code).toBe('404');
      expect((await failure(users.remove([999_999]))).code).toBe('404');
    } finally {
      await other.remove();
      await sysadmin.remove();
    }
  });

  it('keeps a staff member to the data scope of the role granting the user list', async () => {
    const { db } = env.handle;
    const scoped = await db
      .insertInto('role')
      .values({ code: 'cityUserAdmin', name: 'city user admin', sort: 91, data_scope: '4' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('role_menu')
      .values([60, 601, 602, 603, 604, 605].map((menu_id) => ({ role_id: scoped.id, menu_id })))
      .execute();
    const nanjing = await staffAccount(env, 'scope_nanjing', ['cityUserAdmin'], 101);
    const suzhou = await staffAccount(env, 'scope_suzhou', [], 105);
    try {
      const users = createUserApi(nanjing.client.http);
      const names = (await users.list({ pageSize: 200 })).data?.rows.map((row) => row.userName) ?? [];
      expect(names).toContain('scope_nanjing');
      // ent_demo's enterprise is in 南京; xny_demo's in 苏州.
      expect(names).toContain('ent_demo');
      expect(names).not.toContain('xny_demo');
      expect(names).not.toContain('scope_suzhou');
      expect(names).not.toContain('admin');
      expect((await failure(users.get(suzhou.id))).code).toBe('404');
      expect((await failure(users.changeStatus(suzhou.id, '1'))).code).toBe('404');
      // An account placed outside the scope is refused and not written.
      const outside = await failure(
        users.add({ userName: 'scope_out', nickName: 'x', userType: '2', deptId: 105, password: STRONG }),
      );
      expect(outside.message).toBe(USER_TEXT.importOutOfScope);
      expect((await db.selectFrom('app_user').select('id').where('username', '=', 'scope_out').execute()).length).toBe(
        0,
      );
      expect((await users.enterprises('')).data?.every((item) => item.cityName === '南京市')).toBe(true);
    } finally {
      await nanjing.remove();
      await suzhou.remove();
      await db.deleteFrom('role').where('id', '=', scoped.id).execute();
    }
  });

  it('exports the filtered accounts with masked phones', async () => {
    const users = await userOf();
    const name = (await users.exportFile({ userType: '1' })).data ?? '';
    expect(name).toMatch(/用户\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(join(env.platform.config.dataDir, 'export', name));
    const sheet = book.worksheets[0];
    const header = sheet?.getRow(1).values as unknown[];
    expect(header).toContain(USER_TEXT.columns.userName);
    const rows = (sheet?.getSheetValues() ?? []).slice(2) as unknown[][];
    expect(rows.some((row) => row.includes('ent_demo'))).toBe(true);
    expect(rows.some((row) => row.includes('admin'))).toBe(false);
    expect(rows.some((row) => row.includes('138****0001'))).toBe(true);
  });

  it('is the system administrator’s: enterprise users, the audit and the security administrator are refused', async () => {
    const auditor = await staffAccount(env, 'user_auditor', ['auditadmin']);
    const security = await staffAccount(env, 'user_security', ['secadmin']);
    try {
      for (const client of [auditor.client, security.client, await env.login('ent_demo')]) {
        const api = createUserApi(client.http);
        expect((await failure(api.list({}))).code).toBe('403');
        expect((await failure(api.get(auditor.id))).code).toBe('403');
        expect(
          (
            await failure(
              api.add({ userName: 'x_refused', nickName: 'x', userType: '2', deptId: 100, password: STRONG }),
            )
          ).code,
        ).toBe('403');
        expect((await failure(api.resetPassword({ userId: auditor.id, password: STRONG }))).code).toBe('403');
        expect((await failure(api.changeStatus(auditor.id, '1'))).code).toBe('403');
        expect((await failure(api.remove([auditor.id]))).code).toBe('403');
        expect((await failure(api.saveAuthRole({ userId: auditor.id, roleIds: [] }))).code).toBe('403');
        expect((await failure(api.exportFile({}))).code).toBe('403');
        expect((await failure(api.importTemplate())).code).toBe('403');
      }
    } finally {
      await auditor.remove();
      await security.remove();
    }
  });
});
