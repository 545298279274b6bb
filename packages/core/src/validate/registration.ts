// Rules of enterprise registration and of completing company information, shared by the forms
// (before anything is sent) and the server's request schemas (which check again).
import type { PasswordPolicy } from '../api/types';
import { COMPANY_INFO_TEXT, REGISTER_TEXT, SECURITY_TEXT } from '../messages';
import { isValidCreditCode } from './creditCode';
import { checkPassword, containsLoginName } from './password';

/** Mainland mobile numbers: 11 digits starting 13-19. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** SMS verification codes are six digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;
/** A code is valid this long after it is sent. */
export const SMS_CODE_TTL_MINUTES = 5;
/** The send button waits this long before the same phone may ask again. */
export const SMS_RESEND_SECONDS = 60;

/** Names of people: Chinese or Latin letters, the middle dot of transcribed names, inner spaces. */
export const PERSON_NAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z·.][\u4e00-\u9fa5A-Za-z·. ]{0,30}[\u4e00-\u9fa5A-Za-z·.]$/;
/** Free text that is shown again later: no markup characters and no control characters. */
const MARKUP = /[<>"'`\\]/;
const hasControl = (value: string) =>
  [...value].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

export const ENTERPRISE_NAME_MAX = 100;
export const ADDRESS_MAX = 200;
export const EMAIL_MAX = 100;
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export function isValidPersonName(value: string): boolean {
  return PERSON_NAME_PATTERN.test(value.trim());
}

/** Plain text of `min`-`max` characters without markup or control characters. */
export function isSafeText(value: string, min: number, max: number): boolean {
  const trimmed = value.trim();
  const length = [...trimmed].length;
  return length >= min && length <= max && !MARKUP.test(trimmed) && !hasControl(trimmed);
}

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

/** Credit codes are typed in any case and with stray spaces; the canonical form is upper case. */
export function normalizeCreditCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** 13800001234 → 138****1234, for messages that should not repeat the whole number. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

export interface RegistrationFormValues {
  phone: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
  fullName: string;
  enterpriseName: string;
  creditCode: string;
}

export type RegistrationFormErrors = Partial<Record<keyof RegistrationFormValues, string>>;

/** A phone as typed or pasted (139 1234-5678): the spaces and dashes people write are dropped. */
export const phoneAsTyped = (text: string): string => text.replace(/[\s-]/g, '');

/** The phone number alone: checked before a code is sent. */
export function phoneError(phone: string): string | undefined {
  if (!phone.trim()) return REGISTER_TEXT.phoneRequired;
  if (!isValidPhone(phone.trim())) return REGISTER_TEXT.phoneInvalid;
  return undefined;
}

export function creditCodeError(value: string): string | undefined {
  const code = normalizeCreditCode(value);
  if (!code) return REGISTER_TEXT.creditCodeRequired;
  if (!isValidCreditCode(code)) return REGISTER_TEXT.creditCodeInvalid;
  return undefined;
}

/** The registration form's own checks; the password against the policy when it is known. */
export function validateRegistrationForm(
  values: RegistrationFormValues,
  policy: PasswordPolicy | null,
): RegistrationFormErrors {
  const errors: RegistrationFormErrors = {};
  const phone = phoneError(values.phone);
  if (phone) errors.phone = phone;
  if (!values.smsCode.trim()) errors.smsCode = REGISTER_TEXT.smsCodeRequired;
  else if (!SMS_CODE_PATTERN.test(values.smsCode.trim())) errors.smsCode = REGISTER_TEXT.smsCodeInvalid;
  if (!values.password) errors.password = REGISTER_TEXT.passwordRequired;
  else if (policy) {
    // The phone is the new account's login name; checked once it is a whole phone number.
    const problem =
      checkPassword(policy, values.password) ??
      (!phone && containsLoginName(values.password, values.phone.trim()) ? SECURITY_TEXT.containsUsername : null);
    if (problem) errors.password = problem;
  }
  if (!values.confirmPassword) errors.confirmPassword = REGISTER_TEXT.confirmRequired;
  else if (values.confirmPassword !== values.password) errors.confirmPassword = REGISTER_TEXT.confirmMismatch;
  if (!values.fullName.trim()) errors.fullName = REGISTER_TEXT.fullNameRequired;
  else if (!isValidPersonName(values.fullName)) errors.fullName = REGISTER_TEXT.fullNameInvalid;
  if (!values.enterpriseName.trim()) errors.enterpriseName = REGISTER_TEXT.enterpriseNameRequired;
  else if (!isSafeText(values.enterpriseName, 2, ENTERPRISE_NAME_MAX)) {
    errors.enterpriseName = REGISTER_TEXT.enterpriseNameInvalid;
  }
  const credit = creditCodeError(values.creditCode);
  if (credit) errors.creditCode = credit;
  return errors;
}

/** Division codes grow by level: 2 province, 4 city, 6 district, 9 town, 12 village digits. */
export const REGION_CODE_LENGTHS = [2, 4, 6, 9, 12] as const;
/** Company information names its region at least down to the district. */
export const REGION_MIN_LEVEL = 3;

/** The level (1-5) of a division code, or 0 when it is not one. */
export function regionLevel(code: string): number {
  if (!/^\d+$/.test(code)) return 0;
  return (REGION_CODE_LENGTHS as readonly number[]).indexOf(code.length) + 1;
}

/** The codes of a division and all above it, from the province down: 320102 → 32, 3201, 320102. */
export function regionPath(code: string): string[] {
  const level = regionLevel(code);
  return REGION_CODE_LENGTHS.slice(0, level).map((length) => code.slice(0, length));
}

export interface CompanyInfoFormValues {
  enterpriseName: string;
  legalPerson: string;
  groupId: number | null;
  regionCode: string;
  address: string;
  contactName: string;
  contactPhone: string;
  smsCode: string;
  contactEmail: string;
}

export type CompanyInfoFormErrors = Partial<Record<keyof CompanyInfoFormValues, string>>;

/**
 * The company-information form's own checks. `smsRequired` is set when the contact phone differs
 * from every number already verified for this account (the enterprise's and the user's own).
 */
export function validateCompanyInfoForm(
  values: CompanyInfoFormValues,
  options: { smsRequired: boolean },
): CompanyInfoFormErrors {
  const errors: CompanyInfoFormErrors = {};
  const required = COMPANY_INFO_TEXT.required;
  if (!values.enterpriseName.trim()) errors.enterpriseName = required(COMPANY_INFO_TEXT.enterpriseName);
  else if (!isSafeText(values.enterpriseName, 2, ENTERPRISE_NAME_MAX)) {
    errors.enterpriseName = REGISTER_TEXT.enterpriseNameInvalid;
  }
  if (!values.legalPerson.trim()) errors.legalPerson = required(COMPANY_INFO_TEXT.legalPerson);
  else if (!isValidPersonName(values.legalPerson)) errors.legalPerson = COMPANY_INFO_TEXT.legalPersonInvalid;
  if (!values.regionCode) errors.regionCode = COMPANY_INFO_TEXT.regionRequired;
  else if (regionLevel(values.regionCode) < REGION_MIN_LEVEL) errors.regionCode = COMPANY_INFO_TEXT.regionTooShallow;
  if (!values.address.trim()) errors.address = required(COMPANY_INFO_TEXT.address);
  else if (!isSafeText(values.address, 2, ADDRESS_MAX)) errors.address = COMPANY_INFO_TEXT.addressInvalid;
  if (!values.contactName.trim()) errors.contactName = required(COMPANY_INFO_TEXT.contactName);
  else if (!isValidPersonName(values.contactName)) errors.contactName = COMPANY_INFO_TEXT.contactNameInvalid;
  const phone = values.contactPhone.trim();
  if (!phone) errors.contactPhone = required(COMPANY_INFO_TEXT.contactPhone);
  else if (!isValidPhone(phone)) errors.contactPhone = REGISTER_TEXT.phoneInvalid;
  else if (options.smsRequired) {
    if (!values.smsCode.trim()) errors.smsCode = COMPANY_INFO_TEXT.smsCodeRequired;
    else if (!SMS_CODE_PATTERN.test(values.smsCode.trim())) errors.smsCode = REGISTER_TEXT.smsCodeInvalid;
  }
  const email = values.contactEmail.trim();
  if (email && !isValidEmail(email)) errors.contactEmail = COMPANY_INFO_TEXT.emailInvalid;
  return errors;
}

/** Seconds left before another code may be asked for, counted from when the last one was sent. */
export function resendSecondsLeft(sentAt: number | null, now: number, interval = SMS_RESEND_SECONDS): number {
  if (sentAt === null) return 0;
  return Math.max(0, Math.ceil((sentAt + interval * 1000 - now) / 1000));
}
