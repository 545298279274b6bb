// Energy body facilities (SPEC §2 /dataAdministration/energyBody and addEnergyBody): list, read,
// add, change and delete the caller's enterprise's facilities. An enterprise account only ever sees
// and changes its own rows (another enterprise's id answers notFound, never its data); government
// staff read every enterprise's, and change none.
import { type FacilityRow, type Page, USER_TYPE } from '@ent/core/api';
import {
  facilityAddRequest,
  facilityIdsRequest,
  facilityPageRequest,
  facilityUpdateRequest,
  idRequest,
} from '@ent/core/contract';
import { formatTime } from '@ent/core/format';
import { FACILITY_TEXT } from '@ent/core/messages';
import type { Flavour } from '@ent/core/platform';
import { cityName } from '@ent/core/validate';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { principalOf, type ServerPrincipal } from '../../http/context';
import { ClientError } from '../../http/errors';
import { requirePermission } from '../../http/permissions';
import { parse } from '../../http/validate';
import { GOVERNMENT_ROLES } from '../files/uploads';

const BASE = '/gov-collective/api/v1/energyBody';

export function isGovernment(principal: ServerPrincipal): boolean {
  return principal.roles.some((role) => GOVERNMENT_ROLES.includes(role));
}

/** The enterprise whose rows the caller may change; government staff and accounts without one may not. */
export function ownEnterprise(principal: ServerPrincipal, refusal: string): number {
  if (principal.typeOf !== USER_TYPE.enterprise || principal.mainstayId === null || isGovernment(principal))
    throw new ClientError('forbidden', refusal);
  return principal.mainstayId;
}

/** LIKE pattern of a filter text, its wildcards taken literally. */
export function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const numberOrNull = (value: string | null): number | null => (value === null ? null : Number(value));

export const facilitiesPlugin: FastifyPluginAsync<{ handle: DatabaseHandle; flavour: Flavour }> = async (
  app,
  { handle, flavour },
) => {
  const db = handle.db;
  const allow = (request: FastifyRequest, perm: string) =>
    requirePermission(handle, principalOf(request), flavour, perm);

  const facilityQuery = (executor: Kysely<Database> | Transaction<Database> = db) =>
    executor
      .selectFrom('facility as f')
      .innerJoin('enterprise as e', 'e.id', 'f.mainstay_id')
      .select([
        'f.id',
        'f.mainstay_id',
        'f.name',
        'f.facility_type',
        'f.capacity_mw',
        'f.city_code',
        'f.address',
        'f.longitude',
        'f.latitude',
        'f.status',
        'f.create_time',
        'f.update_time',
        'e.name as enterprise_name',
      ]);

  type Row = Awaited<ReturnType<ReturnType<typeof facilityQuery>['executeTakeFirstOrThrow']>>;

  const toRow = (row: Row): FacilityRow => ({
    id: row.id,
    name: row.name,
    facilityType: row.facility_type,
    capacityMw: Number(row.capacity_mw),
    cityCode: row.city_code ?? '',
    cityName: cityName(row.city_code),
    address: row.address ?? '',
    longitude: numberOrNull(row.longitude),
    latitude: numberOrNull(row.latitude),
    status: row.status,
    enterpriseName: row.enterprise_name,
    createTime: formatTime(row.create_time),
    updateTime: formatTime(row.update_time),
  });

  /** The rows the caller may read: its enterprise's, or every one for government staff. */
  const readable = (principal: ServerPrincipal, executor: Kysely<Database> | Transaction<Database> = db) => {
    const query = facilityQuery(executor);
    return isGovernment(principal) ? query : query.where('f.mainstay_id', '=', principal.mainstayId ?? 0);
  };

  const sameName = async (
    trx: Transaction<Database>,
    mainstayId: number,
    name: string,
    except: number | null,
  ): Promise<void> => {
    let query = trx.selectFrom('facility').select('id').where('mainstay_id', '=', mainstayId).where('name', '=', name);
    if (except !== null) query = query.where('id', '<>', except);
    if (await query.executeTakeFirst()) throw new ClientError('badRequest', FACILITY_TEXT.duplicateName);
  };

  app.post(`${BASE}/page`, { onRequest: app.authenticate }, async (request, reply) => {
    await allow(request, 'energyBody:list');
    const principal = principalOf(request);
    const query = parse(facilityPageRequest, request.body);
    let filtered = readable(principal);
    if (query.name) filtered = filtered.where('f.name', 'ilike', contains(query.name));
    if (query.facilityType) filtered = filtered.where('f.facility_type', '=', query.facilityType);
    if (query.status) filtered = filtered.where('f.status', '=', query.status);
    if (query.cityCode) filtered = filtered.where('f.city_code', '=', query.cityCode);
    if (query.mainstayId && isGovernment(principal)) filtered = filtered.where('f.mainstay_id', '=', query.mainstayId);
    const { total } = await db
      .selectFrom(filtered.as('t'))
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    const rows = await filtered
      .orderBy('f.update_time', 'desc')
      .orderBy('f.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute();
    return reply.ok({ total, rows: rows.map(toRow) } satisfies Page<FacilityRow>);
  });

  app.post(`${BASE}/get`, { onRequest: app.authenticate }, async (request, reply) => {
    await allow(request, 'energyBody:list');
    const { id } = parse(idRequest, request.body);
    const row = await readable(principalOf(request)).where('f.id', '=', id).executeTakeFirst();
    if (!row) throw new ClientError('notFound', FACILITY_TEXT.missing);
    return reply.ok(toRow(row));
  });

  app.post(`${BASE}/add`, { onRequest: app.authenticate }, async (request, reply) => {
    await allow(request, 'energyBody:edit');
    const mainstayId = ownEnterprise(principalOf(request), FACILITY_TEXT.enterpriseOnly);
    const body = parse(facilityAddRequest, request.body);
    const row = await db.transaction().execute(async (trx) => {
      await sameName(trx, mainstayId, body.name, null);
      const { id } = await trx
        .insertInto('facility')
        .values({
          mainstay_id: mainstayId,
          name: body.name,
          facility_type: body.facilityType,
          capacity_mw: body.capacityMw,
          city_code: body.cityCode,
          address: body.address || null,
          longitude: body.longitude,
          latitude: body.latitude,
          status: body.status,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return facilityQuery(trx).where('f.id', '=', id).executeTakeFirstOrThrow();
    });
    return reply.ok(toRow(row), FACILITY_TEXT.added);
  });

  app.post(`${BASE}/update`, { onRequest: app.authenticate }, async (request, reply) => {
    await allow(request, 'energyBody:edit');
    const mainstayId = ownEnterprise(principalOf(request), FACILITY_TEXT.enterpriseOnly);
    const body = parse(facilityUpdateRequest, request.body);
    const row = await db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('facility')
        .select('id')
        .where('id', '=', body.id)
        .where('mainstay_id', '=', mainstayId)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw new ClientError('notFound', FACILITY_TEXT.missing);
      await sameName(trx, mainstayId, body.name, body.id);
      await trx
        .updateTable('facility')
        .set({
          name: body.name,
          facility_type: body.facilityType,
          capacity_mw: body.capacityMw,
          city_code: body.cityCode,
          address: body.address || null,
          longitude: body.longitude,
          latitude: body.latitude,
          status: body.status,
          update_time: new Date(),
        })
        .where('id', '=', body.id)
        .execute();
      return facilityQuery(trx).where('f.id', '=', body.id).executeTakeFirstOrThrow();
    });
    return reply.ok(toRow(row), FACILITY_TEXT.saved);
  });

  app.post(`${BASE}/delete`, { onRequest: app.authenticate }, async (request, reply) => {
    await allow(request, 'energyBody:edit');
    const mainstayId = ownEnterprise(principalOf(request), FACILITY_TEXT.enterpriseOnly);
    const ids = [...new Set(parse(facilityIdsRequest, request.body).ids)];
    const removed = await db.transaction().execute(async (trx) => {
      // All or nothing: one id that is not the enterprise's refuses the whole request.
      const own = await trx
        .selectFrom('facility')
        .select('id')
        .where('id', 'in', ids)
        .where('mainstay_id', '=', mainstayId)
        .forUpdate()
        .execute();
      if (own.length !== ids.length) throw new ClientError('notFound', FACILITY_TEXT.missing);
      const result = await trx
        .deleteFrom('facility')
        .where('id', 'in', ids)
        .where('mainstay_id', '=', mainstayId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    });
    return reply.ok(removed, FACILITY_TEXT.removed);
  });
};
