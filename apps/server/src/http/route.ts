// Registers a route from its declaration (packages/core/src/contract): the method and path are the
// declaration's, the access rule goes to the access plugin, the inputs are parsed with their
// schemas (after the envelope is opened), and the handler's answer is checked against the
// declared response type at compile time.
import { type EndpointDefinition, isPublic, type ParsedInput, type ResponseOf, routePath } from '@ent/core/contract';
import { DEFAULT_NOTICE_MODULE } from '@ent/core/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { principalOf, type ServerPrincipal } from './context';
import type { DataScope } from './dataScope';
import { parse } from './validate';

const MESSAGE = Symbol('message');

/** An answer with its own success message instead of the default 操作成功. */
export interface WithMessage<R> {
  readonly [MESSAGE]: string;
  readonly data: R;
}

export function withMessage<R>(data: R, msg: string): WithMessage<R> {
  return { [MESSAGE]: msg, data };
}

function isWithMessage(value: unknown): value is WithMessage<unknown> {
  return typeof value === 'object' && value !== null && MESSAGE in value;
}

export interface RouteContext<E extends EndpointDefinition> extends ParsedInput<E> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The caller: always there unless the endpoint is public. */
  principal: E['access'] extends { public: true } ? ServerPrincipal | null : ServerPrincipal;
  /** The rows the (staff) caller may see with the endpoint's declared permission (http/dataScope.ts). */
  scope(): Promise<DataScope>;
}

export type RouteHandler<E extends EndpointDefinition> = E extends { raw: true }
  ? (context: RouteContext<E>) => Promise<FastifyReply>
  : (context: RouteContext<E>) => Promise<ResponseOf<E> | WithMessage<ResponseOf<E>>>;

export interface RouteOptions {
  /** The deployment's notices-service prefix, for `{module}` paths. */
  module?: string;
}

/** A handler's `scope()`: made by a function so that the closure, made per request, stays unnamed and light. */
function scopeOf(app: FastifyInstance, request: FastifyRequest, permission: string | undefined) {
  return () => app.access.scope(principalOf(request), permission);
}

export function route<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions = {},
): void {
  const access = endpoint.access;
  const permission = access && !access.public ? access.permission : undefined;
  app.route({
    method: endpoint.method,
    url: routePath(endpoint, options.module ?? DEFAULT_NOTICE_MODULE),
    config: {
      public: isPublic(endpoint),
      ...(endpoint.access ? { access: endpoint.access } : {}),
      ...(endpoint.plainBody ? { plainBody: true } : {}),
      endpoint,
    },
    handler: async (request, reply) => {
      const context = {
        request,
        reply,
        principal: request.principal,
        scope: scopeOf(app, request, permission),
        body: endpoint.body && !endpoint.multipart ? parse(endpoint.body, request.body) : undefined,
        query: endpoint.query ? parse(endpoint.query, request.query) : undefined,
        params: endpoint.params ? parse(endpoint.params, request.params) : undefined,
      } as RouteContext<E>;
      const result: unknown = await (handler as (context: RouteContext<E>) => Promise<unknown>)(context);
      if (endpoint.raw || reply.sent) return reply;
      return isWithMessage(result) ? reply.ok(result.data, result[MESSAGE]) : reply.ok(result);
    },
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration a route was built from (the OpenAPI document and the audit read it). */
    endpoint?: EndpointDefinition;
  }
}
