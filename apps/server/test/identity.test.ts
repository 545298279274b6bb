// The identity controls of GB/T 22239 level 3 over real HTTP: lockout per account and per address
// with its unlock, the append-only login log, password expiry and the forced change, the password
// history and login-name rules, the idle limit, one live session, TOTP enrolment and login, forced
// logout (across two processes on PostgreSQL), and each separated duty refused outside its duty.
import {
  createAuthApi,
  createLoginInforApi,
  createMfaApi,
  createOnlineApi,
  createOperLogApi,
  createProfileApi,
  createSecurityApi,
  createSystemApi,
} from '@ent/core/api';
import { SECURITY_SETTINGS } from '@ent/core/auth';
import { ERROR_TEXT, LOGININFOR_TEXT, MFA_TEXT, ONLINE_TEXT, SECURITY_TEXT } from '@ent/core/messages';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/domains/auth/passwords';
import { createSecretBox } from '../src/domains/auth/secretBox';
import { loadServerSecret } from '../src/domains/auth/serverSecret';
import { totpAt } from '../src/domains/auth/totp';
import { purgeLoginLog } from '../src/domains/logininfor/plugin';
import { sealPlainSecrets } from '../src/domains/mfa/plugin';
import { DUTY_ROLES } from '../src/seed/backoffice';
import { DEMO_PASSWORD } from '../src/seed/demo';
import {
  loginAt,
  startSecondPlatform,
  startTestPlatform,
  TEST_DATABASES,
  type TestClient,
  testClient,
  usePlatform,
} from './support';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 'none', message: '' }),
    (error: { code?: string; message?: string }) => ({ code: error.code ?? '', message: error.message ?? '' }),
  );

const DEFAULTS = {
  minLength: 8,
  maxLength: 64,
  ruleCount: 3,
  ...Object.fromEntries(Object.entries(SECURITY_SETTINGS).map(([name, setting]) => [name, setting.defaultValue])),
} as Parameters<ReturnType<typeof createSecurityApi>['update']>[0];

describe.each(TEST_DATABASES)('identity controls on $name', (database) => {
  const env = usePlatform(database);
  const created: number[] = [];

  /** A government account holding `roles`, with the demo password. */
  async function staff(username: string, roleIds: number[] = []) {
    const { db } = env.handle;
    const { id } = await db
      .insertInto('app_user')
      .values({
        username,
        password_hash: await hashPassword(DEMO_PASSWORD),
        full_name: username,
        type_of: '2',
        dept_id: 100,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    created.push(id);
    if (roleIds.length > 0)
      await db
        .insertInto('user_role')
        .values(roleIds.map((role_id) => ({ user_id: id, role_id })))
        .execute();
    return id;
  }

  async function loginAs(username: string, password = DEMO_PASSWORD, mfaCode?: string): Promise<TestClient> {
    const client = testClient(env.platform.url);
    const { data } = await createAuthApi(client.http).login({ username, password, typeOf: '2', mfaCode });
    client.token = data?.access_token;
    client.jti = data?.jti;
    return client;
  }

  afterEach(async () => {
    const { db } = env.handle;
    await db.deleteFrom('login_throttle').execute();
    for (const id of created.splice(0)) {
      await db.deleteFrom('user_role').where('user_id', '=', id).execute();
      await db.deleteFrom('app_user').where('id', '=', id).execute();
    }
  });

  it('locks an account after 5 failures for 15 minutes, shows it in the login log and unlocks it', async () => {
    await staff('lock_test');
    await staff('lock_other');
    await staff('sec_lock', [DUTY_ROLES.secadmin.id]);
    const security = await loginAs('sec_lock');
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await failure(loginAs('lock_test', 'Wrong#Pass1'))).code).toBe('A0210');
    const locked = await failure(loginAs('lock_test'));
    expect(locked).toEqual({ code: 'A0211', message: ERROR_TEXT.tooManyAttempts(15) });
    // Counted per account: another account from the same address still logs in.
    expect((await loginAs('lock_other')).token).toBeTruthy();

    const log = createLoginInforApi(security.http);
    const rows = (await log.list({ userName: 'lock_test' })).data?.rows ?? [];
    expect(rows[0]).toMatchObject({ status: '1', msg: ERROR_TEXT.tooManyAttempts(15), locked: true, os: '' });
    expect(rows.filter((row) => row.msg === ERROR_TEXT.wrongCredentials)).toHaveLength(5);
    expect((await log.list({ userName: 'lock_test', status: '0' })).data?.total).toBe(0);

    const { msg } = await log.unlock({ userName: 'lock_test', ipaddr: rows[0]?.ipaddr });
    expect(msg).toBe(LOGININFOR_TEXT.unlocked('lock_test'));
    expect((await loginAs('lock_test')).token).toBeTruthy();
    expect((await log.list({ userName: 'lock_test' })).data?.rows[0]).toMatchObject({ status: '0', locked: false });
    expect((await log.exportFile({ userName: 'lock_test' })).data).toMatch(/登录日志\.xlsx$/);
  });

  it('takes the lockout limits from the security settings', async () => {
    await staff('lock_three');
    await staff('sec_three', [DUTY_ROLES.secadmin.id]);
    const security = createSecurityApi((await loginAs('sec_three')).http);
    await security.update({ ...DEFAULTS, lockFailures: 2, lockMinutes: 30 });
    try {
      for (let attempt = 0; attempt < 2; attempt++) await failure(loginAs('lock_three', 'Wrong#Pass1'));
      expect(await failure(loginAs('lock_three'))).toEqual({ code: 'A0211', message: ERROR_TEXT.tooManyAttempts(30) });
    } finally {
      await security.update(DEFAULTS);
    }
  });

  it('keeps the login log append-only and purges only records past 180 days', async () => {
    const { db } = env.handle;
    const fresh = await db
      .insertInto('login_log')
      .values({ username: 'purge_test', ip: '10.0.0.1', success: false, message: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const old = await db
      .insertInto('login_log')
      .values({
        username: 'purge_test',
        ip: '10.0.0.1',
        success: false,
        message: 'x',
        created_at: new Date(Date.now() - 181 * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      db.updateTable('login_log').set({ message: 'y' }).where('id', '=', fresh.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('login_log').where('id', '=', fresh.id).execute()).rejects.toThrow(/append-only/);
    expect(await purgeLoginLog(env.handle)).toBeGreaterThanOrEqual(1);
    const left = await db.selectFrom('login_log').select('id').where('username', '=', 'purge_test').execute();
    expect(left.map((row) => row.id)).toEqual([fresh.id]);
    expect(left.map((row) => row.id)).not.toContain(old.id);
    // A deleted account's records stay, only unlinked from it.
    const id = await staff('gone_test');
    await loginAs('gone_test');
    await db.deleteFrom('app_user').where('id', '=', id).execute();
    const kept = await db.selectFrom('login_log').select('user_id').where('username', '=', 'gone_test').execute();
    expect(kept).toEqual([{ user_id: null }]);
  });

  it('forces a password change when set by an administrator or expired, with history and login-name rules', async () => {
    const { db } = env.handle;
    const id = await staff('expire_test', [DUTY_ROLES.secadmin.id]);
    await db.updateTable('app_user').set({ must_change_password: true }).where('id', '=', id).execute();
    let client = await loginAs('expire_test');
    expect((await createSecurityApi(client.http).session()).data).toMatchObject({
      mustChangePassword: 'initial',
      idleMinutes: 30,
      mfaEnrolRequired: false,
    });
    // Nothing else before the change, on the server too.
    expect(await failure(createSecurityApi(client.http).get())).toEqual({
      code: 'A0215',
      message: SECURITY_TEXT.passwordFirst,
    });
    const change = (newPassword: string, oldPassword = DEMO_PASSWORD) =>
      createProfileApi(client.http).updatePassword({ oldPassword, newPassword, confirmPassword: newPassword });
    expect((await failure(change('Expire_Test#1'))).message).toBe(SECURITY_TEXT.containsUsername);
    await change('Fresh#Pass2026');
    client = await loginAs('expire_test', 'Fresh#Pass2026');
    expect((await createSecurityApi(client.http).session()).data?.mustChangePassword).toBeNull();
    expect((await createSecurityApi(client.http).get()).code).toBe('00000');
    // None of the last 5: the first password cannot come back.
    expect((await failure(change(DEMO_PASSWORD, 'Fresh#Pass2026'))).message).toBe(SECURITY_TEXT.reused(5));

    await db
      .updateTable('app_user')
      .set({ password_changed_at: new Date(Date.now() - 91 * 86_400_000) })
      .where('id', '=', id)
      .execute();
    expect((await createSecurityApi(client.http).session()).data?.mustChangePassword).toBe('expired');
  });

  it('ends a session idle longer than the limit, and keeps one session for a single-session account', async () => {
    const { db } = env.handle;
    await staff('idle_test');
    const client = await loginAs('idle_test');
    const security = createSecurityApi(client.http);
    expect((await security.session()).code).toBe('00000');
    await db
      .updateTable('auth_session')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000) })
      .where('jti', '=', client.jti ?? '')
      .execute();
    expect((await failure(security.session())).code).toBe('A0230');

    await staff('sec_single', [DUTY_ROLES.secadmin.id]);
    const admin = createSecurityApi((await loginAs('sec_single')).http);
    expect((await admin.setSingleSession({ userName: 'IDLE_TEST', singleSession: true })).msg).toBe(
      SECURITY_TEXT.singleAdded('IDLE_TEST'),
    );
    expect((await admin.singleSessions()).data).toContain('idle_test');
    expect((await failure(admin.setSingleSession({ userName: 'nobody_here', singleSession: true }))).message).toBe(
      SECURITY_TEXT.unknownAccount,
    );
    const first = await loginAs('idle_test');
    const second = await loginAs('idle_test');
    expect((await failure(createSecurityApi(first.http).session())).code).toBe('A0230');
    expect((await createSecurityApi(second.http).session()).code).toBe('00000');
  });

  it('enrols TOTP with a QR code and recovery codes, then asks for the code at login', async () => {
    await staff('mfa_test');
    const client = await loginAs('mfa_test');
    const mfa = createMfaApi(client.http);
    expect((await mfa.status()).data).toMatchObject({ enabled: false, required: false });
    const setup = (await mfa.setup()).data;
    expect(setup?.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]{32}&/);
    expect(setup?.qrSvg).toMatch(/^<svg/);
    expect((await failure(mfa.confirm('000000'))).message).toBe(MFA_TEXT.wrongCode);
    const secret = setup?.secret ?? '';
    const codes = (await mfa.confirm(totpAt(secret, Date.now()))).data?.recoveryCodes ?? [];
    expect(codes).toHaveLength(10);
    expect((await mfa.status()).data).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // Only hashes are kept, and the TOTP key only sealed.
    const stored = await env.handle.db.selectFrom('mfa_recovery_code').select('code_hash').execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(codes[0]);
    const { mfa_secret: sealed } = await env.handle.db
      .selectFrom('app_user')
      .select('mfa_secret')
      .where('username', '=', 'mfa_test')
      .executeTakeFirstOrThrow();
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(secret);

    expect(await failure(loginAs('mfa_test'))).toEqual({ code: 'A0214', message: MFA_TEXT.codeRequired });
    expect(await failure(loginAs('mfa_test', DEMO_PASSWORD, '123456'))).toEqual({
      code: 'A0210',
      message: MFA_TEXT.wrongLoginCode,
    });
    expect((await loginAs('mfa_test', DEMO_PASSWORD, totpAt(secret, Date.now()))).token).toBeTruthy();
    expect((await loginAs('mfa_test', DEMO_PASSWORD, codes[0])).token).toBeTruthy();
    // A recovery code is good once.
    expect((await failure(loginAs('mfa_test', DEMO_PASSWORD, codes[0]))).code).toBe('A0210');
    // A wrong password never reaches the second factor.
    expect((await failure(loginAs('mfa_test', 'Wrong#Pass1'))).code).toBe('A0210');

    await mfa.disable(totpAt(secret, Date.now()));
    expect((await loginAs('mfa_test')).token).toBeTruthy();
  });

  it('seals a TOTP key stored unsealed (before sealing existed) at start, and it keeps working', async () => {
    const { db } = env.handle;
    const id = await staff('mfa_legacy');
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await db.updateTable('app_user').set({ mfa_secret: secret }).where('id', '=', id).execute();
    // The box the platform uses: its key was generated into the database at start.
    const box = createSecretBox(await loadServerSecret(env.handle, 'mfa-aes256', null));
    await sealPlainSecrets(env.handle, box);
    const { mfa_secret: sealed } = await db
      .selectFrom('app_user')
      .select('mfa_secret')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(sealed).not.toContain(secret);
    expect(box.open(sealed ?? '')).toBe(secret);
    expect((await loginAs('mfa_legacy', DEMO_PASSWORD, totpAt(secret, Date.now()))).token).toBeTruthy();
  });

  it('lists live sessions and ends a forced one at the next request', async () => {
    await staff('sec_online', [DUTY_ROLES.secadmin.id]);
    const me = await loginAs('sec_online');
    const online = createOnlineApi(me.http);
    const victim = await env.login('ent_demo');
    const rows = (await online.list({ userName: 'ent_demo' })).data?.rows ?? [];
    const row = rows.find((candidate) => candidate.tokenId === victim.jti);
    expect(row).toMatchObject({ userName: 'ent_demo', current: false });
    expect(row?.organisation).not.toBe('');
    expect((await online.forceLogout([victim.jti ?? ''])).data).toEqual({ count: 1 });
    expect((await failure(createSecurityApi(victim.http).session())).code).toBe('A0230');
    expect((await online.list({ userName: 'ent_demo' })).data?.rows.map((r) => r.tokenId)).not.toContain(victim.jti);
    expect((await failure(online.forceLogout(['not-a-session']))).code).toBe('A0400');
    // The caller's own session is not forced out here (the page offers it disabled), alone or in a batch.
    const other = await env.login('ent_demo');
    expect(await failure(online.forceLogout([other.jti ?? '', me.jti ?? '']))).toMatchObject({
      code: 'A0400',
      message: ONLINE_TEXT.ownSession,
    });
    expect((await createSecurityApi(other.http).session()).code).toBe('00000');
    expect((await createSecurityApi(me.http).session()).code).toBe('00000');
  });

  it('refuses each separated duty outside its duty, and enterprise accounts everywhere', async () => {
    await staff('sys_duty', [DUTY_ROLES.sysadmin.id]);
    await staff('audit_duty', [DUTY_ROLES.auditadmin.id]);
    await staff('sec_duty', [DUTY_ROLES.secadmin.id]);
    const sys = (await loginAs('sys_duty')).http;
    const audit = (await loginAs('audit_duty')).http;
    const sec = (await loginAs('sec_duty')).http;
    const enterprise = (await env.login('ent_demo')).http;
    const refused = async (call: Promise<unknown>) => (await failure(call)).code;

    // The system administrator reads no audit record and sets no security control.
    expect(await refused(createLoginInforApi(sys).list({}))).toBe('403');
    expect(await refused(createOperLogApi(sys).page({}))).toBe('403');
    expect(await refused(createOnlineApi(sys).list({}))).toBe('403');
    expect(await refused(createSecurityApi(sys).get())).toBe('403');
    // The audit administrator reads, and changes nothing.
    expect((await createLoginInforApi(audit).list({})).code).toBe('00000');
    expect(await refused(createLoginInforApi(audit).unlock({ userName: 'x' }))).toBe('403');
    expect(await refused(createOnlineApi(audit).list({}))).toBe('403');
    expect(await refused(createSecurityApi(audit).update(DEFAULTS))).toBe('403');
    // The security administrator sets the controls, and reads no operation log.
    expect((await createSecurityApi(sec).get()).data).toMatchObject({ minLength: 8, maxLength: 64, idleMinutes: 30 });
    expect(await refused(createOperLogApi(sec).page({}))).toBe('403');
    // Thunks, so that each call starts only when it is awaited and no refusal goes unhandled meanwhile.
    for (const call of [
      () => createLoginInforApi(enterprise).list({}),
      () => createOnlineApi(enterprise).list({}),
      () => createSecurityApi(enterprise).get(),
      () => createMfaApi(enterprise).status(),
    ])
      expect(await refused(call())).toBe('403');
  });

  it('changes the password policy and refuses settings out of bounds without changing anything', async () => {
    await staff('sec_policy', [DUTY_ROLES.secadmin.id]);
    const security = createSecurityApi((await loginAs('sec_policy')).http);
    const system = createSystemApi(testClient(env.platform.url).http);
    expect((await failure(security.update({ ...DEFAULTS, minLength: 20, maxLength: 12 }))).message).toContain(
      SECURITY_TEXT.lengthOrder,
    );
    expect((await failure(security.update({ ...DEFAULTS, idleMinutes: 0 }))).message).toContain(
      SECURITY_TEXT.outOfRange(SECURITY_TEXT.idleMinutes, 1, 1440),
    );
    expect((await security.get()).data?.idleMinutes).toBe(30);
    try {
      await security.update({ ...DEFAULTS, minLength: 12, idleMinutes: 10 });
      expect((await system.passwordPolicy()).data).toMatchObject({
        mixStrength: 12,
        maxStrength: 64,
        tips: SECURITY_TEXT.tips(12, 64, 3),
      });
      expect((await security.get()).data?.idleMinutes).toBe(10);
    } finally {
      await security.update(DEFAULTS);
    }
  });
});

describe('the first administrator without demo data', () => {
  it('is a system administrator, and no account holds every permission', async () => {
    const database = TEST_DATABASES[0];
    if (!database) return;
    const handle = await database.open();
    try {
      const platform = await startTestPlatform(handle, { DEMO_SEED: 'off', ADMIN_PASSWORD: 'Strong#Admin1' });
      try {
        const { rows } = await sql<{
          code: string;
        }>`SELECT r.code FROM user_role ur JOIN role r ON r.id = ur.role_id`.execute(handle.db);
        expect(rows.map((row) => row.code)).toEqual([DUTY_ROLES.sysadmin.code]);
        // The password came through the environment: it is changed at first login.
        const admin = await handle.db
          .selectFrom('app_user')
          .select('must_change_password')
          .where('username', '=', 'admin')
          .executeTakeFirstOrThrow();
        expect(admin.must_change_password).toBe(true);
      } finally {
        await platform.close();
      }
    } finally {
      await handle.dispose();
    }
  });
});

// Two processes share one database only on PostgreSQL (CI sets TEST_DATABASE_URL).
const POSTGRES = TEST_DATABASES.find((database) => database.name === 'postgres');
if (POSTGRES)
  describe('forced logout across processes', () => {
    const env = usePlatform(POSTGRES);
    it('ends the session on the other server process at its next request', async () => {
      const second = await startSecondPlatform(env.handle);
      try {
        const admin = await env.login('admin');
        // The victim works on the second process.
        const victim = await loginAt(second.url, 'ent_demo');
        const session = createSecurityApi(victim.http);
        expect((await session.session()).code).toBe('00000');
        await createOnlineApi(admin.http).forceLogout([victim.jti ?? '']);
        expect((await failure(session.session())).code).toBe('A0230');
      } finally {
        await second.close();
      }
    }, 20_000);
  });

describe.each(TEST_DATABASES)('MFA=on on $name', (database) => {
  const env = usePlatform(database, { MFA: 'on' });

  it('lets an administrator do nothing but enrol a second factor, and keeps the demo enterprise accounts working', async () => {
    const admin = await env.login('admin');
    expect((await createSecurityApi(admin.http).session()).data?.mfaEnrolRequired).toBe(true);
    expect(await failure(createOnlineApi(admin.http).list({}))).toEqual({
      code: 'A0215',
      message: SECURITY_TEXT.mfaFirst,
    });
    const mfa = createMfaApi(admin.http);
    expect((await mfa.status()).data?.required).toBe(true);
    const secret = (await mfa.setup()).data?.secret ?? '';
    await mfa.confirm(totpAt(secret, Date.now()));
    expect((await failure(mfa.disable(totpAt(secret, Date.now())))).message).toBe(MFA_TEXT.cannotDisable);
    expect((await createOnlineApi(admin.http).list({})).code).toBe('00000');

    const enterprise = await env.login('ent_demo');
    expect((await createSecurityApi(enterprise.http).session()).data?.mfaEnrolRequired).toBe(false);
  });
});
