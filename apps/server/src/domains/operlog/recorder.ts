// Records every audited call (contract/audit.ts) in the operation log, in one place: after the
// handler (or the access check that refused it) has answered and before the answer leaves, so a
// client that saw the answer finds the record. Records form a hash chain; the chain is extended
// under a transaction-scoped advisory lock, so processes writing at once never fork it.
import { createHash } from 'node:crypto';
import { auditParams, auditTargets, type EndpointDefinition, isAudited } from '@ent/core/contract';
import { CODES } from '@ent/core/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { namesOfTargets } from './targetNames';

/** The advisory lock key that serialises appends to the chain. */
const CHAIN_LOCK = 4_310_043;

export interface OperLogEntry {
  user_id: number | null;
  username: string;
  full_name: string;
  organisation: string;
  ip: string;
  user_agent: string;
  module: string;
  action: string;
  method: string;
  path: string;
  target_ids: string;
  /** A delete's targets' names as they were, JSON {id: name}; '' for other calls. */
  target_names: string;
  params: string;
  success: boolean;
  error_code: string;
  error_message: string;
  duration_ms: number;
  created_at: Date;
}

/** The hash of a record: its content and the hash of the record before it. */
export function recordHash(prevHash: string, entry: OperLogEntry): string {
  const content = [
    prevHash,
    entry.user_id,
    entry.username,
    entry.full_name,
    entry.organisation,
    entry.ip,
    entry.user_agent,
    entry.module,
    entry.action,
    entry.method,
    entry.path,
    entry.target_ids,
    // Only where there are names, so that records written before the column keep their hashes.
    ...(entry.target_names ? [entry.target_names] : []),
    entry.params,
    entry.success,
    entry.error_code,
    entry.error_message,
    entry.duration_ms,
    entry.created_at.toISOString(),
  ];
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

export async function appendOperLog(handle: DatabaseHandle, entry: OperLogEntry): Promise<void> {
  await handle.db.transaction().execute(async (trx: Transaction<Database>) => {
    await sql`SELECT pg_advisory_xact_lock(${CHAIN_LOCK})`.execute(trx);
    const last = await trx.selectFrom('oper_log').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
    const prevHash = last?.hash ?? '';
    await trx
      .insertInto('oper_log')
      .values({ ...entry, prev_hash: prevHash, hash: recordHash(prevHash, entry) })
      .execute();
  });
}

/** The code and message of an enveloped answer, or what the HTTP status says. */
function outcome(reply: FastifyReply, payload: unknown): { success: boolean; code: string; message: string } {
  if (typeof payload === 'string' && payload.startsWith('{')) {
    try {
      const body = JSON.parse(payload) as { code?: unknown; msg?: unknown };
      if (typeof body.code === 'string') {
        const success = body.code === CODES.ok;
        return { success, code: success ? '' : body.code, message: success ? '' : String(body.msg ?? '') };
      }
    } catch {
      // Not an envelope: the status decides.
    }
  }
  const success = reply.statusCode < 400;
  return { success, code: success ? '' : String(reply.statusCode), message: '' };
}

async function organisationOf(handle: DatabaseHandle, userId: number): Promise<string> {
  const row = await handle.db
    .selectFrom('app_user as u')
    .leftJoin('dept as d', 'd.id', 'u.dept_id')
    .leftJoin('enterprise as e', 'e.id', 'u.mainstay_id')
    .select(['d.name as dept', 'u.dept_name', 'e.name as enterprise'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row?.enterprise ?? row?.dept ?? row?.dept_name ?? '';
}

/** A call that deletes what it names: its targets' names are kept before they are gone. */
const deletes = (endpoint: EndpointDefinition) =>
  endpoint.method === 'DELETE' || /^(delete|remove)/.test(endpoint.action);

const targetIdsOf = (request: FastifyRequest, endpoint: EndpointDefinition) =>
  auditTargets(request.params, endpoint.multipart ? undefined : request.body);

export const operLogRecorder = fp<{ handle: DatabaseHandle }>(async (app, { handle }) => {
  // Before the handler: the names of what a delete is about to remove.
  const keepNames = async (request: FastifyRequest) => {
    const endpoint = request.routeOptions.config?.endpoint;
    if (!endpoint || !request.principal) return;
    const names = await namesOfTargets(handle.db, {
      module: endpoint.feature,
      path: request.url.split('?')[0] ?? '',
      targetIds: targetIdsOf(request, endpoint),
    });
    if (names.size > 0) request.auditNames = JSON.stringify(Object.fromEntries(names));
  };
  const record = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const endpoint = request.routeOptions.config?.endpoint;
    if (!endpoint) return payload;
    const principal = request.principal;
    // A call without a valid token did nothing and names nobody: the 401 is the whole story.
    if (!principal) return payload;
    if (request.onlyRead) return payload;
    const result = outcome(reply, payload);
    try {
      await appendOperLog(handle, {
        user_id: principal.userId,
        username: principal.username,
        full_name: principal.fullName,
        organisation: await organisationOf(handle, principal.userId),
        ip: request.ip,
        user_agent: String(request.headers['user-agent'] ?? '').slice(0, 300),
        module: endpoint.feature,
        action: endpoint.action,
        method: request.method,
        path: request.url.split('?')[0]?.slice(0, 300) ?? '',
        target_ids: request.auditTarget ?? targetIdsOf(request, endpoint),
        target_names: request.auditNames ?? '',
        params: endpoint.multipart ? '' : auditParams(request.body),
        success: result.success,
        error_code: result.code,
        error_message: result.message.slice(0, 500),
        duration_ms: Math.round(reply.elapsedTime),
        created_at: new Date(),
      });
    } catch (error) {
      // The answer stands; the failure to record it is an operator's matter.
      request.log.error({ err: error }, 'operation log not written');
    }
    return payload;
  };
  // Only the audited routes carry the hook: the others (most reads) skip it altogether.
  app.addHook('onRoute', (route) => {
    const endpoint = route.config?.endpoint;
    if (!endpoint || !isAudited(endpoint)) return;
    route.onSend = [...(route.onSend ? [route.onSend].flat() : []), record];
    if (deletes(endpoint)) route.preHandler = [...(route.preHandler ? [route.preHandler].flat() : []), keepNames];
  });
});
