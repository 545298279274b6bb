// Serves the portal SDK (apps/embed-sdk/dist) at a stable path, /ent-sdk/ent-embed.js (script tag)
// and .mjs (ES module) with its .d.ts. Portals load it from their own origin, so it is readable
// cross-origin (it is public code and carries no credentials).
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_TEXT } from '@ent/core/messages';
import type { FastifyPluginAsync } from 'fastify';

export const EMBED_SDK_PREFIX = '/ent-sdk/';
const DEFAULT_DIST = join(dirname(fileURLToPath(import.meta.url)), '../../../embed-sdk/dist');

const FILES: Record<string, string> = {
  'ent-embed.js': 'text/javascript; charset=utf-8',
  'ent-embed.mjs': 'text/javascript; charset=utf-8',
  'ent-embed.d.ts': 'application/typescript; charset=utf-8',
};

export const embedSdkPlugin: FastifyPluginAsync<{ dist?: string }> = async (app, { dist = DEFAULT_DIST }) => {
  app.get<{ Params: { file: string } }>(`${EMBED_SDK_PREFIX}:file`, async (request, reply) => {
    const type = Object.hasOwn(FILES, request.params.file) ? FILES[request.params.file] : undefined;
    if (!type) return reply.status(404).type('text/plain; charset=utf-8').send(PAGE_TEXT.notFound);
    let body: Buffer;
    try {
      body = await readFile(join(dist, request.params.file));
    } catch {
      return reply.status(404).type('text/plain; charset=utf-8').send(PAGE_TEXT.notFound);
    }
    return reply
      .type(type)
      .header('cache-control', 'no-cache')
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  });
};
