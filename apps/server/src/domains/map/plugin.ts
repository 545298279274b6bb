// The map (SPEC §2, §3): features in an extent for the caller, one feature's details, and the map
// data staff manage (list, add, change, move, delete, import all-or-nothing, export). Writes are
// audited by the operation log recorder like every other.
import { isGovernmentStaff } from '@ent/core/auth';
import {
  MAP_ENDPOINTS as ENDPOINTS,
  MAP_SHEET_MEGABYTES,
  type MapFeatureCollection,
  type MapImportRowResult,
  type MapRow,
  type mapRowFilters,
} from '@ent/core/contract';
import { formatTime } from '@ent/core/format';
import { SUCCESS_CODE } from '@ent/core/http';
import { checkMapFeature, MAP_IMPORT_LIMIT, type MapFeatureValues, type MapKind, problemsOf } from '@ent/core/map';
import { MAP_TEXT, SERVER_TEXT } from '@ent/core/messages';
import { cityName } from '@ent/core/validate';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import { containsPattern } from '../../db/like';
import { pageOf } from '../../db/paging';
import type { Database, MapFeatureTable } from '../../db/schema';
import type { ServerPrincipal } from '../../http/context';
import { type DataScope, enterpriseCityInScope } from '../../http/dataScope';
import { ClientError } from '../../http/errors';
import { route, withMessage } from '../../http/route';
import { acceptUploads } from '../../http/uploadParsing';
import type { DictionaryStore } from '../dict/store';
import type { ExportStore } from '../files/exports';
import { loadWorksheet, worksheetTable } from '../files/worksheet';
import { readDetails } from './details';
import { createMapStore } from './featureStore';
import { extentOf, popupLabels } from './features';

type Stored = Selectable<MapFeatureTable> & { owner_name: string | null };
type Executor = Kysely<Database> | Transaction<Database>;

const toRow = (row: Stored): MapRow => ({
  id: row.id,
  name: row.name,
  ifUse: row.kind as MapKind,
  thisType: row.this_type,
  cityCode: row.city_code ?? '',
  cityName: cityName(row.city_code),
  longitude: row.longitude,
  latitude: row.latitude,
  path: row.path,
  contactName: row.contact_name,
  contactPhone: row.contact_phone,
  isPublic: row.is_public,
  remark: row.remark,
  ownerName: row.owner_name ?? '',
  updateTime: formatTime(row.updated_at),
});

/** The columns of a checked feature. */
export function storedValues(values: MapFeatureValues, username: string) {
  return {
    kind: values.ifUse,
    name: values.name,
    this_type: values.thisType,
    longitude: values.path ? null : values.longitude,
    latitude: values.path ? null : values.latitude,
    path: values.path ? JSON.stringify(values.path) : null,
    contact_name: values.contactName,
    contact_phone: values.contactPhone,
    is_public: values.isPublic,
    remark: values.remark,
    updated_by: username,
    ...extentOf(values),
  };
}

function checked(draft: Parameters<typeof checkMapFeature>[0]): MapFeatureValues {
  const result = checkMapFeature(draft);
  if (!result.ok) throw new ClientError('badRequest', problemsOf(result.errors));
  return result.values;
}

export const mapPlugin: FastifyPluginAsync<{
  handle: DatabaseHandle;
  exports: ExportStore;
  dictionaries: DictionaryStore;
  /** MAP_MEMORY_FEATURES: the most features the process keeps in memory. */
  memoryFeatures: number;
}> = async (app, { handle, exports, dictionaries, memoryFeatures }) => {
  await acceptUploads(app);
  const { db } = handle;

  const scopeFor = async (principal: ServerPrincipal): Promise<DataScope | null> =>
    isGovernmentStaff(principal) ? app.access.scope(principal) : null;

  // Answers come from the map the process keeps (featureStore.ts), made ready once the server is.
  const map = createMapStore(handle, {
    limit: memoryFeatures,
    head: `{"code":${JSON.stringify(SUCCESS_CODE)},"msg":${JSON.stringify(SERVER_TEXT.ok)},"data":{"type":"FeatureCollection","features":`,
    tail: '}}',
  });
  let warming: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    warming = popupLabels(dictionaries)
      .then((labels) => map.warm(labels))
      .catch((error: unknown) => app.log.warn({ err: error }, 'the map could not be read ahead'));
  });
  app.addHook('onClose', async () => warming);
  route(app, ENDPOINTS.features, async ({ principal, query, request, reply }) => {
    const [scope, labels] = await Promise.all([scopeFor(principal), popupLabels(dictionaries)]);
    const answer = await map.answer(principal, scope, query, labels);
    // A GET is never enveloped; should one be, the usual answer seals it.
    if (request.envelope) return (JSON.parse(answer.plain().toString()) as { data: MapFeatureCollection }).data;
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(answer.plain());
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  });

  route(app, ENDPOINTS.details, async ({ principal, query }) =>
    readDetails(handle, principal, await scopeFor(principal), query, await popupLabels(dictionaries)),
  );

  // Map data administration: staff's rows within their scope (a row's cities, or public ones).
  const inScope = (scope: DataScope, executor: Executor = db) => {
    const query = executor
      .selectFrom('map_feature as m')
      .leftJoin('enterprise as e', 'e.id', 'm.mainstay_id')
      .selectAll('m')
      .select('e.name as owner_name');
    return scope.all || scope.provinceWide ? query : query.where(enterpriseCityInScope(scope, 'm.city_code'));
  };
  const filtered = (scope: DataScope, filters: z.output<typeof mapRowFilters>) => {
    let query = inScope(scope);
    if (filters.name) query = query.where('m.name', 'ilike', containsPattern(filters.name));
    if (filters.ifUse) query = query.where('m.kind', '=', filters.ifUse);
    if (filters.cityCode) query = query.where('m.city_code', '=', filters.cityCode);
    return query;
  };
  const byId = async (scope: DataScope, id: number, executor: Executor = db) => {
    const row = await inScope(scope, executor).where('m.id', '=', id).executeTakeFirst();
    if (!row) throw new ClientError('notFound', MAP_TEXT.notFound);
    return row;
  };
  /** A city outside the caller's scope may not be written to. */
  const assertCity = (scope: DataScope, cityCode: string | null) => {
    if (scope.all || scope.provinceWide) return;
    if (!cityCode || !scope.cityCodes.includes(cityCode)) throw new ClientError('badRequest', MAP_TEXT.unknownCity);
  };

  route(app, ENDPOINTS.list, async ({ query, scope }) =>
    pageOf(
      db,
      filtered(await scope(), query),
      query,
      (rows) => rows.orderBy('m.updated_at', 'desc').orderBy('m.id', 'desc'),
      toRow,
    ),
  );

  route(app, ENDPOINTS.add, async ({ body, principal, scope }) => {
    const values = checked(body);
    const stored = storedValues(values, principal.username);
    const staffScope = await scope();
    assertCity(staffScope, stored.city_code);
    const { id } = await db.insertInto('map_feature').values(stored).returning('id').executeTakeFirstOrThrow();
    return withMessage(toRow(await byId(staffScope, id)), MAP_TEXT.saved);
  });

  route(app, ENDPOINTS.update, async ({ body, principal, scope }) => {
    const staffScope = await scope();
    await byId(staffScope, body.id);
    const stored = storedValues(checked(body), principal.username);
    assertCity(staffScope, stored.city_code);
    await db
      .updateTable('map_feature')
      .set({ ...stored, updated_at: new Date() })
      .where('id', '=', body.id)
      .execute();
    return withMessage(toRow(await byId(staffScope, body.id)), MAP_TEXT.saved);
  });

  route(app, ENDPOINTS.move, async ({ body, principal, scope }) => {
    const staffScope = await scope();
    const current = await byId(staffScope, body.id);
    if (current.kind === '4') throw new ClientError('badRequest', MAP_TEXT.pointNotNetwork);
    const values = checked({
      name: current.name,
      ifUse: current.kind,
      thisType: current.this_type,
      longitude: body.longitude,
      latitude: body.latitude,
      contactName: current.contact_name,
      contactPhone: current.contact_phone,
      isPublic: current.is_public,
      remark: current.remark,
    });
    const stored = storedValues(values, principal.username);
    assertCity(staffScope, stored.city_code);
    await db
      .updateTable('map_feature')
      .set({ ...stored, updated_at: new Date() })
      .where('id', '=', body.id)
      .execute();
    return withMessage(toRow(await byId(staffScope, body.id)), MAP_TEXT.moved);
  });

  route(app, ENDPOINTS.remove, async ({ params, scope }) => {
    const ids = params.ids.split(',').map(Number);
    const staffScope = await scope();
    return db.transaction().execute(async (trx) => {
      const rows = await inScope(staffScope, trx).where('m.id', 'in', ids).execute();
      // All or nothing: an id the caller may not see keeps the others too.
      if (rows.length !== new Set(ids).size) throw new ClientError('notFound', MAP_TEXT.notFound);
      const result = await trx.deleteFrom('map_feature').where('id', 'in', ids).executeTakeFirst();
      return withMessage(Number(result.numDeletedRows), MAP_TEXT.removed);
    });
  });

  route(app, ENDPOINTS.importSheet, async ({ request }) => {
    if (!request.isMultipart()) throw new ClientError('unsupportedMediaType');
    const maxBytes = MAP_SHEET_MEGABYTES * 1024 * 1024;
    let file: Buffer | null = null;
    try {
      for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 0 } })) {
        if (part.type === 'field') continue;
        file = await part.toBuffer();
        if (part.file.truncated) throw new ClientError('tooLarge', MAP_TEXT.importTooLarge(MAP_SHEET_MEGABYTES));
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new ClientError('tooLarge', MAP_TEXT.importTooLarge(MAP_SHEET_MEGABYTES));
      throw error;
    }
    if (!file || file.length === 0) throw new ClientError('badRequest', MAP_TEXT.importNoFile);
    const sheet = await loadWorksheet(file, MAP_TEXT.importNotXlsx);
    // The heading row and one more than may be imported, so the page can say there are too many.
    return { table: worksheetTable(sheet, MAP_IMPORT_LIMIT + 2) };
  });

  route(app, ENDPOINTS.import, async ({ body, principal, scope }) => {
    const staffScope = await scope();
    const results: MapImportRowResult[] = [];
    const accepted: ReturnType<typeof storedValues>[] = [];
    for (const [index, draft] of body.rows.entries()) {
      const rowNumber = draft.row ?? index + 1;
      const name = String(draft.name ?? '');
      const result = checkMapFeature(draft);
      if (!result.ok) {
        results.push({ row: rowNumber, name, ok: false, problem: problemsOf(result.errors) });
        continue;
      }
      const stored = storedValues(result.values, principal.username);
      try {
        assertCity(staffScope, stored.city_code);
      } catch (error) {
        results.push({ row: rowNumber, name, ok: false, problem: (error as Error).message });
        continue;
      }
      accepted.push(stored);
      results.push({ row: rowNumber, name, ok: true, problem: '' });
    }
    const refused = results.filter((r) => !r.ok).length;
    if (refused > 0 || body.dryRun) return { imported: 0, refused, rows: results };
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < accepted.length; start += 500)
        await trx
          .insertInto('map_feature')
          .values(accepted.slice(start, start + 500))
          .execute();
    });
    return withMessage({ imported: accepted.length, refused: 0, rows: results }, MAP_TEXT.importDone(accepted.length));
  });

  route(app, ENDPOINTS.export, async ({ query, principal, scope }) => {
    const rows = (
      await filtered(await scope(), query)
        .orderBy('m.id')
        .execute()
    ).map(toRow);
    const C = MAP_TEXT.columns;
    const workbook = await exports.workbook({
      sheet: MAP_TEXT.adminTitle,
      columns: [
        { header: C.name, key: 'name', width: 30 },
        { header: C.kind, key: 'kind', width: 12 },
        { header: C.thisType, key: 'thisType', width: 12 },
        { header: C.city, key: 'cityName', width: 12 },
        { header: MAP_TEXT.longitude, key: 'longitude', width: 14 },
        { header: MAP_TEXT.latitude, key: 'latitude', width: 14 },
        { header: C.contactName, key: 'contactName', width: 12 },
        { header: C.contactPhone, key: 'contactPhone', width: 16 },
        { header: C.isPublic, key: 'public', width: 8 },
        { header: C.owner, key: 'ownerName', width: 30 },
        { header: C.updateTime, key: 'updateTime', width: 20 },
      ],
      rows: rows.map((row) => ({
        ...row,
        kind: MAP_TEXT.kinds[row.ifUse],
        public: MAP_TEXT.publicValues[row.isPublic ? 'true' : 'false'],
      })),
    });
    return exports.save(principal.userId, MAP_TEXT.exportName, workbook);
  });
};
