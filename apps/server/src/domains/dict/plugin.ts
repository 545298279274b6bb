// 字典管理: dictionaries (/system/dict/type), their values (/system/dict/data) and SPEC §3's
// dict-items over the same tables. Built-in dictionaries keep their code and stay; a value records
// use keeps its key and stays; every save drops this process's cache (the others follow in 5 s).
import {
  type DictDataRow,
  type DictItem,
  type DictTypeRow,
  type dictDataCreateRequest,
  type dictDataFilters,
  type dictTypeFilters,
  DICT_ENDPOINTS as ENDPOINTS,
} from '@ent/core/contract';
import { formatTime } from '@ent/core/format';
import { DICT_TEXT as T } from '@ent/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import { containsPattern } from '../../db/like';
import { pageOf } from '../../db/paging';
import type { Database, DictDataTable, DictTypeTable } from '../../db/schema';
import { ClientError } from '../../http/errors';
import { route } from '../../http/route';
import type { ExportStore } from '../files/exports';
import { clearDictionaryCaches, type DictionaryStore } from './store';
import { valueUsage } from './usage';

type StoredType = Selectable<DictTypeTable>;
type StoredData = Selectable<DictDataTable>;

const typeName = (row: StoredType) => row.name || T.typeNames[row.type] || row.type;

const toTypeRow = (row: StoredType): DictTypeRow => ({
  dictId: row.id,
  dictName: typeName(row),
  dictType: row.type,
  status: row.status,
  builtin: row.builtin,
  remark: row.remark ?? '',
  updateBy: row.updated_by ?? '',
  updateTime: formatTime(row.updated_at),
  createTime: formatTime(row.created_at),
});

const toDataRow = (row: StoredData): DictDataRow => ({
  dictCode: row.id,
  dictType: row.dict_type,
  dictLabel: row.label,
  dictValue: row.value,
  dictSort: row.sort,
  isDefault: row.is_default,
  status: row.status,
  listClass: row.list_class,
  cssClass: row.css_class ?? '',
  remark: row.remark ?? '',
  updateBy: row.updated_by ?? '',
  updateTime: formatTime(row.updated_at),
});

const toItem = (row: StoredData): DictItem => ({
  id: row.id,
  dictCode: row.dict_type,
  dictValue: row.value,
  dictLabel: row.label,
});

interface DataValues {
  dict_type: string;
  label: string;
  value: string;
  sort: number;
  is_default?: boolean;
  status?: '0' | '1';
  list_class?: DictDataRow['listClass'];
  css_class?: string;
  remark?: string;
}

/** The dictionary's values, written the same way by the page's calls and by dict-items. */
function createValues(db: Kysely<Database>) {
  const typeOf = async (trx: Kysely<Database>, type: string) => {
    const row = await trx.selectFrom('dict_type').selectAll().where('type', '=', type).executeTakeFirst();
    if (!row) throw new ClientError('badRequest', T.unknownType(type));
    return row;
  };
  const byId = async (trx: Kysely<Database>, id: number) => {
    const row = await trx.selectFrom('dict_data').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ClientError('notFound', T.dataNotFound);
    return row;
  };
  const refuseTaken = async (trx: Kysely<Database>, type: string, value: string, except?: number) => {
    let query = trx.selectFrom('dict_data').select('id').where('dict_type', '=', type).where('value', '=', value);
    if (except !== undefined) query = query.where('id', '<>', except);
    if (await query.executeTakeFirst()) throw new ClientError('badRequest', T.valueTaken(value));
  };
  const refuseUsed = async (trx: Kysely<Database>, row: StoredData) => {
    const used = await valueUsage(trx, row.dict_type, row.value);
    if (used) throw new ClientError('badRequest', T.inUse(row.label, used.where, used.count));
  };
  /** One default per dictionary: choosing one clears the others. */
  const keepOneDefault = async (trx: Kysely<Database>, type: string, id: number) => {
    await trx
      .updateTable('dict_data')
      .set({ is_default: false })
      .where('dict_type', '=', type)
      .where('id', '<>', id)
      .execute();
  };

  return {
    byId: (id: number) => byId(db, id),
    add: (values: DataValues, by: string) =>
      db.transaction().execute(async (trx) => {
        await typeOf(trx, values.dict_type);
        await refuseTaken(trx, values.dict_type, values.value);
        const row = await trx
          .insertInto('dict_data')
          .values({ ...values, updated_by: by })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (row.is_default) await keepOneDefault(trx, row.dict_type, row.id);
        clearDictionaryCaches();
        return row;
      }),
    update: (id: number, values: DataValues, by: string) =>
      db.transaction().execute(async (trx) => {
        const current = await byId(trx, id);
        await typeOf(trx, values.dict_type);
        // Records hold the key: it stays (and the value stays in its dictionary) while any does.
        if (current.value !== values.value || current.dict_type !== values.dict_type) await refuseUsed(trx, current);
        await refuseTaken(trx, values.dict_type, values.value, id);
        const row = await trx
          .updateTable('dict_data')
          .set({ ...values, updated_at: new Date(), updated_by: by })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (row.is_default) await keepOneDefault(trx, row.dict_type, row.id);
        clearDictionaryCaches();
        return row;
      }),
    /** All or nothing: one value in use keeps the others too. */
    remove: (ids: number[]) =>
      db.transaction().execute(async (trx) => {
        const rows = await trx.selectFrom('dict_data').selectAll().where('id', 'in', ids).execute();
        if (rows.length === 0) throw new ClientError('notFound', T.dataNotFound);
        for (const row of rows) await refuseUsed(trx, row);
        const result = await trx.deleteFrom('dict_data').where('id', 'in', ids).executeTakeFirst();
        clearDictionaryCaches();
        return Number(result.numDeletedRows);
      }),
  };
}

export const dictPlugin: FastifyPluginAsync<{
  handle: DatabaseHandle;
  exports: ExportStore;
  dictionaries: DictionaryStore;
}> = async (app, { handle, exports, dictionaries }) => {
  const { db } = handle;
  const values = createValues(db);

  const filteredTypes = (filters: z.output<typeof dictTypeFilters>) => {
    let query = db.selectFrom('dict_type').selectAll();
    if (filters.dictName) query = query.where('name', 'ilike', containsPattern(filters.dictName));
    if (filters.dictType) query = query.where('type', 'ilike', containsPattern(filters.dictType));
    if (filters.status) query = query.where('status', '=', filters.status);
    return query;
  };
  const filteredData = (filters: z.output<typeof dictDataFilters>) => {
    let query = db.selectFrom('dict_data').selectAll().where('dict_type', '=', filters.dictType);
    if (filters.dictLabel) query = query.where('label', 'ilike', containsPattern(filters.dictLabel));
    if (filters.status) query = query.where('status', '=', filters.status);
    return query;
  };
  const typeById = async (id: number) => {
    const row = await db.selectFrom('dict_type').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ClientError('notFound', T.typeNotFound);
    return row;
  };
  const refuseTypeTaken = async (type: string, except?: number) => {
    let query = db.selectFrom('dict_type').select('id').where('type', '=', type);
    if (except !== undefined) query = query.where('id', '<>', except);
    if (await query.executeTakeFirst()) throw new ClientError('badRequest', T.typeTaken(type));
  };

  route(app, ENDPOINTS.typeList, ({ query }) =>
    pageOf(db, filteredTypes(query), query, (rows) => rows.orderBy('id'), toTypeRow),
  );

  route(app, ENDPOINTS.typeOptions, async () =>
    (await db.selectFrom('dict_type').selectAll().orderBy('id').execute()).map(toTypeRow),
  );

  route(app, ENDPOINTS.typeGet, async ({ params }) => toTypeRow(await typeById(params.id)));

  route(app, ENDPOINTS.typeAdd, async ({ body, principal }) => {
    await refuseTypeTaken(body.dictType);
    const row = await db
      .insertInto('dict_type')
      .values({
        name: body.dictName,
        type: body.dictType,
        status: body.status,
        remark: body.remark,
        updated_by: principal.username,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toTypeRow(row);
  });

  route(app, ENDPOINTS.typeUpdate, async ({ body, principal }) => {
    const current = await typeById(body.dictId);
    if (current.builtin && body.dictType !== current.type)
      throw new ClientError('badRequest', T.builtinType(typeName(current)));
    if (body.dictType !== current.type) await refuseTypeTaken(body.dictType, current.id);
    // The values move with a changed code (ON UPDATE CASCADE).
    const row = await db
      .updateTable('dict_type')
      .set({
        name: body.dictName,
        type: body.dictType,
        status: body.status,
        remark: body.remark,
        updated_at: new Date(),
        updated_by: principal.username,
      })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    clearDictionaryCaches();
    return toTypeRow(row);
  });

  route(app, ENDPOINTS.typeRemove, async ({ params }) => {
    const ids = params.ids.split(',').map(Number);
    return db.transaction().execute(async (trx) => {
      const types = await trx.selectFrom('dict_type').selectAll().where('id', 'in', ids).execute();
      if (types.length === 0) throw new ClientError('notFound', T.typeNotFound);
      const builtin = types.find((row) => row.builtin);
      if (builtin) throw new ClientError('badRequest', T.builtinType(typeName(builtin)));
      const codes = types.map((row) => row.type);
      for (const row of await trx.selectFrom('dict_data').selectAll().where('dict_type', 'in', codes).execute()) {
        const used = await valueUsage(trx, row.dict_type, row.value);
        const type = types.find((candidate) => candidate.type === row.dict_type);
        if (used && type)
          throw new ClientError('badRequest', T.typeInUse(typeName(type), row.label, used.where, used.count));
      }
      await trx.deleteFrom('dict_data').where('dict_type', 'in', codes).execute();
      const result = await trx.deleteFrom('dict_type').where('id', 'in', ids).executeTakeFirst();
      clearDictionaryCaches();
      return Number(result.numDeletedRows);
    });
  });

  route(app, ENDPOINTS.refreshCache, async () => {
    clearDictionaryCaches();
    return null;
  });

  route(app, ENDPOINTS.typeExport, async ({ query, principal }) => {
    const rows = (await filteredTypes(query).orderBy('id').execute()).map(toTypeRow);
    const workbook = await exports.workbook({
      sheet: T.title,
      columns: [
        { header: T.name, key: 'dictName', width: 24 },
        { header: T.type, key: 'dictType', width: 28 },
        { header: T.status, key: 'status', width: 10 },
        { header: T.builtin, key: 'builtin', width: 10 },
        { header: T.remark, key: 'remark', width: 40 },
        { header: T.createTime, key: 'createTime', width: 20 },
      ],
      rows: rows.map((row) => ({
        ...row,
        status: T.statuses[row.status],
        builtin: T.builtinValues[row.builtin ? 'true' : 'false'],
      })),
    });
    return exports.save(principal.userId, T.typesExportName, workbook);
  });

  route(app, ENDPOINTS.dataList, ({ query }) =>
    pageOf(db, filteredData(query), query, (rows) => rows.orderBy('sort').orderBy('id'), toDataRow),
  );

  route(app, ENDPOINTS.dataGet, async ({ params }) => toDataRow(await values.byId(params.id)));

  route(app, ENDPOINTS.dataByType, async ({ params }) => dictionaries.options(params.type));

  const dataValues = (body: z.output<typeof dictDataCreateRequest>): DataValues => ({
    dict_type: body.dictType,
    label: body.dictLabel,
    value: body.dictValue,
    sort: body.dictSort,
    is_default: body.isDefault,
    status: body.status,
    list_class: body.listClass,
    css_class: body.cssClass,
    remark: body.remark,
  });

  route(app, ENDPOINTS.dataAdd, async ({ body, principal }) =>
    toDataRow(await values.add(dataValues(body), principal.username)),
  );

  route(app, ENDPOINTS.dataUpdate, async ({ body, principal }) =>
    toDataRow(await values.update(body.dictCode, dataValues(body), principal.username)),
  );

  route(app, ENDPOINTS.dataRemove, ({ params }) => values.remove(params.ids.split(',').map(Number)));

  route(app, ENDPOINTS.dataExport, async ({ query, principal }) => {
    const type = await db.selectFrom('dict_type').selectAll().where('type', '=', query.dictType).executeTakeFirst();
    if (!type) throw new ClientError('badRequest', T.unknownType(query.dictType));
    const rows = (await filteredData(query).orderBy('sort').orderBy('id').execute()).map(toDataRow);
    const workbook = await exports.workbook({
      sheet: T.dataTitle,
      columns: [
        { header: T.label, key: 'dictLabel', width: 24 },
        { header: T.value, key: 'dictValue', width: 24 },
        { header: T.sort, key: 'dictSort', width: 10 },
        { header: T.isDefault, key: 'isDefault', width: 10 },
        { header: T.status, key: 'status', width: 10 },
        { header: T.listClass, key: 'listClass', width: 10 },
        { header: T.remark, key: 'remark', width: 40 },
      ],
      rows: rows.map((row) => ({
        ...row,
        isDefault: T.builtinValues[row.isDefault ? 'true' : 'false'],
        status: T.statuses[row.status],
        listClass: T.listClasses[row.listClass],
      })),
    });
    return exports.save(principal.userId, T.dataExportName(typeName(type)), workbook);
  });

  route(app, ENDPOINTS.items, async ({ query }) => {
    let filtered = db.selectFrom('dict_data').selectAll().where('status', '=', '0');
    if (query.dictCode) filtered = filtered.where('dict_type', '=', query.dictCode);
    if (query.dictLabel) filtered = filtered.where('label', 'ilike', containsPattern(query.dictLabel));
    if (query.dictValue) filtered = filtered.where('value', '=', query.dictValue);
    if (query.queryMode === 'list') {
      const rows = await filtered.orderBy('dict_type').orderBy('sort').orderBy('id').limit(5000).execute();
      return rows.map(toItem);
    }
    return pageOf(db, filtered, query, (rows) => rows.orderBy('dict_type').orderBy('sort').orderBy('id'), toItem);
  });

  route(app, ENDPOINTS.itemAdd, async ({ body, principal }) =>
    toItem(
      await values.add(
        { dict_type: body.dictCode, label: body.dictLabel, value: body.dictValue, sort: body.sort },
        principal.username,
      ),
    ),
  );

  route(app, ENDPOINTS.itemUpdate, async ({ params, body, principal }) => {
    const current = await values.byId(params.id);
    return toItem(
      await values.update(
        params.id,
        { dict_type: current.dict_type, label: body.dictLabel, value: body.dictValue, sort: body.sort },
        principal.username,
      ),
    );
  });

  route(app, ENDPOINTS.itemRemove, ({ params }) => values.remove([params.id]));
};
