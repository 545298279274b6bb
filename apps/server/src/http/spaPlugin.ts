// Serves the built SPA under /ent/ with history fallback: any /ent/* path that is not a file gets
// index.html, which carries the deployment's settings in a meta tag and its title (no inline
// script, so the CSP can forbid inline scripts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMBED_ORIGINS_META } from '@ent/core/embed';
import { PAGE_TEXT, SERVER_TEXT, withAside } from '@ent/core/messages';
import { DEPLOYMENT_META, type DeploymentConfig, flavourProfile, tileSource } from '@ent/core/platform';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

export const SPA_BASE = '/ent/';
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function renderIndex(template: string, deployment: DeploymentConfig, embedOrigins: string[] = []): string {
  const profile = flavourProfile(deployment.flavour);
  // The portals allowed to embed the platform: the SPA accepts an embed handshake only from these.
  const meta = [
    `<meta name="${DEPLOYMENT_META}" content="${escapeAttribute(JSON.stringify(deployment))}">`,
    `<meta name="${EMBED_ORIGINS_META}" content="${escapeAttribute(JSON.stringify(embedOrigins))}">`,
  ].join('\n  ');
  const withMeta = template.replace('</head>', `  ${meta}\n  </head>`);
  return profile.fixedTitle
    ? withMeta.replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(profile.fixedTitle)}</title>`)
    : withMeta;
}

export interface SpaOptions {
  dist: string;
  deployment: DeploymentConfig;
  /** Portals allowed to frame the platform (EMBED_ORIGINS). */
  embedOrigins: string[];
}

export const spaPlugin: FastifyPluginAsync<SpaOptions> = async (app, { dist, deployment, embedOrigins }) => {
  // Security headers for the pages (the API sets its own, lighter ones).
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Fluent UI writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // A deployment's tile service (TILE_URL) is the one other place images come from.
        imgSrc: ["'self'", 'data:', 'blob:', ...(deployment.tiles ? [tileSource(deployment.tiles.url)] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'", ...embedOrigins],
        upgradeInsecureRequests: null,
      },
    },
    // frame-ancestors governs framing; X-Frame-Options cannot list several origins.
    frameguard: false,
    hsts: false,
  });

  const indexPath = join(dist, 'index.html');
  const built = existsSync(indexPath);
  if (!built) app.log.warn(`SPA build not found at ${dist}; run "npm run build"`);
  const index = built ? renderIndex(readFileSync(indexPath, 'utf8'), deployment, embedOrigins) : null;

  const sendIndex = (reply: import('fastify').FastifyReply) => {
    if (!index) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(withAside(PAGE_TEXT.pageLoadFailed, SERVER_TEXT.spaNotBuilt));
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index);
  };

  app.get('/', (_request, reply) => reply.redirect(SPA_BASE));
  app.get('/ent', (_request, reply) => reply.redirect(SPA_BASE));

  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: SPA_BASE,
      index: false,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      // Hashed asset names never change content, so browsers may keep them for a year; other
      // files (icons, the PDF worker) are revalidated.
      setHeaders(res, path) {
        const hashed = /[/\\]assets[/\\]/.test(path);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.get(SPA_BASE, (_request, reply) => sendIndex(reply));
  app.get(`${SPA_BASE}*`, (request, reply) => {
    // A missing asset is a 404, not the app: otherwise a stale chunk would load HTML as script.
    if (/\.[a-z0-9]{1,8}$/i.test(request.url.split('?')[0] ?? '') && !request.url.endsWith('.html')) {
      return reply.status(404).type('text/plain; charset=utf-8').send(PAGE_TEXT.notFound);
    }
    return sendIndex(reply);
  });
};
