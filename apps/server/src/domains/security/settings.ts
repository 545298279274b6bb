// The identity controls' current values (system parameters), each read through the parameters'
// short cache: a change by the security administrator reaches every process within 5 seconds.
import { SECURITY_SETTINGS, type SecuritySettingName, type SecuritySettings, securitySetting } from '@ent/core/auth';
import type { DatabaseHandle } from '../../db/database';
import { cachedParameter } from '../system/parameters';

export type SecuritySettingsReader = () => Promise<SecuritySettings>;

export function createSecuritySettings(handle: DatabaseHandle): SecuritySettingsReader {
  const names = Object.keys(SECURITY_SETTINGS) as SecuritySettingName[];
  const readers = names.map((name) => [name, cachedParameter(handle, SECURITY_SETTINGS[name].code)] as const);
  return async () => {
    const values = await Promise.all(readers.map(async ([name, read]) => [name, securitySetting(name, await read())]));
    return Object.fromEntries(values) as SecuritySettings;
  };
}
