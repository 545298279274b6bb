import { describe, expect, it } from 'vitest';
import { DICT_TYPES } from '../dict/dictRules';
import { normalizeDefinition, valueNodes, withDictionaryOptions } from '../forms/definition';
import { createFormStore } from '../forms/formState';
import { GEN_TEXT } from '../messages/gen';
import {
  defaultColumn,
  defaultTable,
  fieldNameOf,
  formKeyOf,
  GEN_HTML_TYPES,
  type GenColumnSettings,
  htmlTypeOf,
  valueTypeOf,
} from './columns';
import { parseCreateTable } from './createTable';
import { formFromTable } from './formFromTable';

const SQL = `CREATE TABLE energy_report (
  id bigint NOT NULL AUTO_INCREMENT COMMENT '编号',
  report_name varchar(100) NOT NULL COMMENT '报表名称',
  capacity decimal(12,3) NOT NULL DEFAULT 0 COMMENT '装机容量',
  units int COMMENT '机组数',
  facility_type varchar(20) COMMENT '设施类型',
  status char(1) NOT NULL DEFAULT '0' COMMENT '状态',
  is_public boolean COMMENT '是否公开',
  reported_on date COMMENT '报送日期',
  checked_at datetime COMMENT '核查时间',
  summary text COMMENT '摘要',
  content longtext COMMENT '正文',
  attachment varchar(500) COMMENT '附件',
  create_by varchar(64) COMMENT '创建者',
  create_time datetime COMMENT '创建时间',
  del_flag char(1) DEFAULT '0',
  PRIMARY KEY (id)
) COMMENT='能源报表';`;

function generated() {
  const result = parseCreateTable(SQL);
  if (!result.ok) throw new Error(result.message);
  const table = result.tables[0];
  if (!table) throw new Error('no table');
  return {
    table: defaultTable(table),
    columns: table.columns.map((column, index) => defaultColumn(column, index + 1)),
  };
}

describe('column defaults', () => {
  it('maps SQL types to value and display types', () => {
    expect(
      ['varchar(64)', 'int(11)', 'numeric(12,2)', 'tinyint(1)', 'timestamptz', 'date', 'text'].map(valueTypeOf),
    ).toEqual(['string', 'integer', 'decimal', 'boolean', 'datetime', 'date', 'string']);
    const html = (name: string, type: string) => htmlTypeOf({ name, type });
    expect(html('title', 'varchar(64)')).toBe('input');
    expect(html('summary', 'varchar(1000)')).toBe('textarea');
    expect(html('summary', 'text')).toBe('textarea');
    expect(html('address', 'text')).toBe('input');
    expect(html('status', 'text')).toBe('radio');
    expect(html('news_content', 'text')).toBe('editor');
    expect(html('content', 'longtext')).toBe('editor');
    expect(html('amount', 'decimal(10,2)')).toBe('number');
    expect(html('enabled', 'bool')).toBe('radio');
    expect(html('flag', 'char(1)')).toBe('radio');
    expect(html('born', 'date')).toBe('date');
    expect(html('at', 'timestamp with time zone')).toBe('datetime');
    expect(html('project_type', 'varchar(20)')).toBe('select');
    expect(html('licence_file', 'varchar(255)')).toBe('upload');
    expect(html('profile', 'varchar(255)')).toBe('input');
  });

  it('names fields and forms, and leaves keys and bookkeeping columns out of the form', () => {
    expect(fieldNameOf('facility_type')).toBe('facilityType');
    expect(fieldNameOf('2nd_value')).toBe('f2ndValue');
    expect(formKeyOf('Energy_Report')).toBe('gen-energy-report');
    const { table, columns } = generated();
    expect(table).toMatchObject({ tableComment: '能源报表', formTitle: '能源报', formKey: 'gen-energy-report' });
    expect(GEN_TEXT.formTitleOf('学生信息表')).toBe('学生信息');
    const byName = Object.fromEntries(columns.map((c) => [c.columnName, c]));
    expect(byName.id).toMatchObject({ isPk: true, isForm: false, isList: false, queryType: '' });
    expect(byName.create_time).toMatchObject({ isForm: false, isList: false });
    expect(byName.del_flag).toMatchObject({ isForm: false });
    expect(byName.report_name).toMatchObject({ required: true, isForm: true, isList: true, queryType: 'LIKE' });
    expect(byName.capacity).toMatchObject({ required: false, htmlType: 'number', valueType: 'decimal' });
    expect(byName.status).toMatchObject({ htmlType: 'radio', dictType: DICT_TYPES.normalDisable, queryType: 'EQ' });
    expect(byName.is_public).toMatchObject({ htmlType: 'radio', dictType: DICT_TYPES.yesNo });
    expect(byName.summary).toMatchObject({ htmlType: 'textarea', isList: false });
  });
});

describe('formFromTable', () => {
  it('makes a definition the renderer reads with no problem, one field per shown column', async () => {
    const { table, columns } = generated();
    const content = formFromTable(table, columns);
    const form = normalizeDefinition(content);
    expect(form.problems).toEqual([]);
    expect(valueNodes(form).map((node) => node.vModel)).toEqual([
      'reportName',
      'capacity',
      'units',
      'facilityType',
      'status',
      'isPublic',
      'reportedOn',
      'checkedAt',
      'summary',
      'content',
      'attachment',
    ]);
    const byField = Object.fromEntries(valueNodes(form).map((node) => [node.vModel, node]));
    expect(byField.reportName).toMatchObject({ tag: 'el-input', required: true, label: '报表名称' });
    expect(byField.reportName?.props.maxlength).toBe(100);
    expect(byField.capacity).toMatchObject({ tag: 'el-input-number', defaultValue: 0 });
    expect(byField.capacity?.props.precision).toBe(3);
    expect(byField.status).toMatchObject({
      tag: 'el-radio-group',
      dictType: DICT_TYPES.normalDisable,
      defaultValue: '0',
    });
    expect(byField.reportedOn?.props).toMatchObject({ type: 'date', valueFormat: 'yyyy-MM-dd' });
    expect(byField.checkedAt?.props).toMatchObject({ type: 'datetime' });
    expect(byField.summary?.props.type).toBe('textarea');
    expect(byField.content?.tag).toBe('tinymce');
    expect(byField.attachment).toMatchObject({ tag: 'el-upload', defaultValue: [] });
    expect(content.listColumns).toEqual(expect.arrayContaining([{ label: '报表名称', prop: 'reportName' }]));
    expect(content.queryFields).toEqual(
      expect.arrayContaining([{ label: '报表名称', prop: 'reportName', queryType: 'LIKE' }]),
    );
    // Dictionary options are filled as the form is shown, and the form works.
    const filled = await withDictionaryOptions(form, async (type) =>
      type === DICT_TYPES.normalDisable
        ? [
            { value: '0', label: '正常' },
            { value: '1', label: '停用' },
          ]
        : [],
    );
    const store = createFormStore(filled);
    expect(store.model().status).toBe('0');
  });

  it('renders every display type with no problem, two to a row, the wide ones alone', () => {
    const { table, columns } = generated();
    const base = columns.find((c) => c.columnName === 'report_name') as GenColumnSettings;
    const every = GEN_HTML_TYPES.map((htmlType, index) => ({
      ...base,
      fieldName: `f${index}`,
      htmlType,
      dictType: htmlType === 'select' ? DICT_TYPES.sex : '',
      sort: index,
    }));
    const content = formFromTable({ ...table, columnsPerRow: 2 }, every);
    const form = normalizeDefinition(content);
    expect(form.problems).toEqual([]);
    expect(form.fields.map((node) => node.span)).toEqual([12, 24, 12, 12, 12, 24, 12, 12, 24, 24]);
    expect(form.fields.find((node) => node.vModel === 'f3')?.dictType).toBe(DICT_TYPES.sex);
  });
});
