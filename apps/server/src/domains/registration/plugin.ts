// gov-user base-account: an enterprise registers itself (phone verified by SMS, password checked
// against the policy, credit code valid and not yet registered), and gov-system smsOutbox: the
// messages the default sender kept, for government staff holding system:smsOutbox:list.
import type { Page, RegisterResult, SmsOutboxRow } from '@ent/core/api';
import { registerRequest, sendMessageRequest, smsOutboxPageRequest } from '@ent/core/contract';
import { formatTime } from '@ent/core/format';
import { REGISTER_TEXT } from '@ent/core/messages';
import type { Flavour } from '@ent/core/platform';
import { checkPassword } from '@ent/core/validate';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { principalOf } from '../../http/context';
import { ClientError } from '../../http/errors';
import { requirePermission } from '../../http/permissions';
import { parse } from '../../http/validate';
import { hashPassword } from '../auth/passwords';
import { readPasswordPolicy } from '../system/passwordPolicy';
import type { SmsCodes } from './smsCodes';

const ACCOUNT = '/gov-user/api/v1/base-account';
export const OUTBOX_PERMISSION = 'system:smsOutbox:list';

/** The roles a self-registered enterprise account gets, as the demo accounts of each flavour have. */
export const REGISTERED_ROLES: Record<Flavour, string[]> = {
  major: ['enterprise'],
  xny: ['enterprise', 'newEnergy'],
  oilgas: ['oilGasReport'],
};

export async function phoneRegistered(db: Kysely<Database>, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom('app_user')
    .select('id')
    .where((eb) => eb.or([eb(eb.fn('lower', ['username']), '=', phone), eb('phone', '=', phone)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function creditCodeRegistered(db: Kysely<Database>, creditCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('enterprise')
    .select('id')
    .where('credit_code', '=', creditCode)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown })?.code === '23505';
}

export interface RegistrationOptions {
  handle: DatabaseHandle;
  codes: SmsCodes;
  flavour: Flavour;
}

export const registrationPlugin: FastifyPluginAsync<RegistrationOptions> = async (app, options) => {
  const { handle, codes } = options;
  const db = handle.db;

  app.post(`${ACCOUNT}/sendMessage`, async (request, reply) => {
    const { phone, scene } = parse(sendMessageRequest, request.body);
    // Registration codes go only to numbers without an account (saves messages nobody can use).
    if (await phoneRegistered(db, phone)) throw new ClientError('badRequest', REGISTER_TEXT.phoneTaken);
    return reply.ok(await codes.send({ phone, scene, ip: request.ip }));
  });

  app.post(`${ACCOUNT}/register`, async (request, reply) => {
    const form = parse(registerRequest, request.body);
    if (form.confirmPassword !== undefined && form.confirmPassword !== form.password) {
      throw new ClientError('badRequest', REGISTER_TEXT.confirmMismatch);
    }
    const problem = checkPassword(await readPasswordPolicy(handle), form.password);
    if (problem) throw new ClientError('badRequest', problem);
    // Checked before the code is spent, so a corrected form can reuse it.
    if (await phoneRegistered(db, form.phone)) throw new ClientError('badRequest', REGISTER_TEXT.phoneTaken);
    if (await creditCodeRegistered(db, form.creditCode)) {
      throw new ClientError('badRequest', REGISTER_TEXT.creditCodeTaken);
    }
    await codes.verify({ phone: form.phone, scene: 'register', code: form.smsCode });
    const passwordHash = await hashPassword(form.password);
    const roleCodes = REGISTERED_ROLES[options.flavour];
    try {
      const result = await db.transaction().execute(async (trx): Promise<RegisterResult> => {
        const enterprise = await trx
          .insertInto('enterprise')
          .values({ name: form.enterpriseName, credit_code: form.creditCode, info_complete: false })
          .returning('id')
          .executeTakeFirstOrThrow();
        const user = await trx
          .insertInto('app_user')
          .values({
            username: form.phone,
            password_hash: passwordHash,
            full_name: form.fullName,
            nickname: form.fullName,
            phone: form.phone,
            type_of: '1',
            mainstay_id: enterprise.id,
            update_user_info_flag: true,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const roles = await trx.selectFrom('role').select('id').where('code', 'in', roleCodes).execute();
        if (roles.length > 0) {
          await trx
            .insertInto('user_role')
            .values(roles.map((role) => ({ user_id: user.id, role_id: role.id })))
            .execute();
        }
        return { username: form.phone, mainstayId: enterprise.id };
      });
      request.log.info({ mainstayId: result.mainstayId }, 'enterprise registered');
      return reply.ok(result, REGISTER_TEXT.registered);
    } catch (error) {
      // Two registrations racing for the same phone or credit code: the second loses here.
      if (isUniqueViolation(error)) {
        const creditTaken = await creditCodeRegistered(db, form.creditCode);
        throw new ClientError('badRequest', creditTaken ? REGISTER_TEXT.creditCodeTaken : REGISTER_TEXT.phoneTaken);
      }
      throw error;
    }
  });

  const outboxPage = async (request: FastifyRequest, reply: FastifyReply) => {
    await requirePermission(handle, principalOf(request), options.flavour, OUTBOX_PERMISSION);
    const query = parse(smsOutboxPageRequest, request.method === 'GET' ? request.query : request.body);
    let filtered = db.selectFrom('sms_outbox');
    if (query.phone) filtered = filtered.where('phone', 'like', `%${query.phone}%`);
    const { total } = await filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    const rows = await filtered
      .select(['id', 'phone', 'scene', 'content', 'created_at'])
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute();
    return reply.ok({
      total,
      rows: rows.map((row) => ({
        id: row.id,
        phone: row.phone,
        scene: row.scene,
        content: row.content,
        createTime: formatTime(row.created_at),
      })),
    } satisfies Page<SmsOutboxRow>);
  };
  app.get('/gov-system/api/v1/smsOutbox/page', { onRequest: app.authenticate }, outboxPage);
  app.post('/gov-system/api/v1/smsOutbox/page', { onRequest: app.authenticate }, outboxPage);
};
