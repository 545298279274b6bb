// The facility form's validation (rules in core/validate/facility.ts) and the edit page around it.
import type { FacilityRow } from '@ent/core/api';
import { DICT_TYPES } from '@ent/core/dict';
import { DOMAIN_TEXT, FACILITY_TEXT } from '@ent/core/messages';
import { EMPTY_FACILITY, FACILITY_TYPES, type FacilityDraft } from '@ent/core/validate';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, dictionariesOf, renderWithServices } from '../../../testing';
import EnergyBodyEdit from './EnergyBodyEdit';
import { FacilityForm } from './FacilityForm';

/** Services whose 能源设施类型 dictionary holds the shipped types plus one staff added. */
function servicesWithTypes() {
  const services = createServices(window);
  // Already read, as on a page opened after another one read it.
  services.dictionaries = dictionariesOf({
    [DICT_TYPES.facilityType]: { ...DOMAIN_TEXT.facilityTypes, [ADDED.value]: ADDED.label },
    [DICT_TYPES.facilityStatus]: DOMAIN_TEXT.facilityStatus,
  });
  return services;
}
const ADDED = { value: 'geothermal', label: '地热' };

function renderForm(initial: FacilityDraft = EMPTY_FACILITY) {
  const onSave = vi.fn(async (_draft: FacilityDraft) => true);
  const onCancel = vi.fn();
  const view = renderWithServices(<FacilityForm initial={initial} onSave={onSave} onCancel={onCancel} />, {
    services: servicesWithTypes(),
  });
  return { ...view, onSave, onCancel };
}

const input = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const type = (label: string, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};
const choose = (label: string, option: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(screen.getByRole('option', { name: option }));
};
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: FACILITY_TEXT.save })));

describe('facility form', () => {
  it('starts with focus on its first field, not on the page', () => {
    renderForm();
    expect(document.activeElement).toBe(input(FACILITY_TEXT.fields.name));
  });

  it('offers the types of the 能源设施类型 dictionary, including one staff added', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('combobox', { name: '设施类型' }));
    await waitFor(() => expect(screen.getByRole('option', { name: ADDED.label })).toBeTruthy());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      ...FACILITY_TYPES.map((value) => DOMAIN_TEXT.facilityTypes[value]),
      ADDED.label,
    ]);
  });

  it('shows nothing before a field is left, then every problem when saving, and sends nothing', async () => {
    const { onSave } = renderForm();
    expect(screen.queryByText('设施名称不能为空')).toBeNull();
    await save();
    // Each problem is the description of its own control.
    const problems: Array<['textbox' | 'combobox', string, string]> = [
      ['textbox', '设施名称', '设施名称不能为空'],
      ['combobox', '设施类型', '请选择设施类型'],
      ['textbox', '装机容量(MW)', '装机容量(MW)不能为空'],
      ['combobox', '所在地市', '请选择所在地市'],
      ['textbox', '经度', '经度不能为空'],
      ['textbox', '纬度', '纬度不能为空'],
    ];
    for (const [role, name, description] of problems) {
      expect(screen.getByRole(role, { name, description })).toBeTruthy();
    }
    expect(screen.getByRole('textbox', { name: '详细地址', description: '' })).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('checks a field when it is left, with the decimal and coordinate rules', async () => {
    renderForm();
    type('装机容量(MW)', '12.345');
    expect(screen.getByText('装机容量(MW)小数点后不能超过2位')).toBeTruthy();
    type('装机容量(MW)', 'abc');
    expect(screen.getByText('请输入数字值')).toBeTruthy();
    type('装机容量(MW)', '0');
    expect(screen.getByText(FACILITY_TEXT.capacityPositive)).toBeTruthy();
    type('装机容量(MW)', '25.5');
    expect(screen.queryByText(FACILITY_TEXT.capacityPositive)).toBeNull();
    type('经度', '100.1');
    expect(screen.getByText('经度须在江苏省范围内（116.3～122）')).toBeTruthy();
    type('纬度', '32.1234567');
    expect(screen.getByText('纬度须为数字，最多6位小数')).toBeTruthy();
    type('设施名称', '光'.repeat(33));
    expect(screen.getByText('设施名称不能超过32个字符')).toBeTruthy();
    // The looser cleaner runs on leaving the field: whitespace and markup characters go.
    type('设施名称', ' 江宁<b>一期 电站 ');
    expect(input('设施名称').value).toBe('江宁b一期电站');
    expect(screen.queryByText('设施名称不能超过32个字符')).toBeNull();
  });

  it('sends the checked facility once everything is right', async () => {
    const { onSave } = renderForm();
    type('设施名称', '江宁屋顶光伏电站');
    choose('设施类型', '储能');
    type('装机容量(MW)', '12.5');
    choose('所在地市', '南京市');
    type('详细地址', '江宁区将军大道100号');
    type('经度', '118.839');
    type('纬度', '31.953');
    fireEvent.click(screen.getByRole('radio', { name: '在建' }));
    await save();
    expect(onSave).toHaveBeenCalledWith({
      name: '江宁屋顶光伏电站',
      facilityType: 'storage',
      capacityMw: '12.5',
      cityCode: '320100',
      address: '江宁区将军大道100号',
      longitude: '118.839',
      latitude: '31.953',
      status: '1',
    });
  });
});

describe('facility edit page', () => {
  const row: FacilityRow = {
    id: 7,
    name: '南京一期光伏电站',
    facilityType: 'pv',
    capacityMw: 20,
    cityCode: '320100',
    cityName: '南京市',
    address: '南京市能源产业园1号',
    longitude: 118.8,
    latitude: 32.05,
    status: '0',
    enterpriseName: '南京苏能新能源科技有限公司',
    createTime: '2026-01-01 10:00:00',
    updateTime: '2026-01-01 10:00:00',
  };

  it('loads the facility named by ?id, saves the change and goes back to the list', async () => {
    const services = servicesWithTypes();
    const get = vi.fn(async () => ({ code: '00000', data: row }));
    const update = vi.fn(async () => ({ code: '00000', data: row }));
    services.facilities = { ...services.facilities, get, update } as unknown as typeof services.facilities;
    const notify = vi.spyOn(services.notifier, 'show');
    const { location } = renderWithServices(<EnergyBodyEdit />, {
      services,
      path: '/dataAdministration/addEnergyBody?id=7',
    });
    await waitFor(() => expect(input('设施名称').value).toBe('南京一期光伏电站'));
    expect(get).toHaveBeenCalledWith(7);
    expect(screen.getByRole('heading', { name: FACILITY_TEXT.updateTitle })).toBeTruthy();
    type('装机容量(MW)', '30');
    await save();
    expect(update).toHaveBeenCalledWith(expect.objectContaining({ id: 7, capacityMw: '30', name: row.name }));
    expect(notify).toHaveBeenCalledWith({ type: 'success', text: FACILITY_TEXT.saved });
    expect(location.history?.at(-1)).toBe('/dataAdministration/energyBody');
  });

  it('keeps the form when the server refuses the save', async () => {
    const services = servicesWithTypes();
    const add = vi.fn(async () => {
      throw new Error(FACILITY_TEXT.duplicateName);
    });
    services.facilities = { ...services.facilities, add } as unknown as typeof services.facilities;
    const { location } = renderWithServices(<EnergyBodyEdit />, {
      services,
      path: '/dataAdministration/addEnergyBody',
    });
    expect(screen.getByRole('heading', { name: FACILITY_TEXT.addTitle })).toBeTruthy();
    type('设施名称', '重复的设施');
    choose('设施类型', '光伏');
    type('装机容量(MW)', '5');
    choose('所在地市', '无锡市');
    type('经度', '120.3');
    type('纬度', '31.5');
    await save();
    expect(add).toHaveBeenCalledTimes(1);
    expect(input('设施名称').value).toBe('重复的设施');
    expect(location.history?.at(-1)).toBe('/dataAdministration/addEnergyBody');
  });
});
