// The enterprise information rules of /user/edit: the very rules of completing company information
// (validateCompanyInfoForm, so the two pages never disagree), split into the page's two parts, run
// by the page before sending and by the server before saving (mainstay/update and
// updateMainstayInfo), plus the field-by-field diff the server audits.
import type { EnterpriseBasic, EnterpriseContact } from '../contract/mainstay';
import {
  type CompanyInfoFormValues,
  creditCodeError,
  normalizeCreditCode,
  validateCompanyInfoForm,
} from './registration';

export type EnterpriseErrors<T> = Partial<Record<keyof T, string>>;
export type EnterpriseContactErrors = EnterpriseErrors<EnterpriseContact & { smsCode: string }>;

/** Trims every field and writes the credit code in its canonical form, as both sides store them. */
export function normalizeEnterpriseBasic(values: EnterpriseBasic): EnterpriseBasic {
  return {
    name: values.name.trim(),
    creditCode: normalizeCreditCode(values.creditCode),
    legalPerson: values.legalPerson.trim(),
    groupId: values.groupId,
    regionCode: values.regionCode.trim(),
    address: values.address.trim(),
  };
}

export function normalizeEnterpriseContact(values: EnterpriseContact): EnterpriseContact {
  return {
    contactName: values.contactName.trim(),
    contactPhone: values.contactPhone.replace(/\s+/g, ''),
    contactEmail: values.contactEmail.trim(),
  };
}

// The other part's fields, valid, so that only the checked part's errors can appear.
const VALID_BASIC = {
  enterpriseName: 'Placeholder',
  legalPerson: 'Li',
  groupId: null,
  regionCode: '320102',
  address: 'Road',
};
const VALID_CONTACT = { contactName: 'Li', contactPhone: '13800000000', smsCode: '', contactEmail: '' };

/**
 * Errors of the registered information, by field (empty when it may be saved). The credit code is
 * checked only where it may be changed (government staff); elsewhere the server keeps it.
 */
export function validateEnterpriseBasic(
  input: EnterpriseBasic,
  options: { creditCodeEditable: boolean } = { creditCodeEditable: false },
): EnterpriseErrors<EnterpriseBasic> {
  const values = normalizeEnterpriseBasic(input);
  const form: CompanyInfoFormValues = {
    ...VALID_CONTACT,
    enterpriseName: values.name,
    legalPerson: values.legalPerson,
    groupId: values.groupId,
    regionCode: values.regionCode,
    address: values.address,
  };
  const found = validateCompanyInfoForm(form, { smsRequired: false });
  const errors: EnterpriseErrors<EnterpriseBasic> = {};
  if (found.enterpriseName) errors.name = found.enterpriseName;
  if (options.creditCodeEditable) {
    const credit = creditCodeError(values.creditCode);
    if (credit) errors.creditCode = credit;
  }
  if (found.legalPerson) errors.legalPerson = found.legalPerson;
  if (found.regionCode) errors.regionCode = found.regionCode;
  if (found.address) errors.address = found.address;
  return errors;
}

/** Whether a contact phone must prove it receives messages: nobody has verified it for this account. */
export function contactPhoneNeedsCode(
  phone: string,
  verified: { contactPhone: string; accountPhone: string },
): boolean {
  const next = phone.replace(/\s+/g, '');
  return next !== verified.contactPhone && next !== verified.accountPhone;
}

/** Errors of the contact information, by field, the SMS code included when one is needed. */
export function validateEnterpriseContact(
  input: EnterpriseContact,
  options: { smsRequired: boolean; smsCode?: string } = { smsRequired: false },
): EnterpriseContactErrors {
  const values = normalizeEnterpriseContact(input);
  const form: CompanyInfoFormValues = {
    ...VALID_BASIC,
    contactName: values.contactName,
    contactPhone: values.contactPhone,
    smsCode: options.smsCode ?? '',
    contactEmail: values.contactEmail,
  };
  const found = validateCompanyInfoForm(form, { smsRequired: options.smsRequired });
  const errors: EnterpriseContactErrors = {};
  if (found.contactName) errors.contactName = found.contactName;
  if (found.contactPhone) errors.contactPhone = found.contactPhone;
  if (found.smsCode) errors.smsCode = found.smsCode;
  if (found.contactEmail) errors.contactEmail = found.contactEmail;
  return errors;
}

export interface FieldChange<F extends string = string> {
  field: F;
  oldValue: string;
  newValue: string;
}

/** The fields whose value differs (null, undefined and '' are the same: unset). */
export function diffFields<F extends string>(
  before: Partial<Record<F, string | number | null>>,
  after: Partial<Record<F, string | number | null>>,
  fields: readonly F[],
): FieldChange<F>[] {
  const changes: FieldChange<F>[] = [];
  for (const field of fields) {
    const oldValue = String(before[field] ?? '');
    const newValue = String(after[field] ?? '');
    if (oldValue !== newValue) changes.push({ field, oldValue, newValue });
  }
  return changes;
}

/** First error of a field set, for a single message (the server's answer). */
export function firstFieldError<T>(errors: EnterpriseErrors<T>): string | null {
  return (Object.values(errors).find(Boolean) as string | undefined) ?? null;
}
