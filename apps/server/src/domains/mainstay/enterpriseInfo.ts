// The enterprise information pages (gov-collective mainstay get, update, updateMainstayInfo,
// changeLog) with every change audited. An enterprise account only ever reaches its own
// enterprise; government staff may name any enterprise. The field rules are those of completing company information
// (core's validateCompanyInfoForm), and a new contact phone proves itself with an SMS code as there.
import { isGovernmentStaff } from '@ent/core/auth';
import {
  MAINSTAY_ENDPOINTS as ENDPOINTS,
  type EnterpriseBasic,
  type EnterpriseChange,
  type EnterpriseContact,
  type EnterpriseField,
  type EnterpriseInfo,
} from '@ent/core/contract';
import { COMPANY_INFO_TEXT, ENTERPRISE_INFO_TEXT } from '@ent/core/messages';
import {
  contactPhoneNeedsCode,
  diffFields,
  type FieldChange,
  firstFieldError,
  normalizeEnterpriseBasic,
  normalizeEnterpriseContact,
  validateEnterpriseBasic,
  validateEnterpriseContact,
} from '@ent/core/validate';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { pageOf } from '../../db/paging';
import type { Database, EnterpriseTable } from '../../db/schema';
import type { ServerPrincipal } from '../../http/context';
import { enterpriseRowsFor } from '../../http/enterpriseScope';
import { ClientError } from '../../http/errors';
import { route, withMessage } from '../../http/route';
import { regionChain } from '../regions/plugin';
import type { SmsCodes } from '../registration/smsCodes';
import { type AuditAction, auditEnterpriseChanges, divisionNames, groupName, REGION_SEPARATOR } from './audit';

const BASIC_FIELDS = ['name', 'creditCode', 'legalPerson', 'group', 'region', 'address'] as const;
const CONTACT_FIELDS = ['contactName', 'contactPhone', 'contactEmail'] as const;
type EnterpriseRow = Selectable<EnterpriseTable>;

/** The enterprise a request may act on: its own, or for government staff the one named. */
function targetEnterprise(principal: ServerPrincipal, requested: number | undefined): number {
  if (isGovernmentStaff(principal)) {
    const id = requested ?? principal.mainstayId;
    if (!id) throw new ClientError('notFound', ENTERPRISE_INFO_TEXT.noEnterpriseOfAccount);
    return id;
  }
  if (!principal.mainstayId) throw new ClientError('notFound', ENTERPRISE_INFO_TEXT.noEnterpriseOfAccount);
  if (requested !== undefined && requested !== principal.mainstayId) {
    throw new ClientError('forbidden', ENTERPRISE_INFO_TEXT.notOwnEnterprise);
  }
  return principal.mainstayId;
}

async function accountPhoneOf(db: Kysely<Database>, userId: number): Promise<string> {
  const row = await db.selectFrom('app_user').select('phone').where('id', '=', userId).executeTakeFirst();
  return row?.phone ?? '';
}

async function readInfo(db: Kysely<Database>, row: EnterpriseRow, principal: ServerPrincipal): Promise<EnterpriseInfo> {
  const government = isGovernmentStaff(principal);
  const [group, regionNames, accountPhone] = await Promise.all([
    groupName(db, row.group_id),
    divisionNames(db, row.region_code),
    accountPhoneOf(db, principal.userId),
  ]);
  return {
    id: row.id,
    name: row.name,
    creditCode: row.credit_code,
    legalPerson: row.legal_person ?? '',
    groupId: row.group_id,
    groupName: group,
    regionCode: row.region_code ?? '',
    regionNames,
    cityName: row.city_name ?? '',
    address: row.address ?? '',
    contactName: row.contact_name ?? '',
    contactPhone: row.contact_phone ?? '',
    contactEmail: row.contact_email ?? '',
    accountPhone,
    infoComplete: row.info_complete,
    updatedAt: row.updated_at.toISOString(),
    creditCodeEditable: government,
    contactCodeRequired: !government,
  };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';
const stored = (value: string) => (value === '' ? null : value);

/** What one change writes: the changed fields as the audit shows them and the columns to set. */
interface Plan {
  changes: FieldChange<EnterpriseField>[];
  values: Updateable<EnterpriseTable>;
}

export const enterpriseInfoPlugin: FastifyPluginAsync<{ handle: DatabaseHandle; codes: SmsCodes }> = async (
  app,
  { handle, codes },
) => {
  const { db } = handle;

  const loadRow = async (id: number) => {
    const row = await db.selectFrom('enterprise').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ClientError('notFound', ENTERPRISE_INFO_TEXT.notFound);
    return row;
  };
  const refuseStale = (row: EnterpriseRow, updatedAt: string | undefined) => {
    if (updatedAt && updatedAt !== row.updated_at.toISOString()) {
      throw new ClientError('badRequest', ENTERPRISE_INFO_TEXT.staleEdit, 409);
    }
  };

  /**
   * Applies one change inside a transaction: locks the row, refuses a stale edit, lets `plan`
   * compare the submission with the locked record, writes the changed columns and one audit row
   * per changed field. Answers the record as saved and how many fields changed.
   */
  async function change(
    request: FastifyRequest,
    principal: ServerPrincipal,
    id: number,
    action: AuditAction,
    updatedAt: string | undefined,
    plan: (row: EnterpriseRow, trx: Transaction<Database>) => Promise<Plan>,
  ): Promise<{ row: EnterpriseRow; changed: number }> {
    try {
      return await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('enterprise').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
        if (!row) throw new ClientError('notFound', ENTERPRISE_INFO_TEXT.notFound);
        refuseStale(row, updatedAt);
        const { changes, values } = await plan(row, trx);
        if (changes.length === 0) return { row, changed: 0 };
        const saved = await trx
          .updateTable('enterprise')
          .set({ ...values, updated_at: new Date() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await auditEnterpriseChanges(trx, { enterpriseId: id, principal, ip: request.ip, action, changes });
        return { row: saved, changed: changes.length };
      });
    } catch (error) {
      // Two staff giving two enterprises the same code at once: the index decides, the client is told.
      if (isUniqueViolation(error)) throw new ClientError('badRequest', ENTERPRISE_INFO_TEXT.creditCodeTaken);
      throw error;
    }
  }

  /** The enterprise a request acts on, which for staff must be within their data scope. */
  const scopedEnterprise = async (principal: ServerPrincipal, requested: number | undefined): Promise<number> => {
    const id = targetEnterprise(principal, requested);
    if (!isGovernmentStaff(principal)) return id;
    const visible = await db
      .selectFrom('enterprise as e')
      .select('e.id')
      .where('e.id', '=', id)
      .where(await enterpriseRowsFor(app, principal, undefined, { mainstay: 'e.id', city: 'e.city_code' }))
      .executeTakeFirst();
    if (!visible) throw new ClientError('notFound', ENTERPRISE_INFO_TEXT.noEnterpriseOfAccount);
    return id;
  };

  route(app, ENDPOINTS.get, async ({ principal, body: { id: requested } }) => {
    const row = await loadRow(await scopedEnterprise(principal, requested));
    return readInfo(db, row, principal);
  });

  route(app, ENDPOINTS.update, async ({ request, principal, body }) => {
    const id = await scopedEnterprise(principal, body.id);
    const government = isGovernmentStaff(principal);
    const codeSent = body.creditCode !== undefined;
    const submitted: EnterpriseBasic = normalizeEnterpriseBasic({
      name: body.name,
      creditCode: body.creditCode ?? '',
      legalPerson: body.legalPerson,
      groupId: body.groupId,
      regionCode: body.regionCode,
      address: body.address,
    });
    const problem = firstFieldError(validateEnterpriseBasic(submitted, { creditCodeEditable: government && codeSent }));
    if (problem) throw new ClientError('badRequest', problem);
    const chain = await regionChain(db, submitted.regionCode);
    if (!chain) throw new ClientError('badRequest', COMPANY_INFO_TEXT.regionUnknown);
    const newGroup = await groupName(db, submitted.groupId);
    if (submitted.groupId !== null && !newGroup) throw new ClientError('badRequest', COMPANY_INFO_TEXT.groupUnknown);
    const city = chain.find((division) => division.level === 2);

    const { row, changed } = await change(request, principal, id, 'update', body.updatedAt, async (current, trx) => {
      const creditCode = codeSent ? submitted.creditCode : current.credit_code;
      if (creditCode !== current.credit_code) {
        // The credit code is the enterprise's identity on the platform: only staff correct it.
        if (!government) throw new ClientError('forbidden', ENTERPRISE_INFO_TEXT.creditCodeLocked);
        const taken = await trx
          .selectFrom('enterprise')
          .select('id')
          .where('credit_code', '=', creditCode)
          .where('id', '<>', current.id)
          .executeTakeFirst();
        if (taken) throw new ClientError('badRequest', ENTERPRISE_INFO_TEXT.creditCodeTaken);
      }
      const raw = diffFields<(typeof BASIC_FIELDS)[number]>(
        {
          name: current.name,
          creditCode: current.credit_code,
          legalPerson: current.legal_person,
          group: current.group_id,
          region: current.region_code,
          address: current.address,
        },
        { ...submitted, creditCode, group: submitted.groupId, region: submitted.regionCode },
        BASIC_FIELDS,
      );
      const values: Updateable<EnterpriseTable> = {};
      const changes: FieldChange<EnterpriseField>[] = [];
      for (const entry of raw) {
        if (entry.field === 'group') {
          values.group_id = submitted.groupId;
          changes.push({ field: 'group', oldValue: await groupName(trx, current.group_id), newValue: newGroup });
        } else if (entry.field === 'region') {
          values.region_code = submitted.regionCode;
          // The desks and lists group enterprises by city (6-digit GB/T 2260 code, as seeded).
          values.city_code = city ? `${city.code}00` : null;
          values.city_name = city?.name ?? null;
          const before = await divisionNames(trx, current.region_code);
          changes.push({
            field: 'region',
            oldValue: before.join(REGION_SEPARATOR) || (current.region_code ?? ''),
            newValue: chain.map((division) => division.name).join(REGION_SEPARATOR),
          });
        } else {
          if (entry.field === 'name') values.name = entry.newValue;
          else if (entry.field === 'creditCode') values.credit_code = entry.newValue;
          else if (entry.field === 'legalPerson') values.legal_person = stored(entry.newValue);
          else if (entry.field === 'address') values.address = stored(entry.newValue);
          changes.push(entry);
        }
      }
      return { changes, values };
    });
    const text = changed > 0 ? ENTERPRISE_INFO_TEXT.saved : ENTERPRISE_INFO_TEXT.unchanged;
    return withMessage(await readInfo(db, row, principal), text);
  });

  route(app, ENDPOINTS.updateContact, async ({ request, principal, body }) => {
    const id = await scopedEnterprise(principal, body.id);
    const government = isGovernmentStaff(principal);
    const submitted: EnterpriseContact = normalizeEnterpriseContact(body);
    const current = await loadRow(id);
    refuseStale(current, body.updatedAt);
    // A number nobody has verified for this account proves it receives messages (as on
    // /replenishCompanyInfo); staff correcting an enterprise's record are audited instead.
    const smsRequired =
      !government &&
      contactPhoneNeedsCode(submitted.contactPhone, {
        contactPhone: current.contact_phone ?? '',
        accountPhone: await accountPhoneOf(db, principal.userId),
      });
    const problem = firstFieldError(validateEnterpriseContact(submitted, { smsRequired, smsCode: body.smsCode }));
    if (problem) throw new ClientError('badRequest', problem);
    if (smsRequired) {
      await codes.verify({
        phone: submitted.contactPhone,
        scene: 'contact',
        code: body.smsCode ?? '',
        userId: principal.userId,
      });
    }
    const { row, changed } = await change(
      request,
      principal,
      id,
      'updateMainstayInfo',
      body.updatedAt,
      async (locked) => {
        const changes = diffFields<(typeof CONTACT_FIELDS)[number]>(
          { contactName: locked.contact_name, contactPhone: locked.contact_phone, contactEmail: locked.contact_email },
          submitted,
          CONTACT_FIELDS,
        );
        const values: Updateable<EnterpriseTable> = {};
        for (const entry of changes) {
          if (entry.field === 'contactName') values.contact_name = stored(entry.newValue);
          else if (entry.field === 'contactPhone') values.contact_phone = stored(entry.newValue);
          else values.contact_email = stored(entry.newValue);
        }
        return { changes, values };
      },
    );
    const text = changed > 0 ? ENTERPRISE_INFO_TEXT.saved : ENTERPRISE_INFO_TEXT.unchanged;
    return withMessage(await readInfo(db, row, principal), text);
  });

  route(app, ENDPOINTS.changeLog, async ({ principal, body: query }) => {
    const id = await scopedEnterprise(principal, query.id);
    const filtered = db.selectFrom('enterprise_change_log').selectAll().where('enterprise_id', '=', id);
    return pageOf(
      db,
      filtered,
      query,
      // Newest change first; the fields of one change in the order the page shows them.
      (rows) => rows.orderBy('changed_at', 'desc').orderBy('id', 'asc'),
      (row): EnterpriseChange => ({
        id: row.id,
        field: row.field as EnterpriseField,
        oldValue: row.old_value ?? '',
        newValue: row.new_value ?? '',
        changedAt: row.changed_at.toISOString(),
        changedBy:
          row.full_name && row.full_name !== row.username
            ? ENTERPRISE_INFO_TEXT.changedByName(row.full_name, row.username)
            : row.username,
        action: row.action as EnterpriseChange['action'],
      }),
    );
  });
};
