import { describe, expect, it } from 'vitest';
import type { PasswordPolicy } from '../api/types';
import { creditCodeCheckChar, isValidCreditCode } from './creditCode';
import { checkPassword } from './password';

const policy: PasswordPolicy = { maxStrength: 20, mixStrength: 8, ruleComposition: '1,2,3,4', ruleCount: 3, tips: '' };

describe('password policy', () => {
  it('accepts a password mixing enough classes within the length', () => {
    expect(checkPassword(policy, 'Demo#2026')).toBeNull();
    expect(checkPassword(policy, 'abcDEF123')).toBeNull();
  });

  it('names the broken rule', () => {
    expect(checkPassword(policy, 'Ab#1')).toBe('密码长度应为8-20位');
    expect(checkPassword(policy, `Ab#1${'x'.repeat(17)}`)).toBe('密码长度应为8-20位');
    expect(checkPassword(policy, 'abcdefgh12')).toBe('密码须包含数字、小写字母、大写字母、特殊字符中的至少3种');
    expect(checkPassword(policy, 'Abc 12345')).toBe('密码不能包含空格');
  });

  it('never requires more classes than the composition lists', () => {
    expect(checkPassword({ ...policy, ruleComposition: '1,2', ruleCount: 3 }, 'abcd1234')).toBeNull();
  });
});

describe('unified social credit code', () => {
  it('accepts codes with the right check character and refuses others', () => {
    // Published example codes of GB 32100-2015.
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    expect(isValidCreditCode('9135010OM000100Y43')).toBe(false);
  });

  it('computes the check character', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
  });
});
