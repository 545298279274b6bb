// Energy body facilities (SPEC §2 /dataAdministration/energyBody and addEnergyBody): list, read,
// add, change and delete the caller's enterprise's facilities. An enterprise account only ever sees
// and changes its own rows (another enterprise's id answers notFound, never its data); government
// staff read every enterprise's, and change none.
import { isGovernmentStaff } from '@ent/core/auth';
import { FACILITY_ENDPOINTS as ENDPOINTS, FACILITY_PERMISSIONS, type FacilityRow } from '@ent/core/contract';
import { DICT_TYPES } from '@ent/core/dict';
import { formatTime } from '@ent/core/format';
import { FACILITY_TEXT } from '@ent/core/messages';
import { cityName } from '@ent/core/validate';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { containsPattern } from '../../db/like';
import { pageOf } from '../../db/paging';
import type { Database } from '../../db/schema';
import { ownEnterprise } from '../../http/accessPlugin';
import type { ServerPrincipal } from '../../http/context';
import { enterpriseRowsFor } from '../../http/enterpriseScope';
import { ClientError } from '../../http/errors';
import { route, withMessage } from '../../http/route';
import type { DictionaryStore } from '../dict/store';

const numberOrNull = (value: string | null): number | null => (value === null ? null : Number(value));

export const facilitiesPlugin: FastifyPluginAsync<{ handle: DatabaseHandle; dictionaries: DictionaryStore }> = async (
  app,
  { handle, dictionaries },
) => {
  const db = handle.db;

  /** Type and status are values of their dictionaries (a facility keeps the ones it has). */
  const checkValues = async (
    body: { facilityType: string; status: string },
    current?: { facility_type: string; status: string },
  ) => {
    await dictionaries.require(
      DICT_TYPES.facilityType,
      body.facilityType,
      FACILITY_TEXT.fields.facilityType,
      current?.facility_type,
    );
    await dictionaries.require(DICT_TYPES.facilityStatus, body.status, FACILITY_TEXT.fields.status, current?.status);
  };

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

  /** The rows the caller may read: its enterprise's, or those of the staff member's data scope. */
  const readable = async (principal: ServerPrincipal) =>
    facilityQuery().where(
      await enterpriseRowsFor(app, principal, FACILITY_PERMISSIONS.list, {
        mainstay: 'f.mainstay_id',
        city: 'e.city_code',
      }),
    );

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

  route(app, ENDPOINTS.list, async ({ principal, body: query }) => {
    let filtered = await readable(principal);
    if (query.name) filtered = filtered.where('f.name', 'ilike', containsPattern(query.name));
    if (query.facilityType) filtered = filtered.where('f.facility_type', '=', query.facilityType);
    if (query.status) filtered = filtered.where('f.status', '=', query.status);
    if (query.cityCode) filtered = filtered.where('f.city_code', '=', query.cityCode);
    if (query.mainstayId && isGovernmentStaff(principal))
      filtered = filtered.where('f.mainstay_id', '=', query.mainstayId);
    return pageOf(db, filtered, query, (rows) => rows.orderBy('f.update_time', 'desc').orderBy('f.id', 'desc'), toRow);
  });

  route(app, ENDPOINTS.get, async ({ principal, body: { id } }) => {
    const row = await (await readable(principal)).where('f.id', '=', id).executeTakeFirst();
    if (!row) throw new ClientError('notFound', FACILITY_TEXT.missing);
    return toRow(row);
  });

  route(app, ENDPOINTS.add, async ({ principal, body }) => {
    const mainstayId = ownEnterprise(principal, FACILITY_TEXT.enterpriseOnly);
    await checkValues(body);
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
    return withMessage(toRow(row), FACILITY_TEXT.added);
  });

  route(app, ENDPOINTS.update, async ({ principal, body }) => {
    const mainstayId = ownEnterprise(principal, FACILITY_TEXT.enterpriseOnly);
    const row = await db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('facility')
        .select(['id', 'facility_type', 'status'])
        .where('id', '=', body.id)
        .where('mainstay_id', '=', mainstayId)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw new ClientError('notFound', FACILITY_TEXT.missing);
      await checkValues(body, current);
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
    return withMessage(toRow(row), FACILITY_TEXT.saved);
  });

  route(app, ENDPOINTS.remove, async ({ principal, body }) => {
    const mainstayId = ownEnterprise(principal, FACILITY_TEXT.enterpriseOnly);
    const ids = [...new Set(body.ids)];
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
    return withMessage(removed, FACILITY_TEXT.removed);
  });
};
