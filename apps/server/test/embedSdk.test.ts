import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMBED_ORIGINS_META, parseEmbedOrigins } from '@ent/core/embed';
import { DEFAULT_DEPLOYMENT } from '@ent/core/platform';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedSdkPlugin } from '../src/http/embedSdkPlugin';
import { renderIndex } from '../src/http/spaPlugin';

describe('the portal SDK route', () => {
  const dist = mkdtempSync(join(tmpdir(), 'ent-sdk-'));
  const app = Fastify();

  beforeAll(async () => {
    writeFileSync(join(dist, 'ent-embed.js'), 'var EntEmbed={};');
    writeFileSync(join(dist, 'ent-embed.mjs'), 'export function mount(){}');
    writeFileSync(join(dist, 'secret.txt'), 'no');
    await app.register(embedSdkPlugin, { dist });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the script and the module as JavaScript readable from any portal', async () => {
    const script = await app.inject({ method: 'GET', url: '/ent-sdk/ent-embed.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.headers['access-control-allow-origin']).toBe('*');
    expect(script.body).toBe('var EntEmbed={};');
    const module = await app.inject({ method: 'GET', url: '/ent-sdk/ent-embed.mjs' });
    expect(module.body).toContain('export function mount');
  });

  it('serves nothing else from the folder, and 404 while the SDK is not built', async () => {
    expect((await app.inject({ method: 'GET', url: '/ent-sdk/secret.txt' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/ent-sdk/..%2Fsecret.txt' })).statusCode).toBe(404);
    // The types are listed but this dist has none.
    expect((await app.inject({ method: 'GET', url: '/ent-sdk/ent-embed.d.ts' })).statusCode).toBe(404);
  });
});

describe('publishing EMBED_ORIGINS to the SPA', () => {
  it('renders the allowed portal origins into a meta tag the SPA reads', () => {
    const html = renderIndex('<html><head><title>x</title></head><body></body></html>', DEFAULT_DEPLOYMENT, [
      'https://portal.example.cn',
      'http://127.0.0.1:9000',
    ]);
    const content = new RegExp(`<meta name="${EMBED_ORIGINS_META}" content="([^"]+)">`).exec(html)?.[1] ?? '';
    expect(parseEmbedOrigins(content.replace(/&quot;/g, '"'))).toEqual([
      'https://portal.example.cn',
      'http://127.0.0.1:9000',
    ]);
    const none = renderIndex('<html><head></head></html>', DEFAULT_DEPLOYMENT);
    expect(none).toContain(`<meta name="${EMBED_ORIGINS_META}" content="[]">`);
  });
});
