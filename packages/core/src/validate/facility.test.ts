import { describe, expect, it } from 'vitest';
import { facilityAddRequest } from '../contract/facilities';
import { filingSaveRequest } from '../contract/filings';
import { FACILITY_TEXT, FILING_TEXT } from '../messages';
import { checkCoordinate, EMPTY_FACILITY, type FacilityDraft, validateFacility } from './facility';

const GOOD: FacilityDraft = {
  name: '江宁屋顶光伏电站',
  facilityType: 'pv',
  capacityMw: '12.5',
  cityCode: '320100',
  address: '',
  longitude: '118.839',
  latitude: '31.953',
  status: '0',
};

describe('facility rules', () => {
  it('accepts a complete facility', () => {
    expect(validateFacility(GOOD)).toEqual({});
    expect(validateFacility({ ...GOOD, capacityMw: '+99999999.99', name: ` ${'光'.repeat(32)} ` })).toEqual({});
  });

  it('names every missing field', () => {
    expect(validateFacility({ ...EMPTY_FACILITY, status: '' })).toEqual({
      name: '设施名称不能为空',
      facilityType: '请选择设施类型',
      capacityMw: '装机容量(MW)不能为空',
      cityCode: '请选择所在地市',
      longitude: '经度不能为空',
      latitude: '纬度不能为空',
      status: '请选择运行状态',
    });
  });

  it('limits lengths and known values', () => {
    expect(validateFacility({ ...GOOD, name: '光'.repeat(33) }).name).toBe('设施名称不能超过32个字符');
    expect(validateFacility({ ...GOOD, address: '路'.repeat(101) }).address).toBe('详细地址不能超过100个字符');
    // Types are the dictionary's: checked against its values when given, else by their form.
    expect(validateFacility({ ...GOOD, facilityType: 'coal' }, ['pv', 'wind']).facilityType).toBe(
      '设施类型不在可选范围内',
    );
    expect(validateFacility({ ...GOOD, facilityType: 'coal' }, ['pv', 'coal']).facilityType).toBeUndefined();
    expect(validateFacility({ ...GOOD, facilityType: 'co al' }).facilityType).toBe('设施类型不在可选范围内');
    expect(validateFacility({ ...GOOD, facilityType: 'coal' }).facilityType).toBeUndefined();
    expect(validateFacility({ ...GOOD, cityCode: '110100' }).cityCode).toBe('所在地市不在可选范围内');
    expect(validateFacility({ ...GOOD, status: '3' }, undefined, ['0', '1', '2']).status).toBe(
      '运行状态不在可选范围内',
    );
    expect(validateFacility({ ...GOOD, status: '3 x' }).status).toBe('运行状态不在可选范围内');
    expect(validateFacility({ ...GOOD, status: '3' }).status).toBeUndefined();
  });

  it('checks the capacity with the decimal rule (SPEC §5) and above zero', () => {
    expect(validateFacility({ ...GOOD, capacityMw: 'abc' }).capacityMw).toBe('请输入数字值');
    expect(validateFacility({ ...GOOD, capacityMw: '-5' }).capacityMw).toBe('请输入数字值');
    expect(validateFacility({ ...GOOD, capacityMw: '1.234' }).capacityMw).toBe('装机容量(MW)小数点后不能超过2位');
    expect(validateFacility({ ...GOOD, capacityMw: '123456789' }).capacityMw).toBe('装机容量(MW)若为整数，不能超过8位');
    expect(validateFacility({ ...GOOD, capacityMw: '123456789.5' }).capacityMw).toBe('装机容量(MW)小数点前不能超过8位');
    expect(validateFacility({ ...GOOD, capacityMw: '0.00' }).capacityMw).toBe(FACILITY_TEXT.capacityPositive);
  });

  it('keeps coordinates inside the province, as decimal degrees, in pairs', () => {
    expect(checkCoordinate('', '')).toEqual({});
    expect(checkCoordinate('', '', true)).toEqual({ longitude: '经度不能为空', latitude: '纬度不能为空' });
    expect(checkCoordinate('118.8', '')).toEqual({ latitude: FACILITY_TEXT.coordinatePair });
    expect(checkCoordinate('', '32')).toEqual({ longitude: FACILITY_TEXT.coordinatePair });
    // Inside the bounding box but not the province: the corner in Shandong, central Shanghai.
    const outside = { longitude: FACILITY_TEXT.outsideProvince, latitude: FACILITY_TEXT.outsideProvince };
    expect(checkCoordinate('116.3', '35.3')).toEqual(outside);
    expect(checkCoordinate('121.47', '31.23')).toEqual(outside);
    // 南通 on the Yangtze's north bank, 苏州 on the south.
    expect(checkCoordinate('120.86', '32.01')).toEqual({});
    expect(checkCoordinate('120.62', '31.3')).toEqual({});
    expect(checkCoordinate('116.2', '30.6')).toEqual({
      longitude: '经度须在江苏省范围内（116.3～122）',
      latitude: '纬度须在江苏省范围内（30.7～35.3）',
    });
    expect(checkCoordinate('118.1234567', '-32')).toEqual({
      longitude: '经度须为数字，最多6位小数',
      latitude: '纬度须为数字，最多6位小数',
    });
    expect(checkCoordinate(118.8, 32.04)).toEqual({});
  });
});

describe('facility and filing request bodies', () => {
  it('carries the rules into the server’s schema and normalises the values', () => {
    const parsed = facilityAddRequest.safeParse({ ...GOOD, name: ' 站 ', capacityMw: '8', address: null });
    expect(parsed.success && parsed.data).toEqual({
      name: '站',
      facilityType: 'pv',
      capacityMw: 8,
      cityCode: '320100',
      address: '',
      longitude: 118.839,
      latitude: 31.953,
      status: '0',
    });
    const refused = facilityAddRequest.safeParse({ ...GOOD, capacityMw: '', longitude: '200' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['capacityMw', '装机容量(MW)不能为空'],
      ['longitude', '经度须在江苏省范围内（116.3～122）'],
    ]);
  });

  it('asks a submitted filing for its coordinate but lets a draft go without', () => {
    const base = { formDataId: 1, fieldsValueMap: { projectName: 'x' } };
    expect(filingSaveRequest.safeParse({ ...base, action: 'draft' }).data).toMatchObject({
      longitude: null,
      latitude: null,
    });
    const submit = filingSaveRequest.safeParse({ ...base, action: 'submit' });
    expect(submit.error?.issues.map((issue) => issue.message)).toEqual([FILING_TEXT.coordinateRequired]);
    expect(
      filingSaveRequest.safeParse({ ...base, action: 'submit', longitude: '119.9', latitude: '31.7' }).data,
    ).toMatchObject({ longitude: 119.9, latitude: 31.7 });
  });
});

describe('filing texts', () => {
  it('quotes a review opinion once, whatever punctuation it ends with', () => {
    expect(FILING_TEXT.rejectedNotice('请补充材料。')).toBe('该备案已被退回：请补充材料。请修改后重新提交。');
    expect(FILING_TEXT.rejectedNotice('请补充材料')).toBe('该备案已被退回：请补充材料。请修改后重新提交。');
    expect(FILING_TEXT.rejectedNotice('')).toBe('该备案已被退回：未填写退回意见。请修改后重新提交。');
  });
});
