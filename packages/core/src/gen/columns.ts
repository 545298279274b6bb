// 代码生成's column settings: what a table's column becomes in a generated form. A column read from
// the database or from a CREATE TABLE statement (SourceColumn) gets its defaults here: the value
// type and display type from its SQL type and name, required from NOT NULL, and the primary key and
// bookkeeping columns (id, create_time, del_flag…) left out of the form.
import { DICT_TYPES } from '../dict/dictRules';
import { GEN_TEXT } from '../messages/gen';

/** How a value is kept (RuoYi's javaType): decides the number control's precision and the list's format. */
export const GEN_VALUE_TYPES = ['string', 'integer', 'decimal', 'boolean', 'date', 'datetime'] as const;
export type GenValueType = (typeof GEN_VALUE_TYPES)[number];

/** The form control a column is shown with (RuoYi's htmlType, plus number). */
export const GEN_HTML_TYPES = [
  'input',
  'textarea',
  'number',
  'select',
  'radio',
  'checkbox',
  'date',
  'datetime',
  'upload',
  'editor',
] as const;
export type GenHtmlType = (typeof GEN_HTML_TYPES)[number];

/** Display types whose options come from a dictionary. */
export const GEN_OPTION_TYPES: readonly GenHtmlType[] = ['select', 'radio', 'checkbox'];

/** How a column is searched in the list ('' not searched). */
export const GEN_QUERY_TYPES = ['', 'EQ', 'NE', 'GT', 'GTE', 'LT', 'LTE', 'LIKE', 'BETWEEN'] as const;
export type GenQueryType = (typeof GEN_QUERY_TYPES)[number];

/** Table and column names: letters, digits and underscores, not starting with a digit. */
export const GEN_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
/** A field's name in the form (its __vModel__). */
export const GEN_FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
/** Most columns a table brings into the generator. */
export const GEN_MAX_COLUMNS = 200;

/** A column as the database or a CREATE TABLE statement describes it. */
export interface SourceColumn {
  name: string;
  /** The SQL type as written, lower case, with its length or precision: varchar(64), numeric(12,2). */
  type: string;
  comment: string;
  notNull: boolean;
  primaryKey: boolean;
  autoIncrement: boolean;
  /** The literal default ('0', '1.5'), or null when none or not a literal (now()). */
  defaultValue: string | null;
}

export interface SourceTable {
  name: string;
  comment: string;
  columns: SourceColumn[];
}

/** What the generator keeps of a column, and what staff change on /gen/edit/{tableId}. */
export interface GenColumnSettings {
  columnName: string;
  columnComment: string;
  columnType: string;
  /** The field's name in the form (__vModel__). */
  fieldName: string;
  /** The field's label. */
  label: string;
  valueType: GenValueType;
  htmlType: GenHtmlType;
  dictType: string;
  isPk: boolean;
  required: boolean;
  /** Shown in the form. */
  isForm: boolean;
  /** Shown in the list. */
  isList: boolean;
  queryType: GenQueryType;
  defaultValue: string | null;
  sort: number;
}

/** The generation settings of a table (生成信息). */
export interface GenTableSettings {
  tableName: string;
  tableComment: string;
  formTitle: string;
  formKey: string;
  /** Fields per row: 1 (span 24) or 2 (span 12). */
  columnsPerRow: 1 | 2;
}

/** Bookkeeping columns: filled by the platform, never typed into a form or shown in a list. */
const BOOKKEEPING = new Set([
  'create_by',
  'create_time',
  'created_at',
  'created_by',
  'create_date',
  'creator',
  'update_by',
  'update_time',
  'updated_at',
  'updated_by',
  'update_date',
  'updater',
  'del_flag',
  'deleted',
  'is_deleted',
  'version',
  'revision',
  'tenant_id',
]);

export function isBookkeeping(column: string): boolean {
  return BOOKKEEPING.has(column.toLowerCase());
}

/** facility_type → facilityType; a name starting with a digit gets an f in front. */
export function fieldNameOf(column: string): string {
  const parts = column
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const joined = parts
    .map((part, index) => (index === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('');
  const name = /^[0-9]/.test(joined) ? `f${joined}` : joined || 'field';
  return name.slice(0, 63);
}

/** The form key a table's generated form is saved under: gen-{table name}, lower case. */
export function formKeyOf(table: string): string {
  const body = table
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `gen-${body || 'table'}`.slice(0, 60).replace(/-+$/, '');
}

/** The SQL type's base name and its numbers: numeric(12,2) → numeric, [12, 2]. */
export function splitType(type: string): { base: string; args: number[]; array: boolean } {
  const lower = type.trim().toLowerCase();
  const array = lower.endsWith('[]');
  const match = /^([a-z_][a-z0-9_ ]*?)\s*(?:\(([^)]*)\))?\s*(?:unsigned|signed|zerofill|\s)*(?:\[\])?$/.exec(
    array ? lower.slice(0, -2) : lower,
  );
  const base = (match?.[1] ?? lower).trim().replace(/\s+/g, ' ');
  const args = (match?.[2] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
  return { base, args, array };
}

const INTEGER = new Set([
  'tinyint',
  'smallint',
  'mediumint',
  'int',
  'integer',
  'bigint',
  'int2',
  'int4',
  'int8',
  'serial',
  'serial2',
  'serial4',
  'serial8',
  'smallserial',
  'bigserial',
  'year',
]);
const DECIMAL = new Set([
  'decimal',
  'numeric',
  'dec',
  'float',
  'float4',
  'float8',
  'double',
  'double precision',
  'real',
  'money',
  'number',
]);
const BOOLEAN = new Set(['bool', 'boolean']);
const DATE = new Set(['date']);
const DATETIME = new Set([
  'datetime',
  'timestamp',
  'timestamptz',
  'timestamp with time zone',
  'timestamp without time zone',
  'smalldatetime',
  'datetime2',
]);
/** Long text whatever its name. PostgreSQL's plain text is the usual string type: its name decides. */
const LONG_TEXT = new Set(['mediumtext', 'longtext', 'clob', 'ntext', 'json', 'jsonb', 'xml']);
/** Names of columns that hold prose. */
const PROSE_NAME =
  /(^|_)(content|description|desc|remark|remarks|summary|note|notes|detail|details|intro|introduction|resume|memo|opinion|reason)$/;
const BINARY = new Set(['blob', 'mediumblob', 'longblob', 'bytea', 'binary', 'varbinary', 'image']);

/** A varchar this long or longer is a textarea (RuoYi's rule). */
const TEXTAREA_LENGTH = 500;

/** The value type of a SQL type. */
export function valueTypeOf(type: string): GenValueType {
  const { base, args, array } = splitType(type);
  if (array) return 'string';
  if (base === 'tinyint' && args[0] === 1) return 'boolean';
  if (base === 'bit' && (args[0] ?? 1) === 1) return 'boolean';
  if (INTEGER.has(base)) return 'integer';
  if (DECIMAL.has(base)) return 'decimal';
  if (BOOLEAN.has(base)) return 'boolean';
  if (DATE.has(base)) return 'date';
  if (DATETIME.has(base)) return 'datetime';
  return 'string';
}

/** The display type a column gets before staff choose: from its SQL type, then its name. */
export function htmlTypeOf(column: Pick<SourceColumn, 'name' | 'type'>): GenHtmlType {
  const { base, args } = splitType(column.type);
  const name = column.name.toLowerCase();
  const valueType = valueTypeOf(column.type);
  if (/(^|_)(image|img|photo|picture|file|attachment|avatar)s?$/.test(name)) return 'upload';
  if (valueType === 'integer' || valueType === 'decimal') return 'number';
  if (valueType === 'boolean') return 'radio';
  if (valueType === 'date') return 'date';
  if (valueType === 'datetime') return 'datetime';
  if (BINARY.has(base)) return 'upload';
  const longText =
    LONG_TEXT.has(base) || (args[0] ?? 0) >= TEXTAREA_LENGTH || (base === 'text' && PROSE_NAME.test(name));
  if (longText && !/^(character|char|bpchar)$/.test(base)) return /content$/.test(name) ? 'editor' : 'textarea';
  if (/(^|_)(status|sex|gender)$/.test(name) || /^is_|_flag$/.test(name)) return 'radio';
  if (/^(char|character|bpchar)$/.test(base) && (args[0] ?? 1) === 1) return 'radio';
  if (/(^|_)(type|kind|category)$/.test(name)) return 'select';
  return 'input';
}

/** The dictionary a column's options come from before staff choose, when its name says. */
export function dictTypeOf(column: Pick<SourceColumn, 'name' | 'type'>, htmlType: GenHtmlType): string {
  if (!GEN_OPTION_TYPES.includes(htmlType)) return '';
  const name = column.name.toLowerCase();
  if (/(^|_)(sex|gender)$/.test(name)) return DICT_TYPES.sex;
  if (/(^|_)status$/.test(name)) return DICT_TYPES.normalDisable;
  if (htmlType === 'radio') return DICT_TYPES.yesNo;
  return '';
}

/** The settings a column starts with when its table is imported or created. */
export function defaultColumn(column: SourceColumn, sort: number): GenColumnSettings {
  const htmlType = htmlTypeOf(column);
  const bookkeeping = isBookkeeping(column.name);
  const hidden = column.primaryKey || bookkeeping;
  const name = column.name.toLowerCase();
  const queryType: GenQueryType = hidden
    ? ''
    : /(name|title)$/.test(name)
      ? 'LIKE'
      : GEN_OPTION_TYPES.includes(htmlType)
        ? 'EQ'
        : '';
  return {
    columnName: column.name,
    columnComment: column.comment,
    columnType: column.type,
    fieldName: fieldNameOf(column.name),
    label: GEN_TEXT.labelOf(column.name, column.comment),
    valueType: valueTypeOf(column.type),
    htmlType,
    dictType: dictTypeOf(column, htmlType),
    isPk: column.primaryKey,
    required: column.notNull && !hidden && column.defaultValue === null,
    isForm: !hidden,
    isList: !hidden && !['textarea', 'editor', 'upload'].includes(htmlType),
    queryType,
    defaultValue: column.defaultValue,
    sort,
  };
}

/** The settings a table starts with. */
export function defaultTable(table: Pick<SourceTable, 'name' | 'comment'>): GenTableSettings {
  const comment = GEN_TEXT.tableNameOf(table.name, table.comment);
  return {
    tableName: table.name,
    tableComment: comment,
    formTitle: GEN_TEXT.formTitleOf(comment),
    formKey: formKeyOf(table.name),
    columnsPerRow: 1,
  };
}
