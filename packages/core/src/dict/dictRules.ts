// The rules of dictionaries and their values, shared by the pages' dialogs and the server.
import { DICT_TEXT as T } from '../messages/dict';
import { DOMAIN_TEXT } from '../messages/shell';
import { CONSULTING_CATEGORIES, NEWS_CATEGORIES } from '../messages/zqhd';

export const DICT_LIMITS = { name: 100, type: 100, label: 100, value: 100, cssClass: 100, remark: 500 } as const;
export const DICT_TYPE_PATTERN = /^[a-z][a-z0-9_]*$/;
/** A value is stored in records and sent in queries: no blanks, no markup. */
export const DICT_VALUE_PATTERN = /^[^\s<>]+$/;
export const DICT_LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
export type DictListClass = (typeof DICT_LIST_CLASSES)[number];

/** The dictionaries the platform itself reads; they are built in (not deletable, code kept). */
export const DICT_TYPES = {
  sex: 'sys_user_sex',
  yesNo: 'sys_yes_no',
  normalDisable: 'sys_normal_disable',
  facilityType: 'ent_facility_type',
  facilityStatus: 'ent_facility_status',
  consultingCategory: 'ent_consulting_category',
  newsCategory: 'ent_news_category',
  filingStatus: 'ent_filing_status',
} as const;

/**
 * The labels each built-in dictionary is seeded with: what a value reads as before its dictionary
 * is read, or after staff disable it (the seed, the server's labels and the pages' share these).
 */
export const BUILT_IN_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  [DICT_TYPES.sex]: T.sexes,
  [DICT_TYPES.yesNo]: T.yesNo,
  [DICT_TYPES.normalDisable]: T.normalDisable,
  [DICT_TYPES.facilityType]: DOMAIN_TEXT.facilityTypes,
  [DICT_TYPES.facilityStatus]: DOMAIN_TEXT.facilityStatus,
  [DICT_TYPES.consultingCategory]: CONSULTING_CATEGORIES,
  [DICT_TYPES.newsCategory]: NEWS_CATEGORIES,
  [DICT_TYPES.filingStatus]: DOMAIN_TEXT.projectStatus,
};

export interface DictTypeForm {
  dictName: string;
  dictType: string;
  remark: string;
}

const length = (value: string) => [...value.trim()].length;

/** Every problem of the dictionary dialog's values, by field (the server checks the same). */
export function dictTypeFormErrors(values: DictTypeForm): Partial<Record<keyof DictTypeForm, string>> {
  const errors: Partial<Record<keyof DictTypeForm, string>> = {};
  if (!values.dictName.trim()) errors.dictName = T.required(T.name);
  else if (length(values.dictName) > DICT_LIMITS.name) errors.dictName = T.tooLong(T.name, DICT_LIMITS.name);
  const type = values.dictType.trim();
  if (!type) errors.dictType = T.required(T.type);
  else if (type.length > DICT_LIMITS.type) errors.dictType = T.tooLong(T.type, DICT_LIMITS.type);
  else if (!DICT_TYPE_PATTERN.test(type)) errors.dictType = T.typeFormat;
  if (length(values.remark) > DICT_LIMITS.remark) errors.remark = T.tooLong(T.remark, DICT_LIMITS.remark);
  return errors;
}

export interface DictDataForm {
  dictLabel: string;
  dictValue: string;
  dictSort: string;
  cssClass: string;
  remark: string;
}

/** Every problem of the value dialog's fields, by field (the server checks the same). */
export function dictDataFormErrors(values: DictDataForm): Partial<Record<keyof DictDataForm, string>> {
  const errors: Partial<Record<keyof DictDataForm, string>> = {};
  if (!values.dictLabel.trim()) errors.dictLabel = T.required(T.label);
  else if (length(values.dictLabel) > DICT_LIMITS.label) errors.dictLabel = T.tooLong(T.label, DICT_LIMITS.label);
  const value = values.dictValue.trim();
  if (!value) errors.dictValue = T.required(T.value);
  else if (length(value) > DICT_LIMITS.value) errors.dictValue = T.tooLong(T.value, DICT_LIMITS.value);
  else if (!DICT_VALUE_PATTERN.test(value)) errors.dictValue = T.valueFormat;
  const sort = values.dictSort.trim();
  if (sort !== '' && !(/^\d{1,4}$/.test(sort) && Number(sort) <= 9999)) errors.dictSort = T.sortRange;
  if (length(values.cssClass) > DICT_LIMITS.cssClass) errors.cssClass = T.tooLong(T.cssClass, DICT_LIMITS.cssClass);
  else if (!/^[\w\s-]*$/.test(values.cssClass)) errors.cssClass = T.cssFormat;
  if (length(values.remark) > DICT_LIMITS.remark) errors.remark = T.tooLong(T.remark, DICT_LIMITS.remark);
  return errors;
}
