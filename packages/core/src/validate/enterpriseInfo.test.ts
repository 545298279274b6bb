import { describe, expect, it } from 'vitest';
import type { EnterpriseBasic, EnterpriseContact } from '../contract/mainstay';
import { COMPANY_INFO_TEXT, REGISTER_TEXT } from '../messages';
import {
  contactPhoneNeedsCode,
  diffFields,
  firstFieldError,
  normalizeEnterpriseBasic,
  normalizeEnterpriseContact,
  validateEnterpriseBasic,
  validateEnterpriseContact,
} from './enterpriseInfo';
import { validateCompanyInfoForm } from './registration';

const basic: EnterpriseBasic = {
  name: '南京苏能新能源科技有限公司',
  creditCode: '91320100MA0000001B',
  legalPerson: '陈立新',
  groupId: null,
  regionCode: '320102',
  address: '江苏省南京市玄武区能源路1号',
};
const contact: EnterpriseContact = { contactName: '张明', contactPhone: '13805170001', contactEmail: '' };

describe('enterprise information rules', () => {
  it('accepts a complete record', () => {
    expect(validateEnterpriseBasic(basic)).toEqual({});
    expect(validateEnterpriseBasic(basic, { creditCodeEditable: true })).toEqual({});
    expect(validateEnterpriseContact(contact)).toEqual({});
  });

  it('names every missing or malformed registered field with the company-information texts', () => {
    const errors = validateEnterpriseBasic({
      name: ' ',
      creditCode: '',
      legalPerson: 'a<b',
      groupId: 3,
      regionCode: '3201',
      address: '',
    });
    expect(errors).toEqual({
      name: COMPANY_INFO_TEXT.required(COMPANY_INFO_TEXT.enterpriseName),
      legalPerson: COMPANY_INFO_TEXT.legalPersonInvalid,
      regionCode: COMPANY_INFO_TEXT.regionTooShallow,
      address: COMPANY_INFO_TEXT.required(COMPANY_INFO_TEXT.address),
    });
    expect(validateEnterpriseBasic({ ...basic, regionCode: '' }).regionCode).toBe(COMPANY_INFO_TEXT.regionRequired);
    expect(validateEnterpriseBasic({ ...basic, name: '企'.repeat(101) }).name).toBe(
      REGISTER_TEXT.enterpriseNameInvalid,
    );
    expect(firstFieldError(errors)).toBe(errors.name);
    expect(firstFieldError({})).toBeNull();
  });

  it('checks the credit code only where it may be changed', () => {
    const wrong = { ...basic, creditCode: '91320100MA0000001C' };
    expect(validateEnterpriseBasic(wrong)).toEqual({});
    expect(validateEnterpriseBasic(wrong, { creditCodeEditable: true }).creditCode).toBe(
      REGISTER_TEXT.creditCodeInvalid,
    );
    expect(validateEnterpriseBasic({ ...basic, creditCode: '' }, { creditCodeEditable: true }).creditCode).toBe(
      REGISTER_TEXT.creditCodeRequired,
    );
  });

  it('checks the contact fields and asks for a code only for an unverified phone', () => {
    expect(validateEnterpriseContact({ ...contact, contactPhone: '025-83290000' }).contactPhone).toBe(
      REGISTER_TEXT.phoneInvalid,
    );
    expect(validateEnterpriseContact({ ...contact, contactEmail: 'a@b' }).contactEmail).toBe(
      COMPANY_INFO_TEXT.emailInvalid,
    );
    expect(validateEnterpriseContact({ ...contact, contactName: '' }).contactName).toBe(
      COMPANY_INFO_TEXT.required(COMPANY_INFO_TEXT.contactName),
    );
    expect(validateEnterpriseContact(contact, { smsRequired: true })).toEqual({
      smsCode: COMPANY_INFO_TEXT.smsCodeRequired,
    });
    expect(validateEnterpriseContact(contact, { smsRequired: true, smsCode: '12ab' }).smsCode).toBe(
      REGISTER_TEXT.smsCodeInvalid,
    );
    expect(validateEnterpriseContact(contact, { smsRequired: true, smsCode: '123456' })).toEqual({});

    const verified = { contactPhone: '13900000001', accountPhone: '13805170001' };
    expect(contactPhoneNeedsCode('13900000001', verified)).toBe(false);
    expect(contactPhoneNeedsCode('138 0517 0001', verified)).toBe(false);
    expect(contactPhoneNeedsCode('13700000000', verified)).toBe(true);
  });

  it('agrees with the complete-company-information form on every field', () => {
    const values = { ...basic, legalPerson: 'x', address: '<b>', ...contact, contactEmail: 'bad' };
    const own = { ...validateEnterpriseBasic(values), ...validateEnterpriseContact(values) };
    const theirs = validateCompanyInfoForm(
      {
        enterpriseName: values.name,
        legalPerson: values.legalPerson,
        groupId: null,
        regionCode: values.regionCode,
        address: values.address,
        contactName: values.contactName,
        contactPhone: values.contactPhone,
        smsCode: '',
        contactEmail: values.contactEmail,
      },
      { smsRequired: false },
    );
    expect(own).toEqual({
      legalPerson: theirs.legalPerson,
      address: theirs.address,
      contactEmail: theirs.contactEmail,
    });
  });

  it('normalises before checking and storing', () => {
    expect(normalizeEnterpriseBasic({ ...basic, name: '  苏能  ', creditCode: ' 91320100ma0000001b ' })).toMatchObject({
      name: '苏能',
      creditCode: '91320100MA0000001B',
    });
    expect(normalizeEnterpriseContact({ ...contact, contactPhone: '138 0517 0001' }).contactPhone).toBe('13805170001');
  });

  it('lists the changed fields, treating unset and empty alike', () => {
    expect(
      diffFields(
        { contactName: '张明', contactPhone: null, contactEmail: null, group: 3 },
        { ...contact, contactEmail: '', group: 3 },
        ['contactName', 'contactPhone', 'contactEmail', 'group'],
      ),
    ).toEqual([{ field: 'contactPhone', oldValue: '', newValue: '13805170001' }]);
  });
});
