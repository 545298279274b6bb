import { describe, expect, it } from 'vitest';
import { PERMISSION_TEXT } from '../messages';
import { hasPermission, hasRole } from './permissions';

describe('role and permission gates', () => {
  it('passes a holder of any listed role, and admin always', () => {
    expect(hasRole(['enterprise'], ['enterprise', 'gov'])).toBe(true);
    expect(hasRole(['enterprise'], ['gov'])).toBe(false);
    expect(hasRole(['admin'], ['gov'])).toBe(true);
    expect(hasRole(['ROOT'], ['gov'])).toBe(true);
    expect(hasRole([], ['gov'])).toBe(false);
  });

  it('passes a holder of any listed permission, and *:*:* always', () => {
    expect(hasPermission(['system:user:list'], ['system:user:list'])).toBe(true);
    expect(hasPermission(['system:user:list'], ['system:user:edit'])).toBe(false);
    expect(hasPermission(['*:*:*'], ['anything:at:all'])).toBe(true);
  });

  it('throws the SPEC messages when no list is given', () => {
    expect(() => hasRole(['admin'], [])).toThrow(PERMISSION_TEXT.roleMissing);
    expect(() => hasPermission(['*:*:*'], [])).toThrow(PERMISSION_TEXT.permissionMissing);
  });
});
