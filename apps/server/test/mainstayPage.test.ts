// gov-collective mainstay/page over real HTTP: government staff page through the enterprises (the
// form definitions page assigns report tasks from it); enterprise accounts are refused.
import { createAuthApi, createMainstayApi } from '@ent/core/api';
import type { ApiError } from '@ent/core/http';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { TEST_DATABASES, testClient, usePlatform } from './support';

describe.each(TEST_DATABASES)('mainstay page on $name', (database) => {
  const env = usePlatform(database);

  async function as(username: string) {
    const client = testClient(env.platform.url);
    const { data } = await createAuthApi(client.http).login({ username, password: DEMO_PASSWORD });
    client.token = data?.access_token;
    client.jti = data?.jti;
    return { client, enterprise: createMainstayApi(client.http) };
  }

  it('gives government staff a page of enterprises ordered by id', async () => {
    const { enterprise } = await as('admin');
    const all = await env.handle.db.selectFrom('enterprise').select(['id', 'name']).orderBy('id').execute();
    const { data } = await enterprise.enterprises({ pageNum: 1, pageSize: 5 });
    expect(data?.total).toBe(all.length);
    expect(data?.rows.map((row) => row.id)).toEqual(all.slice(0, 5).map((row) => row.id));
    expect(data?.rows[0]).toEqual({
      id: all[0]?.id,
      name: '南京苏能新能源科技有限公司',
      creditCode: expect.stringMatching(/^91320100MA/),
      infoComplete: true,
    });
    const { data: second } = await enterprise.enterprises({ pageNum: 2, pageSize: 5 });
    expect(second?.rows.map((row) => row.id)).toEqual(all.slice(5, 10).map((row) => row.id));
  });

  it('filters by name (contains, wildcards taken literally) and by completeness', async () => {
    const { enterprise } = await as('admin');
    const { data: wind } = await enterprise.enterprises({ pageSize: 100, name: ' 风电 ' });
    expect(wind?.rows.map((row) => row.name)).toEqual(['南通海上风电开发有限公司', '盐城滨海风电有限公司']);
    expect(wind?.total).toBe(2);
    const { data: nanjing } = await enterprise.enterprises({ pageSize: 100, name: '南京' });
    expect(nanjing?.rows.map((row) => row.name)).toEqual(['南京苏能新能源科技有限公司', '南京新注册能源有限公司']);
    const { data: complete } = await enterprise.enterprises({ pageSize: 100, name: '南京', complete: true });
    expect(complete?.rows.map((row) => row.name)).toEqual(['南京苏能新能源科技有限公司']);
    const { data: incomplete } = await enterprise.enterprises({ pageSize: 100, complete: false });
    expect(incomplete?.rows.map((row) => [row.name, row.infoComplete])).toEqual([['南京新注册能源有限公司', false]]);
    // % and _ are matched as themselves, not as LIKE wildcards.
    for (const name of ['%', '_', '\\']) {
      const { data } = await enterprise.enterprises({ pageSize: 100, name });
      expect(data).toEqual({ total: 0, rows: [] });
    }
    // Case-insensitive.
    await env.handle.db
      .updateTable('enterprise')
      .set({ name: 'Suzhou GreenPower 能源' })
      .where('name', '=', '宿迁绿色能源开发有限公司')
      .execute();
    const { data: latin } = await enterprise.enterprises({ pageSize: 100, name: 'greenPOWER' });
    expect(latin?.rows.map((row) => row.name)).toEqual(['Suzhou GreenPower 能源']);
  });

  it('refuses enterprise accounts', async () => {
    const { enterprise } = await as('ent_demo');
    await expect(enterprise.enterprises({ pageSize: 10 })).rejects.toMatchObject({ code: '403', status: 403 });
  });

  it('answers a bad body with a Chinese A0400, never a 500', async () => {
    const { enterprise } = await as('admin');
    const bad = [
      { pageSize: 101 },
      { pageNum: 0 },
      { name: 'x'.repeat(101) },
      { complete: 'yes' },
      { name: 42 },
    ] as unknown as Parameters<typeof enterprise.enterprises>[0][];
    for (const body of bad) {
      const error = (await enterprise.enterprises(body).catch((e: unknown) => e)) as ApiError;
      expect(error).toMatchObject({ kind: 'business', code: 'A0400', status: 400 });
      // Names the field and says what is wrong, in Chinese (e.g. 请求参数错误：pageSize：数值过大：…).
      expect(error.message).toMatch(/^请求参数错误：\w+：[\u4e00-\u9fa5]{2,}/);
    }
  });
});
