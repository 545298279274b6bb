// What a system parameter may hold, per key: a wrong value is refused before it is stored, since
// every page and process reads these at run time (a malformed grey-release list would send users
// nowhere; a wrong apiEncrypt would refuse every write).
import { SECURITY_SETTINGS } from '../auth/securityPolicy';
import { SYS_CONFIG_TEXT } from '../messages/sysConfig';
import { parseGreyRelease } from '../routes/greyRelease';

const SUPPORT_PHONE = /^(0\d{2,3}-?\d{7,8}(-\d{1,6})?|1[3-9]\d{9}|400-?\d{3}-?\d{4})$/;

/** The parameters of the identity controls: changed by the security administrator only. */
export const SECURITY_PARAMETER_CODES: readonly string[] = Object.values(SECURITY_SETTINGS).map(
  (setting) => setting.code,
);

/** Why `value` cannot be stored under `key`, or null. Keys the platform does not read take anything. */
export function parameterProblem(key: string, value: string): string | null {
  const T = SYS_CONFIG_TEXT;
  const text = value.trim();
  switch (key) {
    case 'apiEncrypt':
      return /^[01]$/.test(text) ? null : T.apiEncrypt;
    case 'ent-grey-router':
      return text === '' || parseGreyRelease(text) !== null ? null : T.greyRouter;
    case 'ent-support-phone':
      return text === '' || SUPPORT_PHONE.test(text) ? null : T.supportPhone;
    case 'ent-moved-to':
      return text === '' || /^https?:\/\/[^\s<>"']+$/.test(text) ? null : T.movedTo;
    case 'ent-unclickable-menus':
      return text === '' ||
        text.split(',').every((path) => /^\/[A-Za-z0-9_/-]*$/.test(path.trim()) && path.trim() !== '')
        ? null
        : T.unclickableMenus;
    default: {
      const setting = Object.values(SECURITY_SETTINGS).find((candidate) => candidate.code === key);
      if (!setting) return null;
      const number = Number(text);
      return /^\d+$/.test(text) && number >= setting.min && number <= setting.max
        ? null
        : T.securityNumber(setting.min, setting.max);
    }
  }
}

/** The lengths a parameter's fields may have. */
export const CONFIG_LIMITS = { name: 100, key: 100, value: 2000, remark: 500 } as const;

export const CONFIG_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9._-]*$/;

export interface ConfigForm {
  configName: string;
  configKey: string;
  configValue: string;
  remark: string;
}

/** Every problem of the 参数设置 dialog's values, by field (the server checks the same). */
export function configFormErrors(values: ConfigForm): Partial<Record<keyof ConfigForm, string>> {
  const T = SYS_CONFIG_TEXT;
  const errors: Partial<Record<keyof ConfigForm, string>> = {};
  const name = values.configName.trim();
  const key = values.configKey.trim();
  if (!name) errors.configName = T.required(T.name);
  else if (name.length > CONFIG_LIMITS.name) errors.configName = T.tooLong(T.name, CONFIG_LIMITS.name);
  if (!key) errors.configKey = T.required(T.key);
  else if (key.length > CONFIG_LIMITS.key) errors.configKey = T.tooLong(T.key, CONFIG_LIMITS.key);
  else if (!CONFIG_KEY_PATTERN.test(key)) errors.configKey = T.keyFormat;
  else if (SECURITY_PARAMETER_CODES.includes(key)) errors.configKey = T.securityElsewhere;
  if (values.configValue.length > CONFIG_LIMITS.value) errors.configValue = T.tooLong(T.value, CONFIG_LIMITS.value);
  else if (key) {
    const problem = parameterProblem(key, values.configValue);
    if (problem) errors.configValue = problem;
  }
  if (values.remark.trim().length > CONFIG_LIMITS.remark) errors.remark = T.tooLong(T.remark, CONFIG_LIMITS.remark);
  return errors;
}
