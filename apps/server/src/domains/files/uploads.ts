// Files uploaded through the forms (SPEC §7 general upload and attachment upload): stored under
// DATA_DIR/uploads with names of our own, their metadata in the database, and served only to the
// uploader's enterprise and to government staff.

import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isGovernmentStaff } from '@ent/core/auth';
import { API_PREFIX, callPath, FILE_ENDPOINTS } from '@ent/core/contract';
import { UPLOAD_TEXT } from '@ent/core/messages';
import { extensionOf } from '@ent/core/upload';
import type { MultipartFile } from '@fastify/multipart';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { ServerPrincipal } from '../../http/context';
import type { DataScope } from '../../http/dataScope';
import { ClientError } from '../../http/errors';
import { contentMatches, mimeOf } from './fileTypes';
import type { FileUses } from './fileUses';

/** What the server takes whatever a form's accept list says (each checked against its content). */
export const UPLOAD_EXTENSIONS = ['pdf', 'jpg', 'png', 'gif', 'doc', 'docx', 'xls', 'xlsx', 'zip', 'txt', 'csv'];
/** The server's own ceiling; forms set smaller limits, checked in the browser (SPEC §5). */
export const UPLOAD_MAX_MB = 100;
export const UPLOAD_MAX_FILES = 5;

export interface StoredFile {
  id: number;
  name: string;
  fileName: string;
  url: string;
  alifileUrl: string;
}

export function fileUrl(id: number): string {
  return `${API_PREFIX}${callPath(FILE_ENDPOINTS.file, '', { id })}`;
}

/** A temporary upload older than this was left by a process that ended mid-upload. */
export const STALE_PART_MS = 60 * 60 * 1000;

/**
 * Removes the temporary files of uploads cut off by a crash (never served: a row names a file only
 * after its rename). Young ones may be another process's upload in progress on a shared DATA_DIR.
 */
export function removeStaleParts(dir: string, now = Date.now()): number {
  let removed = 0;
  for (const name of readdirSync(dir)) {
    if (!name.startsWith('.') || !name.endsWith('.part')) continue;
    const path = join(dir, name);
    if (now - statSync(path).mtimeMs < STALE_PART_MS) continue;
    rmSync(path, { force: true });
    removed += 1;
  }
  return removed;
}

/**
 * `uses`: where the domains keep uploaded files in their records (fileUses.ts), so that staff are
 * not served the files of a draft.
 */
export function createUploads(handle: DatabaseHandle, dataDir: string, quotaBytes: number, uses: FileUses[] = []) {
  const dir = join(dataDir, 'uploads');
  mkdirSync(dir, { recursive: true });
  removeStaleParts(dir);
  const { db } = handle;

  return {
    dir,

    /** Streams one part to disk, checks it, and records it; refused files leave nothing behind. */
    async store(part: MultipartFile, principal: ServerPrincipal, kind: 'general' | 'attachment'): Promise<StoredFile> {
      // Browsers write a '"' of the file name as %22 in multipart/form-data (HTML's form
      // submission algorithm; CR and LF as %0D and %0A, which are not kept in a name anyway).
      const original = part.filename
        .replace(/%22/g, '"')
        .normalize('NFC')
        .replace(/[\\/\0]/g, '_')
        .trim();
      if (!original || original.length > 200) throw new ClientError('badRequest', UPLOAD_TEXT.badName);
      const ext = extensionOf(original);
      if (!UPLOAD_EXTENSIONS.includes(ext))
        throw new ClientError('badRequest', UPLOAD_TEXT.wrongType(UPLOAD_EXTENSIONS));
      const storedName = `${randomUUID()}.${ext}`;
      const temporary = join(dir, `.${storedName}.part`);
      try {
        await pipeline(part.file, createWriteStream(temporary));
        if (part.file.truncated) throw new ClientError('tooLarge', UPLOAD_TEXT.tooLarge(UPLOAD_MAX_MB, 'MB'));
        const { size } = await stat(temporary);
        if (size === 0) throw new ClientError('badRequest', UPLOAD_TEXT.emptyFile);
        const head = Buffer.alloc(8);
        const file = await open(temporary, 'r');
        await file.read(head, 0, 8, 0).finally(() => file.close());
        if (!contentMatches(ext, head)) throw new ClientError('badRequest', UPLOAD_TEXT.wrongContent);
        if (principal.mainstayId !== null) {
          const { used } = await db
            .selectFrom('upload_file')
            .select(sql<string>`coalesce(sum(size), 0)`.as('used'))
            .where('mainstay_id', '=', principal.mainstayId)
            .executeTakeFirstOrThrow();
          if (Number(used) + size > quotaBytes)
            throw new ClientError('tooLarge', UPLOAD_TEXT.quotaExceeded(Math.round(quotaBytes / 1024 / 1024)));
        }
        await rename(temporary, join(dir, storedName));
        const { id } = await db
          .insertInto('upload_file')
          .values({
            owner_id: principal.userId,
            mainstay_id: principal.mainstayId,
            original_name: original,
            stored_name: storedName,
            ext,
            mime: mimeOf(ext),
            size,
            kind,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id, name: original, fileName: storedName, url: fileUrl(id), alifileUrl: fileUrl(id) };
      } finally {
        await rm(temporary, { force: true });
      }
    },

    /**
     * The file if this caller may see it: its uploader, the same enterprise, or government staff
     * whose data scope holds the enterprise that uploaded it (`scope`, asked for staff only; a file
     * no enterprise uploaded is staff's own), unless only the enterprise's drafts hold it.
     */
    async open(id: number, principal: ServerPrincipal, scope: () => Promise<DataScope>) {
      const row = await db
        .selectFrom('upload_file as f')
        .leftJoin('enterprise as e', 'e.id', 'f.mainstay_id')
        .selectAll('f')
        .select('e.city_code')
        .where('f.id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const staffMayRead = async () => {
        const mainstayId = row.mainstay_id;
        if (mainstayId === null) return true;
        const seen = await scope();
        const inScope =
          seen.all || seen.provinceWide || (row.city_code !== null && seen.cityCodes.includes(row.city_code));
        if (!inScope) return false;
        const found = await Promise.all(uses.map((use) => use({ id, storedName: row.stored_name, mainstayId })));
        return found.some((use) => use.shown) || !found.some((use) => use.draft);
      };
      const allowed =
        row.owner_id === principal.userId ||
        (row.mainstay_id !== null && row.mainstay_id === principal.mainstayId) ||
        (isGovernmentStaff(principal) && (await staffMayRead()));
      if (!allowed) throw new ClientError('forbidden', UPLOAD_TEXT.notAllowed);
      const path = join(dir, row.stored_name);
      const info = await stat(path).catch(() => null);
      if (!info) return null;
      return { stream: createReadStream(path), size: info.size, mime: row.mime, name: row.original_name };
    },
  };
}

export type Uploads = ReturnType<typeof createUploads>;
