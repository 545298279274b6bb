// 参数设置 over real HTTP: the system parameters listed, added, changed and deleted by the system
// administrator with per-key checks, built-in rows kept, the identity controls left to 安全设置,
// and on PostgreSQL a change made on one process taking effect on another within 5 seconds.
import { createConfigApi } from '@ent/core/api';
import { SYS_CONFIG_TEXT } from '@ent/core/messages';
import { describe, expect, it } from 'vitest';
import { raw, startSecondPlatform, TEST_DATABASES, usePlatform } from './support';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 'none', message: '' }),
    (error: { code?: string; message?: string }) => ({ code: error.code ?? '', message: error.message ?? '' }),
  );

describe.each(TEST_DATABASES)('system parameters on $name', (database) => {
  const env = usePlatform(database);
  const configOf = async (username = 'admin') => createConfigApi((await env.login(username)).http);

  it('lists the platform’s parameters as built in, by id and by key', async () => {
    const config = await configOf();
    const page = (await config.list({ pageSize: 50 })).data;
    const phone = page?.rows.find((row) => row.configKey === 'ent-support-phone');
    expect(phone).toMatchObject({ configType: 'Y', configName: '技术支持电话', configValue: '025-83290000' });
    expect((await config.get(phone?.configId ?? 0)).data?.configKey).toBe('ent-support-phone');
    expect((await config.byKey('ent-support-phone')).data).toBe('025-83290000');
    expect((await config.list({ configType: 'N' })).data?.rows.every((row) => row.configType === 'N')).toBe(true);
    expect((await failure(config.get(999_999))).code).toBe('404');
  });

  it('checks each value by its key and changes nothing when refused', async () => {
    const config = await configOf();
    const rows = (await config.list({ pageSize: 50 })).data?.rows ?? [];
    const encrypt = rows.find((row) => row.configKey === 'apiEncrypt');
    const grey = rows.find((row) => row.configKey === 'ent-grey-router');
    const base = { isPublic: true, remark: '' };
    const bad = await failure(
      config.update({
        ...base,
        configId: encrypt?.configId ?? 0,
        configName: '接口报文加密',
        configKey: 'apiEncrypt',
        configValue: 'yes',
      }),
    );
    expect(bad.message).toBe(SYS_CONFIG_TEXT.apiEncrypt);
    const badGrey = await failure(
      config.update({
        ...base,
        configId: grey?.configId ?? 0,
        configName: '灰度发布路由',
        configKey: 'ent-grey-router',
        configValue: '{"prefix":"https://elsewhere.example","paths":["/x"]}',
      }),
    );
    expect(badGrey.message).toBe(SYS_CONFIG_TEXT.greyRouter);
    expect((await config.byKey('apiEncrypt')).data).toBe('0');
    expect((await config.byKey('ent-grey-router')).data).toBe('');
    // A built-in parameter keeps its key.
    const renamed = await failure(
      config.update({
        ...base,
        configId: encrypt?.configId ?? 0,
        configName: '接口报文加密',
        configKey: 'encrypt2',
        configValue: '0',
      }),
    );
    expect(renamed.code).toBe('A0400');
  });

  it('adds, changes and deletes a parameter of the administrator’s own, never a built-in one', async () => {
    const config = await configOf();
    const added = (
      await config.add({
        configName: '测试参数',
        configKey: 'test.param',
        configValue: 'a',
        isPublic: false,
        remark: '',
      })
    ).data;
    try {
      expect(added).toMatchObject({ configType: 'N', configValue: 'a', updateBy: 'admin' });
      expect(
        (await failure(config.add({ configName: '重复', configKey: 'test.param', configValue: 'b' }))).message,
      ).toBe(SYS_CONFIG_TEXT.keyTaken('test.param'));
      const changed = (
        await config.update({
          configId: added?.configId ?? 0,
          configName: '测试参数',
          configKey: 'test.param',
          configValue: 'b',
          isPublic: false,
          remark: '说明',
        })
      ).data;
      expect(changed).toMatchObject({ configValue: 'b', remark: '说明' });
      const phone = (await config.list({ configKey: 'ent-support-phone' })).data?.rows[0];
      // One built-in row among those asked keeps them all.
      const refused = await failure(config.remove([added?.configId ?? 0, phone?.configId ?? 0]));
      expect(refused.message).toBe(SYS_CONFIG_TEXT.builtinKept('技术支持电话'));
      expect((await config.get(added?.configId ?? 0)).data?.configKey).toBe('test.param');
      expect((await config.remove([added?.configId ?? 0])).data).toBe(1);
    } finally {
      await env.handle.db.deleteFrom('sys_parameter').where('code', '=', 'test.param').execute();
    }
  });

  it('leaves the identity controls to 安全设置 and the whole page to the system administrator', async () => {
    const config = await configOf();
    const lock = (await config.list({ configKey: 'sys.account.lockFailures' })).data?.rows[0];
    expect(lock?.configValue).toBe('5');
    const refused = await failure(
      config.update({
        configId: lock?.configId ?? 0,
        configName: lock?.configName ?? '',
        configKey: 'sys.account.lockFailures',
        configValue: '6',
      }),
    );
    expect(refused.message).toBe(SYS_CONFIG_TEXT.securityElsewhere);
    const enterprise = await configOf('ent_demo');
    expect((await failure(enterprise.list({}))).code).toBe('403');
    expect((await failure(enterprise.clearCache())).code).toBe('403');
    expect((await config.clearCache()).code).toBe('00000');
    expect((await config.exportFile({ configType: 'Y' })).data).toMatch(/参数设置\.xlsx$/);
  });
});

// Two processes share one database only on PostgreSQL (CI sets TEST_DATABASE_URL).
const POSTGRES = TEST_DATABASES.find((database) => database.name === 'postgres');
if (POSTGRES)
  describe('system parameters across processes', () => {
    const env = usePlatform(POSTGRES);
    it('takes effect on another server process within 5 seconds', async () => {
      const second = await startSecondPlatform(env.handle);
      const admin = await env.login('admin');
      const plainWrite = async () =>
        raw(second.url, '/gov-system/api/v1/smsOutbox/page', {
          headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ pageNum: 1 }),
        });
      const config = createConfigApi(admin.http);
      const encrypt = (await config.list({ configKey: 'apiEncrypt' })).data?.rows[0];
      const set = (value: string) =>
        config.update({
          configId: encrypt?.configId ?? 0,
          configName: encrypt?.configName ?? '',
          configKey: 'apiEncrypt',
          configValue: value,
          isPublic: true,
        });
      try {
        // The second process has read apiEncrypt 0: a plain write is refused there.
        expect((await plainWrite()).body.code).not.toBe('00000');
        const changedAt = Date.now();
        await set('1');
        await expect.poll(async () => (await plainWrite()).body.code, { timeout: 6000, interval: 200 }).toBe('00000');
        expect(Date.now() - changedAt).toBeLessThan(5500);
      } finally {
        await set('0');
        await second.close();
      }
    }, 20_000);
  });
