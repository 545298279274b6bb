// 操作对象 as a reader of the log knows them: the records' names beside their ids. The log keeps
// the ids it was written with (the hash chain covers them); names are looked up when a record is
// opened, so a record renamed since shows its name of today, and one deleted since says so.
import type { Feature } from '@ent/core/contract';
import { OPERLOG_TEXT } from '@ent/core/messages';
import { maskPhone, PHONE_PATTERN } from '@ent/core/validate';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';

interface NamedRecords {
  table: keyof Database;
  id: string;
  name: RawBuilder<string>;
  /** A second name shown in brackets (an account's login name). */
  alias?: RawBuilder<string>;
}

const named = (table: keyof Database, id: string, name: string, alias?: string): NamedRecords => ({
  table,
  id,
  name: sql<string>`${sql.ref(name)}::text`,
  ...(alias ? { alias: sql<string>`${sql.ref(alias)}::text` } : {}),
});

/** Where each module's targets are, by module and, where a module has several kinds, by path. */
const TARGETS: Array<{ module: Feature; path?: RegExp; records: NamedRecords }> = [
  { module: 'user', records: named('app_user', 'id', 'full_name', 'username') },
  { module: 'role', records: named('role', 'id', 'name') },
  { module: 'dept', records: named('dept', 'id', 'name') },
  { module: 'post', records: named('post', 'id', 'name') },
  { module: 'menu', records: named('menu', 'id', 'title') },
  { module: 'dict', path: /\/dict\/type\b/, records: named('dict_type', 'id', 'name') },
  { module: 'dict', path: /\/dict\/data\b/, records: named('dict_data', 'id', 'label') },
  { module: 'config', records: named('sys_parameter', 'id', 'name') },
  { module: 'notices', records: named('notice', 'notice_id', 'notice_title') },
  { module: 'news', records: named('news', 'news_id', 'title') },
  { module: 'filings', records: named('project', 'id', 'name') },
  { module: 'facilities', records: named('facility', 'id', 'name') },
  { module: 'map', records: named('map_feature', 'id', 'name') },
  { module: 'job', records: named('sys_job', 'id', 'name') },
  { module: 'mainstay', records: named('enterprise', 'id', 'name') },
];

const INTEGER = /^\d{1,15}$/;

/** An account's login name may be its phone: masked, as lists of people show it. */
const shownAlias = (alias: string) => (PHONE_PATTERN.test(alias) ? maskPhone(alias) : alias);

/** The targets of one record, named where the module's records have names; '' when there are none. */
export async function describeTargets(
  db: Kysely<Database>,
  record: { module: string; path: string; targetIds: string },
): Promise<string> {
  const ids = record.targetIds.split(',').filter((id) => id !== '');
  const where = TARGETS.find(
    (target) => target.module === record.module && (!target.path || target.path.test(record.path)),
  )?.records;
  if (ids.length === 0 || !where || !ids.every((id) => INTEGER.test(id))) return '';
  const { rows } = await sql<{ id: string; name: string; alias: string | null }>`
    SELECT ${sql.ref(where.id)}::text AS id, ${where.name} AS name, ${where.alias ?? sql`NULL`} AS alias
    FROM ${sql.table(where.table)} WHERE ${sql.ref(where.id)} = ANY(${ids.map(Number)}::bigint[])`.execute(db);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return OPERLOG_TEXT.targetList(
    ids.map((id) => {
      const row = byId.get(id);
      if (!row) return OPERLOG_TEXT.targetGone(id);
      const name = row.alias ? OPERLOG_TEXT.accountName(row.name, shownAlias(row.alias)) : row.name;
      return OPERLOG_TEXT.targetNamed(name, id);
    }),
  );
}
