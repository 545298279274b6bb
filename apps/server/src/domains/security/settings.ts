// The identity controls' current values (system parameters), each read through the parameters'
// short cache: a change by the security administrator reaches every process within 5 seconds.
import { SECURITY_SETTINGS, type SecuritySettingName, type SecuritySettings, securitySetting } from '@ent/core/auth';
import type { DatabaseHandle } from '../../db/database';
import { shortLived } from '../system/parameters';

export type SecuritySettingsReader = () => Promise<SecuritySettings>;

export function createSecuritySettings(handle: DatabaseHandle): SecuritySettingsReader {
  const names = Object.keys(SECURITY_SETTINGS) as SecuritySettingName[];
  const codes = names.map((name) => SECURITY_SETTINGS[name].code);
  // Read on every request (the idle limit, password expiry): all of them in one query, kept as one.
  return shortLived(async () => {
    const rows = await handle.db
      .selectFrom('sys_parameter')
      .select(['code', 'value'])
      .where('code', 'in', codes)
      .execute();
    const values = new Map(rows.map((row) => [row.code, row.value]));
    return Object.fromEntries(
      names.map((name) => [name, securitySetting(name, values.get(SECURITY_SETTINGS[name].code) ?? null)]),
    ) as SecuritySettings;
  });
}
