// The rows an enterprise owns (facilities, filings, form records, consulting threads, the enterprise
// itself) that a caller may read: an enterprise account its own enterprise's; government staff the
// enterprises of the data scope of the roles granting the permission in use (dataScope.ts), so a
// city bureau's staff see only their city's.
import type { FastifyInstance } from 'fastify';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { ServerPrincipal } from './context';
import { enterpriseCityInScope, needsScope } from './dataScope';

export async function enterpriseRowsFor(
  app: FastifyInstance,
  principal: ServerPrincipal,
  permission: string | undefined,
  columns: { mainstay: string; city: string },
): Promise<RawBuilder<SqlBool>> {
  if (!needsScope(principal)) return sql<SqlBool>`${sql.ref(columns.mainstay)} = ${principal.mainstayId ?? 0}`;
  return enterpriseCityInScope(await app.access.scope(principal, permission), columns.city);
}
