// The user export, written row by row with exceljs's streaming writer and read in pages of 1,000 by
// id: a province's 100,000 accounts never sit in memory at once.
import { SERVER_TEXT, USER_TEXT as T } from '@ent/core/messages';
import ExcelJS from 'exceljs';
import { toUserRow, type userRows } from './accounts';

const PAGE = 1000;

type UserQuery = ReturnType<typeof userRows>;

export async function writeUserExport(
  path: string,
  after: (lastId: number) => UserQuery,
  /** The 用户性别 dictionary's labels by value; the seeded ones when not given. */
  sexes: Readonly<Record<string, string>> = T.sexes,
): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true, useSharedStrings: false });
  book.creator = SERVER_TEXT.documentCreator;
  const sheet = book.addWorksheet(T.title);
  const c = T.exportColumns;
  sheet.columns = [
    { header: c.userId, key: 'userId', width: 10 },
    { header: c.userName, key: 'userName', width: 18 },
    { header: c.nickName, key: 'nickName', width: 14 },
    { header: c.userType, key: 'userType', width: 10 },
    { header: c.dept, key: 'deptName', width: 24 },
    { header: c.enterprise, key: 'enterpriseName', width: 30 },
    { header: c.phone, key: 'phonenumber', width: 16 },
    { header: c.email, key: 'email', width: 24 },
    { header: c.sex, key: 'sex', width: 8 },
    { header: c.status, key: 'status', width: 8 },
    { header: c.createTime, key: 'createTime', width: 20 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let last = 0;
  for (;;) {
    const rows = await after(last).orderBy('u.id').limit(PAGE).execute();
    for (const stored of rows) {
      // Exported phones are masked as in the list: a file travels further than a screen.
      const row = toUserRow(stored);
      sheet
        .addRow({
          ...row,
          userType: T.userTypes[row.userType],
          sex: sexes[row.sex] ?? row.sex,
          status: T.statuses[row.status],
        })
        .commit();
    }
    if (rows.length < PAGE) break;
    last = rows[rows.length - 1]?.id ?? last;
  }
  sheet.commit();
  await book.commit();
}
