// 代码生成 (/code/gen): tables imported from the platform's business tables (catalog.ts) or created
// from CREATE TABLE text (read by core's parser, never run), their columns' settings, the preview of
// the form they make and 生成表单, which saves it as a draft in 表单定义 through the form service's
// own draft saving. Every write is recorded by the route layer's operation log.
import {
  duplicateFieldNames,
  GEN_ENDPOINTS as ENDPOINTS,
  type GenColumnRow,
  type GenTableDetail,
  type GenTableRow,
} from '@ent/core/contract';
import { formatTime } from '@ent/core/format';
import {
  defaultColumn,
  defaultTable,
  formColumns,
  formFromTable,
  type GenColumnSettings,
  type GenHtmlType,
  type GenQueryType,
  type GenValueType,
  parseCreateTable,
  type SourceTable,
} from '@ent/core/gen';
import { GEN_TEXT as T } from '@ent/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import type { Selectable, Transaction } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { containsPattern } from '../../db/like';
import { pageOf } from '../../db/paging';
import type { Database, GenTableColumnTable, GenTableTable } from '../../db/schema';
import { ClientError } from '../../http/errors';
import { route } from '../../http/route';
import { insertDraft } from '../forms/store';
import { createCatalog } from './catalog';

type TableRow = Selectable<GenTableTable>;
type ColumnRow = Selectable<GenTableColumnTable>;

const toTableRow = (row: TableRow): GenTableRow => ({
  tableId: row.id,
  tableName: row.table_name,
  tableComment: row.table_comment,
  formTitle: row.form_title,
  formKey: row.form_key,
  columnsPerRow: row.columns_per_row === 2 ? 2 : 1,
  source: row.source,
  remark: row.remark,
  createTime: formatTime(row.create_time),
  updateTime: formatTime(row.update_time),
});

const toColumnRow = (row: ColumnRow): GenColumnRow => ({
  columnId: row.id,
  columnName: row.column_name,
  columnComment: row.column_comment,
  columnType: row.column_type,
  fieldName: row.field_name,
  label: row.label,
  valueType: row.value_type as GenValueType,
  htmlType: row.html_type as GenHtmlType,
  dictType: row.dict_type,
  isPk: row.is_pk,
  required: row.is_required,
  isForm: row.is_form,
  isList: row.is_list,
  queryType: row.query_type as GenQueryType,
  defaultValue: row.default_value,
  sort: row.sort,
});

const columnValues = (tableId: number, column: GenColumnSettings) => ({
  table_id: tableId,
  column_name: column.columnName,
  column_comment: column.columnComment,
  column_type: column.columnType,
  field_name: column.fieldName,
  label: column.label,
  value_type: column.valueType,
  html_type: column.htmlType,
  dict_type: column.dictType,
  is_pk: column.isPk,
  is_required: column.required,
  is_form: column.isForm,
  is_list: column.isList,
  query_type: column.queryType,
  default_value: column.defaultValue,
  sort: column.sort,
});

/** Two columns never share a field name: the later ones get a number (name2, name3). */
function withUniqueFields(columns: GenColumnSettings[], taken: Set<string> = new Set()): GenColumnSettings[] {
  return columns.map((column) => {
    let name = column.fieldName;
    for (let n = 2; taken.has(name); n += 1) name = `${column.fieldName.slice(0, 60)}${n}`;
    taken.add(name);
    return { ...column, fieldName: name };
  });
}

export const genPlugin: FastifyPluginAsync<{ handle: DatabaseHandle }> = async (app, { handle }) => {
  const { db } = handle;
  const catalog = createCatalog(handle);

  const byId = async (id: number) => {
    const row = await db.selectFrom('gen_table').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ClientError('notFound', T.tableMissing);
    return row;
  };
  const columnsOf = async (tableId: number) =>
    db
      .selectFrom('gen_table_column')
      .selectAll()
      .where('table_id', '=', tableId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  const detail = async (id: number): Promise<GenTableDetail> => {
    const table = await byId(id);
    return { table: toTableRow(table), columns: (await columnsOf(id)).map(toColumnRow) };
  };
  const imported = async (names: string[]) =>
    names.length === 0
      ? []
      : (await db.selectFrom('gen_table').select('table_name').where('table_name', 'in', names).execute()).map(
          (row) => row.table_name,
        );

  /** Saves a table read from the database or from SQL with its columns' first settings. */
  const insertTable = async (
    trx: Transaction<Database>,
    source: SourceTable,
    kind: 'db' | 'sql',
    username: string,
  ): Promise<TableRow> => {
    const settings = defaultTable(source);
    const row = await trx
      .insertInto('gen_table')
      .values({
        table_name: source.name,
        table_comment: settings.tableComment,
        source: kind,
        form_title: settings.formTitle,
        form_key: settings.formKey,
        columns_per_row: settings.columnsPerRow,
        create_by: username,
        update_by: username,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const columns = withUniqueFields(source.columns.map((column, index) => defaultColumn(column, index + 1)));
    if (columns.length > 0)
      await trx
        .insertInto('gen_table_column')
        .values(columns.map((column) => columnValues(row.id, column)))
        .execute();
    return row;
  };

  route(app, ENDPOINTS.list, async ({ query }) => {
    let filtered = db.selectFrom('gen_table').selectAll();
    if (query.tableName) filtered = filtered.where('table_name', 'ilike', containsPattern(query.tableName));
    if (query.tableComment) filtered = filtered.where('table_comment', 'ilike', containsPattern(query.tableComment));
    return pageOf(db, filtered, query, (rows) => rows.orderBy('id', 'desc'), toTableRow);
  });

  route(app, ENDPOINTS.dbList, async ({ query }) => {
    const tables = await catalog.tables();
    const done = new Set(await imported(tables.map((table) => table.name)));
    const name = query.tableName?.toLowerCase();
    const comment = query.tableComment;
    const rows = tables
      .filter((table) => !done.has(table.name))
      .map((table) => ({ tableName: table.name, tableComment: T.tableNameOf(table.name, table.comment) }))
      .filter(
        (table) => (!name || table.tableName.includes(name)) && (!comment || table.tableComment.includes(comment)),
      );
    const start = (query.pageNum - 1) * query.pageSize;
    return { total: rows.length, rows: rows.slice(start, start + query.pageSize) };
  });

  route(app, ENDPOINTS.importTable, async ({ principal, body }) => {
    const names = [...new Set(body.tables)];
    const sources = await Promise.all(names.map((name) => catalog.table(name)));
    const unknown = names.filter((_name, index) => sources[index] === null);
    if (unknown.length > 0) throw new ClientError('badRequest', T.unknownTable(unknown));
    const already = await imported(names);
    if (already.length > 0) throw new ClientError('badRequest', T.alreadyImported(already));
    await db.transaction().execute(async (trx) => {
      for (const source of sources) if (source) await insertTable(trx, source, 'db', principal.username);
    });
    return names.length;
  });

  route(app, ENDPOINTS.createTable, async ({ principal, body }) => {
    const parsed = parseCreateTable(body.sql);
    if (!parsed.ok) throw new ClientError('badRequest', parsed.message);
    const already = await imported(parsed.tables.map((table) => table.name));
    if (already.length > 0) throw new ClientError('badRequest', T.alreadyImported(already));
    const rows = await db.transaction().execute(async (trx) => {
      const saved: TableRow[] = [];
      for (const table of parsed.tables) saved.push(await insertTable(trx, table, 'sql', principal.username));
      return saved;
    });
    return rows.map(toTableRow);
  });

  route(app, ENDPOINTS.get, async ({ params }) => detail(params.tableId));

  route(app, ENDPOINTS.update, async ({ principal, body }) => {
    const table = await byId(body.tableId);
    const current = await columnsOf(table.id);
    const ids = new Set(current.map((column) => column.id));
    if (body.columns.some((column) => !ids.has(column.columnId))) throw new ClientError('badRequest', T.unknownColumns);
    const twice = duplicateFieldNames(body.columns);
    if (twice.length > 0) throw new ClientError('badRequest', T.duplicateFields(twice));
    const dictTypes = [...new Set(body.columns.map((column) => column.dictType).filter(Boolean))];
    if (dictTypes.length > 0) {
      const known = new Set(
        (await db.selectFrom('dict_type').select('type').where('type', 'in', dictTypes).execute()).map(
          (row) => row.type,
        ),
      );
      const missing = dictTypes.filter((type) => !known.has(type));
      if (missing.length > 0) throw new ClientError('badRequest', T.unknownDict(missing));
    }
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('gen_table')
        .set({
          table_comment: body.tableComment,
          form_title: body.formTitle,
          form_key: body.formKey,
          columns_per_row: body.columnsPerRow,
          remark: body.remark,
          update_by: principal.username,
          update_time: new Date(),
        })
        .where('id', '=', table.id)
        .execute();
      for (const column of body.columns)
        await trx
          .updateTable('gen_table_column')
          .set({
            field_name: column.fieldName,
            label: column.label,
            value_type: column.valueType,
            html_type: column.htmlType,
            dict_type: column.dictType,
            is_required: column.required,
            is_form: column.isForm,
            is_list: column.isList,
            query_type: column.queryType,
            sort: column.sort,
          })
          .where('id', '=', column.columnId)
          .where('table_id', '=', table.id)
          .execute();
    });
    return detail(table.id);
  });

  route(app, ENDPOINTS.remove, async ({ params }) => {
    const ids = params.tableIds.split(',').map(Number);
    const result = await db.deleteFrom('gen_table').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  });

  route(app, ENDPOINTS.synchDb, async ({ principal, params }) => {
    const table = await db
      .selectFrom('gen_table')
      .selectAll()
      .where('table_name', '=', params.tableName)
      .executeTakeFirst();
    if (!table) throw new ClientError('notFound', T.notImported(params.tableName));
    if (table.source !== 'db') throw new ClientError('badRequest', T.notFromDb);
    const source = await catalog.table(table.table_name);
    if (!source) throw new ClientError('badRequest', T.goneFromDb(table.table_name));
    const current = await columnsOf(table.id);
    const byName = new Map(current.map((column) => [column.column_name, column]));
    const kept = new Set(source.columns.map((column) => column.name));
    await db.transaction().execute(async (trx) => {
      const gone = current.filter((column) => !kept.has(column.column_name)).map((column) => column.id);
      if (gone.length > 0) await trx.deleteFrom('gen_table_column').where('id', 'in', gone).execute();
      const taken = new Set(current.filter((column) => kept.has(column.column_name)).map((c) => c.field_name));
      const fresh: GenColumnSettings[] = [];
      for (const [index, column] of source.columns.entries()) {
        const existing = byName.get(column.name);
        if (existing)
          await trx
            .updateTable('gen_table_column')
            .set({
              column_comment: column.comment,
              column_type: column.type,
              is_pk: column.primaryKey,
              default_value: column.defaultValue,
              sort: index + 1,
            })
            .where('id', '=', existing.id)
            .execute();
        else fresh.push(defaultColumn(column, index + 1));
      }
      const added = withUniqueFields(fresh, taken);
      if (added.length > 0)
        await trx
          .insertInto('gen_table_column')
          .values(added.map((column) => columnValues(table.id, column)))
          .execute();
      await trx
        .updateTable('gen_table')
        .set({ update_by: principal.username, update_time: new Date() })
        .where('id', '=', table.id)
        .execute();
    });
    return detail(table.id);
  });

  const definitionOf = async (tableId: number) => {
    const { table, columns } = await detail(tableId);
    return { table, columns, content: formFromTable(table, columns) };
  };

  route(app, ENDPOINTS.preview, async ({ params }) => {
    const { table, content } = await definitionOf(params.tableId);
    return { title: table.formTitle, formKey: table.formKey, content };
  });

  route(app, ENDPOINTS.genForm, async ({ principal, params }) => {
    const { table, columns, content } = await definitionOf(params.tableId);
    if (formColumns(columns).length === 0) throw new ClientError('badRequest', T.noFormColumns);
    const row = await insertDraft(db, {
      title: table.formTitle,
      formKey: table.formKey,
      content,
      createdBy: principal.userId,
    });
    return { definitionId: row.id, formKey: row.form_key, version: row.version, title: row.title };
  });
};
