// The footer's downloadable files (SPEC §7 "Download-file lookup"): stored under DATA_DIR/jsedc,
// served at /data/jsedc/{name}. The user manual and the browser explanation are generated from the
// project's own docs until an administrator replaces them; the Chrome installer must be uploaded.
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOWNLOAD_CODE, type DownloadCode, type DownloadFileInfo } from '@ent/core/api';
import { formatTime } from '@ent/core/format';
import { SHELL_TEXT } from '@ent/core/messages';
import type { DatabaseHandle } from '../../db/database';
import { markdownToDocx } from './markdownDocx';

export const DOCS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../../../docs');

/** What each code holds, which extensions it takes and, for generated ones, its source doc. */
export const DOWNLOADS: Record<
  DownloadCode,
  { title: string; shownName: string; extensions: string[]; maxMb: number; source?: { doc: string; fileName: string } }
> = {
  [DOWNLOAD_CODE.manual]: {
    title: SHELL_TEXT.manual,
    shownName: `${SHELL_TEXT.manual}.docx`,
    extensions: ['docx', 'doc', 'pdf'],
    maxMb: 50,
    source: { doc: 'USER_MANUAL.md', fileName: 'user-manual.docx' },
  },
  [DOWNLOAD_CODE.browserGuide]: {
    title: SHELL_TEXT.browserGuide,
    shownName: `${SHELL_TEXT.browserGuide}.docx`,
    extensions: ['docx', 'doc', 'pdf'],
    maxMb: 50,
    source: { doc: 'BROWSERS.md', fileName: 'browser-guide.docx' },
  },
  [DOWNLOAD_CODE.chrome]: { title: SHELL_TEXT.chrome, shownName: 'ChromeSetup.exe', extensions: ['exe'], maxMb: 300 },
};

export function createDownloads(handle: DatabaseHandle, dataDir: string) {
  const dir = join(dataDir, 'jsedc');
  mkdirSync(dir, { recursive: true });
  const { db } = handle;

  const toInfo = (row: {
    code: string;
    title: string;
    file_name: string | null;
    original_name: string | null;
    update_time: Date;
  }): DownloadFileInfo => ({
    code: row.code,
    title: row.title,
    fileName: row.file_name && existsSync(join(dir, row.file_name)) ? row.file_name : null,
    originalName: row.original_name,
    updateTime: formatTime(row.update_time),
  });

  return {
    dir,

    /**
     * Writes the generated documents an administrator has not replaced, when missing or older
     * than the doc they come from.
     */
    async ensureGenerated(): Promise<void> {
      for (const [code, spec] of Object.entries(DOWNLOADS)) {
        if (!spec.source) continue;
        const row = await db.selectFrom('download_file').selectAll().where('code', '=', code).executeTakeFirst();
        if (!row || row.updated_by !== null) continue;
        const docPath = join(DOCS_DIR, spec.source.doc);
        if (!existsSync(docPath)) continue;
        const target = join(dir, spec.source.fileName);
        const fresh =
          existsSync(target) &&
          statSync(target).mtimeMs >= statSync(docPath).mtimeMs &&
          row.file_name === spec.source.fileName;
        if (fresh) continue;
        await writeFile(target, await markdownToDocx(await readFile(docPath, 'utf8'), spec.title));
        await db
          .updateTable('download_file')
          .set({ file_name: spec.source.fileName, original_name: spec.shownName, update_time: new Date() })
          .where('code', '=', code)
          .execute();
      }
    },

    async info(code: DownloadCode): Promise<DownloadFileInfo | null> {
      const row = await db.selectFrom('download_file').selectAll().where('code', '=', code).executeTakeFirst();
      return row ? toInfo(row) : null;
    },

    async list(): Promise<DownloadFileInfo[]> {
      return (await db.selectFrom('download_file').selectAll().orderBy('code').execute()).map(toInfo);
    },

    /** Records a replacement already written to `storedName` under the folder. */
    async replace(
      code: DownloadCode,
      storedName: string,
      originalName: string,
      userId: number,
    ): Promise<DownloadFileInfo> {
      const previous = await db
        .selectFrom('download_file')
        .select('file_name')
        .where('code', '=', code)
        .executeTakeFirst();
      await db
        .updateTable('download_file')
        .set({ file_name: storedName, original_name: originalName, update_time: new Date(), updated_by: userId })
        .where('code', '=', code)
        .execute();
      if (previous?.file_name && previous.file_name !== storedName)
        await rm(join(dir, previous.file_name), { force: true });
      const info = await this.info(code);
      if (!info) throw new Error(`download code ${code} vanished`);
      return info;
    },

    /** The stored file behind a public name, with the name to save it under. */
    async open(fileName: string) {
      if (!/^[A-Za-z0-9._-]{1,120}$/.test(fileName) || fileName.startsWith('.')) return null;
      const row = await db
        .selectFrom('download_file')
        .select(['original_name'])
        .where('file_name', '=', fileName)
        .executeTakeFirst();
      const path = join(dir, fileName);
      if (!row || !existsSync(path)) return null;
      return { stream: createReadStream(path), size: statSync(path).size, shownName: row.original_name ?? fileName };
    },
  };
}

export type Downloads = ReturnType<typeof createDownloads>;
