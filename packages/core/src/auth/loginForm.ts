import { USER_TYPE, type UserType } from '../api/types';
import { AUTH_TEXT } from '../messages';

export interface LoginFormValues {
  username: string;
  password: string;
  verCode: string;
}

export type LoginFormErrors = Partial<Record<keyof LoginFormValues, string>>;

/** The login page's own checks before anything is sent (the server checks again). */
export function validateLoginForm(values: LoginFormValues, captchaEnabled: boolean): LoginFormErrors {
  const errors: LoginFormErrors = {};
  if (!values.username.trim()) errors.username = AUTH_TEXT.usernameRequired;
  if (!values.password) errors.password = AUTH_TEXT.passwordRequired;
  if (captchaEnabled && !values.verCode.trim()) errors.verCode = AUTH_TEXT.captchaRequired;
  return errors;
}

/** /login is the enterprise entrance, /loginchief the government staff entrance (typeOf). */
export type Entrance = 'enterprise' | 'government';

export function entranceType(entrance: Entrance): UserType {
  return entrance === 'government' ? USER_TYPE.government : USER_TYPE.enterprise;
}

/** The login page of an account's own entrance (where it logs in again after a password change). */
export function loginPathOf(typeOf: UserType | undefined): '/login' | '/loginchief' {
  return typeOf === USER_TYPE.government ? '/loginchief' : '/login';
}
