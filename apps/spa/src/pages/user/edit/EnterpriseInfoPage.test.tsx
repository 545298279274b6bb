import type { AreaNode, EnterpriseChange, EnterpriseInfo, UserInfo } from '@ent/core/api';
import { ApiError } from '@ent/core/http';
import { COMPANY_INFO_TEXT, ENTERPRISE_INFO_TEXT, REGISTER_TEXT, SMS_TEXT } from '@ent/core/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../../testing';
import EnterpriseInfoPage from './EnterpriseInfoPage';

const RECORD: EnterpriseInfo = {
  id: 1,
  name: '南京苏能新能源科技有限公司',
  creditCode: '91320100MA0000001B',
  legalPerson: '陈总',
  groupId: null,
  groupName: '',
  regionCode: '320102',
  regionNames: ['江苏省', '南京市', '玄武区'],
  cityName: '南京市',
  address: '江苏省南京市经济开发区能源路1号',
  contactName: '张明',
  contactPhone: '13900000001',
  contactEmail: '',
  accountPhone: '13805170001',
  infoComplete: true,
  updatedAt: '2026-11-20T01:00:00.000Z',
  creditCodeEditable: false,
  contactCodeRequired: true,
};

const node = (code: string, name: string): AreaNode => ({
  code,
  name,
  level: [2, 4, 6, 9, 12].indexOf(code.length) + 1,
  parentCode: null,
  leaf: false,
});
const AREAS: Record<string, AreaNode[]> = {
  '': [node('32', '江苏省')],
  '32': [node('3201', '南京市'), node('3205', '苏州市')],
  '3201': [node('320102', '玄武区')],
  '3205': [node('320506', '吴中区')],
};

function setup(
  user: Partial<UserInfo> = { typeOf: '1', mainstayId: 1, company: RECORD.name },
  options: { path?: string; updateContact?: (body: Record<string, unknown>) => Promise<unknown> } = {},
) {
  const services = createServices(window);
  services.sessionState.user = { username: 'ent_demo', ...user } as UserInfo;
  let record = { ...RECORD };
  const log: EnterpriseChange[] = [];
  const enterprise = vi.fn(async () => ({ code: '00000', data: record }));
  const save = (action: EnterpriseChange['action']) =>
    vi.fn(async (body: Record<string, unknown>) => {
      const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      const next = { ...record, ...sent, updatedAt: '2026-11-21T02:00:00.000Z' } as EnterpriseInfo;
      for (const field of ['name', 'legalPerson', 'address', 'contactName', 'contactPhone', 'contactEmail'] as const) {
        if (next[field] !== record[field]) {
          log.push({
            id: log.length + 1,
            field,
            oldValue: record[field],
            newValue: next[field],
            changedAt: '2026-11-21T02:00:00.000Z',
            changedBy: '张明（ent_demo）',
            action,
          });
        }
      }
      record = next;
      return { code: '00000', msg: ENTERPRISE_INFO_TEXT.saved, data: record };
    });
  const updateEnterprise = save('update');
  const updateContact = options.updateContact ? vi.fn(options.updateContact) : save('updateMainstayInfo');
  const changeLog = vi.fn(async () => ({ code: '00000', data: { rows: [...log], total: log.length } }));
  services.mainstay = {
    ...services.mainstay,
    enterprise,
    updateEnterprise,
    updateContact,
    changeLog,
  } as unknown as typeof services.mainstay;
  const groups = vi.fn(async () => ({ code: '00000', data: [{ id: 3, name: '国家电力投资集团有限公司' }] }));
  const areas = vi.fn(async (body: { parentCode?: string }) => ({
    code: '00000',
    data: AREAS[body.parentCode ?? ''] ?? [],
  }));
  const sendVerificationCode = vi.fn(async (phone: string) => ({
    code: '00000',
    data: { phone: `${phone.slice(0, 3)}****${phone.slice(7)}`, resendAfter: 60, expiresIn: 5 },
  }));
  services.mainstay = { ...services.mainstay, groups, sendVerificationCode } as unknown as typeof services.mainstay;
  services.regions = { ...services.regions, levels: areas } as unknown as typeof services.regions;
  const view = renderWithServices(<EnterpriseInfoPage />, { services, path: options.path ?? '/user/edit' });
  return { ...view, services, enterprise, updateEnterprise, updateContact, changeLog, sendVerificationCode };
}

const basicForm = () => screen.findByRole('form', { name: ENTERPRISE_INFO_TEXT.basic });
const contactForm = () => screen.getByRole('form', { name: ENTERPRISE_INFO_TEXT.contact });
const box = (scope: HTMLElement, label: RegExp) =>
  within(scope).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const select = (scope: HTMLElement, label: string) =>
  within(scope).getByRole('combobox', { name: label }) as HTMLSelectElement;
const edit = (input: HTMLInputElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const saveButton = (scope: HTMLElement) =>
  within(scope).getByRole('button', { name: ENTERPRISE_INFO_TEXT.save }) as HTMLButtonElement;

describe('enterprise information page', () => {
  it('shows the record, its region and group, the credit code read-only for an enterprise', async () => {
    const { enterprise } = setup();
    const form = await basicForm();
    expect(enterprise).toHaveBeenCalledWith(undefined);
    expect(box(form, /^企业名称/).value).toBe(RECORD.name);
    expect(box(form, /^统一社会信用代码/).readOnly).toBe(true);
    await waitFor(() => expect(select(form, COMPANY_INFO_TEXT.district).value).toBe('320102'));
    expect(select(form, COMPANY_INFO_TEXT.city).value).toBe('3201');
    expect(select(form, COMPANY_INFO_TEXT.group).value).toBe('');
    expect(box(contactForm(), /^联系电话/).value).toBe(RECORD.contactPhone);
    // Nothing to save until something changes, and no code is asked for the phone on record.
    expect(saveButton(form).disabled).toBe(true);
    expect(within(contactForm()).queryByLabelText(/^短信验证码/)).toBeNull();
    expect(screen.getByText(ENTERPRISE_INFO_TEXT.noHistory)).toBeTruthy();
  });

  it('checks the registered information with the company-information rules before sending', async () => {
    const { updateEnterprise } = setup();
    const form = await basicForm();
    edit(box(form, /^企业名称/), ' ');
    expect(await within(form).findByText(COMPANY_INFO_TEXT.required(COMPANY_INFO_TEXT.enterpriseName))).toBeTruthy();
    edit(box(form, /^法定代表人/), '陈<script>');
    expect(await within(form).findByText(COMPANY_INFO_TEXT.legalPersonInvalid)).toBeTruthy();
    edit(box(form, /^详细地址/), '');
    expect(await within(form).findByText(COMPANY_INFO_TEXT.required(COMPANY_INFO_TEXT.address))).toBeTruthy();
    // A region chosen only down to the city is not enough.
    await waitFor(() => expect(select(form, COMPANY_INFO_TEXT.district).value).toBe('320102'));
    fireEvent.change(select(form, COMPANY_INFO_TEXT.district), { target: { value: '' } });
    await act(async () => fireEvent.click(saveButton(form)));
    expect(await within(form).findByText(COMPANY_INFO_TEXT.regionTooShallow)).toBeTruthy();
    expect(updateEnterprise).not.toHaveBeenCalled();
    // Fixing a field clears its message as the user types.
    fireEvent.change(box(form, /^企业名称/), { target: { value: '南京苏能新能源科技股份有限公司' } });
    await waitFor(() =>
      expect(within(form).queryByText(COMPANY_INFO_TEXT.required(COMPANY_INFO_TEXT.enterpriseName))).toBeNull(),
    );
  });

  it('saves the registered information with the version it started from', async () => {
    const { updateEnterprise, services } = setup();
    const form = await basicForm();
    edit(box(form, /^企业名称/), '南京苏能新能源科技股份有限公司');
    edit(box(form, /^详细地址/), '江苏省苏州市吴中区能源大道88号');
    fireEvent.change(select(form, COMPANY_INFO_TEXT.group), { target: { value: '3' } });
    await waitFor(() => expect(select(form, COMPANY_INFO_TEXT.city).value).toBe('3201'));
    fireEvent.change(select(form, COMPANY_INFO_TEXT.city), { target: { value: '3205' } });
    await waitFor(() => expect(within(select(form, COMPANY_INFO_TEXT.district)).getByText('吴中区')).toBeTruthy());
    fireEvent.change(select(form, COMPANY_INFO_TEXT.district), { target: { value: '320506' } });
    expect(saveButton(form).disabled).toBe(false);
    await act(async () => fireEvent.click(saveButton(form)));
    await waitFor(() => expect(updateEnterprise).toHaveBeenCalledTimes(1));
    expect(updateEnterprise).toHaveBeenCalledWith({
      id: 1,
      name: '南京苏能新能源科技股份有限公司',
      creditCode: undefined,
      legalPerson: '陈总',
      groupId: 3,
      regionCode: '320506',
      address: '江苏省苏州市吴中区能源大道88号',
      updatedAt: RECORD.updatedAt,
    });
    // The shell's company name follows, and the history shows the audited changes.
    await waitFor(() => expect(services.sessionState.user?.company).toBe('南京苏能新能源科技股份有限公司'));
    const history = screen.getByRole('table', { name: ENTERPRISE_INFO_TEXT.history });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(3));
    expect(within(history).getByText('南京苏能新能源科技股份有限公司')).toBeTruthy();
    expect(within(history).getAllByText('张明（ent_demo）')).toHaveLength(2);
    await waitFor(() => expect(saveButton(form).disabled).toBe(true));
  });

  it('checks the contact information on its own', async () => {
    const { updateContact, updateEnterprise } = setup();
    await basicForm();
    const form = contactForm();
    edit(box(form, /^联系电话/), '025-8329');
    expect(await within(form).findByText(REGISTER_TEXT.phoneInvalid)).toBeTruthy();
    edit(box(form, /^电子邮箱/), 'office@');
    expect(await within(form).findByText(COMPANY_INFO_TEXT.emailInvalid)).toBeTruthy();
    await act(async () => fireEvent.click(saveButton(form)));
    expect(updateContact).not.toHaveBeenCalled();
    // The refused save takes focus to the first field to correct.
    await waitFor(() => expect(document.activeElement).toBe(box(form, /^联系电话/)));

    // The account's own phone needs no code.
    edit(box(form, /^联系电话/), RECORD.accountPhone);
    edit(box(form, /^电子邮箱/), 'office@sn-energy.cn');
    expect(within(form).queryByLabelText(/^短信验证码/)).toBeNull();
    await act(async () => fireEvent.click(saveButton(form)));
    await waitFor(() =>
      expect(updateContact).toHaveBeenCalledWith({
        id: 1,
        contactName: '张明',
        contactPhone: RECORD.accountPhone,
        contactEmail: 'office@sn-energy.cn',
        smsCode: undefined,
        updatedAt: RECORD.updatedAt,
      }),
    );
    expect(updateEnterprise).not.toHaveBeenCalled();
  });

  it('confirms a new contact phone with an SMS code', async () => {
    const { updateContact, sendVerificationCode } = setup();
    await basicForm();
    const form = contactForm();
    edit(box(form, /^联系电话/), '13711112222');
    const code = await within(form).findByLabelText(/^短信验证码/, { selector: 'input' });
    await act(async () => fireEvent.click(saveButton(form)));
    expect(await within(form).findByText(COMPANY_INFO_TEXT.smsCodeRequired)).toBeTruthy();
    expect(updateContact).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(within(form).getByRole('button', { name: REGISTER_TEXT.sendCode })));
    expect(sendVerificationCode).toHaveBeenCalledWith('13711112222');
    expect(await within(form).findByRole('button', { name: /秒后重新获取/ })).toBeTruthy();
    fireEvent.change(code, { target: { value: '123456' } });
    await act(async () => fireEvent.click(saveButton(form)));
    await waitFor(() =>
      expect(updateContact).toHaveBeenCalledWith(
        expect.objectContaining({ contactPhone: '13711112222', smsCode: '123456' }),
      ),
    );
  });

  it('shows a refused code at its field', async () => {
    const { updateContact } = setup(undefined, {
      updateContact: async () => {
        throw new ApiError('business', SMS_TEXT.codeWrong, 'A0400', 400);
      },
    });
    await basicForm();
    const form = contactForm();
    edit(box(form, /^联系电话/), '13711112222');
    fireEvent.change(await within(form).findByLabelText(/^短信验证码/, { selector: 'input' }), {
      target: { value: '654321' },
    });
    await act(async () => fireEvent.click(saveButton(form)));
    expect(await within(form).findByText(SMS_TEXT.codeWrong)).toBeTruthy();
    expect(updateContact).toHaveBeenCalledTimes(1);
  });

  it('resets a part to the saved values', async () => {
    setup();
    const form = await basicForm();
    edit(box(form, /^法定代表人/), '');
    expect(await within(form).findByText(COMPANY_INFO_TEXT.required(COMPANY_INFO_TEXT.legalPerson))).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: ENTERPRISE_INFO_TEXT.reset }));
    await waitFor(() => expect(box(form, /^法定代表人/).value).toBe('陈总'));
    expect(within(form).queryByText(COMPANY_INFO_TEXT.required(COMPANY_INFO_TEXT.legalPerson))).toBeNull();
  });

  it('tells an account without an enterprise that there is nothing to keep', async () => {
    const { enterprise } = setup({ typeOf: '2', mainstayId: null });
    expect(await screen.findByText(ENTERPRISE_INFO_TEXT.noEnterprise)).toBeTruthy();
    expect(enterprise).not.toHaveBeenCalled();
  });

  it('opens another enterprise by ?id= for government staff only', async () => {
    const staff = setup({ typeOf: '2', mainstayId: null }, { path: '/user/edit?id=7' });
    await waitFor(() => expect(staff.enterprise).toHaveBeenCalledWith(7));
    staff.unmount();
    const enterprise = setup({ typeOf: '1', mainstayId: 1 }, { path: '/user/edit?id=7' });
    await waitFor(() => expect(enterprise.enterprise).toHaveBeenCalledWith(undefined));
  });
});
