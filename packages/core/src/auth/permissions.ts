// SPEC §6: role and permission checks. 'admin' passes any role check, '*:*:*' any permission
// check; a gate given no list is a programming error and says so (SPEC §5).
import { USER_TYPE, type UserType } from '../api/types';
import { PERMISSION_TEXT } from '../messages';

export const SUPER_ROLE = 'admin';
export const ALL_PERMISSION = '*:*:*';
/** SPEC §6: the root role registered globally; it passes role checks like admin. */
export const ROOT_ROLE = 'ROOT';

export function hasRole(userRoles: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) throw new Error(PERMISSION_TEXT.roleMissing);
  return userRoles.some((role) => role === SUPER_ROLE || role === ROOT_ROLE || required.includes(role));
}

export function hasPermission(userPerms: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) throw new Error(PERMISSION_TEXT.permissionMissing);
  return userPerms.some((perm) => perm === ALL_PERMISSION || required.includes(perm));
}

/**
 * Government staff: accounts of the government type (typeOf '2', the /loginchief entrance),
 * whatever roles they hold. What staff may do is then a matter of permissions.
 */
export function isGovernmentStaff(account: { readonly typeOf: UserType | string }): boolean {
  return account.typeOf === USER_TYPE.government;
}
