// SPEC §6: role and permission gates. The element is left out when the user holds none of the
// listed roles or permissions; an empty list is a programming error (SPEC §5 messages).
import { hasPermission, hasRole, isGovernmentStaff } from '@ent/core/auth';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useServices } from '../state/servicesContext';

export function useHasRole(roles: readonly string[]): boolean {
  const { sessionState } = useServices();
  return hasRole(useSnapshot(sessionState).roles, roles);
}

/** Government staff (an account of the government type), as the server decides it. */
export function useIsGovernmentStaff(): boolean {
  const { sessionState } = useServices();
  const { user } = useSnapshot(sessionState);
  return user ? isGovernmentStaff(user) : false;
}

export function useHasPermission(perms: readonly string[]): boolean {
  const { sessionState } = useServices();
  return hasPermission(useSnapshot(sessionState).perms, perms);
}

export function HasRole({ roles, children }: { roles: readonly string[]; children: ReactNode }) {
  return useHasRole(roles) ? children : null;
}

export function HasPermission({ perms, children }: { perms: readonly string[]; children: ReactNode }) {
  return useHasPermission(perms) ? children : null;
}
