// The operation log over real HTTP: every write recorded by the route layer (success, refusal,
// invalid input) without its secrets, reads not recorded, only the audit administrator and admin
// reading it, the table append-only, and the hash chain finding a record changed behind the
// application's back.
import { createAuthApi, createNewsApi, createOperLogApi, createProfileApi, createUserApi } from '@ent/core/api';
import { DEFAULT_NOTICE_MODULE } from '@ent/core/platform';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/domains/auth/passwords';
import { appendOperLog } from '../src/domains/operlog/recorder';
import { DUTY_ROLES } from '../src/seed/backoffice';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { TEST_DATABASES, testClient, usePlatform } from './support';

describe.each(TEST_DATABASES)('operation log on $name', (database) => {
  const env = usePlatform(database);

  const newsOf = (client: { http: Parameters<typeof createNewsApi>[0] }) =>
    createNewsApi(client.http, DEFAULT_NOTICE_MODULE);
  const logOf = (client: { http: Parameters<typeof createOperLogApi>[0] }) => createOperLogApi(client.http);
  const newest = async (filters: Parameters<ReturnType<typeof createOperLogApi>['page']>[0] = {}) => {
    const admin = await env.login('admin');
    return (await logOf(admin).page({ pageSize: 5, ...filters })).data?.rows ?? [];
  };

  it('records a staff write with who, where, what and the target, and nothing for reads', async () => {
    const admin = await env.login('admin');
    const before = (await logOf(admin).page({})).data?.total ?? 0;
    await newsOf(admin).list({});
    expect((await logOf(admin).page({})).data?.total).toBe(before);

    const created = await newsOf(admin).create({
      title: '操作日志测试资讯',
      category: 'policy',
      cityCode: '320100',
      content: '<p>正文</p>',
    });
    expect(created.code).toBe('00000');
    const [row] = await newest({ module: 'news' });
    expect(row).toMatchObject({
      module: 'news',
      action: 'add',
      method: 'POST',
      username: 'admin',
      organisation: '江苏省能源局',
      success: true,
      errorCode: '',
    });
    expect(row?.ip).not.toBe('');
    const detail = (await logOf(admin).get(row?.id ?? 0)).data;
    expect(detail?.params).toContain('操作日志测试资讯');
    expect(detail?.hash).toMatch(/^[0-9a-f]{64}$/);

    const id = (await newsOf(admin).list({ title: '操作日志测试资讯' })).data?.rows[0]?.newsId ?? 0;
    await newsOf(admin).update({
      newsId: id,
      title: '操作日志测试资讯（改）',
      category: 'policy',
      cityCode: '320100',
      content: '<p>正文</p>',
    });
    const [change] = await newest({ module: 'news' });
    // 操作对象 by the record's name of today beside its id.
    expect((await logOf(admin).get(change?.id ?? 0)).data).toMatchObject({
      targetIds: String(id),
      targetNames: `操作日志测试资讯（改）（编号 ${id}）`,
    });
    await newsOf(admin).remove([id]);
    const [removal] = await newest({ module: 'news' });
    expect(removal).toMatchObject({ action: 'delete', method: 'DELETE', success: true });
    // A deleted record by the name it had when it was deleted, which the record kept.
    expect((await logOf(admin).get(removal?.id ?? 0)).data).toMatchObject({
      targetIds: String(id),
      targetNames: `操作日志测试资讯（改）（编号 ${id}，已删除）`,
    });
    // The change before it names it by the name its delete kept.
    expect((await logOf(admin).get(change?.id ?? 0)).data?.targetNames).toBe(
      `操作日志测试资讯（改）（编号 ${id}，已删除）`,
    );
    expect((await logOf(admin).verify()).data?.brokenAt).toBeNull();
  });

  it('names the account as 操作对象 of a user add or change, not the department, posts and roles it links', async () => {
    const admin = await env.login('admin');
    const users = createUserApi(admin.http);
    const roleId = (await users.formOptions()).data?.roles.find((role) => role.roleKey === 'cityGov')?.roleId ?? 0;
    const body = { userName: 'oper_target', nickName: '对象', userType: '2' as const, deptId: 101, roleIds: [roleId] };
    const created = (await users.add({ ...body, password: 'Str0ng!Pass' })).data;
    const [add] = await newest({ module: 'user' });
    expect(add).toMatchObject({ action: 'add', success: true });
    expect((await logOf(admin).get(add?.id ?? 0)).data?.targetIds).toBe(String(created?.userId));
    await users.update({ ...body, userId: created?.userId ?? 0, nickName: '对象二' });
    const [change] = await newest({ module: 'user' });
    expect(change).toMatchObject({ action: 'update', success: true });
    expect((await logOf(admin).get(change?.id ?? 0)).data).toMatchObject({
      targetIds: String(created?.userId),
      targetNames: `对象二（oper_target）（编号 ${created?.userId}）`,
    });

    // A login name that is a phone is masked there, as lists of people show it.
    const phoneUser = (await users.add({ ...body, userName: '13912345678', password: 'Str0ng!Pass' })).data;
    const [phoneAdd] = await newest({ module: 'user' });
    expect((await logOf(admin).get(phoneAdd?.id ?? 0)).data?.targetNames).toBe(
      `对象（139****5678）（编号 ${phoneUser?.userId}）`,
    );
    // Deleted, it keeps that masked name.
    await users.remove([phoneUser?.userId ?? 0]);
    const [phoneDelete] = await newest({ module: 'user' });
    expect(phoneDelete).toMatchObject({ action: 'delete', success: true });
    expect((await logOf(admin).get(phoneDelete?.id ?? 0)).data?.targetNames).toBe(
      `对象（139****5678）（编号 ${phoneUser?.userId}，已删除）`,
    );
  });

  it('takes a kept name only from a delete of the same kind of record', async () => {
    // 字典类型 and 字典数据 share the dict module, not their ids: a type deleted under id N names no
    // dictionary value N. The records are appended as the recorder appends them (the chain holds).
    const id = '900001';
    const entry = (path: string, action: string, targetNames: string) => ({
      user_id: null,
      username: 'admin',
      full_name: '管理员',
      organisation: '',
      ip: '127.0.0.1',
      user_agent: '',
      module: 'dict',
      action,
      method: 'POST',
      path,
      target_ids: id,
      target_names: targetNames,
      params: '',
      success: true,
      error_code: '',
      error_message: '',
      duration_ms: 1,
      created_at: new Date(),
    });
    const appended = async (path: string, action: string, targetNames = '') => {
      await appendOperLog(env.handle, entry(path, action, targetNames));
      const { id: recordId } = await env.handle.db
        .selectFrom('oper_log')
        .select('id')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      return recordId;
    };
    const typeChange = await appended('/system/dict/type', 'update');
    const dataChange = await appended('/system/dict/data', 'update');
    const typeDelete = await appended(`/system/dict/type/${id}`, 'delete', JSON.stringify({ [id]: '旧字典类型' }));
    const admin = await env.login('admin');
    const namesOf = async (recordId: number) => (await logOf(admin).get(recordId)).data?.targetNames;
    expect(await namesOf(typeDelete)).toBe(`旧字典类型（编号 ${id}，已删除）`);
    expect(await namesOf(typeChange)).toBe(`旧字典类型（编号 ${id}，已删除）`);
    expect(await namesOf(dataChange)).toBe(`编号 ${id}（已删除）`);
    expect((await logOf(admin).verify()).data?.brokenAt).toBeNull();
  });

  it('records refusals and failures, and never the passwords that were sent', async () => {
    const enterprise = await env.login('ent_demo');
    const refused = await newsOf(enterprise)
      .create({ title: '越权', category: 'policy', cityCode: '320100', content: 'x' })
      .catch((error: { code?: string }) => error);
    expect((refused as { code?: string }).code).toBe('403');
    const [attempt] = await newest({ operator: 'ent_demo', module: 'news' });
    expect(attempt).toMatchObject({ action: 'add', success: false, errorCode: '403', username: 'ent_demo' });
    expect(attempt?.organisation).toBe('南京苏能新能源科技有限公司');

    await createProfileApi(enterprise.http)
      .updatePassword({
        oldPassword: 'Wrong#Secret1',
        newPassword: 'New#Secret2026',
        confirmPassword: 'New#Secret2026',
      })
      .catch(() => null);
    const [change] = await newest({ operator: 'ent_demo', module: 'profile' });
    expect(change).toMatchObject({ action: 'updatePassword', success: false });
    const admin = await env.login('admin');
    const detail = (await logOf(admin).get(change?.id ?? 0)).data;
    expect(detail?.params).toContain('******');
    expect(detail?.params).not.toContain('Wrong#Secret1');
    expect(detail?.params).not.toContain('New#Secret2026');
    expect(detail?.errorMessage).not.toBe('');

    const failures = (await logOf(admin).page({ status: 'failure', operator: 'ent_demo' })).data;
    expect(failures?.rows.every((row) => !row.success)).toBe(true);
    expect(failures?.total).toBeGreaterThanOrEqual(2);
  });

  it('is read by the audit administrator and admin only', async () => {
    const { db } = env.handle;
    const { id } = await db
      .insertInto('app_user')
      .values({
        username: 'audit_test',
        password_hash: await hashPassword(DEMO_PASSWORD),
        full_name: '审计测试',
        type_of: '2',
        dept_id: 100,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      await db.insertInto('user_role').values({ user_id: id, role_id: DUTY_ROLES.auditadmin.id }).execute();
      const auditor = testClient(env.platform.url);
      const { data } = await createAuthApi(auditor.http).login({
        username: 'audit_test',
        password: DEMO_PASSWORD,
        typeOf: '2',
      });
      auditor.token = data?.access_token;
      auditor.jti = data?.jti;
      expect((await logOf(auditor).page({})).data?.total).toBeGreaterThan(0);
      const routes = JSON.stringify((await createAuthApi(auditor.http).routes()).data);
      expect(routes).toContain('monitor/operlog/index');
      // Reading logs only: no news written.
      const write = await newsOf(auditor)
        .create({ title: '审计员写', category: 'policy', cityCode: '320100', content: 'x' })
        .catch((error: { code?: string }) => error);
      expect((write as { code?: string }).code).toBe('403');

      const enterprise = await env.login('ent_demo');
      const read = await logOf(enterprise)
        .page({})
        .catch((error: { code?: string }) => error);
      expect((read as { code?: string }).code).toBe('403');
    } finally {
      await db.deleteFrom('user_role').where('user_id', '=', id).execute();
      await db.deleteFrom('auth_session').where('user_id', '=', id).execute();
      await db.deleteFrom('app_user').where('id', '=', id).execute();
    }
  });

  it('refuses every change and removal of a kept record, even from the database role', async () => {
    const { db } = env.handle;
    const admin = await env.login('admin');
    await newsOf(admin)
      .remove([999_999])
      .catch(() => null);
    const [row] = await newest();
    await expect(
      db
        .updateTable('oper_log')
        .set({ username: 'someone' })
        .where('id', '=', row?.id ?? 0)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      db
        .deleteFrom('oper_log')
        .where('id', '=', row?.id ?? 0)
        .execute(),
    ).rejects.toThrow(/append-only/);
  });

  it('finds a record changed behind the application by verifying the chain', async () => {
    const { db } = env.handle;
    const admin = await env.login('admin');
    await newsOf(admin)
      .remove([999_998])
      .catch(() => null);
    const intact = (await logOf(admin).verify()).data;
    expect(intact?.brokenAt).toBeNull();
    expect(intact?.checked).toBeGreaterThan(0);

    const [target] = await newest();
    const id = target?.id ?? 0;
    const original = await db.selectFrom('oper_log').select('username').where('id', '=', id).executeTakeFirstOrThrow();
    // What an intruder with the database owner's rights could do.
    const tamper = async (username: string) => {
      await sql`ALTER TABLE oper_log DISABLE TRIGGER oper_log_append_only`.execute(db);
      try {
        await db.updateTable('oper_log').set({ username }).where('id', '=', id).execute();
      } finally {
        await sql`ALTER TABLE oper_log ENABLE TRIGGER oper_log_append_only`.execute(db);
      }
    };
    await tamper('intruder');
    try {
      const broken = (await logOf(admin).verify()).data;
      expect(broken?.brokenAt).toBe(id);
    } finally {
      await tamper(original.username);
    }
    expect((await logOf(admin).verify()).data?.brokenAt).toBeNull();
  });

  it('exports the filtered records and refuses a reversed date range in Chinese', async () => {
    const admin = await env.login('admin');
    const name = (await logOf(admin).exportFile({ module: 'news' })).data;
    expect(name).toMatch(/操作日志\.xlsx$/);
    const reversed = await logOf(admin)
      .page({ beginDate: '2026-02-01', endDate: '2026-01-01' })
      .catch((error: { message?: string }) => error);
    expect((reversed as { message?: string }).message).toBe('开始日期不能晚于结束日期');
  });
});
