// The files service: the footer's download look-up and files, their replacement by an
// administrator, and /common/download for exports.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { DownloadCode } from '@ent/core/api';
import { downloadCodeRequest, FILE_ENDPOINTS as ENDPOINTS } from '@ent/core/contract';
import { CODES } from '@ent/core/http';
import { enumeration, FILE_TEXT, UPLOAD_TEXT } from '@ent/core/messages';
import { GENERAL_UPLOAD_CODE } from '@ent/core/upload';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { principalOf } from '../../http/context';
import { ClientError } from '../../http/errors';
import { route, withMessage } from '../../http/route';
import { acceptUploads } from '../../http/uploadParsing';
import { parse } from '../../http/validate';
import { ADMIN_ROLE } from '../auth/menus';
import { DOWNLOADS, type Downloads } from './downloads';
import { displayName, type ExportStore } from './exports';
import { contentMatches, extensionOf } from './fileTypes';
import { UPLOAD_MAX_MB, type Uploads } from './uploads';

export interface FilesOptions {
  downloads: Downloads;
  exports: ExportStore;
  uploads: Uploads;
}

/** Content-Disposition with an ASCII fallback and the real (often Chinese) name per RFC 5987. */
function disposition(reply: FastifyReply, kind: 'attachment' | 'inline', shownName: string): FastifyReply {
  const ascii = shownName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return reply.header(
    'content-disposition',
    `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(shownName)}`,
  );
}

export function attachment(reply: FastifyReply, shownName: string): FastifyReply {
  return disposition(reply, 'attachment', shownName);
}

export const filesPlugin: FastifyPluginAsync<FilesOptions> = async (app, options) => {
  await acceptUploads(app);
  const { downloads, exports, uploads } = options;

  /** One file from the 'file' field of a multipart request, stored and checked. */
  const receive = async (request: FastifyRequest, kind: 'general' | 'attachment') => {
    if (!request.isMultipart()) throw new ClientError('unsupportedMediaType');
    let stored: Awaited<ReturnType<Uploads['store']>> | null = null;
    try {
      for await (const part of request.parts({
        limits: { fileSize: UPLOAD_MAX_MB * 1024 * 1024, files: 1, fields: 10 },
      })) {
        if (part.type === 'file' && part.fieldname === 'file')
          stored = await uploads.store(part, principalOf(request), kind);
        else if (part.type === 'file') part.file.resume();
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
        throw new ClientError('badRequest', UPLOAD_TEXT.tooMany(1));
      throw error;
    }
    if (!stored) throw new ClientError('badRequest', FILE_TEXT.noFile);
    return stored;
  };

  // SPEC §7 general upload: success is code 200 with data (url among it).
  route(app, ENDPOINTS.upload, async ({ request, reply }) => {
    const data = await receive(request, 'general');
    return reply.send({ code: GENERAL_UPLOAD_CODE, msg: FILE_TEXT.uploaded, data });
  });

  // SPEC §7 attachment upload: success is the usual 00000.
  route(app, ENDPOINTS.attachmentUpload, async ({ request }) =>
    withMessage(await receive(request, 'attachment'), FILE_TEXT.uploaded),
  );

  // Images and PDFs are fetched with the bearer token (SPEC §7) and shown inline.
  route(app, ENDPOINTS.file, async ({ reply, principal, params: { id } }) => {
    const file = await uploads.open(id, principal, () => app.access.scope(principal));
    if (!file) throw new ClientError('fileMissing', FILE_TEXT.missing);
    return disposition(reply, 'inline', file.name)
      .type(file.mime)
      .header('content-length', file.size)
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });

  route(app, ENDPOINTS.downloadFileName, async ({ body: { code } }) => {
    const info = await downloads.info(code);
    if (!info?.fileName) throw new ClientError('fileMissing', FILE_TEXT.missing);
    return info.fileName;
  });

  route(app, ENDPOINTS.downloadFiles, async () => downloads.list());

  route(app, ENDPOINTS.replaceDownloadFile, async ({ request, principal }) => {
    if (!request.isMultipart()) throw new ClientError('unsupportedMediaType');
    let code: DownloadCode | null = null;
    let stored: { name: string; original: string } | null = null;
    try {
      for await (const part of request.parts({ limits: { fileSize: 300 * 1024 * 1024, files: 1, fields: 5 } })) {
        if (part.type === 'field') {
          if (part.fieldname === 'code') code = parse(downloadCodeRequest, { code: part.value }).code;
          continue;
        }
        // The code field comes first (FormData keeps the order the client appended).
        if (!code) throw new ClientError('badRequest', FILE_TEXT.unknownCode);
        const spec = DOWNLOADS[code];
        const extension = extensionOf(part.filename);
        if (!spec.extensions.includes(extension))
          throw new ClientError('badRequest', FILE_TEXT.wrongType(enumeration(spec.extensions)));
        // The stored name is ours; the client's file name only supplies the extension and the shown name.
        const name = `${code}-${randomUUID().slice(0, 8)}.${extension}`;
        const temporary = join(downloads.dir, `.${name}.part`);
        await pipeline(part.file, createWriteStream(temporary));
        try {
          if (part.file.truncated) throw new ClientError('tooLarge', FILE_TEXT.tooLarge(spec.maxMb));
          const { size } = await stat(temporary);
          const head = Buffer.alloc(8);
          const file = await open(temporary, 'r');
          const { bytesRead } = await file.read(head, 0, 8, 0).finally(() => file.close());
          if (size > spec.maxMb * 1024 * 1024) throw new ClientError('tooLarge', FILE_TEXT.tooLarge(spec.maxMb));
          if (bytesRead < 2 || !contentMatches(extension, head))
            throw new ClientError('badRequest', FILE_TEXT.wrongContent);
          await rename(temporary, join(downloads.dir, name));
        } finally {
          await rm(temporary, { force: true });
        }
        const shown = `${spec.title}.${extension}`;
        stored = { name, original: code === 'CHROME' ? DOWNLOADS.CHROME.shownName : shown };
      }
    } catch (error) {
      if (stored) await rm(join(downloads.dir, stored.name), { force: true });
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ClientError('tooLarge');
      throw error;
    }
    if (!code || !stored) throw new ClientError('badRequest', FILE_TEXT.noFile);
    return withMessage(
      await downloads.replace(code, stored.name, stored.original, principal.userId),
      FILE_TEXT.uploaded,
    );
  });

  // SPEC §7 "File export": the browser navigates here, so the token may come from the
  // Enterprise-Token cookie instead of the Authorization header (declared: navigation).
  route(app, ENDPOINTS.commonDownload, async ({ reply, principal, query }) => {
    const path = await exports.find(query.fileName, principal.userId, principal.roles.includes(ADMIN_ROLE));
    if (!path) {
      if (query.fileName.includes('/') || query.fileName.includes('\\') || query.fileName.includes('..')) {
        throw new ClientError('badRequest', FILE_TEXT.badName(query.fileName));
      }
      throw new ClientError('fileMissing', FILE_TEXT.exportMissing);
    }
    const content = await readFile(path);
    if (query.delete === 'true') await exports.remove(query.fileName);
    return attachment(reply.type('application/octet-stream'), displayName(query.fileName)).send(content);
  });
};

/** /data/jsedc/{name}: the downloadable files, outside the API prefix (SPEC §7). */
export const downloadFilesRoute: FastifyPluginAsync<{ downloads: Downloads }> = async (app, { downloads }) => {
  app.get('/data/jsedc/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const file = await downloads.open(name);
    if (!file) return reply.status(404).send({ code: CODES.fileMissing, msg: FILE_TEXT.missing });
    return attachment(reply.type('application/octet-stream').header('content-length', file.size), file.shownName).send(
      file.stream,
    );
  });
};
