import type { PasswordPolicy } from '@ent/core/api';
import { ApiError } from '@ent/core/http';
import { PASSWORD_TEXT, POLICY_TEXT, REGISTER_TEXT, SMS_TEXT } from '@ent/core/messages';
import { creditCodeCheckChar } from '@ent/core/validate';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../testing';
import RegisterPage from './RegisterPage';

const policy: PasswordPolicy = {
  maxStrength: 20,
  mixStrength: 8,
  ruleComposition: '1,2,3,4',
  ruleCount: 3,
  tips: '密码长度为8-20位，须包含数字、小写字母、大写字母、特殊字符中的至少3种',
};
const first17 = '91320102MA1234567';
const creditCode = first17 + creditCodeCheckChar(first17);

function setup(options: { register?: () => Promise<unknown>; taken?: boolean } = {}) {
  const services = createServices(window);
  services.system = {
    ...services.system,
    passwordPolicy: vi.fn(async () => ({ code: '00000', data: policy })),
  };
  const sendMessage = vi.fn(async ({ phone }: { phone: string }) => ({
    code: '00000',
    data: { phone: `${phone.slice(0, 3)}****${phone.slice(7)}`, resendAfter: 60, expiresIn: 5 },
  }));
  const register = vi.fn(
    options.register ??
      (async () => ({
        code: '00000',
        msg: REGISTER_TEXT.registered,
        data: { username: '13912345678', mainstayId: 9 },
      })),
  );
  const creditCodeRegistered = vi.fn(async () => ({ code: '00000', data: options.taken ?? false }));
  services.registration = {
    ...services.registration,
    sendMessage,
    register,
  } as unknown as typeof services.registration;
  services.mainstay = { ...services.mainstay, creditCodeRegistered } as unknown as typeof services.mainstay;
  const notify = vi.spyOn(services.notifier, 'show');
  const rendered = renderWithServices(<RegisterPage />, { services, path: '/registered' });
  return { ...rendered, sendMessage, register, creditCodeRegistered, notify };
}

const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: REGISTER_TEXT.submit }));

function fillValid() {
  type(REGISTER_TEXT.phone, '13912345678');
  type(REGISTER_TEXT.smsCode, '123456');
  type(REGISTER_TEXT.password, 'Reg#2026ok');
  type(REGISTER_TEXT.confirmPassword, 'Reg#2026ok');
  type(REGISTER_TEXT.fullName, '钱多多');
  type(REGISTER_TEXT.enterpriseName, '江苏测试新能源有限公司');
  type(REGISTER_TEXT.creditCode, creditCode.toLowerCase());
}

describe('registration page', () => {
  it('names every empty field and sends nothing', async () => {
    const { register } = setup();
    await screen.findByText(policy.tips);
    submit();
    for (const message of [
      REGISTER_TEXT.phoneRequired,
      REGISTER_TEXT.smsCodeRequired,
      REGISTER_TEXT.passwordRequired,
      REGISTER_TEXT.confirmRequired,
      REGISTER_TEXT.fullNameRequired,
      REGISTER_TEXT.enterpriseNameRequired,
      REGISTER_TEXT.creditCodeRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(register).not.toHaveBeenCalled();
    // Every control is labelled for assistive technology.
    expect(input(REGISTER_TEXT.phone).getAttribute('name')).toBe('phone');
  });

  it('checks the password against the server policy and the confirmation', async () => {
    const { register } = setup();
    await screen.findByText(policy.tips);
    fillValid();
    type(REGISTER_TEXT.password, 'abcdefgh');
    type(REGISTER_TEXT.confirmPassword, 'abcdefgx');
    submit();
    expect(await screen.findByText(POLICY_TEXT.classes(['数字', '小写字母', '大写字母', '特殊字符'], 3))).toBeTruthy();
    expect(screen.getByText(REGISTER_TEXT.confirmMismatch)).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
  });

  it('checks the password as it is typed: the policy checklist, the strength meter, and on leaving the field', async () => {
    const { register } = setup();
    const rules = await screen.findByRole('list', { name: PASSWORD_TEXT.policy });
    const state = (text: string) => within(rules).getByText(text).parentElement?.textContent ?? '';
    const length = PASSWORD_TEXT.ruleLength(policy.mixStrength, policy.maxStrength);
    const classes = PASSWORD_TEXT.ruleClasses(['数字', '小写字母', '大写字母', '特殊字符'], 3);
    expect(state(length)).toContain(PASSWORD_TEXT.ruleUnmet);
    // A new account has no old password: the change-only rule is not listed.
    expect(within(rules).queryByText(PASSWORD_TEXT.ruleDifferent)).toBeNull();

    type(REGISTER_TEXT.password, 'abcdefgh');
    expect(state(length)).toContain(PASSWORD_TEXT.ruleMet);
    expect(state(classes)).toContain(PASSWORD_TEXT.ruleUnmet);
    expect(screen.getByRole('progressbar', { name: PASSWORD_TEXT.strength }).getAttribute('aria-valuetext')).toBe('弱');
    fireEvent.blur(input(REGISTER_TEXT.password));
    expect(await screen.findByText(POLICY_TEXT.classes(['数字', '小写字母', '大写字母', '特殊字符'], 3))).toBeTruthy();

    type(REGISTER_TEXT.password, 'Reg#2026ok');
    expect(state(classes)).toContain(PASSWORD_TEXT.ruleMet);
    expect(screen.getByRole('progressbar', { name: PASSWORD_TEXT.strength }).getAttribute('aria-valuetext')).toBe('强');
    type(REGISTER_TEXT.confirmPassword, 'Reg#2026no');
    fireEvent.blur(input(REGISTER_TEXT.confirmPassword));
    expect(await screen.findByText(REGISTER_TEXT.confirmMismatch)).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
  });

  it('checks the credit code format, then whether it is registered, when leaving the field', async () => {
    const { creditCodeRegistered } = setup({ taken: true });
    type(REGISTER_TEXT.creditCode, `${first17}A`);
    fireEvent.blur(input(REGISTER_TEXT.creditCode));
    expect(await screen.findByText(REGISTER_TEXT.creditCodeInvalid)).toBeTruthy();
    expect(creditCodeRegistered).not.toHaveBeenCalled();
    type(REGISTER_TEXT.creditCode, ` ${creditCode.toLowerCase()}`);
    fireEvent.blur(input(REGISTER_TEXT.creditCode));
    expect(await screen.findByText(REGISTER_TEXT.creditCodeTaken)).toBeTruthy();
    expect(creditCodeRegistered).toHaveBeenCalledWith(creditCode);
    expect(input(REGISTER_TEXT.creditCode).value).toBe(creditCode);
  });

  it('sends a code only to a valid phone, then counts down', async () => {
    const { sendMessage, notify } = setup();
    fireEvent.click(screen.getByRole('button', { name: REGISTER_TEXT.sendCode }));
    expect(await screen.findByText(REGISTER_TEXT.phoneRequired)).toBeTruthy();
    type(REGISTER_TEXT.phone, '1391234');
    fireEvent.click(screen.getByRole('button', { name: REGISTER_TEXT.sendCode }));
    expect(await screen.findByText(REGISTER_TEXT.phoneInvalid)).toBeTruthy();
    expect(sendMessage).not.toHaveBeenCalled();

    // Spaces and dashes of a typed or pasted number are dropped.
    type(REGISTER_TEXT.phone, ' 139 1234-5678 ');
    expect(
      (screen.getByLabelText(new RegExp(`^${REGISTER_TEXT.phone}`), { selector: 'input' }) as HTMLInputElement).value,
    ).toBe('13912345678');
    fireEvent.click(screen.getByRole('button', { name: REGISTER_TEXT.sendCode }));
    const countdown = await screen.findByRole('button', { name: /秒后重新获取$/ });
    expect(countdown.textContent).toBe(REGISTER_TEXT.resendIn(60));
    expect((countdown as HTMLButtonElement).disabled).toBe(true);
    expect(sendMessage).toHaveBeenCalledWith({ phone: '13912345678' });
    expect(notify).toHaveBeenCalledWith({ type: 'success', text: REGISTER_TEXT.codeSent('139****5678') });
  });

  it('registers with the cleaned values and goes to the login page with the phone filled in', async () => {
    const { register, location, notify } = setup();
    await screen.findByText(policy.tips);
    fillValid();
    await act(async () => submit());
    await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
    expect(register).toHaveBeenCalledWith({
      phone: '13912345678',
      smsCode: '123456',
      password: 'Reg#2026ok',
      confirmPassword: 'Reg#2026ok',
      fullName: '钱多多',
      enterpriseName: '江苏测试新能源有限公司',
      creditCode,
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login?username=13912345678'));
    expect(notify).toHaveBeenCalledWith({ type: 'success', text: REGISTER_TEXT.registered });
  });

  it('shows a refused code beside the code field', async () => {
    const { location } = setup({
      register: async () => {
        throw new ApiError('business', SMS_TEXT.codeExpired, 'A0400', 400);
      },
    });
    await screen.findByText(policy.tips);
    fillValid();
    await act(async () => submit());
    expect(await screen.findByText(SMS_TEXT.codeExpired)).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/registered');
    expect(screen.getByRole('button', { name: REGISTER_TEXT.submit })).toBeTruthy();
  });
});
