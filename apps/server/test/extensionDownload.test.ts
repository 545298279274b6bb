// The support extension's package is offered for download as a zip attachment.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXTENSION_TEXT } from '@ent/core/messages';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { EXTENSION_DOWNLOAD_PATH, extensionPlugin } from '../src/http/extensionPlugin';

const dir = mkdtempSync(join(tmpdir(), 'ent-extension-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function appWith(zip: string) {
  const app = Fastify();
  await app.register(extensionPlugin, { zip });
  return app;
}

describe('extension download', () => {
  it('serves the built zip as an attachment', async () => {
    const zip = join(dir, 'ent-support-extension.zip');
    const bytes = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
    writeFileSync(zip, bytes);
    const app = await appWith(zip);
    const response = await app.inject({ method: 'GET', url: EXTENSION_DOWNLOAD_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="ent-support-extension.zip"');
    expect(response.rawPayload.equals(bytes)).toBe(true);
    await app.close();
  });

  it('answers 404 with a Chinese hint when the extension was not built', async () => {
    const app = await appWith(join(dir, 'missing.zip'));
    const response = await app.inject({ method: 'GET', url: EXTENSION_DOWNLOAD_PATH });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(EXTENSION_TEXT.packageMissing);
    await app.close();
  });
});
