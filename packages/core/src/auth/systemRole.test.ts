import { describe, expect, it } from 'vitest';
import { captureSystemRole, SYSTEM_ROLE_KEY } from './systemRole';
import { memoryStorage } from './testSupport';

describe('system role from roleName', () => {
  it('decodes the base64 roleName parameter and keeps it for the session', () => {
    const store = memoryStorage();
    expect(captureSystemRole(`?roleName=${btoa('newEnergy')}`, store)).toBe('newEnergy');
    expect(store.getItem(SYSTEM_ROLE_KEY)).toBe('newEnergy');
    expect(captureSystemRole('', store)).toBe('newEnergy');
  });

  it('ignores values that are not base64 of a role code', () => {
    const store = memoryStorage();
    expect(captureSystemRole('?roleName=%%%', store)).toBeNull();
    expect(captureSystemRole(`?roleName=${btoa('a b<script>')}`, store)).toBeNull();
    expect(captureSystemRole('?other=1', store)).toBeNull();
  });
});
