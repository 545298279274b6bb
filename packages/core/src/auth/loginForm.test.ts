import { describe, expect, it } from 'vitest';
import { AUTH_TEXT } from '../messages';
import { entranceType, validateLoginForm } from './loginForm';

describe('login form', () => {
  it('requires account, password and, when enabled, the captcha', () => {
    expect(validateLoginForm({ username: '  ', password: '', verCode: '' }, true)).toEqual({
      username: AUTH_TEXT.usernameRequired,
      password: AUTH_TEXT.passwordRequired,
      verCode: AUTH_TEXT.captchaRequired,
    });
    expect(validateLoginForm({ username: 'a', password: 'b', verCode: '' }, false)).toEqual({});
  });

  it('maps each entrance to its typeOf', () => {
    expect(entranceType('enterprise')).toBe('1');
    expect(entranceType('government')).toBe('2');
  });
});
