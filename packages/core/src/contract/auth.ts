// Request bodies of the auth service. The server validates with these; the SPA imports only the
// inferred types, so zod stays out of the browser bundle.
import { z } from 'zod';

export const loginRequest = z.object({
  // SPEC §5: the login username is trimmed.
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  verCode: z.string().trim().max(16).optional(),
  verKey: z.string().max(64).optional(),
  typeOf: z.enum(['1', '2']).optional(),
  grant_type: z.literal('password'),
  businessClientId: z.string().max(64).optional(),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const routesByRoleRequest = z.object({
  clientId: z.string().min(1).max(64),
  roleCode: z.string().min(1).max(64),
});
export type RoutesByRoleRequest = z.input<typeof routesByRoleRequest>;

export const routesRequest = z.object({ clientId: z.string().max(64).optional() });
