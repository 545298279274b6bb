// Government staff read an enterprise's uploads (uploads.ts), but not the files of its drafts: a
// draft is hidden from staff (a draft filing, a form record saved and not submitted), and so are
// the files it holds until a record staff see holds them too. Each domain that keeps uploaded files
// in its records' values says where they are; records keep a file as its entry (SPEC §3 "Uploaded
// file entry"), found here by its URL or its stored name.
import { callPath, FILE_ENDPOINTS } from '@ent/core/contract';
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { containsPattern } from '../../db/like';
import type { Database } from '../../db/schema';

export interface UploadedFileRow {
  id: number;
  storedName: string;
  mainstayId: number;
}

/** Whether a record staff may see holds the file, and whether a draft does. */
export type FileUses = (file: UploadedFileRow) => Promise<{ shown: boolean; draft: boolean }>;

/** Whether the JSON of `column` holds the file's entry: its URL (the path ends it) or its stored name. */
export function holdsFile(column: RawBuilder<unknown>, file: UploadedFileRow): RawBuilder<SqlBool> {
  const text = sql`cast(${column} as text)`;
  // The URL's path followed by the closing quote, so that file 12 is not found in file 123's URL.
  const url = containsPattern(`${callPath(FILE_ENDPOINTS.file, '', { id: file.id })}"`);
  return sql<SqlBool>`(${text} like ${url} or ${text} like ${containsPattern(file.storedName)})`;
}

/** The tables whose rows belong to an enterprise (mainstay_id), the ones records can be. */
type EnterpriseTable = {
  [T in keyof Database & string]: Database[T] extends { mainstay_id: unknown } ? T : never;
}[keyof Database & string];

/** A domain's table of records that hold file entries, and its conditions for staff and drafts. */
export interface RecordsHoldingFiles<T extends EnterpriseTable> {
  table: T;
  /** The JSON column of the records' values. */
  values: keyof Database[T] & string;
  /** A record government staff see. */
  shown: RawBuilder<SqlBool>;
  /** A draft, hidden from staff. */
  draft: RawBuilder<SqlBool>;
}

/** The FileUses of one domain's records: among the enterprise's records holding the file. */
export function fileUsesOf<T extends EnterpriseTable>(db: Kysely<Database>, records: RecordsHoldingFiles<T>): FileUses {
  return async (file) => {
    const { rows } = await sql<{ shown: boolean | null; draft: boolean | null }>`
      select bool_or(${records.shown}) as shown, bool_or(${records.draft}) as draft
      from ${sql.table(records.table)}
      where mainstay_id = ${file.mainstayId} and ${holdsFile(sql.ref(records.values), file)}`.execute(db);
    return { shown: rows[0]?.shown === true, draft: rows[0]?.draft === true };
  };
}
