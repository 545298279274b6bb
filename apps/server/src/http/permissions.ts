// Server-side permission checks: the same rules as the SPA's gates (core/auth/permissions), over
// the permissions the caller's roles are granted in the database.
import { hasPermission } from '@ent/core/auth';
import type { Flavour } from '@ent/core/platform';
import type { DatabaseHandle } from '../db/database';
import { permissionsFor } from '../domains/auth/menus';
import type { ServerPrincipal } from './context';
import { ClientError } from './errors';

export async function requirePermission(
  handle: DatabaseHandle,
  principal: ServerPrincipal,
  flavour: Flavour,
  ...required: string[]
): Promise<void> {
  const perms = await permissionsFor(handle, principal.roles, flavour);
  if (!hasPermission(perms, required)) throw new ClientError('forbidden');
}
