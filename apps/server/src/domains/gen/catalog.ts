// The platform's own tables as 代码生成 may import them: read from information_schema (and the
// comments from pg_catalog), the same on PGlite and PostgreSQL.
import type { SourceColumn, SourceTable } from '@ent/core/gen';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';

/**
 * The business tables staff may import, by name. An allow-list rather than a deny-list: a table a
 * later release adds (a new secret, token or log table) stays out until someone decides it holds
 * business data, instead of being offered until someone remembers to hide it. Never here: accounts
 * and their passwords (app_user, password_history, mfa_recovery_code), sessions and replay tokens
 * (auth_session, replay_nonce, captcha, sms_code, login_throttle), secrets (server_secret,
 * oauth_client), logs (oper_log, login_log, sys_job_log), roles and menus, the migrations' ledger,
 * and 代码生成's own tables.
 */
export const IMPORTABLE_TABLES: readonly string[] = [
  'enterprise',
  'facility',
  'project',
  'report_task',
  'bulletin',
  'news',
  'notice',
  'consulting_thread',
  'consulting_message',
  'map_feature',
  'dept',
  'post',
  'dict_type',
  'dict_data',
  'region_division',
  'sys_job',
];

interface ColumnRow {
  name: string;
  data_type: string;
  udt_name: string;
  length: number | null;
  precision: number | null;
  scale: number | null;
  is_nullable: string;
  column_default: string | null;
  is_identity: string;
  comment: string;
}

/** The SQL type as the generator keeps it: varchar(64), numeric(12,2), timestamptz, text[]. */
function typeOf(row: ColumnRow): string {
  switch (row.data_type) {
    case 'character varying':
      return row.length ? `varchar(${row.length})` : 'varchar';
    case 'character':
      return row.length ? `char(${row.length})` : 'char';
    case 'numeric':
      return row.precision ? `numeric(${row.precision},${row.scale ?? 0})` : 'numeric';
    case 'timestamp with time zone':
      return 'timestamptz';
    case 'timestamp without time zone':
      return 'timestamp';
    case 'ARRAY':
      return `${row.udt_name.replace(/^_/, '')}[]`;
    case 'USER-DEFINED':
      return row.udt_name;
    default:
      return row.data_type;
  }
}

/** A default that is a literal ('0'::text, 12.5, true), or null for expressions (now(), nextval). */
export function literalDefault(source: string | null): string | null {
  if (source === null) return null;
  const text = /^'((?:[^']|'')*)'(?:::[\w ]+)?$/.exec(source);
  if (text) return (text[1] ?? '').replace(/''/g, "'");
  const number = /^\(?(-?\d+(?:\.\d+)?)\)?(?:::[\w ]+)?$/.exec(source);
  if (number) return number[1] ?? null;
  if (source === 'true' || source === 'false') return source;
  return null;
}

export function createCatalog(handle: DatabaseHandle) {
  const { db } = handle;
  return {
    /** The importable tables that exist, with their comments. */
    async tables(): Promise<Array<{ name: string; comment: string }>> {
      const { rows } = await sql<{ name: string; comment: string }>`
        SELECT t.table_name AS name, coalesce(obj_description(c.oid, 'pg_class'), '') AS comment
        FROM information_schema.tables t
        JOIN pg_catalog.pg_namespace n ON n.nspname = t.table_schema
        JOIN pg_catalog.pg_class c ON c.relnamespace = n.oid AND c.relname = t.table_name
        WHERE t.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
          AND t.table_name IN (${sql.join(IMPORTABLE_TABLES)})
        ORDER BY t.table_name`.execute(db);
      return rows;
    },

    /** One importable table with its columns, or null when it is not one. */
    async table(name: string): Promise<SourceTable | null> {
      if (!IMPORTABLE_TABLES.includes(name)) return null;
      const found = (await this.tables()).find((table) => table.name === name);
      if (!found) return null;
      const { rows } = await sql<ColumnRow>`
        SELECT col.column_name AS name, col.data_type, col.udt_name,
               col.character_maximum_length::int AS length, col.numeric_precision::int AS precision,
               col.numeric_scale::int AS scale, col.is_nullable, col.column_default, col.is_identity,
               coalesce(col_description(c.oid, col.ordinal_position::int), '') AS comment
        FROM information_schema.columns col
        JOIN pg_catalog.pg_namespace n ON n.nspname = col.table_schema
        JOIN pg_catalog.pg_class c ON c.relnamespace = n.oid AND c.relname = col.table_name
        WHERE col.table_schema = current_schema() AND col.table_name = ${name}
        ORDER BY col.ordinal_position`.execute(db);
      const { rows: keys } = await sql<{ name: string }>`
        SELECT k.column_name AS name
        FROM information_schema.table_constraints tc
        JOIN information_schema.key_column_usage k
          ON k.constraint_name = tc.constraint_name AND k.constraint_schema = tc.constraint_schema
         AND k.table_name = tc.table_name
        WHERE tc.constraint_type = 'PRIMARY KEY' AND tc.table_schema = current_schema()
          AND tc.table_name = ${name}`.execute(db);
      const primary = new Set(keys.map((key) => key.name));
      const columns: SourceColumn[] = rows.map((row) => ({
        name: row.name,
        type: typeOf(row),
        comment: row.comment,
        notNull: row.is_nullable === 'NO',
        primaryKey: primary.has(row.name),
        autoIncrement: row.is_identity === 'YES' || /^nextval\(/.test(row.column_default ?? ''),
        defaultValue: literalDefault(row.column_default),
      }));
      return { name, comment: found.comment, columns };
    },
  };
}

export type Catalog = ReturnType<typeof createCatalog>;
