import { describe, expect, it } from 'vitest';
import type { PasswordPolicy } from '../api/types';
import { PASSWORD_TEXT } from '../messages/profile';
import { passwordChecklist, passwordStrength, validatePasswordChange } from './passwordChange';

const policy: PasswordPolicy = {
  maxStrength: 20,
  mixStrength: 8,
  ruleComposition: '1,2,3,4',
  ruleCount: 3,
  tips: '密码长度为8-20位，须包含数字、小写字母、大写字母、特殊字符中的至少3种',
};

describe('change-password rules', () => {
  it('requires every field', () => {
    expect(validatePasswordChange({ oldPassword: '', newPassword: '', confirmPassword: '' }, policy)).toEqual({
      oldPassword: PASSWORD_TEXT.oldRequired,
      newPassword: PASSWORD_TEXT.newRequired,
      confirmPassword: PASSWORD_TEXT.confirmRequired,
    });
  });

  it('enforces the policy, a different password and the confirmation', () => {
    const old = 'Demo#2026';
    expect(
      validatePasswordChange({ oldPassword: old, newPassword: 'short1A', confirmPassword: 'short1A' }, policy),
    ).toEqual({ newPassword: '密码长度应为8-20位' });
    expect(
      validatePasswordChange(
        { oldPassword: old, newPassword: 'alllowercase1', confirmPassword: 'alllowercase1' },
        policy,
      ).newPassword,
    ).toBe('密码须包含数字、小写字母、大写字母、特殊字符中的至少3种');
    expect(validatePasswordChange({ oldPassword: old, newPassword: old, confirmPassword: old }, policy)).toEqual({
      newPassword: PASSWORD_TEXT.sameAsOld,
    });
    expect(
      validatePasswordChange({ oldPassword: old, newPassword: 'Next#2027', confirmPassword: 'Next#2028' }, policy),
    ).toEqual({ confirmPassword: PASSWORD_TEXT.mismatch });
    expect(
      validatePasswordChange({ oldPassword: old, newPassword: 'Next#2027', confirmPassword: 'Next#2027' }, policy),
    ).toEqual({});
  });

  it('follows another policy as configured', () => {
    const loose: PasswordPolicy = { ...policy, mixStrength: 6, maxStrength: 10, ruleComposition: '1,2', ruleCount: 2 };
    expect(
      validatePasswordChange({ oldPassword: 'x', newPassword: 'abc123', confirmPassword: 'abc123' }, loose),
    ).toEqual({});
    expect(
      validatePasswordChange({ oldPassword: 'x', newPassword: 'abcdefghijk1', confirmPassword: 'abcdefghijk1' }, loose)
        .newPassword,
    ).toBe('密码长度应为6-10位');
  });

  it('shows the policy as a live checklist', () => {
    const unmet = passwordChecklist(policy, '', { oldPassword: 'Demo#2026' });
    expect(unmet.map((rule) => [rule.key, rule.met])).toEqual([
      ['length', false],
      ['classes', false],
      ['noSpace', false],
      ['different', false],
    ]);
    expect(unmet[0]?.text).toBe('长度为8-20位');
    expect(unmet[1]?.text).toBe('须包含数字、小写字母、大写字母、特殊字符中的至少3种');
    expect(passwordChecklist(policy, 'Next#2027', { oldPassword: 'Demo#2026' }).every((rule) => rule.met)).toBe(true);
    expect(
      passwordChecklist(policy, 'Demo#2026', { oldPassword: 'Demo#2026' }).find((r) => r.key === 'different')?.met,
    ).toBe(false);
    expect(passwordChecklist(policy, 'Next 2027x', { oldPassword: '' }).find((r) => r.key === 'noSpace')?.met).toBe(
      false,
    );
    // A new account (registration) has no old password to differ from.
    expect(passwordChecklist(policy, 'Next#2027').map((rule) => rule.key)).toEqual(['length', 'classes', 'noSpace']);
    expect(passwordChecklist({ ...policy, ruleComposition: '1,3', ruleCount: 2 }, 'x')[1]?.text).toBe(
      '须同时包含数字、大写字母',
    );
  });

  it('lists and checks "not containing the login name", ignoring case, when the login name is given', () => {
    const rule = (password: string, loginName: string) =>
      passwordChecklist(policy, password, { loginName }).find((r) => r.key === 'noLoginName');
    expect(rule('Admin#2027x', 'admin')).toEqual({ key: 'noLoginName', text: '不能包含登录名', met: false });
    expect(rule('Next#2027', 'admin')?.met).toBe(true);
    // Shown before the login name is known (a phone still being typed), and not yet judged.
    expect(rule('Next#2027', '')?.met).toBe(true);
    expect(rule('', 'admin')?.met).toBe(false);
    const values = { oldPassword: 'Demo#2026', newPassword: 'x-ADMIN#2027', confirmPassword: 'x-ADMIN#2027' };
    expect(validatePasswordChange(values, policy, 'admin').newPassword).toBe('密码不能包含登录名');
    expect(validatePasswordChange(values, policy, 'ent_demo').newPassword).toBeUndefined();
  });

  it('rates strength', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abcdefgh')).toBe(0);
    expect(passwordStrength('abcDEF12')).toBe(1);
    expect(passwordStrength('Demo#2026')).toBe(2);
    expect(passwordStrength('Ab#1')).toBe(0);
  });
});
