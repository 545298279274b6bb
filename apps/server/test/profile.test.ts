// The personal pages' services over real HTTP: the caller's enterprise record (get, update,
// updateMainstayInfo, changeLog) scoped to its own enterprise and audited field by field, the
// personal center, and the password change under the policy, ending every session.
import { createAuthApi, createMainstayApi, createProfileApi, type EnterpriseInfo } from '@ent/core/api';
import { COMPANY_INFO_TEXT, ENTERPRISE_INFO_TEXT, PASSWORD_TEXT, REGISTER_TEXT, SMS_TEXT } from '@ent/core/messages';
import { creditCodeCheckChar } from '@ent/core/validate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/domains/auth/passwords';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { raw, TEST_DATABASES, testClient, usePlatform } from './support';

describe.each(TEST_DATABASES)('personal pages on $name', (database) => {
  const env = usePlatform(database);

  // Each test starts from the seeded enterprises: what a test edits is put back after it, and the
  // audit rows it wrote go with it.
  let enterprises: Awaited<ReturnType<typeof snapshotEnterprises>> = [];
  let lastChange = 0;
  const snapshotEnterprises = () => env.handle.db.selectFrom('enterprise').selectAll().execute();
  beforeEach(async () => {
    enterprises = await snapshotEnterprises();
    const row = await env.handle.db
      .selectFrom('enterprise_change_log')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    lastChange = Number(row?.id ?? 0);
  });
  afterEach(async () => {
    for (const { id, created_at: _created, ...row } of enterprises)
      await env.handle.db.updateTable('enterprise').set(row).where('id', '=', id).execute();
    await env.handle.db.deleteFrom('enterprise_change_log').where('id', '>', lastChange).execute();
  });

  async function as(username: string, password = DEMO_PASSWORD) {
    const client = testClient(env.platform.url);
    const { data } = await createAuthApi(client.http).login({ username, password });
    client.token = data?.access_token;
    client.jti = data?.jti;
    // The personal pages' calls: the account's own and those on its enterprise record.
    const profile = { ...createProfileApi(client.http), ...createMainstayApi(client.http) };
    return { client, profile, auth: createAuthApi(client.http) };
  }

  const enterpriseOf = async (username: string) => {
    const row = await env.handle.db
      .selectFrom('app_user')
      .select('mainstay_id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    return row.mainstay_id ?? 0;
  };

  const basicOf = (info: EnterpriseInfo) => ({
    name: info.name,
    legalPerson: info.legalPerson,
    groupId: info.groupId,
    regionCode: info.regionCode,
    address: info.address,
  });

  /** A district of another city, for moving an enterprise. */
  const districtOf = async (cityPrefix: string) => {
    const row = await env.handle.db
      .selectFrom('region_division')
      .select(['code', 'name'])
      .where('parent_code', '=', cityPrefix)
      .orderBy('code')
      .executeTakeFirstOrThrow();
    return row;
  };

  /** The code of the latest message the outbox kept for `phone`. */
  const outboxCode = async (phone: string) => {
    const row = await env.handle.db
      .selectFrom('sms_outbox')
      .select('content')
      .where('phone', '=', phone)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return /验证码为(\d{6})/.exec(row.content)?.[1] ?? '';
  };

  describe('mainstay/get', () => {
    it('answers the caller’s own enterprise', async () => {
      const { profile } = await as('ent_demo');
      const { data } = await profile.enterprise();
      expect(data).toMatchObject({
        id: await enterpriseOf('ent_demo'),
        name: '南京苏能新能源科技有限公司',
        cityName: '南京市',
        contactPhone: '13900000001',
        accountPhone: '13805170001',
        creditCodeEditable: false,
        contactCodeRequired: true,
        infoComplete: true,
      });
      expect(data?.regionCode).toMatch(/^3201\d{2}$/);
      expect(data?.regionNames.slice(0, 2)).toEqual(['江苏省', '南京市']);
      expect(data?.regionNames).toHaveLength(3);
      expect(data?.creditCode).toMatch(/^91320100MA\d{7}[0-9A-Z]$/);
      expect(Date.parse(data?.updatedAt ?? '')).not.toBeNaN();
      // Naming itself is fine; naming another enterprise is refused.
      expect((await profile.enterprise(data?.id)).data?.id).toBe(data?.id);
      await expect(profile.enterprise(await enterpriseOf('xny_demo'))).rejects.toMatchObject({ code: '403' });
    });

    it('lets government staff read any enterprise but has none of their own', async () => {
      const { profile } = await as('admin');
      await expect(profile.enterprise()).rejects.toMatchObject({ code: '404' });
      const { data } = await profile.enterprise(await enterpriseOf('xny_demo'));
      expect(data).toMatchObject({
        name: '苏州工业园区综合能源服务有限公司',
        creditCodeEditable: true,
        contactCodeRequired: false,
      });
      await expect(profile.enterprise(999_999)).rejects.toMatchObject({ code: '404' });
    });

    it('refuses callers without a token and malformed bodies without a 500', async () => {
      const anonymous = await raw(env.platform.url, '/gov-collective/api/v1/mainstay/get', {
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('A0231');
      const { profile } = await as('ent_demo');
      await expect(profile.enterprise('x' as unknown as number)).rejects.toMatchObject({ code: 'A0400' });
      await expect(profile.enterprise(-1)).rejects.toMatchObject({ code: 'A0400' });
      await expect(profile.changeLog({ pageSize: 1000 })).rejects.toMatchObject({ code: 'A0400' });
    });
  });

  describe('mainstay/update', () => {
    it('saves the registered information and audits each changed field', async () => {
      const { profile } = await as('ent_demo');
      const { data: before } = await profile.enterprise();
      if (!before) throw new Error('no enterprise');
      const suzhou = await districtOf('3205');
      const group = await env.handle.db
        .selectFrom('enterprise_group')
        .select(['id', 'name'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const response = await profile.updateEnterprise({
        ...basicOf(before),
        id: before.id,
        address: '  江苏省苏州市工业园区能源大道88号  ',
        legalPerson: '陈立新',
        regionCode: suzhou.code,
        groupId: group.id,
        updatedAt: before.updatedAt,
      });
      expect(response.msg).toBe(ENTERPRISE_INFO_TEXT.saved);
      expect(response.data).toMatchObject({
        address: '江苏省苏州市工业园区能源大道88号',
        legalPerson: '陈立新',
        regionCode: suzhou.code,
        regionNames: ['江苏省', '苏州市', suzhou.name],
        // The city the desks count by follows the region.
        cityName: '苏州市',
        groupId: group.id,
        groupName: group.name,
      });
      expect(response.data?.updatedAt).not.toBe(before.updatedAt);
      const stored = await env.handle.db
        .selectFrom('enterprise')
        .select(['city_code', 'city_name'])
        .where('id', '=', before.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ city_code: '320500', city_name: '苏州市' });

      const log = await env.handle.db
        .selectFrom('enterprise_change_log')
        .selectAll()
        .where('enterprise_id', '=', before.id)
        .orderBy('id')
        .execute();
      expect(log.map((row) => [row.field, row.old_value, row.new_value, row.action, row.username])).toEqual([
        ['legalPerson', before.legalPerson, '陈立新', 'update', 'ent_demo'],
        ['group', null, group.name, 'update', 'ent_demo'],
        ['region', before.regionNames.join(' / '), `江苏省 / 苏州市 / ${suzhou.name}`, 'update', 'ent_demo'],
        ['address', before.address, '江苏省苏州市工业园区能源大道88号', 'update', 'ent_demo'],
      ]);
      expect(log[0]?.full_name).toBe('张明');
      expect(log[0]?.ip).toBe('127.0.0.1');

      // The same values again change nothing and add no audit rows.
      const again = await profile.updateEnterprise({ ...basicOf(response.data as EnterpriseInfo) });
      expect(again.msg).toBe(ENTERPRISE_INFO_TEXT.unchanged);
      const { data: page } = await profile.changeLog({ pageNum: 1, pageSize: 1 });
      expect(page?.total).toBe(4);
      expect(page?.rows).toEqual([
        expect.objectContaining({
          field: 'legalPerson',
          newValue: '陈立新',
          changedBy: '张明（ent_demo）',
          action: 'update',
        }),
      ]);

      // Leaving the group is a change too.
      await profile.updateEnterprise({ ...basicOf(response.data as EnterpriseInfo), groupId: null });
      expect((await profile.changeLog({ pageSize: 1 })).data?.rows[0]).toMatchObject({
        field: 'group',
        oldValue: group.name,
        newValue: '',
      });
    });

    it('refuses an edit started from an older version of the record', async () => {
      const { profile } = await as('ent_demo');
      const { data: before } = await profile.enterprise();
      if (!before) throw new Error('no enterprise');
      await profile.updateEnterprise({ ...basicOf(before), legalPerson: '周一', updatedAt: before.updatedAt });
      await expect(
        profile.updateEnterprise({ ...basicOf(before), legalPerson: '周二', updatedAt: before.updatedAt }),
      ).rejects.toMatchObject({ code: 'A0400', status: 409, message: ENTERPRISE_INFO_TEXT.staleEdit });
      expect((await profile.enterprise()).data?.legalPerson).toBe('周一');
    });

    it('validates every field with the company-information rules', async () => {
      const { profile } = await as('ent_demo');
      const { data: before } = await profile.enterprise();
      if (!before) throw new Error('no enterprise');
      const base = basicOf(before);
      await expect(profile.updateEnterprise({ ...base, name: ' ' })).rejects.toMatchObject({
        code: 'A0400',
        message: COMPANY_INFO_TEXT.required(COMPANY_INFO_TEXT.enterpriseName),
      });
      await expect(profile.updateEnterprise({ ...base, regionCode: '3201' })).rejects.toMatchObject({
        message: COMPANY_INFO_TEXT.regionTooShallow,
      });
      await expect(profile.updateEnterprise({ ...base, regionCode: '329999' })).rejects.toMatchObject({
        message: COMPANY_INFO_TEXT.regionUnknown,
      });
      await expect(profile.updateEnterprise({ ...base, groupId: 99_999 })).rejects.toMatchObject({
        message: COMPANY_INFO_TEXT.groupUnknown,
      });
      await expect(profile.updateEnterprise({ ...base, legalPerson: '<script>' })).rejects.toMatchObject({
        message: COMPANY_INFO_TEXT.legalPersonInvalid,
      });
      await expect(profile.updateEnterprise({ ...base, address: '路'.repeat(201) })).rejects.toMatchObject({
        message: COMPANY_INFO_TEXT.addressInvalid,
      });
      await expect(profile.updateEnterprise({ ...base, name: 42 as unknown as string })).rejects.toMatchObject({
        code: 'A0400',
      });
      expect((await profile.enterprise()).data?.name).toBe(before.name);
    });

    it('keeps the credit code from enterprises and another enterprise out of reach', async () => {
      const { profile } = await as('ent_demo');
      const { data: own } = await profile.enterprise();
      if (!own) throw new Error('no enterprise');
      const other = await enterpriseOf('xny_demo');
      const code = '91320100MA9999999';
      await expect(
        profile.updateEnterprise({ ...basicOf(own), creditCode: code + creditCodeCheckChar(code) }),
      ).rejects.toMatchObject({ code: '403' });
      // Sending the unchanged code is fine.
      expect((await profile.updateEnterprise({ ...basicOf(own), creditCode: own.creditCode })).code).toBe('00000');

      const otherBefore = await env.handle.db
        .selectFrom('enterprise')
        .selectAll()
        .where('id', '=', other)
        .executeTakeFirst();
      await expect(profile.updateEnterprise({ ...basicOf(own), id: other, name: '被篡改' })).rejects.toMatchObject({
        code: '403',
      });
      await expect(
        profile.updateContact({ id: other, contactName: '被篡改', contactPhone: '13900000000' }),
      ).rejects.toMatchObject({ code: '403' });
      await expect(profile.changeLog({ id: other })).rejects.toMatchObject({ code: '403' });
      const otherAfter = await env.handle.db
        .selectFrom('enterprise')
        .selectAll()
        .where('id', '=', other)
        .executeTakeFirst();
      expect(otherAfter).toEqual(otherBefore);
    });

    it('lets government staff correct a credit code, unique across enterprises', async () => {
      const admin = await as('admin');
      const id = await enterpriseOf('yq_demo');
      const { data: before } = await admin.profile.enterprise(id);
      if (!before) throw new Error('no enterprise');
      const { data: taken } = await admin.profile.enterprise(await enterpriseOf('xny_demo'));
      await expect(
        admin.profile.updateEnterprise({ ...basicOf(before), id, creditCode: taken?.creditCode }),
      ).rejects.toMatchObject({ message: ENTERPRISE_INFO_TEXT.creditCodeTaken });
      await expect(
        admin.profile.updateEnterprise({ ...basicOf(before), id, creditCode: '91320700MA000000I1' }),
      ).rejects.toMatchObject({ message: REGISTER_TEXT.creditCodeInvalid });
      const first17 = '91320700MA8888888';
      const fresh = first17 + creditCodeCheckChar(first17);
      const { data } = await admin.profile.updateEnterprise({
        ...basicOf(before),
        id,
        creditCode: fresh.toLowerCase(),
      });
      expect(data?.creditCode).toBe(fresh);
      const { data: log } = await admin.profile.changeLog({ id });
      expect(log?.rows[0]).toMatchObject({ field: 'creditCode', oldValue: before.creditCode, newValue: fresh });
      expect(log?.rows[0]?.changedBy).toContain('admin');
    });
  });

  describe('mainstay/updateMainstayInfo', () => {
    it('saves the contact information, audited as its own action', async () => {
      const { profile } = await as('xny_demo');
      const { data: before } = await profile.enterprise();
      if (!before) throw new Error('no enterprise');
      await expect(
        profile.updateContact({ contactName: '李华', contactPhone: '12345', contactEmail: '' }),
      ).rejects.toMatchObject({ code: 'A0400', message: REGISTER_TEXT.phoneInvalid });
      await expect(
        profile.updateContact({ contactName: '李华', contactPhone: before.contactPhone, contactEmail: 'not-an-email' }),
      ).rejects.toMatchObject({ message: COMPANY_INFO_TEXT.emailInvalid });
      await expect(profile.updateContact({ contactName: '', contactPhone: before.contactPhone })).rejects.toMatchObject(
        {
          message: COMPANY_INFO_TEXT.required(COMPANY_INFO_TEXT.contactName),
        },
      );

      // The number already on record and the account's own number need no code.
      const { data, msg } = await profile.updateContact({
        id: before.id,
        contactName: '李华',
        contactPhone: before.contactPhone,
        contactEmail: 'office@trina-storage.cn',
        updatedAt: before.updatedAt,
      });
      expect(msg).toBe(ENTERPRISE_INFO_TEXT.saved);
      expect(data).toMatchObject({
        contactName: '李华',
        contactEmail: 'office@trina-storage.cn',
        // The registered information is untouched.
        name: before.name,
        address: before.address,
      });
      await profile.updateContact({ contactName: '李华', contactPhone: '138 0517 0002', contactEmail: '' });
      const { data: log } = await profile.changeLog({});
      expect(log?.rows.map((row) => [row.field, row.oldValue, row.newValue, row.action])).toEqual([
        ['contactPhone', before.contactPhone, '13805170002', 'updateMainstayInfo'],
        ['contactEmail', 'office@trina-storage.cn', '', 'updateMainstayInfo'],
        ['contactName', before.contactName, '李华', 'updateMainstayInfo'],
        ['contactEmail', '', 'office@trina-storage.cn', 'updateMainstayInfo'],
      ]);
    });

    it('confirms a new contact phone with an SMS code', async () => {
      const { client, profile } = await as('ent_demo');
      const registration = createMainstayApi(client.http);
      const phone = '13711112222';
      const change = (smsCode?: string) => profile.updateContact({ contactName: '张明', contactPhone: phone, smsCode });
      await expect(change()).rejects.toMatchObject({ message: COMPANY_INFO_TEXT.smsCodeRequired });
      await expect(change('123456')).rejects.toMatchObject({ message: SMS_TEXT.codeMissing });
      await registration.sendVerificationCode(phone);
      const code = await outboxCode(phone);
      expect(code).toMatch(/^\d{6}$/);
      await expect(change(code === '000000' ? '111111' : '000000')).rejects.toMatchObject({
        message: SMS_TEXT.codeWrong,
      });
      expect((await profile.enterprise()).data?.contactPhone).toBe('13900000001');
      const { data } = await change(code);
      expect(data?.contactPhone).toBe(phone);
      // Single use: the same code does not confirm another change.
      await expect(
        profile.updateContact({ contactName: '张明', contactPhone: '13711113333', smsCode: code }),
      ).rejects.toMatchObject({ code: 'A0400' });
    });

    it('lets government staff correct a contact phone without a code', async () => {
      const admin = await as('admin');
      const id = await enterpriseOf('yq_demo');
      const { data } = await admin.profile.updateContact({ id, contactName: '王强', contactPhone: '13600001111' });
      expect(data?.contactPhone).toBe('13600001111');
      expect((await admin.profile.changeLog({ id })).data?.rows[0]?.changedBy).toContain('admin');
    });
  });

  describe('the personal center', () => {
    it('shows account, roles, enterprise and the last logins', async () => {
      // One failed attempt first: it is listed too, so the owner notices someone else's tries.
      const stranger = testClient(env.platform.url);
      await expect(
        createAuthApi(stranger.http).login({ username: 'ent_demo', password: 'Wrong#2026' }),
      ).rejects.toMatchObject({ code: 'A0210' });
      const { profile } = await as('ent_demo');
      const { data } = await profile.profile();
      expect(data).toMatchObject({
        username: 'ent_demo',
        fullName: '张明',
        phone: '13805170001',
        typeOf: '1',
        roles: [{ code: 'enterprise', name: '企业用户' }],
        enterprise: { name: '南京苏能新能源科技有限公司', cityName: '南京市' },
      });
      expect(data?.activeSessions).toBeGreaterThanOrEqual(1);
      expect(data?.lastLogins.length).toBeGreaterThanOrEqual(2);
      expect(data?.lastLogins.length).toBeLessThanOrEqual(10);
      expect(data?.lastLogins[0]).toMatchObject({ success: true, message: '登录成功', ip: '127.0.0.1' });
      expect(data?.lastLogins.some((row) => !row.success && row.message === '用户名或密码错误')).toBe(true);
      const times = data?.lastLogins.map((row) => Date.parse(row.time)) ?? [];
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it('shows government staff their roles and no enterprise', async () => {
      const { profile } = await as('admin');
      const { data } = await profile.profile();
      expect(data).toMatchObject({ username: 'admin', typeOf: '2', enterprise: null });
      expect(data?.roles.map((role) => role.code)).toContain('admin');
      expect(data?.deptName).toBe('江苏省能源局');
    });
  });

  describe('updatePassword', () => {
    const NEW_PASSWORD = 'Next#2027pw';

    it('enforces the policy before anything else', async () => {
      const { profile } = await as('yq_demo');
      const change = (newPassword: string, confirmPassword = newPassword, oldPassword = DEMO_PASSWORD) =>
        profile.updatePassword({ oldPassword, newPassword, confirmPassword });
      await expect(change('Ab#1')).rejects.toMatchObject({ code: 'A0400', message: '密码长度应为8-64位' });
      await expect(change('abcdefgh12')).rejects.toMatchObject({
        message: '密码须包含数字、小写字母、大写字母、特殊字符中的至少3种',
      });
      await expect(change('Abc 12345#')).rejects.toMatchObject({ message: '密码不能包含空格' });
      await expect(change(DEMO_PASSWORD)).rejects.toMatchObject({ message: PASSWORD_TEXT.sameAsOld });
      await expect(change(NEW_PASSWORD, `${NEW_PASSWORD}x`)).rejects.toMatchObject({ message: PASSWORD_TEXT.mismatch });
      await expect(change(NEW_PASSWORD, NEW_PASSWORD, '')).rejects.toMatchObject({
        message: PASSWORD_TEXT.oldRequired,
      });
      await expect(
        profile.updatePassword({ oldPassword: 1, newPassword: 2, confirmPassword: 3 } as never),
      ).rejects.toMatchObject({ code: 'A0400' });
      // Nothing changed: the old password still logs in.
      await as('yq_demo');
    });

    it('follows the policy as configured in the database', async () => {
      await env.handle.db.updateTable('password_policy').set({ mix_strength: 12 }).where('id', '=', 1).execute();
      try {
        const { profile } = await as('yq_demo');
        await expect(
          profile.updatePassword({
            oldPassword: DEMO_PASSWORD,
            newPassword: 'Short#2027',
            confirmPassword: 'Short#2027',
          }),
        ).rejects.toMatchObject({ message: '密码长度应为12-64位' });
      } finally {
        await env.handle.db.updateTable('password_policy').set({ mix_strength: 8 }).where('id', '=', 1).execute();
      }
    });

    it('refuses a wrong old password and locks after repeated failures', async () => {
      const { profile } = await as('yq_demo');
      const wrong = () =>
        profile.updatePassword({ oldPassword: 'Wrong#2026', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      try {
        for (let i = 0; i < 4; i += 1) {
          await expect(wrong()).rejects.toMatchObject({ code: 'A0210', message: PASSWORD_TEXT.wrongOld });
        }
        await expect(wrong()).rejects.toMatchObject({ code: 'A0210' });
        // Locked now, even with the right old password.
        await expect(
          profile.updatePassword({
            oldPassword: DEMO_PASSWORD,
            newPassword: NEW_PASSWORD,
            confirmPassword: NEW_PASSWORD,
          }),
        ).rejects.toMatchObject({ code: 'A0211', message: PASSWORD_TEXT.tooManyAttempts(15) });
      } finally {
        await env.handle.db.deleteFrom('login_throttle').where('key', 'like', 'password:%').execute();
      }
    });

    it('changes the password and ends every session of the account', async () => {
      const first = await as('ent_demo');
      const second = await as('ent_demo');
      const bystander = await as('xny_demo');
      const before = await env.handle.db
        .selectFrom('app_user')
        .select('password_changed_at')
        .where('username', '=', 'ent_demo')
        .executeTakeFirstOrThrow();

      try {
        const { msg } = await first.profile.updatePassword({
          oldPassword: DEMO_PASSWORD,
          newPassword: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        });
        expect(msg).toBe(PASSWORD_TEXT.changed);

        // Both sessions, the one that changed it included, are over (A0230).
        await expect(first.profile.profile()).rejects.toMatchObject({ code: 'A0230' });
        await expect(second.auth.me()).rejects.toMatchObject({ code: 'A0230' });
        // Another account is untouched.
        expect((await bystander.auth.me()).data?.username).toBe('xny_demo');

        // The old password is refused, the new one logs in.
        const client = testClient(env.platform.url);
        await expect(
          createAuthApi(client.http).login({ username: 'ent_demo', password: DEMO_PASSWORD }),
        ).rejects.toMatchObject({ code: 'A0210' });
        const again = await as('ent_demo', NEW_PASSWORD);
        const { data } = await again.profile.profile();
        expect(data?.activeSessions).toBe(1);
        expect(Date.parse(data?.passwordChangedAt ?? '')).toBeGreaterThan(before.password_changed_at.getTime());
      } finally {
        // The demo password again, whatever happened above, for the tests that log in as ent_demo.
        await env.handle.db
          .updateTable('app_user')
          .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
          .where('username', '=', 'ent_demo')
          .execute();
      }
    });
  });
});
