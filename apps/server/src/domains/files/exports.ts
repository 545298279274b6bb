// Export files (Excel) for the two download helpers of SPEC §7: sent directly as the answer to a
// form-encoded POST, or saved under DATA_DIR/export and fetched once through /common/download.

import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SERVER_TEXT } from '@ent/core/messages';
import ExcelJS from 'exceljs';
import type { DatabaseHandle } from '../../db/database';

export interface SheetSpec {
  sheet: string;
  columns: Array<{ header: string; key: string; width?: number }>;
  rows: Array<Record<string, unknown>>;
}

/** A stored export's name: a random id, then the name the user will see. */
const EXPORT_NAME = /^[0-9a-f]{32}_[^/\\]{1,120}$/;

export function isExportName(name: string): boolean {
  return EXPORT_NAME.test(name) && !name.includes('..');
}

/** The name a downloaded export is saved under (without the random prefix). */
export function displayName(name: string): string {
  return name.slice(name.indexOf('_') + 1);
}

export function createExportStore(handle: DatabaseHandle, dataDir: string) {
  const dir = join(dataDir, 'export');
  mkdirSync(dir, { recursive: true });

  return {
    dir,

    async workbook(spec: SheetSpec): Promise<Buffer> {
      const book = new ExcelJS.Workbook();
      book.creator = SERVER_TEXT.documentCreator;
      const sheet = book.addWorksheet(spec.sheet);
      sheet.columns = spec.columns;
      sheet.getRow(1).font = { bold: true };
      for (const row of spec.rows) sheet.addRow(row);
      return Buffer.from(await book.xlsx.writeBuffer());
    },

    async save(userId: number, shownName: string, content: Buffer): Promise<string> {
      const safe = shownName.replace(/[/\\\0]/g, '_').slice(0, 100);
      const name = `${randomUUID().replace(/-/g, '')}_${safe}`;
      await writeFile(join(dir, name), content);
      await handle.db.insertInto('export_file').values({ file_name: name, user_id: userId }).execute();
      return name;
    },

    /**
     * An export too large to hold in memory: `write` writes it to the path given (e.g. with exceljs's
     * streaming writer); answers its name for /common/download.
     */
    async saveStreamed(userId: number, shownName: string, write: (path: string) => Promise<void>): Promise<string> {
      const safe = shownName.replace(/[/\\\0]/g, '_').slice(0, 100);
      const name = `${randomUUID().replace(/-/g, '')}_${safe}`;
      const path = join(dir, name);
      try {
        await write(path);
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      await handle.db.insertInto('export_file').values({ file_name: name, user_id: userId }).execute();
      return name;
    },

    /** The stored export of this user, or null (unknown, another user's, or gone from disk). */
    async find(name: string, userId: number, isAdmin: boolean): Promise<string | null> {
      if (!isExportName(name)) return null;
      const row = await handle.db
        .selectFrom('export_file')
        .select('user_id')
        .where('file_name', '=', name)
        .executeTakeFirst();
      if (!row || (row.user_id !== userId && !isAdmin)) return null;
      const path = join(dir, name);
      return (await stat(path).catch(() => null))?.isFile() ? path : null;
    },

    async remove(name: string): Promise<void> {
      await handle.db.deleteFrom('export_file').where('file_name', '=', name).execute();
      await rm(join(dir, name), { force: true });
    },
  };
}

export type ExportStore = ReturnType<typeof createExportStore>;
