// Field schemas shared by registration and the enterprise's information: phone, SMS code,
// person and enterprise names, credit code, with the same messages the pages show.
import { z } from 'zod';
import { REGISTER_TEXT } from '../messages';
import { isValidCreditCode } from '../validate/creditCode';
import {
  ENTERPRISE_NAME_MAX,
  isSafeText,
  isValidPersonName,
  normalizeCreditCode,
  PHONE_PATTERN,
  SMS_CODE_PATTERN,
} from '../validate/registration';

export const phone = z.string().trim().regex(PHONE_PATTERN, { message: REGISTER_TEXT.phoneInvalid });
export const smsCode = z.string().trim().regex(SMS_CODE_PATTERN, { message: REGISTER_TEXT.smsCodeInvalid });
export const personName = (message: string) => z.string().trim().max(32).refine(isValidPersonName, { message });
export const enterpriseName = z
  .string()
  .trim()
  .refine((value) => isSafeText(value, 2, ENTERPRISE_NAME_MAX), { message: REGISTER_TEXT.enterpriseNameInvalid });
export const creditCode = z
  .string()
  .max(40)
  .transform(normalizeCreditCode)
  .refine(isValidCreditCode, { message: REGISTER_TEXT.creditCodeInvalid });
