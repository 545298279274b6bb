// Request bodies of registration (gov-user base-account), completing company information
// (gov-collective mainstay), the five-level regions (gov-system areaFive) and the SMS outbox.
import { z } from 'zod';
import { COMPANY_INFO_TEXT, REGISTER_TEXT } from '../messages';
import { isValidCreditCode } from '../validate/creditCode';
import {
  ADDRESS_MAX,
  EMAIL_MAX,
  ENTERPRISE_NAME_MAX,
  isSafeText,
  isValidEmail,
  isValidPersonName,
  normalizeCreditCode,
  PHONE_PATTERN,
  REGION_MIN_LEVEL,
  regionLevel,
  SMS_CODE_PATTERN,
} from '../validate/registration';

const phone = z.string().trim().regex(PHONE_PATTERN, { message: REGISTER_TEXT.phoneInvalid });
const smsCode = z.string().trim().regex(SMS_CODE_PATTERN, { message: REGISTER_TEXT.smsCodeInvalid });
const personName = (message: string) => z.string().trim().max(32).refine(isValidPersonName, { message });
const enterpriseName = z
  .string()
  .trim()
  .refine((value) => isSafeText(value, 2, ENTERPRISE_NAME_MAX), { message: REGISTER_TEXT.enterpriseNameInvalid });
const creditCode = z
  .string()
  .max(40)
  .transform(normalizeCreditCode)
  .refine(isValidCreditCode, { message: REGISTER_TEXT.creditCodeInvalid });

/** base-account/sendMessage: a registration code for a phone not yet registered. */
export const sendMessageRequest = z.object({ phone, scene: z.literal('register').default('register') });
export type SendMessageRequest = z.input<typeof sendMessageRequest>;

/** base-account/register: the account (its phone is the login name) and its enterprise. */
export const registerRequest = z.object({
  phone,
  smsCode,
  // The policy is checked by the handler (it lives in the database); this only bounds the size.
  password: z.string().min(1).max(128),
  confirmPassword: z.string().max(128).optional(),
  fullName: personName(REGISTER_TEXT.fullNameInvalid),
  enterpriseName,
  creditCode,
});
export type RegisterRequest = z.input<typeof registerRequest>;

/**
 * mainstay/judge/exist: with id (a logged-in caller), whether that enterprise's information is
 * complete; with creditCode (tokenless, from registration), whether the code is already registered.
 */
export const judgeExistRequest = z.union([
  z.object({
    id: z.union([
      z.number().int().positive(),
      z
        .string()
        .regex(/^\d{1,12}$/)
        .transform(Number),
    ]),
  }),
  z.object({ creditCode }),
]);
export type JudgeExistRequest = z.input<typeof judgeExistRequest>;

/** mainstay/base/check: one's own enterprise (government staff name one). */
export const baseCheckRequest = z.object({ id: z.number().int().positive().optional() });
export type BaseCheckRequest = z.input<typeof baseCheckRequest>;

/** mainstay/sendVerificationCode: a code to the new contact phone. */
export const sendVerificationCodeRequest = z.object({ phone });
export type SendVerificationCodeRequest = z.input<typeof sendVerificationCodeRequest>;

/** mainstay/base/improveEntInfo: completes (or updates) one's own enterprise's information. */
export const improveEntInfoRequest = z.object({
  enterpriseName,
  legalPerson: personName(COMPANY_INFO_TEXT.legalPersonInvalid),
  groupId: z.number().int().positive().nullable().default(null),
  regionCode: z
    .string()
    .trim()
    .refine((code) => regionLevel(code) >= REGION_MIN_LEVEL, { message: COMPANY_INFO_TEXT.regionTooShallow }),
  address: z
    .string()
    .trim()
    .refine((value) => isSafeText(value, 2, ADDRESS_MAX), { message: COMPANY_INFO_TEXT.addressInvalid }),
  contactName: personName(COMPANY_INFO_TEXT.contactNameInvalid),
  contactPhone: phone,
  smsCode: z.string().trim().max(6).optional(),
  contactEmail: z
    .string()
    .trim()
    .max(EMAIL_MAX)
    .refine((value) => value === '' || isValidEmail(value), { message: COMPANY_INFO_TEXT.emailInvalid })
    .default(''),
});
export type ImproveEntInfoRequest = z.input<typeof improveEntInfoRequest>;

/** areaFive/getAllLevel: the divisions directly below parentCode (the provinces without one). */
export const areaLevelRequest = z.object({
  parentCode: z
    .string()
    .regex(/^(\d{2}|\d{4}|\d{6}|\d{9})$/)
    .optional(),
});
export type AreaLevelRequest = z.input<typeof areaLevelRequest>;

/** smsOutbox/page: government staff read the messages the outbox sender kept. */
export const smsOutboxPageRequest = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  phone: z
    .string()
    .trim()
    .regex(/^\d{0,11}$/)
    .optional(),
});
export type SmsOutboxPageRequest = z.input<typeof smsOutboxPageRequest>;
