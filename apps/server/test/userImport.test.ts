// The user import over real HTTP: the template, a preview that writes nothing, per-row results for
// bad rows (wrong phone, a login name twice in the file, an existing one, an unknown department),
// the valid rows written in one transaction, all-or-nothing, updating existing accounts, and a file
// that only pretends to be an .xlsx.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createUserApi, type UserImportOptions } from '@ent/core/api';
import { USER_TEXT } from '@ent/core/messages';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { failure, staffAccount } from './orgSupport';
import { TEST_DATABASES, usePlatform } from './support';

const STRONG = 'Str0ng!Pass';
const C = USER_TEXT.columns;
const HEADERS = [
  C.userName,
  C.nickName,
  C.userType,
  C.dept,
  C.creditCode,
  C.phone,
  C.email,
  C.sex,
  C.status,
  C.posts,
  C.roles,
  C.remark,
];
const STAFF = USER_TEXT.userTypes['2'];
const ENTERPRISE = USER_TEXT.userTypes['1'];
const NANJING = '南京市能源局';

async function workbook(rows: string[][]): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('users');
  sheet.addRow(HEADERS);
  for (const row of rows) sheet.addRow(row);
  return new Blob([await book.xlsx.writeBuffer()]);
}

const options = (overrides: Partial<UserImportOptions> = {}): UserImportOptions => ({
  updateSupport: false,
  allOrNothing: false,
  preview: false,
  password: STRONG,
  ...overrides,
});

describe.each(TEST_DATABASES)('user import on $name', (database) => {
  const env = usePlatform(database);
  const userOf = async () => createUserApi((await env.login('admin')).http);
  const names = ['imp_ok', 'imp_ent', 'imp_badphone', 'imp_dup', 'imp_nodept', 'imp_all'];
  const stored = async () =>
    (await env.handle.db.selectFrom('app_user').select('username').where('username', 'in', names).execute())
      .map((row) => row.username)
      .sort();
  const enterpriseCode = async () =>
    (
      await env.handle.db
        .selectFrom('enterprise')
        .select('credit_code')
        .where('city_code', '=', '320100')
        .executeTakeFirstOrThrow()
    ).credit_code;

  it('offers a template with the import’s columns', async () => {
    const users = await userOf();
    expect((await users.importTemplate()).data).toMatch(/\.xlsx$/);
  });

  it('previews, then writes the valid rows in one go and answers why the others fail', async () => {
    const users = await userOf();
    const code = await enterpriseCode();
    const file = await workbook([
      ['imp_ok', 'ok', STAFF, NANJING, '', '13911112222', '', '', '', '', 'cityGov', ''],
      ['imp_ent', 'ent', ENTERPRISE, '', code, '', '', '', '', '', 'enterprise', ''],
      ['imp_badphone', 'bad phone', STAFF, NANJING, '', '12345', '', '', '', '', '', ''],
      ['imp_ok', 'again', STAFF, NANJING, '', '', '', '', '', '', '', ''],
      ['imp_nodept', 'no dept', STAFF, 'nowhere', '', '', '', '', '', '', '', ''],
      ['admin', 'exists', STAFF, NANJING, '', '', '', '', '', '', '', ''],
    ]);
    try {
      const preview = (await users.importData(file, 'users.xlsx', options({ preview: true }))).data;
      expect(preview).toMatchObject({ preview: true, committed: false, succeeded: 0, failed: 4 });
      expect(await stored()).toEqual([]);
      const byRow = new Map(preview?.rows.map((row) => [row.rowNumber, row]));
      expect(byRow.get(2)).toMatchObject({ ok: true, action: 'add', message: USER_TEXT.importOk });
      expect(byRow.get(4)?.message).toContain(USER_TEXT.phoneFormat);
      expect(byRow.get(5)?.message).toBe(USER_TEXT.importDuplicate(2));
      expect(byRow.get(6)?.message).toBe(USER_TEXT.importUnknownDept('nowhere'));
      expect(byRow.get(7)?.message).toBe(USER_TEXT.importExists);

      // All or nothing with bad rows: nothing is written.
      const none = (await users.importData(file, 'users.xlsx', options({ allOrNothing: true }))).data;
      expect(none).toMatchObject({ committed: false, succeeded: 0 });
      expect(none?.rows.find((row) => row.rowNumber === 2)?.message).toBe(USER_TEXT.importNothing);
      expect(await stored()).toEqual([]);

      const done = (await users.importData(file, 'users.xlsx', options())).data;
      expect(done).toMatchObject({ committed: true, succeeded: 2, failed: 4 });
      expect(await stored()).toEqual(['imp_ent', 'imp_ok']);
      const ok = await env.handle.db
        .selectFrom('app_user')
        .select(['must_change_password', 'dept_id', 'phone'])
        .where('username', '=', 'imp_ok')
        .executeTakeFirstOrThrow();
      expect(ok).toEqual({ must_change_password: true, dept_id: 101, phone: '13911112222' });

      // Updating an existing account, with the option only.
      const update = await workbook([['imp_ok', 'renamed', STAFF, NANJING, '', '13911112222', '', '', '', '', '', '']]);
      const refused = (await users.importData(update, 'u.xlsx', options({ password: '' }))).data;
      expect(refused?.rows[0]?.message).toBe(USER_TEXT.importExists);
      const updated = (await users.importData(update, 'u.xlsx', options({ updateSupport: true, password: '' }))).data;
      expect(updated).toMatchObject({ committed: true, succeeded: 1 });
      expect(updated?.rows[0]?.action).toBe('update');
      const renamed = await env.handle.db
        .selectFrom('app_user')
        .select('full_name')
        .where('username', '=', 'imp_ok')
        .executeTakeFirstOrThrow();
      expect(renamed.full_name).toBe('renamed');
      // Roles left empty on update stay as they were.
      expect((await users.list({ userName: 'imp_ok' })).data?.rows[0]?.roleNames).not.toBe('');

      // A new account without an initial password fails that row only.
      const noPassword = await workbook([['imp_all', 'x', STAFF, NANJING, '', '', '', '', '', '', '', '']]);
      const result = (await users.importData(noPassword, 'p.xlsx', options({ password: '' }))).data;
      expect(result?.rows[0]?.message).toBe(USER_TEXT.importPasswordRequired);
      expect((await failure(users.importData(noPassword, 'p.xlsx', options({ password: 'weak' })))).code).toBe('A0400');
      expect(await stored()).toEqual(['imp_ent', 'imp_ok']);
    } finally {
      await env.handle.db.deleteFrom('app_user').where('username', 'in', names).execute();
    }
  });

  it('exports in the template’s columns, so an exported file imports back unchanged', async () => {
    const users = await userOf();
    const code = await enterpriseCode();
    const trip = ['rt_staff', 'rt_ent'];
    let twin = 0;
    const file = (name: string) => join(env.platform.config.dataDir, 'export', name);
    const headersOf = async (path: string) => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(path);
      return ((book.worksheets[0]?.getRow(1).values ?? []) as unknown[]).slice(1);
    };
    const accounts = () =>
      env.handle.db
        .selectFrom('app_user')
        .select(['username', 'full_name', 'phone', 'email', 'remark', 'status', 'dept_id', 'mainstay_id'])
        .where('username', 'in', trip)
        .orderBy('username')
        .execute();
    try {
      const made = await workbook([
        ['rt_staff', '往返职员', STAFF, NANJING, '', '13911113333', 'rt@example.com', '', '', '', 'cityGov', '备注'],
        ['rt_ent', '往返企业', ENTERPRISE, '', code, '', '', '', USER_TEXT.statuses['1'], '', 'enterprise', ''],
      ]);
      expect((await users.importData(made, 'made.xlsx', options())).data).toMatchObject({ succeeded: 2 });
      const before = await accounts();

      const template = (await users.importTemplate()).data ?? '';
      const exported = (await users.exportFile({ userName: 'rt_' })).data ?? '';
      expect(await headersOf(file(exported))).toEqual(HEADERS);
      expect(await headersOf(file(template))).toEqual(HEADERS);

      const back = new Blob([await readFile(file(exported))]);
      const result = (await users.importData(back, exported, options({ updateSupport: true, password: '' }))).data;
      expect(result).toMatchObject({ committed: true, succeeded: 2, failed: 0 });
      expect(result?.rows.map((row) => row.action)).toEqual(['update', 'update']);
      // Masked phones came back as the accounts' own: nothing changed.
      expect(await accounts()).toEqual(before);
      expect((await users.list({ userName: 'rt_staff' })).data?.rows[0]?.roleNames).toBe('市级主管部门');

      // Once another department has the same name, the export writes the department's number, and
      // the file still imports back to the same department.
      twin = (
        await env.handle.db
          .insertInto('dept')
          .values({ parent_id: null, name: NANJING })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      const twinned = (await users.exportFile({ userName: 'rt_' })).data ?? '';
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(file(twinned));
      const staffRow = book.worksheets[0]?.getRows(2, 2)?.find((row) => row.getCell(1).value === 'rt_staff');
      const deptCell = String(staffRow?.getCell(4).value ?? '');
      expect(deptCell).toBe(String(before.find((account) => account.username === 'rt_staff')?.dept_id));
      const again = new Blob([await readFile(file(twinned))]);
      const reimport = (await users.importData(again, twinned, options({ updateSupport: true, password: '' }))).data;
      expect(reimport).toMatchObject({ committed: true, succeeded: 2, failed: 0 });
      expect(await accounts()).toEqual(before);
    } finally {
      await env.handle.db.deleteFrom('app_user').where('username', 'in', trip).execute();
      if (twin) await env.handle.db.deleteFrom('dept').where('id', '=', twin).execute();
    }
  });

  it('leaves a preview out of the operation log, which records the import itself', async () => {
    const users = await userOf();
    const imports = async () =>
      (
        await env.handle.db
          .selectFrom('oper_log')
          .select('id')
          .where('module', '=', 'user')
          .where('path', 'like', '%import%')
          .where('path', 'not like', '%Template%')
          .execute()
      ).length;
    const file = await workbook([['imp_all', 'x', STAFF, NANJING, '', '', '', '', '', '', '', '']]);
    try {
      const before = await imports();
      expect((await users.importData(file, 'p.xlsx', options({ preview: true }))).data?.preview).toBe(true);
      expect(await imports()).toBe(before);
      expect((await users.importData(file, 'p.xlsx', options())).data?.committed).toBe(true);
      expect(await imports()).toBe(before + 1);
    } finally {
      await env.handle.db.deleteFrom('app_user').where('username', 'in', names).execute();
    }
  });

  it('refuses a file that is not really an .xlsx, and an empty one', async () => {
    const users = await userOf();
    const text = new Blob(['userName,nickName\nfake,fake\n']);
    expect((await failure(users.importData(text, 'users.xlsx', options()))).message).toBe(USER_TEXT.importNotXlsx);
    // A zip that is not a workbook.
    const zip = new Blob([Buffer.from(`504b0304${'00'.repeat(60)}`, 'hex')]);
    expect((await failure(users.importData(zip, 'users.xlsx', options()))).message).toBe(USER_TEXT.importNotXlsx);
    const empty = await workbook([]);
    expect((await failure(users.importData(empty, 'users.xlsx', options()))).message).toBe(USER_TEXT.importEmpty);
    expect(await stored()).toEqual([]);
  });

  it('is refused to accounts without the import permission', async () => {
    const auditor = await staffAccount(env, 'imp_auditor', ['auditadmin']);
    try {
      const file = await workbook([['imp_all', 'x', STAFF, NANJING, '', '', '', '', '', '', '', '']]);
      for (const client of [auditor.client, await env.login('ent_demo')])
        expect((await failure(createUserApi(client.http).importData(file, 'u.xlsx', options()))).code).toBe('403');
      expect(await stored()).toEqual([]);
    } finally {
      await auditor.remove();
    }
  });
});
