// The identity controls of GB/T 22239-2019 level 3 (8.1.4.1, 8.1.4.2) that an administrator sets at
// run time: system parameters (sys_parameter) with these codes, defaults and bounds. The password's
// length and character classes are the password policy (passwordPolicy endpoint).

export interface SecuritySetting {
  /** The sys_parameter code. */
  readonly code: string;
  readonly defaultValue: number;
  readonly min: number;
  readonly max: number;
}

export const SECURITY_SETTINGS = {
  /** A new password may not be any of the account's last N. */
  passwordHistory: { code: 'sys.password.history', defaultValue: 5, min: 0, max: 24 },
  /** Days after which a password must be changed at the next login (0: never). */
  passwordExpireDays: { code: 'sys.password.expireDays', defaultValue: 90, min: 0, max: 3650 },
  /** Failed logins of one account that lock it. */
  lockFailures: { code: 'sys.account.lockFailures', defaultValue: 5, min: 1, max: 100 },
  /** How long a lock lasts, in minutes. */
  lockMinutes: { code: 'sys.account.lockMinutes', defaultValue: 15, min: 1, max: 1440 },
  /** Failed logins from one address (over any accounts) that block it, so one attacker cannot lock everyone. */
  addressFailures: { code: 'sys.account.addressFailures', defaultValue: 20, min: 1, max: 1000 },
  /** Minutes without a request after which a session ends. */
  idleMinutes: { code: 'sys.session.idleMinutes', defaultValue: 30, min: 1, max: 1440 },
} as const satisfies Record<string, SecuritySetting>;

export type SecuritySettingName = keyof typeof SECURITY_SETTINGS;
export type SecuritySettings = Record<SecuritySettingName, number>;

/** A stored value as a setting: a whole number within its bounds, else the default. */
export function securitySetting(name: SecuritySettingName, stored: string | null | undefined): number {
  const setting: SecuritySetting = SECURITY_SETTINGS[name];
  const value = Number(stored);
  return stored !== null &&
    stored !== undefined &&
    stored.trim() !== '' &&
    Number.isInteger(value) &&
    value >= setting.min &&
    value <= setting.max
    ? value
    : setting.defaultValue;
}

/** The longest password the policy allows (GB/T 22239 asks for no short upper bound). */
export const PASSWORD_MAX_LENGTH = 64;
