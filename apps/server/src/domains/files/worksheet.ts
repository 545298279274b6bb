// The first worksheet of an uploaded .xlsx, for the imports (users, map data). An .xlsx is a zip:
// anything else (a renamed .xls, a CSV, a picture) is refused before parsing, with the importing
// page's own message.
import ExcelJS from 'exceljs';
import { ClientError } from '../../http/errors';

export async function loadWorksheet(file: Buffer, notXlsx: string): Promise<ExcelJS.Worksheet> {
  if (file.length < 4 || file.readUInt32LE(0) !== 0x04034b50) throw new ClientError('badRequest', notXlsx);
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new ClientError('badRequest', notXlsx);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new ClientError('badRequest', notXlsx);
  return sheet;
}

/** The sheet's rows as the text each cell shows, heading row first; at most `limit` rows. */
export function worksheetTable(sheet: ExcelJS.Worksheet, limit: number): string[][] {
  const rows: string[][] = [];
  for (let number = 1; number <= Math.min(sheet.rowCount, limit); number += 1) {
    const row = sheet.getRow(number);
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(row.getCell(column).text.trim());
    rows.push(cells);
  }
  return rows;
}
