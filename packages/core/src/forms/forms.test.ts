import { describe, expect, it } from 'vitest';
import { FORM_TEXT } from '../messages';
import { formatDate, parseTime } from './dateFormat';
import { type FormNode, normalizeDefinition, valueNodes, walkNodes } from './definition';
import { ExpressionError, evaluate, expressionFields, isTruthy, parseExpression } from './expression';
import allTags from './fixtures/all-tags.form.json';
import oilgas from './fixtures/oilgas-report.form.json';
import pvData from './fixtures/pv-filing.data.json';
import pvFiling from './fixtures/pv-filing.form.json';
import { parseTestData } from './testData';
import { validateField, validateForm } from './validation';
import {
  activeNodes,
  applyLinkage,
  displayValue,
  initialModel,
  isVisibleBy,
  linkedOptions,
  modelFromValues,
  rangeSuffixes,
  submission,
} from './values';

const field = (form: ReturnType<typeof normalizeDefinition>, key: string): FormNode => {
  const found = valueNodes(form).find((node) => node.vModel === key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
};

describe('visibility expressions', () => {
  const model = { projectType: 1, capacityMw: '60', tags: ['a', 'b'], name: '光伏', empty: '', zero: 0 };
  const check = (source: string) => evaluate(parseExpression(source), model);

  it('evaluates comparisons with numeric strings as numbers', () => {
    expect(check('projectType == 1 && capacityMw >= 50')).toBe(true);
    expect(check("projectType == '1'")).toBe(true);
    expect(check('capacityMw > 100 || projectType != 1')).toBe(false);
    expect(check('capacityMw < 100')).toBe(true);
    expect(check('projectType === 1')).toBe(true);
    expect(check("projectType === '1'")).toBe(false);
    expect(check("name == '光伏'")).toBe(true);
  });

  it('supports !, parentheses, formData.name, .length, [index], literals', () => {
    expect(check('!(projectType == 2)')).toBe(true);
    expect(check('formData.projectType == 1')).toBe(true);
    expect(check('tags.length == 2 && tags[1] == "b"')).toBe(true);
    expect(check('name.length >= 2')).toBe(true);
    expect(check('missing == null')).toBe(true);
    expect(isTruthy(check('empty'))).toBe(false);
    expect(check('zero || true')).toBe(true);
    expect(check('-1 < 0')).toBe(true);
  });

  it('names the fields it reads', () => {
    expect(expressionFields(parseExpression('projectType == 1 && formData.capacityMw >= 50 || tags[idx]'))).toEqual([
      'projectType',
      'capacityMw',
      'tags',
      'idx',
    ]);
  });

  it('never runs code: calls, assignments and property access are refused', () => {
    for (const source of [
      'alert(1)',
      'a = 1',
      'constructor.constructor("x")()',
      'a.b',
      'a;b',
      '`x`',
      'projectType == 1 && (',
      'a +',
      '1 2',
    ]) {
      expect(() => parseExpression(source)).toThrow(ExpressionError);
    }
  });
});

describe('definitions', () => {
  it('reads all three fixtures without problems, every layout and tag of FORMS.md', () => {
    const layouts = new Set<string>();
    const tags = new Set<string>();
    for (const raw of [allTags, oilgas, pvFiling]) {
      const form = normalizeDefinition(raw);
      expect(form.problems).toEqual([]);
      walkNodes(form.fields, (node) => {
        layouts.add(node.layout);
        if (node.tag) tags.add(node.tag);
      });
    }
    expect([...layouts].sort()).toEqual(
      [
        'cardGroup',
        'colFormItem',
        'collapseGroup',
        'collapseItem',
        'formGroup',
        'richText',
        'routerViewSlot',
        'rowFormItem',
        'tabGroup',
        'tableGroup',
      ].sort(),
    );
    expect([...tags].sort()).toEqual(
      [
        'el-cascader',
        'el-checkbox-group',
        'el-color-picker',
        'el-date-picker',
        'el-input',
        'el-input-number',
        'el-radio-group',
        'el-rate',
        'el-select',
        'el-slider',
        'el-switch',
        'el-time-picker',
        'el-upload',
        'tinymce',
      ].sort(),
    );
  });

  it('accepts both spellings and camelCases kebab props', () => {
    const form = normalizeDefinition({
      fields: [
        {
          config: { tag: 'el-switch', layout: 'colFormItem', label: '开关' },
          vModel: 'flag',
          'active-value': 'Y',
          'inactive-text': '关',
        },
        {
          __config__: { tag: 'el-select', layout: 'colFormItem', label: '选项' },
          __vModel__: 'pick',
          __slot__: { options: [{ label: '甲', value: 'a' }] },
        },
        {
          config: { tag: 'el-radio-group', layout: 'colFormItem', label: '单选' },
          vModel: 'one',
          slot: { options: [{ label: '乙', value: 'b' }] },
        },
      ],
    });
    const [flag, pick, one] = form.fields;
    expect(flag).toMatchObject({ vModel: 'flag', tag: 'el-switch', props: { activeValue: 'Y', inactiveText: '关' } });
    expect(pick?.options).toEqual([{ label: '甲', value: 'a' }]);
    expect(one?.options).toEqual([{ label: '乙', value: 'b' }]);
  });

  it('names unknown layouts, tags and date types and keeps the rest', () => {
    const form = normalizeDefinition({
      fields: [
        { __config__: { layout: 'magicGroup', label: 'x' } },
        { __config__: { layout: 'colFormItem', tag: 'el-transfer', label: '穿梭框' }, __vModel__: 'transfer' },
        { __config__: { layout: 'colFormItem', tag: 'el-date-picker', label: '周' }, __vModel__: 'week', type: 'week' },
        { __config__: { layout: 'colFormItem', tag: 'el-input', label: '名称', required: true }, __vModel__: 'name' },
      ],
    });
    expect(form.problems).toEqual([
      { kind: 'unknownLayout', message: FORM_TEXT.unknownLayout('magicGroup') },
      { kind: 'unknownTag', message: FORM_TEXT.unknownTag('el-transfer') },
      { kind: 'unknownDateType', message: FORM_TEXT.unknownDateType('week') },
    ]);
    expect(form.fields.map((f) => f.problem ?? 'ok')).toEqual([
      FORM_TEXT.unknownLayout('magicGroup'),
      FORM_TEXT.unknownTag('el-transfer'),
      FORM_TEXT.unknownDateType('week'),
      'ok',
    ]);
    expect(valueNodes(form).map((n) => n.vModel)).toEqual(['name']);
  });

  it('drops code and reports it, keeps readOnly, hidden, title, disabled and buttonDisplay', () => {
    const form = normalizeDefinition({
      disabled: 'Y',
      buttonDisplay: 'N',
      methods: 'function(){ alert(1) }',
      fields: [
        { __config__: { layout: 'formGroup', label: '组' }, title: '基本信息', hook: 'mounted(){}' },
        { __config__: { layout: 'colFormItem', tag: 'el-input', label: '只读' }, __vModel__: 'ro', readOnly: true },
        { __config__: { layout: 'colFormItem', tag: 'el-input', label: '隐藏' }, __vModel__: 'hid', hidden: true },
      ],
    });
    expect(form).toMatchObject({ disabled: true, showButtons: false, hadCode: true });
    expect(form.fields[0]?.title).toBe('基本信息');
    expect(form.fields[0]?.props.hook).toBeUndefined();
    expect(form.fields[1]?.readOnly).toBe(true);
    expect(form.fields[2]?.hidden).toBe(true);
  });

  it('refuses regex patterns that could backtrack for ever, and reports bad expressions', () => {
    const form = normalizeDefinition({
      fields: [
        {
          __config__: {
            layout: 'colFormItem',
            tag: 'el-input',
            label: 'a',
            regList: [{ pattern: '/^(a+)+$/', message: 'x' }],
          },
          __vModel__: 'a',
        },
        { __config__: { layout: 'colFormItem', tag: 'el-input', label: 'b', dynamicVisible: 'a ==' }, __vModel__: 'b' },
      ],
    });
    expect(form.problems).toEqual([
      { kind: 'badPattern', message: FORM_TEXT.badPattern('/^(a+)+$/') },
      { kind: 'badExpression', message: FORM_TEXT.badExpression('a ==') },
    ]);
    // A malformed condition hides nothing.
    expect(isVisibleBy(form.fields[1]?.visibility, {})).toBe(true);
  });

  it('accepts the stored JSON text of a definition', () => {
    expect(normalizeDefinition(JSON.stringify(pvFiling)).fields).toHaveLength(
      normalizeDefinition(pvFiling).fields.length,
    );
    expect(normalizeDefinition('not json').fields).toEqual([]);
  });
});

describe('model, visibility and linkage on the PV filing form', () => {
  const form = normalizeDefinition(pvFiling);

  it('starts from the defaults and the table rows of the definition', () => {
    const model = initialModel(form);
    expect(model).toMatchObject({ projectType: 1, promiseTrue: '0', approvalPdf: [], buildPeriod: [], district: '' });
    expect(model.inverters).toEqual([{ model: 'SG320HX', count: '10', unitKw: '320' }]);
  });

  it('shows fields by dynamicVisible value or expression', () => {
    const model = initialModel(form);
    const shown = () => activeNodes(form, model).map((n) => n.vModel);
    expect(shown()).toContain('landArea');
    expect(shown()).not.toContain('roofType');
    expect(shown()).not.toContain('storageMw');
    model.capacityMw = '60';
    expect(shown()).toContain('storageMw');
    model.projectType = 2;
    expect(shown()).toContain('roofType');
    expect(shown()).not.toContain('landArea');
    expect(shown()).not.toContain('storageMw');
  });

  it('a field whose value is an array shows its dependants when the array contains the value', () => {
    const contains = normalizeDefinition({
      fields: [
        {
          __config__: { layout: 'colFormItem', tag: 'el-checkbox-group', label: 'k' },
          __vModel__: 'kinds',
          __slot__: { options: [{ label: 'a', value: 'a' }] },
        },
        {
          __config__: {
            layout: 'colFormItem',
            tag: 'el-input',
            label: 'x',
            dynamicVisible: 'kinds',
            dynamicVisibleValue: 'a',
          },
          __vModel__: 'x',
        },
      ],
    });
    expect(activeNodes(contains, { kinds: ['b', 'a'] }).map((n) => n.vModel)).toEqual(['kinds', 'x']);
    expect(activeNodes(contains, { kinds: ['b'] }).map((n) => n.vModel)).toEqual(['kinds']);
  });

  it('linkage sets the target options and clears its value', () => {
    const model = initialModel(form);
    model.city = '320400';
    model.district = '320102';
    applyLinkage(form, model, 'city');
    expect(model.district).toBe('');
    expect(linkedOptions(form, model).district?.map((o) => o.label)).toEqual(['天宁区', '钟楼区', '武进区']);
    // A value the linkage has no entry for offers no districts (every city of the province has some).
    model.city = '320000';
    expect(linkedOptions(form, model).district).toEqual([]);
    model.city = '320500';
    expect(linkedOptions(form, model).district?.map((o) => o.label)).toEqual(['姑苏区', '虎丘区', '吴中区']);
  });

  it('joins stored ranges and splits them again, the record surviving a round trip', () => {
    const model = modelFromValues(form, pvData);
    expect(model.buildPeriod).toEqual(['2026-04-01', '2026-12-31']);
    expect(model.projectType).toBe(2);
    const values = submission(form, model);
    expect(values).toMatchObject({
      buildPeriod_start_date: '2026-04-01',
      buildPeriod_end_date: '2026-12-31',
      roofType: 'biz',
      district: '320412',
    });
    expect(values).not.toHaveProperty('buildPeriod');
    expect(values).not.toHaveProperty('id');
    // Distributed project: land area and storage are hidden by visibility and not submitted.
    expect(values).not.toHaveProperty('landArea');
    expect(values).not.toHaveProperty('storageMw');
  });

  it('submits null as an empty string and keeps hidden:true fields', () => {
    const hiddenForm = normalizeDefinition({
      fields: [
        { __config__: { layout: 'colFormItem', tag: 'el-input-number', label: 'n' }, __vModel__: 'n' },
        {
          __config__: { layout: 'colFormItem', tag: 'el-input', label: 'h', defaultValue: 'kept' },
          __vModel__: 'h',
          hidden: true,
        },
        { __config__: { layout: 'colFormItem', tag: 'el-time-picker', label: 't' }, __vModel__: 't', 'is-range': true },
      ],
    });
    expect(submission(hiddenForm, initialModel(hiddenForm))).toEqual({
      n: '',
      h: 'kept',
      t_start_time: '',
      t_end_time: '',
    });
    expect(rangeSuffixes(field(hiddenForm, 't'))).toEqual(['_start_time', '_end_time']);
  });

  it('a group hidden by visibility hides its fields too', () => {
    const grouped = normalizeDefinition({
      fields: [
        {
          __config__: { layout: 'colFormItem', tag: 'el-switch', label: 's', defaultValue: 'N' },
          __vModel__: 's',
          'active-value': 'Y',
          'inactive-value': 'N',
        },
        {
          __config__: {
            layout: 'cardGroup',
            label: 'g',
            dynamicVisible: "s == 'Y'",
            children: [
              {
                __config__: { layout: 'colFormItem', tag: 'el-input', label: 'inner', required: true },
                __vModel__: 'inner',
              },
            ],
          },
        },
      ],
    });
    expect(submission(grouped, initialModel(grouped))).toEqual({ s: 'N' });
    expect(validateForm(grouped, initialModel(grouped))).toEqual({});
    expect(validateForm(grouped, { s: 'Y', inner: '' })).toEqual({ inner: 'inner不能为空' });
  });
});

describe('validation', () => {
  const form = normalizeDefinition(allTags);

  it('requires values with the FORMS.md messages, arrays saying 请至少选择一个', () => {
    const errors = validateForm(form, initialModel(form));
    expect(errors).toMatchObject({
      companyName: '企业名称不能为空',
      city: '所在地市不能为空',
      energyTypes: '请至少选择一个能源类型',
      certs: '请至少选择一个资质证书',
      licenseFile: '请至少选择一个营业执照',
      foundedOn: '成立日期不能为空',
      reportPeriod: '填报期间不能为空',
    });
    expect(errors).not.toHaveProperty('businessScope');
  });

  it('checks regList patterns with their messages', () => {
    expect(validateField(field(form, 'creditCode'), 'abc')).toBe('统一社会信用代码格式错误');
    expect(validateField(field(form, 'creditCode'), '91350100M000100Y43')).toBeNull();
  });

  it('applies the optional-decimal rule to numeric fields', () => {
    const oil = normalizeDefinition(oilgas);
    const length = field(oil, 'pipeLengthKm');
    expect(validateField(length, '')).toBe('管道里程(km)不能为空');
    expect(validateField(length, 'abc')).toBe('请输入数字值');
    expect(validateField(length, '-1')).toBe('请输入数字值');
    expect(validateField(length, '123456789')).toBe('管道里程(km)若为整数，不能超过8位');
    expect(validateField(length, '1.234')).toBe('管道里程(km)小数点后不能超过2位');
    expect(validateField(length, '123456789.5')).toBe('管道里程(km)小数点前不能超过8位');
    expect(validateField(length, '+12.5')).toBeNull();
  });

  it('wants a required switch on, and a date range that does not end before it starts', () => {
    const pv = normalizeDefinition(pvFiling);
    const promise = field(pv, 'promiseTrue');
    expect(validateField(promise, '0')).toBe(FORM_TEXT.switchRequired('承诺信息真实'));
    expect(validateField(promise, '1')).toBeNull();
    // An optional switch may stay off.
    expect(validateField(field(form, 'isListed'), 'N')).toBeNull();
    const period = field(form, 'reportPeriod');
    expect(validateField(period, ['2026-10-31', '2026-10-01'])).toBe(FORM_TEXT.rangeReversed('填报期间'));
    expect(validateField(period, ['2026-10-01', '2026-10-31'])).toBeNull();
    expect(validateField(period, ['2026-10-01', '2026-10-01'])).toBeNull();
  });

  it('does not check read-only, hidden or visibility-hidden fields', () => {
    const oil = normalizeDefinition(oilgas);
    const model = initialModel(oil);
    expect(validateForm(oil, model)).not.toHaveProperty('incidentDesc');
    model.hasIncident = 'Y';
    expect(validateForm(oil, model)).toHaveProperty('incidentDesc', '事故说明不能为空');
    const ro = normalizeDefinition({
      fields: [
        {
          __config__: { layout: 'colFormItem', tag: 'el-input', label: 'r', required: true },
          __vModel__: 'r',
          readOnly: true,
        },
      ],
    });
    expect(validateForm(ro, initialModel(ro))).toEqual({});
  });
});

describe('read-only display', () => {
  const form = normalizeDefinition(allTags);

  it('shows option labels or 无, switch texts, ranges and file names', () => {
    expect(displayValue(field(form, 'city'), '320100')).toBe('南京市');
    expect(displayValue(field(form, 'city'), '')).toBe('无');
    expect(displayValue(field(form, 'energyTypes'), ['pv', 'wind'])).toBe('光伏、风电');
    expect(displayValue(field(form, 'region'), ['320100', '320102'])).toBe('南京市 / 玄武区');
    expect(displayValue(field(form, 'ownership'), '2')).toBe('民营');
    expect(displayValue(field(form, 'isListed'), 'Y')).toBe('是');
    expect(displayValue(field(form, 'isListed'), 'N')).toBe('否');
    expect(displayValue(field(form, 'reportPeriod'), ['2026-01-01', '2026-03-31'])).toBe('2026-01-01 至 2026-03-31');
    expect(displayValue(field(form, 'licenseFile'), [{ name: '执照.pdf', url: '/x' }])).toBe('执照.pdf');
    expect(displayValue(field(form, 'contactPassword'), 'secret')).toBe('••••••');
    expect(displayValue(field(form, 'companyName'), '苏能')).toBe('苏能');
  });
});

describe('test data', () => {
  it('accepts a JSON object and refuses anything else with 数据结构解析错误', () => {
    expect(parseTestData('{"a": 1}')).toEqual({ ok: true, values: { a: 1 } });
    for (const bad of ['', '[1]', '"x"', '{a:1}', 'null'])
      expect(parseTestData(bad)).toEqual({ ok: false, message: '数据结构解析错误' });
  });
});

describe('typed times', () => {
  it('reads a time in the field format or as people write it, and refuses what is no time', () => {
    const at = (date: Date | null) => (date ? formatDate(date, 'HH:mm:ss') : null);
    expect(at(parseTime('08:30:00', 'HH:mm:ss'))).toBe('08:30:00');
    expect(at(parseTime('8:30', 'HH:mm:ss'))).toBe('08:30:00');
    expect(at(parseTime('0830', 'HH:mm'))).toBe('08:30:00');
    expect(at(parseTime(' 23:59:59 ', 'HH:mm:ss'))).toBe('23:59:59');
    expect(parseTime('24:00', 'HH:mm:ss')).toBeNull();
    expect(parseTime('12:60', 'HH:mm')).toBeNull();
    expect(parseTime('中午', 'HH:mm')).toBeNull();
  });
});
