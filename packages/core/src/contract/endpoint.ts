// One declaration per endpoint: method, path, request schemas, the answer's type and who may call
// it. The client's call (core/api), the server's route (apps/server http/route.ts) and the OpenAPI
// document are all built from these declarations, so a path is written once.
import type { core, z } from 'zod';

/**
 * A request schema: zod's classic API, or zod/mini for the contracts the login page loads (its
 * budget has no room for the classic API); both parse alike on the server.
 */
export type Schema = core.$ZodType;

/** Every call goes under this prefix (SPEC §7); the server mounts the API here. */
export const API_PREFIX = '/prod-api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. Unless declared public, every endpoint needs a live token; a
 * permission is checked before the handler runs (SPEC §6: admin and *:*:* pass), and `staff`
 * limits it to government staff.
 */
export type Access =
  | { readonly public: true; readonly identifies?: true }
  | {
      readonly public?: false;
      readonly permission?: string;
      readonly staff?: true;
      /** The refusal's text when it should say more than 无权限 (e.g. what only staff may do). */
      readonly refusal?: string;
      /**
       * Reached by a browser navigation (a download, the API docs page): the token may come from
       * the Enterprise-Token cookie instead of the Authorization header. Only for GET.
       */
      readonly navigation?: true;
    };

/** Anyone, without a token: login, captcha, registration, public pages. */
export const PUBLIC: Access = { public: true };

/**
 * Anyone, but the token goes along when there is one and the handler may use it (a parameter
 * that is not public, the caller's own enterprise).
 */
export const PUBLIC_IDENTIFIED: Access = { public: true, identifies: true };

/** Any logged-in account; the handler decides what of the data is the caller's. */
export const LOGGED_IN: Access = {};

/** Accounts whose roles grant `permission`. */
export const permitted = (permission: string): Access => ({ permission });

/** Government staff only, and with `permission` when given. */
export const staffOnly = (options: { permission?: string; refusal?: string } = {}): Access => ({
  staff: true,
  ...options,
});

/**
 * The platform's features, one name in every layer (contract, core/api, server domain, SPA
 * pages): the OpenAPI tags and the operation log's module.
 */
export type Feature =
  | 'auth'
  | 'system'
  | 'registration'
  | 'mainstay'
  | 'regions'
  | 'profile'
  | 'notices'
  | 'files'
  | 'desk'
  | 'forms'
  | 'consulting'
  | 'news'
  | 'facilities'
  | 'filings'
  | 'handover'
  | 'smsOutbox'
  | 'operlog'
  | 'config'
  | 'dict'
  | 'docs'
  | 'online'
  | 'logininfor'
  | 'security'
  | 'mfa'
  | 'dept'
  | 'post'
  | 'user'
  | 'role'
  | 'menu'
  | 'map'
  | 'job'
  | 'gen';

export interface EndpointDefinition {
  readonly feature: Feature;
  /** What the call does, in a word or two (list, get, add, update, delete, export…). */
  readonly action: string;
  readonly method: HttpMethod;
  /**
   * Relative to API_PREFIX. `:name` segments are path parameters; `{module}` is the deployment's
   * notices-service prefix (NOTICE_MODULE, SPEC §7 `{module}`).
   */
  readonly path: string;
  readonly body?: Schema;
  readonly query?: Schema;
  readonly params?: Schema;
  /** Defaults to LOGGED_IN. */
  readonly access?: Access;
  /** The answer is not the JSON envelope but the handler's own (a file, a stream, a redirect). */
  readonly raw?: true;
  /** The body is accepted in plain JSON even when apiEncrypt requires envelopes. */
  readonly plainBody?: true;
  /** Multipart body (uploads): never enveloped, not parsed by the body schema. */
  readonly multipart?: true;
  /** Whether a call leaves an operation-log record, when the rule of audit.ts should not decide. */
  readonly audit?: boolean;
}

/** A declaration with the type of its answer's `data` (R) attached. */
export type Endpoint<D extends EndpointDefinition = EndpointDefinition, R = unknown> = D & {
  /** Type-level only: never set. */
  readonly __response?: R;
};

/**
 * Declares an endpoint answering `data` of type R:
 * `endpoint<Page<FacilityRow>>()({ feature: 'facilities', action: 'list', method: 'POST', ... })`.
 */
export function endpoint<R = null>() {
  return <const D extends EndpointDefinition>(definition: D): Endpoint<D, R> => definition;
}

export type ResponseOf<E> = E extends Endpoint<EndpointDefinition, infer R> ? R : never;

type Input<S> = S extends Schema ? z.input<S> : never;
type Output<S> = S extends Schema ? z.output<S> : never;

/** What a caller sends: the parts the declaration has, as the schemas accept them. */
export type EndpointInput<E extends EndpointDefinition> = (E['body'] extends Schema
  ? { body: Input<E['body']> }
  : { body?: unknown }) &
  (E['query'] extends Schema ? { query: Input<E['query']> } : unknown) &
  (E['params'] extends Schema ? { params: Input<E['params']> } : unknown);

/** What a handler receives: the parts after their schemas parsed them. */
export interface ParsedInput<E extends EndpointDefinition> {
  body: Output<E['body']>;
  query: Output<E['query']>;
  params: Output<E['params']>;
}

export function isPublic(definition: EndpointDefinition): boolean {
  return definition.access?.public === true;
}

/** Called without the token: public and not using the caller's identity. */
export function isTokenless(definition: EndpointDefinition): boolean {
  const access = definition.access;
  return access?.public === true && access.identifies !== true;
}

/** The path with its `{module}` placeholder resolved (the server's route pattern). */
export function routePath(definition: Pick<EndpointDefinition, 'path'>, module: string): string {
  return definition.path.replace('{module}', module);
}

/** The concrete path of one call: `{module}` and each `:name` filled in. */
export function callPath(
  definition: Pick<EndpointDefinition, 'path'>,
  module: string,
  params: Record<string, unknown> = {},
): string {
  return routePath(definition, module).replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
