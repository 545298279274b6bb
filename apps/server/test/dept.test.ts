// 部门管理 over real HTTP: the seeded tree, adding under a parent, moving a branch (its ancestors
// follow), ordering, and the refusals: no parent, a loop, a duplicate name, disabling over enabled
// children, deleting with children or users, and callers outside the system administrator's duty.
import { createDeptApi } from '@ent/core/api';
import { DEPT_TEXT } from '@ent/core/messages';
import { describe, expect, it } from 'vitest';
import { failure, staffAccount } from './orgSupport';
import { TEST_DATABASES, usePlatform } from './support';

describe.each(TEST_DATABASES)('departments on $name', (database) => {
  const env = usePlatform(database);
  const deptOf = async (username = 'admin') => createDeptApi((await env.login(username)).http);

  it('lists the province bureau with its 13 city bureaus below it', async () => {
    const dept = await deptOf();
    const rows = (await dept.list()).data ?? [];
    const root = rows.find((row) => row.parentId === null);
    expect(root).toMatchObject({ deptId: 100, deptName: '江苏省能源局', ancestors: '' });
    const cities = rows.filter((row) => row.parentId === 100);
    expect(cities).toHaveLength(13);
    expect(cities[0]).toMatchObject({ ancestors: '100', orderNum: 1 });
    expect((await dept.list({ deptName: '南京' })).data?.map((row) => row.deptName)).toEqual(['南京市能源局']);
    expect((await dept.get(101)).data?.cityCode).toBe('320100');
    expect((await failure(dept.get(999_999))).code).toBe('404');
  });

  it('adds, moves with its branch, orders and deletes departments', async () => {
    const dept = await deptOf();
    const created: number[] = [];
    try {
      const office = (await dept.add({ parentId: 101, deptName: '测试处', orderNum: 5, phone: '025-83290001' })).data;
      created.push(office?.deptId ?? 0);
      expect(office).toMatchObject({ ancestors: '100,101', status: '0', phone: '025-83290001' });
      const team = (await dept.add({ parentId: office?.deptId ?? 0, deptName: '测试科', orderNum: 1 })).data;
      created.push(team?.deptId ?? 0);
      expect(team?.ancestors).toBe(`100,101,${office?.deptId}`);

      // A branch moves whole: the team's chain follows its office.
      const moved = (await dept.update({ deptId: office?.deptId ?? 0, parentId: 102, deptName: '测试处', orderNum: 5 }))
        .data;
      expect(moved?.ancestors).toBe('100,102');
      expect((await dept.get(team?.deptId ?? 0)).data?.ancestors).toBe(`100,102,${office?.deptId}`);
      expect(
        (await dept.excludeChild(office?.deptId ?? 0)).data?.some((row) =>
          [office?.deptId, team?.deptId].includes(row.deptId),
        ),
      ).toBe(false);

      const loop = await failure(
        dept.update({ deptId: office?.deptId ?? 0, parentId: team?.deptId ?? 0, deptName: '测试处', orderNum: 5 }),
      );
      expect(loop.message).toBe(DEPT_TEXT.parentLoop);
      expect((await failure(dept.add({ parentId: 102, deptName: '测试处', orderNum: 1 }))).message).toBe(
        DEPT_TEXT.nameTaken('测试处'),
      );
      expect((await failure(dept.add({ parentId: null, deptName: '另一个根', orderNum: 1 }))).message).toBe(
        DEPT_TEXT.parentRequired,
      );
      expect(
        (await failure(dept.add({ parentId: 102, deptName: '坏电话', orderNum: 1, phone: '12' }))).message,
      ).toContain(DEPT_TEXT.phoneFormat);
      expect(
        (await failure(dept.update({ deptId: 100, parentId: 101, deptName: '江苏省能源局', orderNum: 0 }))).message,
      ).toBe(DEPT_TEXT.rootStays);
      const disable = await failure(
        dept.update({ deptId: office?.deptId ?? 0, parentId: 102, deptName: '测试处', orderNum: 5, status: '1' }),
      );
      expect(disable.message).toBe(DEPT_TEXT.hasEnabledChildren);

      expect((await dept.order([{ deptId: team?.deptId ?? 0, orderNum: 9 }])).data).toBe(1);
      expect((await dept.get(team?.deptId ?? 0)).data?.orderNum).toBe(9);

      expect((await failure(dept.remove(office?.deptId ?? 0))).message).toBe(DEPT_TEXT.hasChildren);
      expect((await failure(dept.remove(100))).message).toBe(DEPT_TEXT.hasChildren);
      // A department with a member stays.
      const member = await staffAccount(env, 'dept_member', [], team?.deptId ?? 0);
      try {
        expect((await failure(dept.remove(team?.deptId ?? 0))).message).toBe(DEPT_TEXT.hasUsers);
        // Nor is it disabled while the member is enabled.
        const disabling = await failure(
          dept.update({
            deptId: team?.deptId ?? 0,
            parentId: office?.deptId ?? 0,
            deptName: '测试科',
            orderNum: 1,
            status: '1',
          }),
        );
        expect(disabling.message).toBe(DEPT_TEXT.hasEnabledUsers);
      } finally {
        await member.remove();
      }
      expect((await dept.remove(team?.deptId ?? 0)).data).toBe(1);
      expect((await dept.remove(office?.deptId ?? 0)).data).toBe(1);
      created.length = 0;
    } finally {
      for (const id of created.reverse()) await env.handle.db.deleteFrom('dept').where('id', '=', id).execute();
    }
  });

  it('is the system administrator’s: enterprise users, the audit and the security administrator are refused', async () => {
    const sysadmin = await staffAccount(env, 'dept_sysadmin', ['sysadmin']);
    const auditor = await staffAccount(env, 'dept_auditor', ['auditadmin']);
    const security = await staffAccount(env, 'dept_security', ['secadmin']);
    try {
      expect((await createDeptApi(sysadmin.client.http).list()).data?.length).toBeGreaterThanOrEqual(14);
      for (const client of [auditor.client, security.client, await env.login('ent_demo')]) {
        const api = createDeptApi(client.http);
        expect((await failure(api.list())).code).toBe('403');
        expect((await failure(api.add({ parentId: 100, deptName: '越权', orderNum: 1 }))).code).toBe('403');
        expect((await failure(api.remove(101))).code).toBe('403');
      }
      expect((await env.handle.db.selectFrom('dept').select('id').where('name', '=', '越权').execute()).length).toBe(0);
    } finally {
      await sysadmin.remove();
      await auditor.remove();
      await security.remove();
    }
  });
});
