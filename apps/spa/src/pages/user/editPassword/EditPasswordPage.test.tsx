import type { PasswordPolicy, UserInfo } from '@ent/core/api';
import { ApiError } from '@ent/core/http';
import { PASSWORD_TEXT, SECURITY_TEXT } from '@ent/core/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../../testing';
import EditPasswordPage from './EditPasswordPage';

const POLICY: PasswordPolicy = {
  maxStrength: 20,
  mixStrength: 8,
  ruleComposition: '1,2,3,4',
  ruleCount: 3,
  tips: '密码长度为8-20位，须包含数字、小写字母、大写字母、特殊字符中的至少3种',
};

function setup(
  options: { policy?: PasswordPolicy | null; update?: () => Promise<unknown>; typeOf?: UserInfo['typeOf'] } = {},
) {
  const services = createServices(window);
  services.sessionState.user = {
    username: 'ent_demo',
    passwordPolicy: POLICY,
    typeOf: options.typeOf ?? '1',
  } as UserInfo;
  services.tokens.save('token-of-ent_demo', { jti: 'jti-1', expiresAt: new Date(Date.now() + 3_600_000) });
  const passwordPolicy = vi.fn(async () => {
    if (options.policy === null) throw new ApiError('network', 'down');
    return { code: '00000', data: options.policy ?? POLICY };
  });
  services.system = { ...services.system, passwordPolicy } as unknown as typeof services.system;
  const updatePassword = vi.fn(options.update ?? (async () => ({ code: '00000', msg: PASSWORD_TEXT.changed })));
  services.profile = { ...services.profile, updatePassword } as unknown as typeof services.profile;
  const removeAll = vi.spyOn(services.shell.tabs, 'removeAll');
  const notify = vi.spyOn(services.notifier, 'show');
  const view = renderWithServices(<EditPasswordPage />, { services, path: '/user/editPassword' });
  return { ...view, services, passwordPolicy, updatePassword, removeAll, notify };
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const oldBox = () => input(/^原密码/);
const newBox = () => input(/^新密码/);
const confirmBox = () => input(/^确认新密码/);
const type = (box: HTMLInputElement, value: string) => {
  fireEvent.change(box, { target: { value } });
  fireEvent.blur(box);
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: PASSWORD_TEXT.submit }));
const rule = (text: string) =>
  within(screen.getByRole('list', { name: PASSWORD_TEXT.policy }))
    .getByText(text)
    .closest('li') as HTMLElement;
const met = (text: string) => within(rule(text)).getByText(/已满足|未满足/).textContent;

describe('change-password page', () => {
  it('shows the policy of the account, its tips and its rules', async () => {
    const { passwordPolicy } = setup();
    await screen.findByRole('form', { name: PASSWORD_TEXT.title });
    expect(passwordPolicy).toHaveBeenCalledWith({ account: 'ent_demo' });
    expect(screen.getAllByText(POLICY.tips).length).toBeGreaterThanOrEqual(1);
    expect(rule('长度为8-20位')).toBeTruthy();
    expect(rule('须包含数字、小写字母、大写字母、特殊字符中的至少3种')).toBeTruthy();
    expect(screen.getByText(PASSWORD_TEXT.logoutNotice)).toBeTruthy();
  });

  it('follows another policy from the service', async () => {
    setup({ policy: { ...POLICY, mixStrength: 10, maxStrength: 16, ruleComposition: '1,3', ruleCount: 2, tips: '' } });
    await screen.findByRole('form', { name: PASSWORD_TEXT.title });
    expect(rule('长度为10-16位')).toBeTruthy();
    expect(rule('须同时包含数字、大写字母')).toBeTruthy();
    type(newBox(), 'ABCDEFGH1');
    expect(await screen.findByText('密码长度应为10-16位')).toBeTruthy();
  });

  it('falls back to the policy of the login when the policy service fails', async () => {
    const { notify } = setup({ policy: null });
    await screen.findByRole('form', { name: PASSWORD_TEXT.title });
    expect(rule('长度为8-20位')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith({ type: 'warning', text: PASSWORD_TEXT.policyLoadFailed });
  });

  it('requires every field before sending anything', async () => {
    const { updatePassword } = setup();
    await screen.findByRole('form', { name: PASSWORD_TEXT.title });
    submit();
    expect(await screen.findByText(PASSWORD_TEXT.oldRequired)).toBeTruthy();
    expect(screen.getByText(PASSWORD_TEXT.newRequired)).toBeTruthy();
    expect(screen.getByText(PASSWORD_TEXT.confirmRequired)).toBeTruthy();
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('checks the new password against the policy while typing', async () => {
    const { updatePassword } = setup();
    await screen.findByRole('form', { name: PASSWORD_TEXT.title });
    type(oldBox(), 'Demo#2026');
    type(newBox(), 'abc');
    expect(await screen.findByText('密码长度应为8-20位')).toBeTruthy();
    expect(met('长度为8-20位')).toContain(PASSWORD_TEXT.ruleUnmet);

    type(newBox(), 'abcdefgh12');
    expect(await screen.findByText('密码须包含数字、小写字母、大写字母、特殊字符中的至少3种')).toBeTruthy();
    expect(met('长度为8-20位')).toContain(PASSWORD_TEXT.ruleMet);

    type(newBox(), 'Demo#2026');
    expect(await screen.findByText(PASSWORD_TEXT.sameAsOld)).toBeTruthy();
    expect(met(PASSWORD_TEXT.ruleDifferent)).toContain(PASSWORD_TEXT.ruleUnmet);

    type(newBox(), 'My#ENT_demo1');
    expect(await screen.findByText(SECURITY_TEXT.containsUsername)).toBeTruthy();
    expect(met(PASSWORD_TEXT.ruleNoLoginName)).toContain(PASSWORD_TEXT.ruleUnmet);

    type(newBox(), 'Next#2027');
    expect(met(PASSWORD_TEXT.ruleNoLoginName)).toContain(PASSWORD_TEXT.ruleMet);
    type(confirmBox(), 'Next#2028');
    expect(await screen.findByText(PASSWORD_TEXT.mismatch)).toBeTruthy();
    expect(screen.queryByText(PASSWORD_TEXT.sameAsOld)).toBeNull();
    expect(screen.getByRole('progressbar', { name: PASSWORD_TEXT.strength }).getAttribute('aria-valuetext')).toBe('强');
    submit();
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('sends government staff to their own entrance, /loginchief, to log in again', async () => {
    const { updatePassword, location } = setup({ typeOf: '2' });
    await screen.findByRole('form', { name: PASSWORD_TEXT.title });
    type(oldBox(), 'Demo#2026');
    type(newBox(), 'Next#2027');
    type(confirmBox(), 'Next#2027');
    await act(async () => submit());
    await waitFor(() => expect(updatePassword).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/loginchief'));
  });

  it('toggles the password visibility with a labelled button', async () => {
    setup();
    await screen.findByRole('form', { name: PASSWORD_TEXT.title });
    expect(newBox().type).toBe('password');
    const toggles = screen.getAllByRole('button', { name: PASSWORD_TEXT.show });
    expect(toggles).toHaveLength(3);
    fireEvent.click(toggles[1] as HTMLElement);
    expect(newBox().type).toBe('text');
    expect(screen.getByRole('button', { name: PASSWORD_TEXT.hide })).toBeTruthy();
  });

  it('sends a valid change, then leaves the ended session for /login', async () => {
    const { updatePassword, services, removeAll, notify, location } = setup();
    await screen.findByRole('form', { name: PASSWORD_TEXT.title });
    type(oldBox(), 'Demo#2026');
    type(newBox(), 'Next#2027');
    type(confirmBox(), 'Next#2027');
    await act(async () => submit());
    await waitFor(() => expect(updatePassword).toHaveBeenCalledTimes(1));
    expect(updatePassword).toHaveBeenCalledWith({
      oldPassword: 'Demo#2026',
      newPassword: 'Next#2027',
      confirmPassword: 'Next#2027',
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'));
    expect(notify).toHaveBeenCalledWith({ type: 'success', text: PASSWORD_TEXT.changed });
    expect(services.tokens.getToken()).toBeUndefined();
    expect(services.sessionState.user).toBeNull();
    expect(removeAll).toHaveBeenCalled();
  });

  it('marks the old password when the server refuses it and stays', async () => {
    const { updatePassword, services, location } = setup({
      update: async () => {
        throw new ApiError('business', PASSWORD_TEXT.wrongOld, 'A0210', 400);
      },
    });
    await screen.findByRole('form', { name: PASSWORD_TEXT.title });
    type(oldBox(), 'Wrong#2026');
    type(newBox(), 'Next#2027');
    type(confirmBox(), 'Next#2027');
    await act(async () => submit());
    expect(await screen.findByText(PASSWORD_TEXT.wrongOld)).toBeTruthy();
    expect(updatePassword).toHaveBeenCalledTimes(1);
    expect(services.tokens.getToken()).toBe('token-of-ent_demo');
    expect(location.history?.at(-1)).toBe('/user/editPassword');
    expect(screen.getByRole('button', { name: PASSWORD_TEXT.submit })).toHaveProperty('disabled', false);
  });
});
