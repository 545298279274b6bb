// The first completion of the company information (mainstay/base/improveEntInfo) is audited like
// every later change in the personal center: one enterprise_change_log row per changed field,
// group and region by name, readable through mainstay/changeLog.
import { createAuthApi, createMainstayApi } from '@ent/core/api';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { TEST_DATABASES, testClient, usePlatform } from './support';

describe.each(TEST_DATABASES)('company information completion audit on $name', (database) => {
  const env = usePlatform(database);

  async function loggedIn(username: string) {
    const client = testClient(env.platform.url);
    const { data } = await createAuthApi(client.http).login({ username, password: DEMO_PASSWORD });
    client.token = data?.access_token;
    client.jti = data?.jti;
    return { registration: createMainstayApi(client.http), profile: createMainstayApi(client.http) };
  }

  it('writes one audit row per changed field, with the action improveEntInfo', async () => {
    const ent = await loggedIn('ent_demo');
    const { data: before } = await ent.registration.baseCheck();
    if (!before) throw new Error('no enterprise');
    const enterpriseId = before.id;
    const logged = async () =>
      env.handle.db
        .selectFrom('enterprise_change_log')
        .selectAll()
        .where('enterprise_id', '=', enterpriseId)
        .orderBy('id')
        .execute();
    const earlier = (await logged()).length;
    const newRegion = before.regionCode === '320102' ? '320104' : '320102';
    const saved = await ent.registration.improveEntInfo({
      enterpriseName: before.enterpriseName,
      legalPerson: `${before.legalPerson}乙`,
      groupId: before.groupId,
      regionCode: newRegion,
      address: '南京市玄武区审计路8号',
      contactName: before.contactName,
      // The contact phone already on record needs no code.
      contactPhone: before.contactPhone,
      contactEmail: before.contactEmail,
    });
    expect(saved.data?.address).toBe('南京市玄武区审计路8号');

    const rows = (await logged()).slice(earlier);
    expect(rows.map((row) => row.field).sort()).toEqual(['address', 'legalPerson', 'region']);
    for (const row of rows) {
      expect(row.action).toBe('improveEntInfo');
      expect(row.username).toBe('ent_demo');
    }
    const byField = Object.fromEntries(rows.map((row) => [row.field, row]));
    expect(byField.legalPerson).toMatchObject({
      old_value: before.legalPerson || null,
      new_value: `${before.legalPerson}乙`,
    });
    expect(byField.address?.new_value).toBe('南京市玄武区审计路8号');
    expect(byField.region?.new_value).toMatch(/^江苏省 \/ 南京市 \/ /);
    expect(byField.region?.old_value).toBe(before.regionNames.join(' / ') || before.regionCode || null);

    // The personal center's change log shows the completion like any other change.
    const { data: page } = await ent.profile.changeLog({ pageNum: 1, pageSize: 10 });
    expect(
      page?.rows
        .filter((row) => row.action === 'improveEntInfo')
        .map((row) => row.field)
        .sort(),
    ).toEqual(['address', 'legalPerson', 'region']);

    // Saving the same values again changes nothing and audits nothing.
    const after = (await logged()).length;
    await ent.registration.improveEntInfo({
      enterpriseName: before.enterpriseName,
      legalPerson: `${before.legalPerson}乙`,
      groupId: before.groupId,
      regionCode: newRegion,
      address: '南京市玄武区审计路8号',
      contactName: before.contactName,
      contactPhone: before.contactPhone,
      contactEmail: before.contactEmail,
    });
    expect((await logged()).length).toBe(after);
  });
});
