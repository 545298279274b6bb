// The user export, written row by row with exceljs's streaming writer and read in pages of 1,000 by
// id: a province's 100,000 accounts never sit in memory at once. Its columns are the import
// template's, in the same order and with the same values (labels, department name, credit code,
// post and role codes), so the file can be edited and imported back.
import { SERVER_TEXT, USER_TEXT as T } from '@ent/core/messages';
import ExcelJS from 'exceljs';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { toUserRow, type userRows } from './accounts';
import { USER_SHEET_COLUMNS, type UserSheetColumn } from './sheet';

const PAGE = 1000;

type UserQuery = ReturnType<typeof userRows>;

const WIDTHS: Partial<Record<UserSheetColumn, number>> = { dept: 24, creditCode: 24, email: 24, remark: 30 };

/** Each account's codes (posts or roles) joined as the import reads them. */
async function codesOf(
  db: Kysely<Database>,
  link: 'user_post' | 'user_role',
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows =
    link === 'user_post'
      ? await db
          .selectFrom('user_post as l')
          .innerJoin('post as x', 'x.id', 'l.post_id')
          .select(['l.user_id', 'x.code'])
          .where('l.user_id', 'in', ids)
          .orderBy('x.code')
          .execute()
      : await db
          .selectFrom('user_role as l')
          .innerJoin('role as x', 'x.id', 'l.role_id')
          .select(['l.user_id', 'x.code'])
          .where('l.user_id', 'in', ids)
          .orderBy('x.code')
          .execute();
  const codes = new Map<number, string[]>();
  for (const row of rows) codes.set(row.user_id, [...(codes.get(row.user_id) ?? []), row.code]);
  return new Map([...codes].map(([id, list]) => [id, list.join(',')]));
}

export async function writeUserExport(
  path: string,
  db: Kysely<Database>,
  after: (lastId: number) => UserQuery,
  /** The 用户性别 dictionary's labels by value; the seeded ones when not given. */
  sexes: Readonly<Record<string, string>> = T.sexes,
): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true, useSharedStrings: false });
  book.creator = SERVER_TEXT.documentCreator;
  const sheet = book.addWorksheet(T.title);
  sheet.columns = USER_SHEET_COLUMNS.map((key) => ({ header: T.columns[key], key, width: WIDTHS[key] ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  // A department name that two departments share would be ambiguous on import: such a department
  // is written as its number (which the import reads, as its message suggests).
  const sharedNames = new Set(
    (await db.selectFrom('dept').select('name').groupBy('name').having(sql`count(*)`, '>', 1).execute()).map(
      (row) => row.name,
    ),
  );
  let last = 0;
  for (;;) {
    const rows = await after(last).select('e.credit_code').orderBy('u.id').limit(PAGE).execute();
    const ids = rows.map((row) => row.id);
    const [posts, roles] = await Promise.all([codesOf(db, 'user_post', ids), codesOf(db, 'user_role', ids)]);
    for (const stored of rows) {
      // Exported phones are masked as in the list: a file travels further than a screen (the import
      // reads an account's own masked phone as unchanged).
      const row = toUserRow(stored);
      const values: Record<UserSheetColumn, string> = {
        userName: row.userName,
        nickName: row.nickName,
        userType: T.userTypes[row.userType],
        dept: row.userType !== '2' ? '' : sharedNames.has(row.deptName) ? String(row.deptId ?? '') : row.deptName,
        creditCode: row.userType === '1' ? (stored.credit_code ?? '') : '',
        phone: row.phonenumber,
        email: row.email,
        sex: sexes[row.sex] ?? row.sex,
        status: T.statuses[row.status],
        posts: posts.get(row.userId) ?? '',
        roles: roles.get(row.userId) ?? '',
        remark: stored.remark ?? '',
      };
      sheet.addRow(values).commit();
    }
    if (rows.length < PAGE) break;
    last = rows[rows.length - 1]?.id ?? last;
  }
  sheet.commit();
  await book.commit();
}
