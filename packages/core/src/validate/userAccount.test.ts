import { describe, expect, it } from 'vitest';
import type { PasswordPolicy } from '../api/types';
import { SECURITY_TEXT, USER_TEXT as T } from '../messages';
import { accountPasswordProblem, type UserAccountValues, userAccountErrors } from './userAccount';

const policy: PasswordPolicy = { maxStrength: 20, mixStrength: 8, ruleComposition: '1,2,3,4', ruleCount: 3, tips: '' };

const values = (overrides: Partial<UserAccountValues> = {}): UserAccountValues => ({
  userType: '2',
  userName: 'zhang_san',
  nickName: '张三',
  deptId: 100,
  enterpriseId: null,
  phonenumber: '',
  email: '',
  sex: '2',
  status: '0',
  postIds: [],
  roleIds: [],
  remark: '',
  password: 'Demo#2026',
  ...overrides,
});

describe('用户管理 account rules', () => {
  it('passes a complete new staff account and a complete change', () => {
    expect(userAccountErrors(values(), { userId: null, policy })).toEqual({});
    expect(userAccountErrors(values({ password: '' }), { userId: 7, policy })).toEqual({});
  });

  it('answers every field’s problem at once, not the first one', () => {
    const errors = userAccountErrors(values({ userName: 'x', nickName: '', deptId: null, password: 'short' }), {
      userId: null,
      policy,
    });
    expect(errors).toEqual({
      userName: T.userNameFormat,
      nickName: T.required(T.nickName),
      deptId: T.deptRequired,
      password: '密码长度应为8-20位',
    });
  });

  it('needs an enterprise for an enterprise account, and no department', () => {
    expect(userAccountErrors(values({ userType: '1', deptId: null }), { userId: null, policy })).toEqual({
      enterpriseId: T.enterpriseRequired,
    });
    expect(userAccountErrors(values({ deptId: null }), { userId: 7, policy })).toEqual({ deptId: T.deptRequired });
  });

  it('holds a password to the policy and to not containing the login name, as the server does', () => {
    expect(accountPasswordProblem(policy, 'zhang_san', '')).toBe(T.required(T.password));
    expect(accountPasswordProblem(policy, 'zhang_san', 'abcdefgh12')).toBe(
      '密码须包含数字、小写字母、大写字母、特殊字符中的至少3种',
    );
    expect(accountPasswordProblem(policy, 'Zhang', 'A1#zhangxx')).toBe(SECURITY_TEXT.containsUsername);
    expect(accountPasswordProblem(policy, 'zhang_san', 'Demo#2026')).toBeNull();
    // Without a policy loaded the dialog only requires the password; the server checks the rest.
    expect(userAccountErrors(values({ password: 'short' }), { userId: null, policy: null })).toEqual({});
  });
});
