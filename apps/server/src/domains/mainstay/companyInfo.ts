// gov-collective mainstay: completing company information (SPEC §4: the session guard sends new or
// incomplete enterprises to /replenishCompanyInfo). base/check reads the caller's enterprise and
// what it lacks, improveEntInfo saves it (a changed contact phone needs a code sent to it through
// sendVerificationCode), getAllGroup lists the parent groups. An enterprise account only ever reads
// and changes its own enterprise.
import { USER_TYPE } from '@ent/core/api';
import { isGovernmentStaff } from '@ent/core/auth';
import { type CompanyBaseInfo, MAINSTAY_ENDPOINTS as ENDPOINTS, type EnterpriseField } from '@ent/core/contract';
import { COMPANY_INFO_TEXT } from '@ent/core/messages';
import { diffFields } from '@ent/core/validate';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import type { ServerPrincipal } from '../../http/context';
import { ClientError } from '../../http/errors';
import { route, withMessage } from '../../http/route';
import { regionChain } from '../regions/plugin';
import type { SmsCodes } from '../registration/smsCodes';
import { auditEnterpriseChanges, divisionNames, groupName, REGION_SEPARATOR } from './audit';

/** The fields the completion may change (the credit code is fixed at registration). */
const AUDITED_FIELDS: readonly EnterpriseField[] = [
  'name',
  'legalPerson',
  'group',
  'region',
  'address',
  'contactName',
  'contactPhone',
  'contactEmail',
];

/** The caller's own enterprise id; only enterprise accounts with an enterprise have one. */
function ownEnterprise(principal: ServerPrincipal): number {
  if (principal.typeOf !== USER_TYPE.enterprise) throw new ClientError('forbidden', COMPANY_INFO_TEXT.enterpriseOnly);
  if (!principal.mainstayId) throw new ClientError('notFound', COMPANY_INFO_TEXT.enterpriseMissing);
  return principal.mainstayId;
}

export async function readCompanyInfo(
  db: Kysely<Database>,
  enterpriseId: number,
  accountPhone: string,
): Promise<CompanyBaseInfo | null> {
  const row = await db
    .selectFrom('enterprise as e')
    .leftJoin('enterprise_group as g', 'g.id', 'e.group_id')
    .select([
      'e.id',
      'e.name',
      'e.credit_code',
      'e.legal_person',
      'e.group_id',
      'g.name as group_name',
      'e.region_code',
      'e.address',
      'e.contact_name',
      'e.contact_phone',
      'e.contact_email',
      'e.info_complete',
    ])
    .where('e.id', '=', enterpriseId)
    .executeTakeFirst();
  if (!row) return null;
  const chain = row.region_code ? await regionChain(db, row.region_code) : null;
  const info: CompanyBaseInfo = {
    id: row.id,
    enterpriseName: row.name,
    creditCode: row.credit_code,
    legalPerson: row.legal_person ?? '',
    groupId: row.group_id,
    groupName: row.group_name ?? '',
    regionCode: chain ? (row.region_code ?? '') : '',
    regionNames: chain?.map((division) => division.name) ?? [],
    address: row.address ?? '',
    contactName: row.contact_name ?? '',
    contactPhone: row.contact_phone ?? '',
    contactEmail: row.contact_email ?? '',
    accountPhone,
    infoComplete: row.info_complete,
    missing: [],
  };
  const required = ['enterpriseName', 'legalPerson', 'regionCode', 'address', 'contactName', 'contactPhone'] as const;
  info.missing = required.filter((field) => !info[field]);
  return info;
}

async function accountPhoneOf(db: Kysely<Database>, userId: number): Promise<string> {
  const user = await db.selectFrom('app_user').select('phone').where('id', '=', userId).executeTakeFirst();
  return user?.phone ?? '';
}

export interface CompanyInfoOptions {
  handle: DatabaseHandle;
  codes: SmsCodes;
}

export const companyInfoPlugin: FastifyPluginAsync<CompanyInfoOptions> = async (app, { handle, codes }) => {
  const db = handle.db;

  route(app, ENDPOINTS.baseCheck, async ({ principal, body: { id } }) => {
    let enterpriseId: number;
    if (isGovernmentStaff(principal)) {
      if (!id) throw new ClientError('badRequest', COMPANY_INFO_TEXT.enterpriseMissing);
      enterpriseId = id;
    } else {
      enterpriseId = ownEnterprise(principal);
      // An enterprise account may ask only about its own enterprise.
      if (id !== undefined && id !== enterpriseId) throw new ClientError('forbidden');
    }
    const info = await readCompanyInfo(db, enterpriseId, await accountPhoneOf(db, principal.userId));
    if (!info) throw new ClientError('notFound');
    return info;
  });

  route(app, ENDPOINTS.groups, async () =>
    db.selectFrom('enterprise_group').select(['id', 'name']).orderBy('sort').orderBy('id').execute(),
  );

  route(app, ENDPOINTS.sendVerificationCode, async ({ request, principal, body: { phone } }) => {
    ownEnterprise(principal);
    return codes.send({ phone, scene: 'contact', ip: request.ip, userId: principal.userId });
  });

  route(app, ENDPOINTS.improveEntInfo, async ({ request, principal, body: form }) => {
    const enterpriseId = ownEnterprise(principal);

    const chain = await regionChain(db, form.regionCode);
    if (!chain) throw new ClientError('badRequest', COMPANY_INFO_TEXT.regionUnknown);
    if (form.groupId !== null) {
      const group = await db
        .selectFrom('enterprise_group')
        .select('id')
        .where('id', '=', form.groupId)
        .executeTakeFirst();
      if (!group) throw new ClientError('badRequest', COMPANY_INFO_TEXT.groupUnknown);
    }
    const current = await db
      .selectFrom('enterprise')
      .select('contact_phone')
      .where('id', '=', enterpriseId)
      .executeTakeFirst();
    if (!current) throw new ClientError('notFound', COMPANY_INFO_TEXT.enterpriseMissing);
    const accountPhone = await accountPhoneOf(db, principal.userId);
    // A contact phone nobody has verified yet must prove it receives messages.
    if (form.contactPhone !== current.contact_phone && form.contactPhone !== accountPhone) {
      if (!form.smsCode) throw new ClientError('badRequest', COMPANY_INFO_TEXT.smsCodeRequired);
      await codes.verify({ phone: form.contactPhone, scene: 'contact', code: form.smsCode, userId: principal.userId });
    }

    const city = chain.find((division) => division.level === 2);
    await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('enterprise')
        .selectAll()
        .where('id', '=', enterpriseId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const values = {
        name: form.enterpriseName,
        legal_person: form.legalPerson,
        group_id: form.groupId,
        region_code: form.regionCode,
        address: form.address,
        contact_name: form.contactName,
        contact_phone: form.contactPhone,
        contact_email: form.contactEmail || null,
      };
      await trx
        .updateTable('enterprise')
        .set({
          ...values,
          // The desks and lists group enterprises by city (6-digit GB/T 2260 code, as seeded).
          city_code: city ? `${city.code}00` : null,
          city_name: city?.name ?? null,
          info_complete: true,
          updated_at: new Date(),
        })
        .where('id', '=', enterpriseId)
        .execute();
      // Audited like every later change in the personal center (group and region by name).
      const changes = diffFields<EnterpriseField>(
        {
          name: before.name,
          legalPerson: before.legal_person,
          group: before.group_id === values.group_id ? '' : await groupName(trx, before.group_id),
          region:
            before.region_code === values.region_code
              ? ''
              : (await divisionNames(trx, before.region_code)).join(REGION_SEPARATOR) || (before.region_code ?? ''),
          address: before.address,
          contactName: before.contact_name,
          contactPhone: before.contact_phone,
          contactEmail: before.contact_email,
        },
        {
          name: values.name,
          legalPerson: values.legal_person,
          group: before.group_id === values.group_id ? '' : await groupName(trx, values.group_id),
          region:
            before.region_code === values.region_code
              ? ''
              : chain.map((division) => division.name).join(REGION_SEPARATOR),
          address: values.address,
          contactName: values.contact_name,
          contactPhone: values.contact_phone,
          contactEmail: values.contact_email,
        },
        AUDITED_FIELDS,
      );
      await auditEnterpriseChanges(trx, {
        enterpriseId,
        principal,
        ip: request.ip,
        action: 'improveEntInfo',
        changes,
      });
      await trx
        .updateTable('app_user')
        .set({ update_user_info_flag: false })
        .where('id', '=', principal.userId)
        .execute();
    });
    request.log.info({ mainstayId: enterpriseId }, 'company information completed');
    const info = await readCompanyInfo(db, enterpriseId, accountPhone);
    if (!info) throw new ClientError('notFound', COMPANY_INFO_TEXT.enterpriseMissing);
    return withMessage(info, COMPANY_INFO_TEXT.saved);
  });
};
