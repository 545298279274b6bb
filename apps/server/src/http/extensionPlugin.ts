// Offers the support staff's browser extension (apps/extension, packed by its build) for download
// at /ent-extension/ent-support-extension.zip.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXTENSION_TEXT } from '@ent/core/messages';
import type { FastifyPluginAsync } from 'fastify';

export const EXTENSION_DOWNLOAD_PATH = '/ent-extension/ent-support-extension.zip';
const DEFAULT_ZIP = join(dirname(fileURLToPath(import.meta.url)), '../../../extension/dist/ent-support-extension.zip');

export const extensionPlugin: FastifyPluginAsync<{ zip?: string }> = async (app, { zip = DEFAULT_ZIP }) => {
  app.get(EXTENSION_DOWNLOAD_PATH, async (_request, reply) => {
    let body: Buffer;
    try {
      body = await readFile(zip);
    } catch {
      return reply.status(404).type('text/plain; charset=utf-8').send(EXTENSION_TEXT.packageMissing);
    }
    return reply
      .type('application/zip')
      .header('content-disposition', 'attachment; filename="ent-support-extension.zip"')
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  });
};
