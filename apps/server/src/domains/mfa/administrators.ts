// Which accounts must use a second factor when MFA=on: the holders of an administrator role.
import { DUTY_ROLES } from '../../seed/backoffice';
import { ADMIN_ROLE } from '../auth/menus';

export const ADMINISTRATOR_ROLES: readonly string[] = [
  ADMIN_ROLE,
  ...Object.values(DUTY_ROLES).map((role) => role.code),
];

export function mfaRequiredFor(mfaOn: boolean, roles: readonly string[]): boolean {
  return mfaOn && roles.some((role) => ADMINISTRATOR_ROLES.includes(role));
}
