// 代码生成 over real HTTP: the business tables offered for import (never accounts, sessions or
// secrets), import and CREATE TABLE creation with their refusals, the columns' settings changed and
// checked (display type, field names, dictionaries), sync from the database, the preview and 生成表单
// saving a draft 表单定义 lists and publishes; every write in the operation log; enterprise users and
// the audit administrator refused.
import { createFormApi, createGenApi } from '@ent/core/api';
import { GEN_ENDPOINTS, GEN_PERMISSIONS } from '@ent/core/contract';
import { DICT_TYPES } from '@ent/core/dict';
import { normalizeDefinition } from '@ent/core/forms';
import { GEN_TEXT } from '@ent/core/messages';
import { describe, expect, it } from 'vitest';
import { failure, staffAccount } from './orgSupport';
import { raw, TEST_DATABASES, usePlatform } from './support';

const SQL = `CREATE TABLE \`energy_survey\` (
  \`id\` bigint NOT NULL AUTO_INCREMENT COMMENT '编号',
  \`survey_name\` varchar(100) NOT NULL COMMENT '调查名称',
  \`capacity\` decimal(12,2) DEFAULT NULL COMMENT '装机容量',
  \`status\` char(1) NOT NULL DEFAULT '0' COMMENT '状态',
  \`remark\` varchar(1000) COMMENT '说明',
  \`create_time\` datetime COMMENT '创建时间',
  PRIMARY KEY (\`id\`)
) ENGINE=InnoDB COMMENT='能源调查表';`;

describe.each(TEST_DATABASES)('代码生成 on $name', (database) => {
  const env = usePlatform(database);
  const genOf = async (username = 'admin') => {
    const client = await env.login(username);
    return { gen: createGenApi(client.http), forms: createFormApi(client.http), client };
  };
  const operations = async (action: string) =>
    env.handle.db
      .selectFrom('oper_log')
      .select(['module', 'action', 'success', 'target_ids'])
      .where('module', '=', 'gen')
      .where('action', '=', action)
      .execute();

  it('offers the platform’s business tables, never accounts, sessions or secrets, and imports them', async () => {
    const { gen } = await genOf();
    const offered = (await gen.dbList({ pageSize: 100 })).data?.rows ?? [];
    const names = offered.map((row) => row.tableName);
    expect(names).toEqual(expect.arrayContaining(['facility', 'project', 'enterprise']));
    for (const secret of ['app_user', 'auth_session', 'password_history', 'mfa_recovery_code', 'replay_nonce'])
      expect(names).not.toContain(secret);
    expect(names).not.toContain('schema_migration');
    expect(names).not.toContain('gen_table');
    expect(offered.find((row) => row.tableName === 'facility')?.tableComment).toBe('能源设施');
    expect((await gen.dbList({ tableName: 'facil' })).data?.rows.map((row) => row.tableName)).toEqual(['facility']);

    expect((await failure(gen.importTable(['app_user']))).message).toBe(GEN_TEXT.unknownTable(['app_user']));
    expect((await failure(gen.importTable(['no_such_table', 'facility']))).message).toBe(
      GEN_TEXT.unknownTable(['no_such_table']),
    );
    expect((await failure(gen.importTable([]))).code).toBe('A0400');
    expect((await failure(gen.importTable(['bad-name']))).code).toBe('A0400');
    expect((await gen.importTable(['facility'])).data).toBe(1);
    expect((await failure(gen.importTable(['facility']))).message).toBe(GEN_TEXT.alreadyImported(['facility']));
    expect((await gen.dbList({ pageSize: 100 })).data?.rows.map((row) => row.tableName)).not.toContain('facility');

    const row = (await gen.list({ tableName: 'facility' })).data?.rows[0];
    expect(row).toMatchObject({
      tableName: 'facility',
      tableComment: '能源设施',
      source: 'db',
      formKey: 'gen-facility',
    });
    const detail = (await gen.get(row?.tableId ?? 0)).data;
    const byName = Object.fromEntries(detail?.columns.map((column) => [column.columnName, column]) ?? []);
    expect(byName.id).toMatchObject({ isPk: true, isForm: false });
    expect(byName.create_time).toMatchObject({ isForm: false, htmlType: 'datetime' });
    expect(byName.capacity_mw).toMatchObject({
      columnType: 'numeric(12,2)',
      htmlType: 'number',
      valueType: 'decimal',
      label: '装机容量（兆瓦）',
      required: false,
      defaultValue: '0',
    });
    expect(byName.name).toMatchObject({ required: true, queryType: 'LIKE', fieldName: 'name' });
    expect(byName.status).toMatchObject({ defaultValue: '0', htmlType: 'radio', dictType: DICT_TYPES.normalDisable });
    expect(byName.facility_type).toMatchObject({ fieldName: 'facilityType', htmlType: 'select' });

    // Sync: settings of kept columns stay.
    await gen.update({
      ...(detail?.table ?? ({} as never)),
      columns: (detail?.columns ?? []).map((column) =>
        column.columnName === 'name' ? { ...column, label: '设施名称（改）' } : column,
      ),
    });
    const synced = (await gen.synchDb('facility')).data;
    expect(synced?.columns.find((column) => column.columnName === 'name')?.label).toBe('设施名称（改）');
    expect(synced?.columns).toHaveLength(detail?.columns.length ?? 0);
    expect((await failure(gen.synchDb('project'))).code).toBe('404');
    expect((await failure(gen.synchDb('bad-name'))).code).toBe('A0400');
    expect((await operations('import')).some((entry) => entry.success)).toBe(true);
    expect((await operations('synchDb')).some((entry) => entry.success)).toBe(true);
  });

  it('creates tables from CREATE TABLE text, refusing text that does not parse', async () => {
    const { gen } = await genOf();
    const bad = await failure(gen.createTable({ sql: 'CREATE TABLE t (\n  id int,\n  name\n)' }));
    expect(bad).toEqual({ code: 'A0400', message: GEN_TEXT.parse.at(3, 'name', GEN_TEXT.parse.missingType('name')) });
    expect(await failure(gen.createTable({ sql: 'select 1' }))).toEqual({
      code: 'A0400',
      message: GEN_TEXT.parse.noCreateTable,
    });
    expect((await failure(gen.createTable({ sql: '   ' }))).code).toBe('A0400');
    const created = (await gen.createTable({ sql: SQL })).data ?? [];
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      tableName: 'energy_survey',
      tableComment: '能源调查表',
      formTitle: '能源调查',
      source: 'sql',
    });
    expect((await failure(gen.createTable({ sql: SQL }))).message).toBe(GEN_TEXT.alreadyImported(['energy_survey']));
    // A table created from text has no database table to sync from.
    expect((await failure(gen.synchDb('energy_survey'))).message).toBe(GEN_TEXT.notFromDb);
    expect((await operations('createTable')).map((entry) => entry.success)).toEqual(
      expect.arrayContaining([true, false]),
    );
  });

  it('changes the columns, checking display types, field names and dictionaries, then generates a draft', async () => {
    const { gen, forms } = await genOf();
    const table = (await gen.list({ tableName: 'energy_survey' })).data?.rows[0];
    const tableId = table?.tableId ?? 0;
    const detail = (await gen.get(tableId)).data;
    if (!table || !detail) throw new Error('energy_survey not created');
    const columns = detail.columns;
    const base = { ...detail.table, columns };
    const change = (name: string, patch: Record<string, unknown>) =>
      columns.map((column) => (column.columnName === name ? { ...column, ...patch } : column));

    expect((await failure(gen.update({ ...base, columns: change('status', { htmlType: 'slider' }) }))).code).toBe(
      'A0400',
    );
    expect(
      (await failure(gen.update({ ...base, columns: change('status', { dictType: 'no_such_dict' }) }))).message,
    ).toBe(GEN_TEXT.unknownDict(['no_such_dict']));
    expect(
      (await failure(gen.update({ ...base, columns: change('remark', { fieldName: 'surveyName' }) }))).message,
    ).toBe(GEN_TEXT.duplicateFields(['surveyName']));
    expect((await failure(gen.update({ ...base, columns: change('remark', { fieldName: '9x' }) }))).message).toContain(
      GEN_TEXT.badFieldName,
    );
    expect((await failure(gen.update({ ...base, formKey: 'Bad Key' }))).message).toContain(GEN_TEXT.formKeyInvalid);
    expect(
      (await failure(gen.update({ ...base, columns: [{ ...(columns[0] ?? ({} as never)), columnId: 999_999 }] })))
        .message,
    ).toBe(GEN_TEXT.unknownColumns);
    expect((await failure(gen.update({ ...base, tableId: 999_999 }))).code).toBe('404');

    const saved = (
      await gen.update({
        ...base,
        formTitle: '能源调查表单',
        columnsPerRow: 2,
        columns: columns.map((column) =>
          column.columnName === 'survey_name'
            ? { ...column, label: '调查项目名称', htmlType: 'textarea' as const }
            : column.columnName === 'capacity'
              ? { ...column, htmlType: 'select' as const, dictType: DICT_TYPES.facilityType, required: true }
              : column,
        ),
      })
    ).data;
    expect(saved?.table).toMatchObject({ formTitle: '能源调查表单', columnsPerRow: 2 });
    expect(saved?.columns.find((column) => column.columnName === 'survey_name')).toMatchObject({
      label: '调查项目名称',
      htmlType: 'textarea',
    });

    const preview = (await gen.preview(tableId)).data;
    expect(preview?.title).toBe('能源调查表单');
    const form = normalizeDefinition(preview?.content);
    expect(form.problems).toEqual([]);
    expect(form.fields.map((node) => node.vModel)).toEqual(['surveyName', 'capacity', 'status', 'remark']);
    expect(form.fields[1]).toMatchObject({ tag: 'el-select', dictType: DICT_TYPES.facilityType, required: true });

    const result = (await gen.genForm(tableId)).data;
    expect(result).toMatchObject({ formKey: 'gen-energy-survey', version: 1, title: '能源调查表单' });
    const again = (await gen.genForm(tableId)).data;
    expect(again?.version).toBe(2);
    const listed = (await forms.definitions({ title: '能源调查表单' })).data?.rows ?? [];
    expect(listed.map((row) => [row.id, row.status])).toEqual(
      expect.arrayContaining([
        [result?.definitionId, 'draft'],
        [again?.definitionId, 'draft'],
      ]),
    );
    const published = (await forms.updateDefinition({ id: result?.definitionId ?? 0, action: 'publish' })).data;
    expect(published?.status).toBe('published');
    const genForms = await operations('genForm');
    expect(genForms.filter((entry) => entry.success).map((entry) => entry.target_ids)).toContain(String(tableId));
    expect((await operations('update')).some((entry) => !entry.success)).toBe(true);

    // A table with nothing shown in the form makes no form.
    await gen.update({ ...base, columns: columns.map((column) => ({ ...column, isForm: false })) });
    expect((await failure(gen.genForm(tableId))).message).toBe(GEN_TEXT.noFormColumns);
  });

  it('refuses bad ids, and deletes tables with their columns', async () => {
    const { gen, client } = await genOf();
    expect((await failure(gen.get(999_999))).code).toBe('404');
    expect((await failure(gen.preview(999_999))).code).toBe('404');
    expect((await failure(gen.genForm(999_999))).code).toBe('404');
    const answer = await raw(env.platform.url, '/code/gen/abc', {
      method: 'GET',
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('A0400');
    const previewBad = await raw(env.platform.url, '/code/gen/preview/12x', {
      method: 'GET',
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(previewBad.body.code).toBe('A0400');

    const created = (await gen.createTable({ sql: 'CREATE TABLE tmp_a (id int primary key, title varchar(20));' }))
      .data;
    const id = created?.[0]?.tableId ?? 0;
    expect((await gen.remove([id])).data).toBe(1);
    expect((await failure(gen.get(id))).code).toBe('404');
    const left = await env.handle.db.selectFrom('gen_table_column').select('id').where('table_id', '=', id).execute();
    expect(left).toEqual([]);
    expect((await operations('delete')).some((entry) => entry.success && entry.target_ids === String(id))).toBe(true);
  });

  it('refuses every call to an enterprise user and to the audit administrator, recording the writes', async () => {
    const enterprise = (await genOf('ent_demo')).gen;
    expect((await failure(enterprise.list({}))).code).toBe('403');
    expect((await failure(enterprise.dbList({}))).code).toBe('403');
    expect((await failure(enterprise.importTable(['facility']))).code).toBe('403');
    expect((await failure(enterprise.createTable({ sql: SQL }))).code).toBe('403');
    expect((await failure(enterprise.get(1))).code).toBe('403');
    expect((await failure(enterprise.preview(1))).code).toBe('403');
    expect((await failure(enterprise.genForm(1))).code).toBe('403');
    expect((await failure(enterprise.remove([1]))).code).toBe('403');
    expect((await failure(enterprise.synchDb('facility'))).code).toBe('403');

    const auditor = await staffAccount(env, 'gen_auditor', ['auditadmin']);
    const sysadmin = await staffAccount(env, 'gen_sysadmin', ['sysadmin']);
    try {
      const gen = createGenApi(auditor.client.http);
      expect((await failure(gen.list({}))).code).toBe('403');
      expect((await failure(gen.createTable({ sql: SQL }))).code).toBe('403');
      expect((await failure(gen.genForm(1))).code).toBe('403');
      expect((await failure(gen.update({ tableId: 1, formTitle: 'x', formKey: 'x', columns: [] }))).code).toBe('403');
      const refused = await env.handle.db
        .selectFrom('oper_log')
        .select(['action', 'success'])
        .where('module', '=', 'gen')
        .where('username', '=', 'gen_auditor')
        .execute();
      expect(refused.map((entry) => entry.action)).toEqual(
        expect.arrayContaining(['createTable', 'genForm', 'update']),
      );
      expect(refused.every((entry) => !entry.success)).toBe(true);
      // The system administrator holds every permission of the page.
      const allowed = createGenApi(sysadmin.client.http);
      expect((await allowed.list({})).data?.total).toBeGreaterThan(0);
      const perms = Object.values(GEN_PERMISSIONS);
      expect(perms).toHaveLength(7);
      expect(Object.keys(GEN_ENDPOINTS)).toHaveLength(10);
    } finally {
      await auditor.remove();
      await sysadmin.remove();
    }
  });
});
