// Energy body facilities over real HTTP: the enterprise's own list with filters and pages, add,
// change and delete with the shared validation rules, and no way into another enterprise's rows.
import { createAuthApi, createFacilityApi } from '@ent/core/api';
import type { FacilityAddRequest } from '@ent/core/contract';
import { DICT_TEXT, FACILITY_TEXT, HTTP_TEXT } from '@ent/core/messages';
import { describe, expect, it } from 'vitest';
import { clearDictionaryCaches } from '../src/domains/dict/store';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { raw, TEST_DATABASES, testClient, usePlatform } from './support';

const NEW_FACILITY: FacilityAddRequest = {
  name: '江宁开发区屋顶光伏电站',
  facilityType: 'pv',
  capacityMw: '12.5',
  cityCode: '320100',
  address: '南京市江宁区将军大道100号',
  longitude: '118.839',
  latitude: '31.953',
  status: '1',
};

describe.each(TEST_DATABASES)('energy body facilities on $name', (database) => {
  const env = usePlatform(database);

  async function as(username: string) {
    const client = testClient(env.platform.url);
    const { data } = await createAuthApi(client.http).login({ username, password: DEMO_PASSWORD });
    client.token = data?.access_token;
    client.jti = data?.jti;
    return { client, facilities: createFacilityApi(client.http) };
  }

  const mainstayOf = async (username: string) =>
    (
      await env.handle.db
        .selectFrom('app_user')
        .select('mainstay_id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).mainstay_id ?? 0;

  it('lists only the enterprise’s own facilities, with names, cities and coordinates', async () => {
    const { facilities } = await as('ent_demo');
    const { data } = await facilities.list({ pageNum: 1, pageSize: 20 });
    expect(data?.total).toBe(3);
    expect(data?.rows.every((row) => row.enterpriseName === '南京苏能新能源科技有限公司')).toBe(true);
    expect(data?.rows.every((row) => row.cityName === '南京市' && row.cityCode === '320100')).toBe(true);
    expect(data?.rows.every((row) => row.longitude !== null && row.latitude !== null && row.capacityMw > 0)).toBe(true);
    const other = await as('xny_demo');
    const theirs = (await other.facilities.list({})).data?.rows ?? [];
    expect(theirs).toHaveLength(3);
    expect(theirs.every((row) => row.enterpriseName === '苏州工业园区综合能源服务有限公司')).toBe(true);
  });

  it('filters by name, type, status and city, and pages', async () => {
    const { facilities } = await as('ent_demo');
    const all = (await facilities.list({ pageSize: 20 })).data?.rows ?? [];
    const first = all[0];
    if (!first) throw new Error('no facility');
    const byType = (await facilities.list({ facilityType: first.facilityType as 'pv' })).data?.rows ?? [];
    expect(byType.length).toBeGreaterThan(0);
    expect(byType.every((row) => row.facilityType === first.facilityType)).toBe(true);
    const byName = (await facilities.list({ name: first.name.slice(2, 6) })).data?.rows ?? [];
    expect(byName.map((row) => row.id)).toContain(first.id);
    // A LIKE wildcard is taken literally.
    expect((await facilities.list({ name: '%' })).data?.total).toBe(0);
    const inOperation = (await facilities.list({ status: '0' })).data;
    expect(inOperation?.rows.every((row) => row.status === '0')).toBe(true);
    expect((await facilities.list({ cityCode: '320200' })).data?.total).toBe(0);
    const page2 = (await facilities.list({ pageNum: 2, pageSize: 2 })).data;
    expect(page2?.total).toBe(3);
    expect(page2?.rows).toHaveLength(1);
  });

  it('adds, reads, changes and deletes a facility of the enterprise', async () => {
    const { facilities, client } = await as('ent_demo');
    const { data: added } = await facilities.add(NEW_FACILITY);
    expect(added).toMatchObject({
      name: NEW_FACILITY.name,
      facilityType: 'pv',
      capacityMw: 12.5,
      cityName: '南京市',
      longitude: 118.839,
      latitude: 31.953,
      status: '1',
    });
    const id = added?.id ?? 0;
    const row = await env.handle.db.selectFrom('facility').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.mainstay_id).toBe(await mainstayOf('ent_demo'));
    // The newest first in the list.
    expect((await facilities.list({})).data?.rows[0]?.id).toBe(id);
    expect((await facilities.get(id)).data?.address).toBe(NEW_FACILITY.address);

    const { data: changed } = await facilities.update({ ...NEW_FACILITY, id, capacityMw: 20, status: '0' });
    expect(changed).toMatchObject({ id, capacityMw: 20, status: '0' });
    // A second facility may not take the same name.
    await expect(facilities.add(NEW_FACILITY)).rejects.toMatchObject({
      code: 'A0400',
      message: FACILITY_TEXT.duplicateName,
    });

    expect((await facilities.remove([id])).data).toBe(1);
    // 403 and 404 show the client's own texts (SPEC §8).
    await expect(facilities.get(id)).rejects.toMatchObject({ code: '404', message: HTTP_TEXT.notFound });
    expect(client.notices.some((notice) => notice.text === HTTP_TEXT.notFound)).toBe(true);
  });

  it('saves a change of status when the dictionaries are read afresh during the save', async () => {
    // The status is checked against its dictionary inside the save's transaction; once the cached
    // dictionary is older than 5 seconds it is read again there. On PGlite that read used to wait
    // for the one session the transaction held, and the whole platform hung.
    const { facilities } = await as('ent_demo');
    const { data: added } = await facilities.add({ ...NEW_FACILITY, name: '字典重读时修改的电站' });
    const id = added?.id ?? 0;
    clearDictionaryCaches();
    const saved = facilities.update({ ...NEW_FACILITY, name: '字典重读时修改的电站', id, status: '0' });
    const hung = new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 10_000).unref());
    const answer = await Promise.race([saved, hung]);
    expect(answer).not.toBe('hung');
    expect(answer).toMatchObject({ data: { id, status: '0' } });
    // And the platform goes on answering.
    expect((await facilities.get(id)).data?.status).toBe('0');
    expect((await facilities.remove([id])).data).toBe(1);
  });

  it('validates every field with the shared rules', async () => {
    const { facilities } = await as('ent_demo');
    const refused = async (body: Record<string, unknown>, text: string) =>
      expect(facilities.add({ ...NEW_FACILITY, ...body } as FacilityAddRequest)).rejects.toMatchObject({
        code: 'A0400',
        message: expect.stringContaining(text),
      });
    await refused({ name: '  ' }, FACILITY_TEXT.required('设施名称'));
    await refused({ name: '光'.repeat(33) }, FACILITY_TEXT.tooLong('设施名称', 32));
    await refused({ facilityType: 'coal' }, DICT_TEXT.notAValue('设施类型'));
    await refused({ capacityMw: '' }, '装机容量(MW)不能为空');
    await refused({ capacityMw: 'abc' }, '请输入数字值');
    await refused({ capacityMw: '1.234' }, '装机容量(MW)小数点后不能超过2位');
    await refused({ capacityMw: '0' }, FACILITY_TEXT.capacityPositive);
    await refused({ cityCode: '110100' }, FACILITY_TEXT.unknownValue('所在地市'));
    await refused({ longitude: '', latitude: '' }, FACILITY_TEXT.required('经度'));
    await refused({ longitude: '100.5' }, FACILITY_TEXT.coordinateRange('经度', 116.3, 122));
    await refused({ latitude: '31.1234567' }, FACILITY_TEXT.coordinateNumber('纬度'));
    await refused({ latitude: '' }, FACILITY_TEXT.coordinatePair);
    await refused({ status: '9' }, DICT_TEXT.notAValue('运行状态'));
    await refused({ address: '路'.repeat(101) }, FACILITY_TEXT.tooLong('详细地址', 100));
    // Nothing was stored.
    expect((await facilities.list({})).data?.total).toBe(3);
  });

  it('refuses another enterprise’s facility for reading, changing and deleting', async () => {
    const mine = await as('ent_demo');
    const theirs = await as('xny_demo');
    const foreign = (await theirs.facilities.list({})).data?.rows[0];
    if (!foreign) throw new Error('no foreign facility');
    await expect(mine.facilities.get(foreign.id)).rejects.toMatchObject({ code: '404' });
    await expect(mine.facilities.update({ ...NEW_FACILITY, id: foreign.id })).rejects.toMatchObject({ code: '404' });
    const own = (await mine.facilities.list({})).data?.rows[0];
    // A list naming one foreign id deletes nothing at all.
    await expect(mine.facilities.remove([own?.id ?? 0, foreign.id])).rejects.toMatchObject({ code: '404' });
    expect((await theirs.facilities.get(foreign.id)).data?.name).toBe(foreign.name);
    expect((await mine.facilities.get(own?.id ?? 0)).data?.id).toBe(own?.id);
  });

  it('lets government staff read every enterprise’s facilities but change none', async () => {
    const { facilities } = await as('admin');
    const { data } = await facilities.list({ pageSize: 100 });
    expect(data?.total).toBe(39);
    const xny = await mainstayOf('xny_demo');
    const { data: one } = await facilities.list({ mainstayId: xny });
    expect(one?.total).toBe(3);
    await expect(facilities.add(NEW_FACILITY)).rejects.toMatchObject({ code: '403' });
    const { data: mine } = await facilities.list({ mainstayId: xny, pageSize: 1 });
    await expect(facilities.remove([mine?.rows[0]?.id ?? 0])).rejects.toMatchObject({ code: '403' });
    expect((await facilities.list({ mainstayId: xny })).data?.total).toBe(3);
  });

  it('refuses accounts whose roles do not include the facility pages, and callers without a token', async () => {
    const { facilities } = await as('yq_demo');
    await expect(facilities.list({})).rejects.toMatchObject({ code: '403' });
    await expect(facilities.add(NEW_FACILITY)).rejects.toMatchObject({ code: '403' });
    const anonymous = await raw(env.platform.url, '/gov-collective/api/v1/energyBody/page', {
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
  });

  it('answers a malformed body with A0400, never 500', async () => {
    const { facilities, client } = await as('ent_demo');
    // Sent through the real (encrypted) client, so the body reaches the facility rules.
    await expect(
      facilities.add({ name: 5, capacityMw: { x: 1 } } as unknown as FacilityAddRequest),
    ).rejects.toMatchObject({ code: 'A0400' });
    await expect(facilities.remove([])).rejects.toMatchObject({ code: 'A0400' });
    await expect(facilities.get(-1)).rejects.toMatchObject({ code: 'A0400' });
    expect(client.notices.every((notice) => !notice.text.includes('未知'))).toBe(true);
  });
});
