// gov-user base-account: an enterprise registers itself (phone verified by SMS, password checked
// against the policy, credit code valid and not yet registered).
import { REGISTRATION_ENDPOINTS as ENDPOINTS, type RegisterResult } from '@ent/core/contract';
import { REGISTER_TEXT, SECURITY_TEXT } from '@ent/core/messages';
import type { Flavour } from '@ent/core/platform';
import { checkPassword, containsLoginName } from '@ent/core/validate';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { ClientError } from '../../http/errors';
import { route, withMessage } from '../../http/route';
import { hashPassword } from '../auth/passwords';
import { readPasswordPolicy } from '../system/passwordPolicy';
import type { SmsCodes } from './smsCodes';

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

  route(app, ENDPOINTS.sendMessage, async ({ request, body: { phone, scene } }) => {
    // Registration codes go only to numbers without an account (saves messages nobody can use);
    // the answer is given within the SMS limits, so it cannot be used to list registered phones.
    return codes.send({
      phone,
      scene,
      ip: request.ip,
      precheck: async () => {
        if (await phoneRegistered(db, phone)) throw new ClientError('badRequest', REGISTER_TEXT.phoneTaken);
      },
    });
  });

  route(app, ENDPOINTS.register, async ({ request, body: form }) => {
    if (form.confirmPassword !== undefined && form.confirmPassword !== form.password) {
      throw new ClientError('badRequest', REGISTER_TEXT.confirmMismatch);
    }
    const problem = checkPassword(await readPasswordPolicy(handle), form.password);
    if (problem) throw new ClientError('badRequest', problem);
    // The phone becomes the login name (GB/T 22239 8.1.4.1, as on a password change).
    if (containsLoginName(form.password, form.phone))
      throw new ClientError('badRequest', SECURITY_TEXT.containsUsername);
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
      return withMessage(result, REGISTER_TEXT.registered);
    } catch (error) {
      // Two registrations racing for the same phone or credit code: the second loses here.
      if (isUniqueViolation(error)) {
        const creditTaken = await creditCodeRegistered(db, form.creditCode);
        throw new ClientError('badRequest', creditTaken ? REGISTER_TEXT.creditCodeTaken : REGISTER_TEXT.phoneTaken);
      }
      throw error;
    }
  });
};
