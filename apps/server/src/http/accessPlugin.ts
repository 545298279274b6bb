// Who may call what, in one place: every route of the API needs a live token unless its
// declaration says it is public (a route added without a word is protected), and a declared
// permission or staff-only access is checked before the handler runs.
import { hasPermission, isGovernmentStaff } from '@ent/core/auth';
import type { Access } from '@ent/core/contract';
import type { Flavour } from '@ent/core/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/database';
import { permissionsFor } from '../domains/auth/menus';
import { principalOf, type ServerPrincipal } from './context';
import { createDataScopes, type DataScope } from './dataScope';
import { ClientError } from './errors';

export interface AccessService {
  /** The caller's permissions for this deployment's flavour (admin: everything). */
  permissions(principal: ServerPrincipal): Promise<string[]>;
  /** Refuses (403) a caller the access rule does not let in. */
  check(principal: ServerPrincipal, access: Access): Promise<void>;
  /** The rows a government staff member may see when using `permission` (dataScope.ts). */
  scope(principal: ServerPrincipal, permission?: string): Promise<DataScope>;
}

declare module 'fastify' {
  interface FastifyInstance {
    access: AccessService;
  }
  interface FastifyContextConfig {
    /** Declared public: no token needed. Every other route of the API authenticates first. */
    public?: boolean;
    /** The access rule checked after authentication. */
    access?: Access;
  }
}

export const accessPlugin = fp<{ handle: DatabaseHandle; flavour: Flavour }>(async (app: FastifyInstance, options) => {
  const { handle, flavour } = options;

  const scopes = createDataScopes(handle);
  const service: AccessService = {
    permissions: (principal) => permissionsFor(handle, principal.roles, flavour),
    scope: (principal, permission) => scopes.scopeOf(principal, permission),
    async check(principal, access) {
      if (access.public) return;
      if (access.staff && !isGovernmentStaff(principal)) throw new ClientError('forbidden', access.refusal);
      if (access.permission && !hasPermission(await service.permissions(principal), [access.permission]))
        throw new ClientError('forbidden', access.refusal);
    },
  };
  app.decorate('access', service);

  const checkDeclared = async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (access && !access.public) await service.check(principalOf(request), access);
  };

  // Default deny: authentication goes first on every route not declared public, and the declared
  // rule right after it, before the body is even opened.
  // A public endpoint that identifies its caller checks a token when one is sent, before the body
  // is opened (the envelope's replay token is bound to the session).
  const authenticateIfSent = async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.authenticate(request);
  };

  app.addHook('onRoute', (route) => {
    const declared = route.config?.access;
    if (route.config?.public === true) {
      if (declared?.public && declared.identifies)
        route.onRequest = [authenticateIfSent, ...(route.onRequest ? [route.onRequest].flat() : [])];
      return;
    }
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    // The declared rule's check only where a rule is declared (any signed-in caller may use the rest).
    const checks = declared && !declared.public && (declared.staff || declared.permission) ? [checkDeclared] : [];
    route.onRequest = [app.authenticate, ...checks, ...existing.filter((hook) => hook !== app.authenticate)];
  });
});

/**
 * The enterprise whose rows an enterprise account acts on; government staff and accounts
 * without an enterprise are refused with `refusal`.
 */
export function ownEnterprise(principal: ServerPrincipal, refusal?: string): number {
  if (isGovernmentStaff(principal) || principal.mainstayId === null) throw new ClientError('forbidden', refusal);
  return principal.mainstayId;
}
