import type { AreaNode, CompanyBaseInfo, UserInfo } from '@ent/core/api';
import { COMPANY_INFO_TEXT, PAGE_TEXT, REGISTER_TEXT } from '@ent/core/messages';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../testing';
import ReplenishCompanyInfoPage from './ReplenishCompanyInfoPage';

const AREAS: Record<string, AreaNode[]> = {
  '': [{ code: '32', name: '江苏省', level: 1, parentCode: null, leaf: false }],
  '32': [
    { code: '3201', name: '南京市', level: 2, parentCode: '32', leaf: false },
    { code: '3202', name: '无锡市', level: 2, parentCode: '32', leaf: false },
  ],
  '3201': [{ code: '320102', name: '玄武区', level: 3, parentCode: '3201', leaf: false }],
  '320102': [{ code: '320102002', name: '梅园新村街道', level: 4, parentCode: '320102', leaf: false }],
  '320102002': [],
};

const info = (extra: Partial<CompanyBaseInfo> = {}): CompanyBaseInfo => ({
  id: 21,
  enterpriseName: '江苏测试新能源有限公司',
  creditCode: '91320102MA1234567X',
  legalPerson: '',
  groupId: null,
  groupName: '',
  regionCode: '',
  regionNames: [],
  address: '',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
  accountPhone: '13912345678',
  infoComplete: false,
  missing: ['legalPerson', 'regionCode', 'address', 'contactName', 'contactPhone'],
  ...extra,
});

function setup(options: { typeOf?: '1' | '2'; user?: boolean; company?: CompanyBaseInfo } = {}) {
  const services = createServices(window);
  if (options.user !== false) {
    services.sessionState.user = {
      typeOf: options.typeOf ?? '1',
      fullName: '钱多多',
      company: '江苏测试新能源有限公司',
      mainstayId: 21,
    } as UserInfo;
    services.sessionState.needsCompanyInfo = true;
  }
  const baseCheck = vi.fn(async () => ({ code: '00000', data: options.company ?? info() }));
  const groups = vi.fn(async () => ({
    code: '00000',
    data: [
      { id: 1, name: '国家能源投资集团有限责任公司' },
      { id: 2, name: '江苏省国信集团有限公司' },
    ],
  }));
  const areas = vi.fn(async (body: { parentCode?: string } = {}) => ({
    code: '00000',
    data: AREAS[body.parentCode ?? ''] ?? [],
  }));
  const improveEntInfo = vi.fn(async () => ({ code: '00000', data: info({ infoComplete: true }) }));
  const sendVerificationCode = vi.fn(async (phone: string) => ({
    code: '00000',
    data: { phone: `${phone.slice(0, 3)}****${phone.slice(7)}`, resendAfter: 60, expiresIn: 5 },
  }));
  services.mainstay = {
    ...services.mainstay,
    baseCheck,
    groups,
    improveEntInfo,
    sendVerificationCode,
  } as unknown as typeof services.mainstay;
  services.regions = { ...services.regions, levels: areas } as unknown as typeof services.regions;
  const invalidate = vi.spyOn(services.session, 'invalidate');
  const rendered = renderWithServices(<ReplenishCompanyInfoPage />, { services, path: '/replenishCompanyInfo' });
  return { ...rendered, services, baseCheck, areas, improveEntInfo, sendVerificationCode, invalidate };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const choose = async (level: string, value: string) => {
  const select = (await screen.findByRole('combobox', { name: level })) as HTMLSelectElement;
  await waitFor(() => expect(select.querySelector(`option[value="${value}"]`)).not.toBeNull());
  fireEvent.change(select, { target: { value } });
};
const save = () => fireEvent.click(screen.getByRole('button', { name: COMPANY_INFO_TEXT.save }));

describe('complete company information page', () => {
  it('prefills what is known and names what is missing', async () => {
    const { improveEntInfo } = setup();
    expect(await screen.findByRole('heading', { name: PAGE_TEXT.replenishTitle })).toBeTruthy();
    await screen.findByText(PAGE_TEXT.replenishHint);
    expect(field(COMPANY_INFO_TEXT.enterpriseName).value).toBe('江苏测试新能源有限公司');
    expect(field(COMPANY_INFO_TEXT.creditCode).readOnly).toBe(true);
    // The account's verified phone and name are the first contact: no code needed.
    expect(field(COMPANY_INFO_TEXT.contactPhone).value).toBe('13912345678');
    expect(field(COMPANY_INFO_TEXT.contactName).value).toBe('钱多多');
    expect(screen.queryByLabelText(COMPANY_INFO_TEXT.smsCode, { exact: false })).toBeNull();
    await act(async () => save());
    expect(await screen.findByText(COMPANY_INFO_TEXT.required(COMPANY_INFO_TEXT.legalPerson))).toBeTruthy();
    expect(screen.getByText(COMPANY_INFO_TEXT.regionRequired)).toBeTruthy();
    expect(screen.getByText(COMPANY_INFO_TEXT.required(COMPANY_INFO_TEXT.address))).toBeTruthy();
    expect(improveEntInfo).not.toHaveBeenCalled();
    // Keyboard and screen-reader users land on the first field to correct.
    await waitFor(() => expect(document.activeElement).toBe(field(COMPANY_INFO_TEXT.legalPerson)));
  });

  it('wants the region down to a district at least, chosen level by level', async () => {
    const { areas, improveEntInfo } = setup();
    await screen.findByText(PAGE_TEXT.replenishHint);
    type(COMPANY_INFO_TEXT.legalPerson, '孙立');
    type(COMPANY_INFO_TEXT.address, '南京市玄武区中山路1号');
    await choose(COMPANY_INFO_TEXT.province, '32');
    await choose(COMPANY_INFO_TEXT.city, '3201');
    await act(async () => save());
    expect(await screen.findByText(COMPANY_INFO_TEXT.regionTooShallow)).toBeTruthy();
    expect(improveEntInfo).not.toHaveBeenCalled();
    await choose(COMPANY_INFO_TEXT.district, '320102');
    expect(areas).toHaveBeenCalledWith({ parentCode: '3201' });
    // Changing a level clears the ones below.
    await choose(COMPANY_INFO_TEXT.city, '3202');
    expect(screen.queryByRole('combobox', { name: COMPANY_INFO_TEXT.district })).not.toBeNull();
    expect((screen.getByRole('combobox', { name: COMPANY_INFO_TEXT.district }) as HTMLSelectElement).value).toBe('');
    await choose(COMPANY_INFO_TEXT.city, '3201');
    await choose(COMPANY_INFO_TEXT.district, '320102');
    await choose(COMPANY_INFO_TEXT.town, '320102002');
    // A town without villages shows no village level.
    await waitFor(() => expect(areas).toHaveBeenCalledWith({ parentCode: '320102002' }));
    expect(screen.queryByRole('combobox', { name: COMPANY_INFO_TEXT.village })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: COMPANY_INFO_TEXT.group }), { target: { value: '2' } });
    await act(async () => save());
    await waitFor(() => expect(improveEntInfo).toHaveBeenCalledTimes(1));
    expect(improveEntInfo).toHaveBeenCalledWith({
      enterpriseName: '江苏测试新能源有限公司',
      legalPerson: '孙立',
      groupId: 2,
      regionCode: '320102002',
      address: '南京市玄武区中山路1号',
      contactName: '钱多多',
      contactPhone: '13912345678',
      smsCode: undefined,
      contactEmail: '',
    });
  });

  it('asks for a code sent to a changed contact phone', async () => {
    const { improveEntInfo, sendVerificationCode } = setup({
      company: info({ legalPerson: '孙立', regionCode: '320102', address: '中山路1号', contactPhone: '13912345678' }),
    });
    await screen.findByText(PAGE_TEXT.replenishHint);
    type(COMPANY_INFO_TEXT.contactPhone, '13800001111');
    expect(await screen.findByLabelText(COMPANY_INFO_TEXT.smsCode, { exact: false })).toBeTruthy();
    await act(async () => save());
    expect(await screen.findByText(COMPANY_INFO_TEXT.smsCodeRequired)).toBeTruthy();
    expect(improveEntInfo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: REGISTER_TEXT.sendCode }));
    await waitFor(() => expect(sendVerificationCode).toHaveBeenCalledWith('13800001111'));
    type(COMPANY_INFO_TEXT.smsCode, '654321');
    type(COMPANY_INFO_TEXT.email, 'bad@');
    await act(async () => save());
    expect(await screen.findByText(COMPANY_INFO_TEXT.emailInvalid)).toBeTruthy();
    type(COMPANY_INFO_TEXT.email, 'a@example.cn');
    await act(async () => save());
    await waitFor(() => expect(improveEntInfo).toHaveBeenCalledTimes(1));
    expect(improveEntInfo).toHaveBeenCalledWith(
      expect.objectContaining({ contactPhone: '13800001111', smsCode: '654321', contactEmail: 'a@example.cn' }),
    );
  });

  it('after saving loads the session again and goes to the landing page', async () => {
    const { invalidate, location, services } = setup({
      company: info({ legalPerson: '孙立', regionCode: '320102', address: '中山路1号', contactName: '钱多多' }),
    });
    await screen.findByText(PAGE_TEXT.replenishHint);
    await act(async () => save());
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
    expect(services.sessionState.user).toBeNull();
    expect(location.history?.at(-1)).toBe('/');
  });

  it('tells government staff and visitors without a login what to do instead', async () => {
    const government = setup({ typeOf: '2' });
    expect(await screen.findByText(COMPANY_INFO_TEXT.notEnterprise)).toBeTruthy();
    expect(government.baseCheck).not.toHaveBeenCalled();
    government.unmount();
    setup({ user: false });
    expect(await screen.findByText(COMPANY_INFO_TEXT.needLogin)).toBeTruthy();
    expect(screen.getByRole('link', { name: COMPANY_INFO_TEXT.toLogin })).toBeTruthy();
  });
});
