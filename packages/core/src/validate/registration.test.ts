import { describe, expect, it } from 'vitest';
import type { PasswordPolicy } from '../api/types';
import { improveEntInfoRequest, judgeExistRequest } from '../contract/mainstay';
import { registerRequest } from '../contract/registration';
import { COMPANY_INFO_TEXT, POLICY_TEXT, REGISTER_TEXT, SECURITY_TEXT } from '../messages';
import { creditCodeCheckChar } from './creditCode';
import {
  type CompanyInfoFormValues,
  isSafeText,
  isValidPersonName,
  maskPhone,
  normalizeCreditCode,
  phoneAsTyped,
  phoneError,
  type RegistrationFormValues,
  regionLevel,
  regionPath,
  resendSecondsLeft,
  validateCompanyInfoForm,
  validateRegistrationForm,
} from './registration';

const policy: PasswordPolicy = { maxStrength: 20, mixStrength: 8, ruleComposition: '1,2,3,4', ruleCount: 3, tips: '' };
const first17 = '91320102MA1234567';
const creditCode = first17 + creditCodeCheckChar(first17);

const registration = (extra: Partial<RegistrationFormValues> = {}): RegistrationFormValues => ({
  phone: '13912345678',
  smsCode: '123456',
  password: 'Reg#2026ok',
  confirmPassword: 'Reg#2026ok',
  fullName: '钱多多',
  enterpriseName: '江苏测试新能源有限公司',
  creditCode,
  ...extra,
});

const companyInfo = (extra: Partial<CompanyInfoFormValues> = {}): CompanyInfoFormValues => ({
  enterpriseName: '江苏测试新能源有限公司',
  legalPerson: '孙立',
  groupId: null,
  regionCode: '320102',
  address: '南京市玄武区中山路1号',
  contactName: '钱多多',
  contactPhone: '13912345678',
  smsCode: '',
  contactEmail: '',
  ...extra,
});

describe('registration form', () => {
  it('accepts a complete form', () => {
    expect(validateRegistrationForm(registration(), policy)).toEqual({});
    expect(validateRegistrationForm(registration({ creditCode: ` ${creditCode.toLowerCase()} ` }), policy)).toEqual({});
  });

  it('names every empty field', () => {
    const empty = registration({
      phone: '',
      smsCode: '',
      password: '',
      confirmPassword: '',
      fullName: ' ',
      enterpriseName: '',
      creditCode: '',
    });
    expect(validateRegistrationForm(empty, policy)).toEqual({
      phone: REGISTER_TEXT.phoneRequired,
      smsCode: REGISTER_TEXT.smsCodeRequired,
      password: REGISTER_TEXT.passwordRequired,
      confirmPassword: REGISTER_TEXT.confirmRequired,
      fullName: REGISTER_TEXT.fullNameRequired,
      enterpriseName: REGISTER_TEXT.enterpriseNameRequired,
      creditCode: REGISTER_TEXT.creditCodeRequired,
    });
  });

  it('checks formats, the policy and the confirmation', () => {
    const errors = validateRegistrationForm(
      registration({
        phone: '12912345678',
        smsCode: '12a456',
        password: 'abcdefgh',
        confirmPassword: 'abcdefgi',
        fullName: 'x',
        enterpriseName: '<公司>',
        creditCode: `${first17}A`,
      }),
      policy,
    );
    expect(errors).toEqual({
      phone: REGISTER_TEXT.phoneInvalid,
      smsCode: REGISTER_TEXT.smsCodeInvalid,
      password: POLICY_TEXT.classes(['数字', '小写字母', '大写字母', '特殊字符'], 3),
      confirmPassword: REGISTER_TEXT.confirmMismatch,
      fullName: REGISTER_TEXT.fullNameInvalid,
      enterpriseName: REGISTER_TEXT.enterpriseNameInvalid,
      creditCode: REGISTER_TEXT.creditCodeInvalid,
    });
    // Without the policy (not loaded yet) only presence is checked; the server checks again.
    expect(validateRegistrationForm(registration({ password: 'a', confirmPassword: 'a' }), null)).toEqual({});
  });

  it('refuses a password containing the phone, the new login name, once the phone is whole', () => {
    const withPhone = (phone: string) =>
      validateRegistrationForm(
        registration({ phone, password: `A#${phone}x`, confirmPassword: `A#${phone}x` }),
        policy,
      );
    expect(withPhone('13912345678').password).toBe(SECURITY_TEXT.containsUsername);
    expect(withPhone('1391234567').password).toBeUndefined();
  });

  it('drops the spaces and dashes of a phone as typed', () => {
    expect(phoneAsTyped(' 139 1234-5678 ')).toBe('13912345678');
    expect(phoneError(phoneAsTyped('139 1234 5678'))).toBeUndefined();
  });

  it('checks the phone alone before a code is sent', () => {
    expect(phoneError('')).toBe(REGISTER_TEXT.phoneRequired);
    expect(phoneError('1391234567')).toBe(REGISTER_TEXT.phoneInvalid);
    expect(phoneError(' 13912345678 ')).toBeUndefined();
  });

  it('has helpers for names, credit codes, phones and the resend countdown', () => {
    expect(isValidPersonName('欧阳·娜娜')).toBe(true);
    expect(isValidPersonName('John Smith')).toBe(true);
    expect(isValidPersonName('张')).toBe(false);
    expect(isValidPersonName('张三1')).toBe(false);
    expect(isSafeText('南京市 中山路 1 号', 2, 200)).toBe(true);
    expect(isSafeText('a"b', 2, 200)).toBe(false);
    expect(isSafeText('x'.repeat(201), 2, 200)).toBe(false);
    expect(normalizeCreditCode(' 91320102ma12 34567x ')).toBe('91320102MA1234567X');
    expect(maskPhone('13912345678')).toBe('139****5678');
    expect(resendSecondsLeft(null, 5000)).toBe(0);
    expect(resendSecondsLeft(1000, 1000)).toBe(60);
    expect(resendSecondsLeft(1000, 31_500)).toBe(30);
    expect(resendSecondsLeft(1000, 61_000)).toBe(0);
  });
});

describe('regions', () => {
  it('derives the level and the path of a division code', () => {
    expect(regionLevel('32')).toBe(1);
    expect(regionLevel('3201')).toBe(2);
    expect(regionLevel('320102')).toBe(3);
    expect(regionLevel('320102002')).toBe(4);
    expect(regionLevel('320102002001')).toBe(5);
    expect(regionLevel('32010')).toBe(0);
    expect(regionLevel('32a1')).toBe(0);
    expect(regionPath('320102002')).toEqual(['32', '3201', '320102', '320102002']);
    expect(regionPath('x')).toEqual([]);
  });
});

describe('company information form', () => {
  it('accepts a complete form, and a code only when the contact phone changed', () => {
    expect(validateCompanyInfoForm(companyInfo(), { smsRequired: false })).toEqual({});
    expect(validateCompanyInfoForm(companyInfo(), { smsRequired: true })).toEqual({
      smsCode: COMPANY_INFO_TEXT.smsCodeRequired,
    });
    expect(validateCompanyInfoForm(companyInfo({ smsCode: '12345' }), { smsRequired: true })).toEqual({
      smsCode: REGISTER_TEXT.smsCodeInvalid,
    });
    expect(validateCompanyInfoForm(companyInfo({ smsCode: '123456' }), { smsRequired: true })).toEqual({});
  });

  it('names what is missing or malformed', () => {
    const required = COMPANY_INFO_TEXT.required;
    expect(
      validateCompanyInfoForm(
        companyInfo({
          enterpriseName: '',
          legalPerson: '',
          regionCode: '',
          address: '',
          contactName: '',
          contactPhone: '',
        }),
        { smsRequired: true },
      ),
    ).toEqual({
      enterpriseName: required(COMPANY_INFO_TEXT.enterpriseName),
      legalPerson: required(COMPANY_INFO_TEXT.legalPerson),
      regionCode: COMPANY_INFO_TEXT.regionRequired,
      address: required(COMPANY_INFO_TEXT.address),
      contactName: required(COMPANY_INFO_TEXT.contactName),
      contactPhone: required(COMPANY_INFO_TEXT.contactPhone),
    });
    expect(
      validateCompanyInfoForm(
        companyInfo({ regionCode: '3201', contactPhone: '025-8329', contactEmail: 'a@b', legalPerson: 'A1' }),
        { smsRequired: false },
      ),
    ).toEqual({
      regionCode: COMPANY_INFO_TEXT.regionTooShallow,
      contactPhone: REGISTER_TEXT.phoneInvalid,
      contactEmail: COMPANY_INFO_TEXT.emailInvalid,
      legalPerson: COMPANY_INFO_TEXT.legalPersonInvalid,
    });
  });
});

describe('request schemas', () => {
  it('normalise the credit code and refuse a wrong one', () => {
    const parsed = registerRequest.parse({ ...registration(), creditCode: creditCode.toLowerCase() });
    expect(parsed.creditCode).toBe(creditCode);
    expect(registerRequest.safeParse({ ...registration(), creditCode: `${first17}A` }).success).toBe(false);
  });

  it('judge/exist takes an enterprise id or a credit code', () => {
    expect(judgeExistRequest.parse({ id: '12' })).toEqual({ id: 12 });
    expect(judgeExistRequest.parse({ creditCode: creditCode.toLowerCase() })).toEqual({ creditCode });
    expect(judgeExistRequest.safeParse({}).success).toBe(false);
  });

  it('improveEntInfo needs a district at least and a valid e-mail when given', () => {
    const body = { ...companyInfo(), smsCode: undefined };
    expect(improveEntInfoRequest.safeParse(body).success).toBe(true);
    expect(improveEntInfoRequest.safeParse({ ...body, regionCode: '3201' }).success).toBe(false);
    expect(improveEntInfoRequest.safeParse({ ...body, contactEmail: 'x@' }).success).toBe(false);
    expect(improveEntInfoRequest.parse({ ...body, contactEmail: undefined }).contactEmail).toBe('');
  });
});
