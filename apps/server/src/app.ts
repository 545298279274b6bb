// Assembles the platform: one Fastify instance serving the /prod-api contract and the SPA.

import { API_PREFIX } from '@ent/core/contract';
import { CODES } from '@ent/core/http';
import { ERROR_TEXT } from '@ent/core/messages';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { createCaptchaService } from './domains/auth/captcha';
import { createLoginThrottle } from './domains/auth/loginThrottle';
import { authenticatePlugin, authPlugin } from './domains/auth/plugin';
import { createTokenService, loadTokenSecret } from './domains/auth/tokens';
import { consultingPlugin } from './domains/consulting/plugin';
import { deskPlugin } from './domains/desk/plugin';
import { facilitiesPlugin } from './domains/facilities/plugin';
import { createDownloads } from './domains/files/downloads';
import { createExportStore } from './domains/files/exports';
import { downloadFilesRoute, filesPlugin } from './domains/files/plugin';
import { createUploads } from './domains/files/uploads';
import { filingsPlugin } from './domains/filings/plugin';
import { formsPlugin } from './domains/forms/plugin';
import { handoverPlugin } from './domains/handover/plugin';
import { mainstayPlugin } from './domains/mainstay/plugin';
import { newsPlugin } from './domains/news/plugin';
import { noticesPlugin } from './domains/notices/plugin';
import { profilePlugin } from './domains/profile/plugin';
import { regionsPlugin } from './domains/regions/plugin';
import { registrationPlugin } from './domains/registration/plugin';
import { createSmsSender } from './domains/registration/sms';
import { createSmsCodes } from './domains/registration/smsCodes';
import { smsOutboxPlugin } from './domains/smsOutbox/plugin';
import { cachedParameter } from './domains/system/parameters';
import { systemPlugin } from './domains/system/plugin';
import { accessPlugin } from './http/accessPlugin';
import { apiDocsPlugin, type RegisteredRoute } from './http/apiDocs';
import { embedSdkPlugin } from './http/embedSdkPlugin';
import { envelopePlugin } from './http/envelopePlugin';
import { installErrorHandling } from './http/errors';
import { extensionPlugin } from './http/extensionPlugin';
import { spaPlugin } from './http/spaPlugin';

/** Largest JSON body accepted; uploads have their own limits. */
export const BODY_LIMIT = 1024 * 1024;

export async function buildApp(config: ServerConfig, handle: DatabaseHandle): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Per-request lines only when debugging; errors are logged by the error handler.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
  });
  installErrorHandling(app);
  const apiRoutes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);

  const tokens = createTokenService(handle, await loadTokenSecret(handle, config.tokenSecret), config.tokenTtl);
  const apiEncrypt = cachedParameter(handle, 'apiEncrypt');
  const downloads = createDownloads(handle, config.dataDir);
  await downloads.ensureGenerated();
  const exports = createExportStore(handle, config.dataDir);
  const uploads = createUploads(handle, config.dataDir);
  const smsCodes = createSmsCodes(handle, createSmsSender(config, handle, app.log));

  await app.register(
    async (api) => {
      // The API speaks JSON, multipart for uploads and form-encoded for downloads; plain text is 415.
      api.removeContentTypeParser('text/plain');
      // Form-encoded bodies: SPEC §7's download helper posts its filters this way.
      api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });
      // Answers carry users' data: never cached, never sniffed as another type.
      api.addHook('onRequest', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        reply.header('x-content-type-options', 'nosniff');
      });
      await api.register(multipart, { limits: { fieldSize: 64 * 1024, fields: 20, files: 5 } });
      await api.register(authenticatePlugin, { tokens });
      // Before any route: every route registered after it authenticates unless declared public.
      await api.register(accessPlugin, { handle, flavour: config.flavour });
      await api.register(apiDocsPlugin, { routes: apiRoutes });
      await api.register(envelopePlugin, { handle, envelopeRequired: async () => (await apiEncrypt()) === '0' });
      await api.register(authPlugin, {
        handle,
        tokens,
        captcha: createCaptchaService(handle),
        throttle: createLoginThrottle(handle),
        captchaEnabled: config.captcha,
        flavour: config.flavour,
      });
      await api.register(handoverPlugin, { handle, tokens, clients: config.externalIdpClients });
      await api.register(systemPlugin, { handle });
      await api.register(mainstayPlugin, { handle, codes: smsCodes });
      await api.register(registrationPlugin, { handle, codes: smsCodes, flavour: config.flavour });
      await api.register(smsOutboxPlugin, { handle });
      await api.register(regionsPlugin, { handle });
      await api.register(profilePlugin, { handle, tokens });
      await api.register(noticesPlugin, { handle, module: config.noticeModule, exports });
      await api.register(filesPlugin, { downloads, exports, uploads });
      await api.register(deskPlugin, { handle });
      await api.register(formsPlugin, { handle });
      await api.register(consultingPlugin, { handle, module: config.noticeModule, uploads });
      await api.register(newsPlugin, { handle, module: config.noticeModule });
      await api.register(facilitiesPlugin, { handle });
      await api.register(filingsPlugin, { handle });
      api.setNotFoundHandler((_request, reply) =>
        reply.status(404).send({ code: CODES.notFound, msg: ERROR_TEXT.notFound }),
      );
    },
    { prefix: API_PREFIX },
  );

  await app.register(downloadFilesRoute, { downloads });
  await app.register(extensionPlugin, {});
  await app.register(embedSdkPlugin, {});
  await app.register(spaPlugin, {
    dist: config.spaDist,
    deployment: {
      flavour: config.flavour,
      showSettings: config.showSettings,
      noticeModule: config.noticeModule,
      noticePollSeconds: config.noticePollSeconds,
    },
    embedOrigins: config.embedOrigins,
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ code: CODES.notFound, msg: ERROR_TEXT.notFound }),
  );
  return app;
}
