// What the platform adds to Fastify's request and reply, in one place.
import type { UserType } from '@ent/core/api';
import 'fastify';

/** The authenticated caller, resolved from the bearer token and its live session row. */
export interface ServerPrincipal {
  userId: number;
  username: string;
  fullName: string;
  typeOf: UserType;
  mainstayId: number | null;
  roles: string[];
  jti: string;
  clientId: string;
  expiresAt: Date;
  token: string;
  /** What the account must do before anything else: change its password, or enrol a second factor. */
  pendingStep?: 'password' | 'mfa';
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: ServerPrincipal | null;
    /** Set when the body arrived as an envelope; the answer's data is then sealed as dataStr. */
    envelope: { rek: string } | null;
    /**
     * Set by a handler whose call turned out to only read (an import's 预览 writes nothing): the
     * operation log, which records writes, leaves it out.
     */
    onlyRead?: boolean;
    /**
     * Set by a handler whose request carries ids of what it links (a new account's department,
     * posts and roles) besides what it acts on: the operation log's 操作对象 names this instead.
     */
    auditTarget?: string;
    /** A delete's targets' names as they were before the handler ran (operlog/recorder.ts). */
    auditNames?: string;
  }
  interface FastifyReply {
    /** Sends {code: '00000', msg, data}, sealing data into dataStr for enveloped requests. */
    ok(data?: unknown, msg?: string): FastifyReply;
  }
  interface FastifyContextConfig {
    /** The route accepts a plain JSON body even when apiEncrypt requires envelopes. */
    plainBody?: boolean;
  }
  interface FastifyInstance {
    /** onRequest hook: refuses the request unless it carries a live token (A0230/A0231). */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

/** The principal of a route guarded by app.authenticate. */
export function principalOf(request: { principal: ServerPrincipal | null }): ServerPrincipal {
  if (!request.principal) throw new Error('route is missing the authenticate hook');
  return request.principal;
}
