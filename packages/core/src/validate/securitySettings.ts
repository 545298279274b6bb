// The 安全设置 form's checks: the server's own schema (contract/security.ts), its messages per field,
// so the page refuses exactly what the server would.
import { type SecuritySettingsForm, securitySettingsRequest } from '../contract/security';

export type SecuritySettingsValues = Record<keyof SecuritySettingsForm, string>;

export function securitySettingsErrors(
  values: SecuritySettingsValues,
): Partial<Record<keyof SecuritySettingsForm, string>> {
  const parsed = securitySettingsRequest.safeParse(
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim() === '' ? Number.NaN : value])),
  );
  if (parsed.success) return {};
  const errors: Partial<Record<keyof SecuritySettingsForm, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof SecuritySettingsForm | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

export function securitySettingsValues(form: SecuritySettingsForm): SecuritySettingsValues {
  return Object.fromEntries(Object.entries(form).map(([key, value]) => [key, String(value)])) as SecuritySettingsValues;
}
