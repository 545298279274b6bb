import { describe, expect, it } from 'vitest';
import { SECURITY_TEXT } from '../messages/security';
import { type SecuritySettingsValues, securitySettingsErrors } from './securitySettings';

const VALID: SecuritySettingsValues = {
  minLength: '8',
  maxLength: '64',
  ruleCount: '3',
  passwordHistory: '5',
  passwordExpireDays: '90',
  lockFailures: '5',
  lockMinutes: '15',
  addressFailures: '20',
  idleMinutes: '30',
};

describe('securitySettingsErrors', () => {
  it('accepts the defaults and names each field out of bounds', () => {
    expect(securitySettingsErrors(VALID)).toEqual({});
    expect(securitySettingsErrors({ ...VALID, idleMinutes: '0', lockFailures: '', ruleCount: '2.5' })).toEqual({
      idleMinutes: SECURITY_TEXT.outOfRange(SECURITY_TEXT.idleMinutes, 1, 1440),
      lockFailures: SECURITY_TEXT.outOfRange(SECURITY_TEXT.lockFailures, 1, 100),
      ruleCount: SECURITY_TEXT.outOfRange(SECURITY_TEXT.ruleCount, 1, 4),
    });
    expect(securitySettingsErrors({ ...VALID, minLength: '20', maxLength: '12' })).toEqual({
      minLength: SECURITY_TEXT.lengthOrder,
    });
  });
});
