// The files service: the footer's download look-up and files, their replacement by an
// administrator, and /common/download for exports.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { DownloadCode } from '@ent/core/api';
import { TOKEN_KEY } from '@ent/core/auth';
import { commonDownloadQuery, downloadCodeRequest } from '@ent/core/contract';
import { CODES } from '@ent/core/http';
import { FILE_TEXT, UPLOAD_TEXT } from '@ent/core/messages';
import type { Flavour } from '@ent/core/platform';
import '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import { principalOf } from '../../http/context';
import { ClientError } from '../../http/errors';
import { requirePermission } from '../../http/permissions';
import { parse } from '../../http/validate';
import { ADMIN_ROLE } from '../auth/menus';
import type { TokenService } from '../auth/tokens';
import { DOWNLOADS, type Downloads } from './downloads';
import { displayName, type ExportStore } from './exports';
import { contentMatches, extensionOf } from './fileTypes';
import { UPLOAD_MAX_MB, type Uploads } from './uploads';

export interface FilesOptions {
  handle: DatabaseHandle;
  flavour: Flavour;
  downloads: Downloads;
  exports: ExportStore;
  uploads: Uploads;
  tokens: TokenService;
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

function cookie(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq !== -1 && pair.slice(0, eq).trim() === name) return decodeURIComponent(pair.slice(eq + 1).trim());
  }
  return undefined;
}

export const filesPlugin: FastifyPluginAsync<FilesOptions> = async (app, options) => {
  const { handle, flavour, downloads, exports, uploads, tokens } = options;

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
  app.post('/gov-cms/api/v1/file/upload', { onRequest: app.authenticate }, async (request, reply) => {
    const data = await receive(request, 'general');
    return reply.send({ code: 200, msg: '上传成功', data });
  });

  // SPEC §7 attachment upload: success is the usual 00000.
  app.post('/gov-cms/api/v1/content/attr/upload', { onRequest: app.authenticate }, async (request, reply) => {
    return reply.ok(await receive(request, 'attachment'), '上传成功');
  });

  // Images and PDFs are fetched with the bearer token (SPEC §7) and shown inline.
  app.get('/gov-cms/api/v1/file/:id', { onRequest: app.authenticate }, async (request, reply) => {
    const { id } = parse(z.object({ id: z.coerce.number().int().positive() }), request.params);
    const file = await uploads.open(id, principalOf(request));
    if (!file) throw new ClientError('fileMissing', FILE_TEXT.missing);
    return disposition(reply, 'inline', file.name)
      .type(file.mime)
      .header('content-length', file.size)
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });

  app.post('/gov-system/api/v1/downloadFile/getFileName', async (request, reply) => {
    const { code } = parse(downloadCodeRequest, request.body);
    const info = await downloads.info(code);
    if (!info?.fileName) throw new ClientError('fileMissing', FILE_TEXT.missing);
    return reply.ok(info.fileName);
  });

  app.get('/gov-system/api/v1/downloadFile/list', { onRequest: app.authenticate }, async (request, reply) => {
    await requirePermission(handle, principalOf(request), flavour, 'system:downloadFile:list');
    return reply.ok(await downloads.list());
  });

  app.post('/gov-system/api/v1/downloadFile/upload', { onRequest: app.authenticate }, async (request, reply) => {
    const principal = principalOf(request);
    await requirePermission(handle, principal, flavour, 'system:downloadFile:edit');
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
          throw new ClientError('badRequest', FILE_TEXT.wrongType(spec.extensions.join('、')));
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
    return reply.ok(await downloads.replace(code, stored.name, stored.original, principal.userId), FILE_TEXT.uploaded);
  });

  // SPEC §7 "File export": the browser navigates here, so the token may come from the
  // Enterprise-Token cookie instead of the Authorization header.
  app.get('/common/download', async (request, reply) => {
    const authorization =
      request.headers.authorization ??
      (cookie(request, TOKEN_KEY) ? `Bearer ${cookie(request, TOKEN_KEY)}` : undefined);
    const principal = await tokens.authenticate(authorization);
    const query = parse(commonDownloadQuery, request.query);
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
