// 操作对象 as a reader of the log knows them: the records' names beside their ids. The log keeps
// the ids it was written with (the hash chain covers them); names are looked up when a record is
// opened, so a record renamed since shows its name of today, and one deleted since says so. A
// delete also keeps its targets' names as they were just before (namesOfTargets, recorder.ts),
// which is all that is left of them afterwards.
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

interface TargetRecord {
  module: string;
  path: string;
  targetIds: string;
}

/** Where a record's targets are named, when they are ids of records with names. */
function namedTargets(record: TargetRecord): { ids: string[]; where: NamedRecords } | null {
  const ids = record.targetIds.split(',').filter((id) => id !== '');
  const where = TARGETS.find(
    (target) => target.module === record.module && (!target.path || target.path.test(record.path)),
  )?.records;
  if (ids.length === 0 || !where || !ids.every((id) => INTEGER.test(id))) return null;
  return { ids, where };
}

/** Each target's name as shown (an account's login name masked when it is a phone), by id. */
export async function namesOfTargets(db: Kysely<Database>, record: TargetRecord): Promise<Map<string, string>> {
  const targets = namedTargets(record);
  if (!targets) return new Map();
  const { ids, where } = targets;
  const { rows } = await sql<{ id: string; name: string; alias: string | null }>`
    SELECT ${sql.ref(where.id)}::text AS id, ${where.name} AS name, ${where.alias ?? sql`NULL`} AS alias
    FROM ${sql.table(where.table)} WHERE ${sql.ref(where.id)} = ANY(${ids.map(Number)}::bigint[])`.execute(db);
  return new Map(
    rows.map((row) => [row.id, row.alias ? OPERLOG_TEXT.accountName(row.name, shownAlias(row.alias)) : row.name]),
  );
}

/** The names kept with a record (its target_names column), by id. */
function keptNames(json: string): Map<string, string> {
  if (!json) return new Map();
  try {
    const kept: unknown = JSON.parse(json);
    if (typeof kept !== 'object' || kept === null) return new Map();
    return new Map(Object.entries(kept).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return new Map();
  }
}

/**
 * The targets of one record, named where the module's records have names ('' when there are none):
 * by today's name, else by the name kept when it was deleted.
 */
export async function describeTargets(
  db: Kysely<Database>,
  record: TargetRecord & { targetNames: string },
): Promise<string> {
  const targets = namedTargets(record);
  if (!targets) return '';
  const live = await namesOfTargets(db, record);
  const kept = keptNames(record.targetNames);
  // A target gone without a name kept here (a change made before its delete): the name its delete kept.
  const unnamed = targets.ids.filter((id) => !live.has(id) && !kept.has(id));
  if (unnamed.length > 0) {
    const deletes = await db
      .selectFrom('oper_log')
      .select(['target_names', 'path'])
      .where('module', '=', record.module)
      .where('target_names', '<>', '')
      .where(sql<boolean>`string_to_array(target_ids, ',') && ${unnamed}::text[]`)
      .orderBy('id', 'desc')
      .execute();
    // Only deletes of the same kind of record (a module may have several: 字典类型 and 字典数据).
    const sameKind = deletes.filter((row) => namedTargets({ ...record, path: row.path })?.where === targets.where);
    for (const row of sameKind)
      for (const [id, name] of keptNames(row.target_names))
        if (!kept.has(id) && unnamed.includes(id)) kept.set(id, name);
  }
  return OPERLOG_TEXT.targetList(
    targets.ids.map((id) => {
      const name = live.get(id);
      if (name !== undefined) return OPERLOG_TEXT.targetNamed(name, id);
      const keptName = kept.get(id);
      return keptName === undefined ? OPERLOG_TEXT.targetGone(id) : OPERLOG_TEXT.targetNamedGone(keptName, id);
    }),
  );
}
