// Assembles the platform: one Fastify instance serving the /prod-api contract and the SPA.

import { API_PREFIX } from '@ent/core/contract';
import { CODES } from '@ent/core/http';
import { ERROR_TEXT } from '@ent/core/messages';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { createCaptchaService } from './domains/auth/captcha';
import { createLoginThrottle } from './domains/auth/loginThrottle';
import { authenticatePlugin, authPlugin } from './domains/auth/plugin';
import { createSecretBox } from './domains/auth/secretBox';
import { loadServerSecret } from './domains/auth/serverSecret';
import { createTokenService, loadTokenSecret } from './domains/auth/tokens';
import { configPlugin } from './domains/config/plugin';
import { consultingPlugin } from './domains/consulting/plugin';
import { deptPlugin } from './domains/dept/plugin';
import { deskPlugin } from './domains/desk/plugin';
import { dictPlugin } from './domains/dict/plugin';
import { createDictionaryStore } from './domains/dict/store';
import { facilitiesPlugin } from './domains/facilities/plugin';
import { createDownloads } from './domains/files/downloads';
import { createExportStore } from './domains/files/exports';
import { downloadFilesRoute, filesPlugin } from './domains/files/plugin';
import { createUploads } from './domains/files/uploads';
import { filingFileUses } from './domains/filings/fileUses';
import { filingsPlugin } from './domains/filings/plugin';
import { recordFileUses } from './domains/forms/fileUses';
import { formsPlugin } from './domains/forms/plugin';
import { genPlugin } from './domains/gen/plugin';
import { handoverPlugin } from './domains/handover/plugin';
import { jobPlugin } from './domains/job/plugin';
import { createJobRunner } from './domains/job/runner';
import { loginInforPlugin } from './domains/logininfor/plugin';
import { mainstayPlugin } from './domains/mainstay/plugin';
import { mapPlugin } from './domains/map/plugin';
import { menuPlugin } from './domains/menu/plugin';
import { mfaPlugin, sealPlainSecrets } from './domains/mfa/plugin';
import { newsPlugin } from './domains/news/plugin';
import { noticesPlugin } from './domains/notices/plugin';
import { onlinePlugin } from './domains/online/plugin';
import { operLogPlugin } from './domains/operlog/plugin';
import { operLogRecorder } from './domains/operlog/recorder';
import { postPlugin } from './domains/post/plugin';
import { profilePlugin } from './domains/profile/plugin';
import { regionsPlugin } from './domains/regions/plugin';
import { registrationPlugin } from './domains/registration/plugin';
import { createSmsSender } from './domains/registration/sms';
import { createSmsCodes } from './domains/registration/smsCodes';
import { rolePlugin } from './domains/role/plugin';
import { securityPlugin } from './domains/security/plugin';
import { createSecuritySettings } from './domains/security/settings';
import { smsOutboxPlugin } from './domains/smsOutbox/plugin';
import { cachedParameter } from './domains/system/parameters';
import { systemPlugin } from './domains/system/plugin';
import { userPlugin } from './domains/user/plugin';
import { accessPlugin } from './http/accessPlugin';
import { apiDocsPlugin, type RegisteredRoute } from './http/apiDocs';
import { embedSdkPlugin } from './http/embedSdkPlugin';
import { envelopePlugin } from './http/envelopePlugin';
import { installErrorHandling } from './http/errors';
import { extensionPlugin } from './http/extensionPlugin';
import { spaPlugin } from './http/spaPlugin';

/** Largest JSON body accepted; uploads have their own limits. */
export const BODY_LIMIT = 1024 * 1024;

/**
 * On every API answer: answers carry users' data, so they are never cached nor sniffed as another
 * type; nothing of the API is meant to be framed or to pass its address on.
 */
const API_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

/** One year, subdomains included (the platform's host names are all served over HTTPS). */
export const HSTS = 'max-age=31536000; includeSubDomains';

export async function buildApp(config: ServerConfig, handle: DatabaseHandle): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Per-request lines only when debugging; errors are logged by the error handler.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
  });
  installErrorHandling(app);
  // Served over HTTPS (directly, or behind a proxy trusted with TRUST_PROXY): browsers keep to
  // HTTPS for a year, on the API's answers as on the pages'.
  // Callback-style hooks here and below: they run on every request, and an async hook costs a
  // promise and a turn of the microtask queue each time.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
  const apiRoutes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);

  const securitySettings = createSecuritySettings(handle);
  const tokens = await createTokenService(handle, await loadTokenSecret(handle, config.tokenSecret), config.tokenTtl, {
    settings: securitySettings,
    mfaOn: config.mfa,
  });
  const secretBox = createSecretBox(await loadServerSecret(handle, 'mfa-aes256', config.mfaKey));
  await sealPlainSecrets(handle, secretBox);
  const apiEncrypt = cachedParameter(handle, 'apiEncrypt');
  const downloads = createDownloads(handle, config.dataDir);
  await downloads.ensureGenerated();
  const exports = createExportStore(handle, config.dataDir);
  const dictionaries = createDictionaryStore(handle);
  const uploads = createUploads(handle, config.dataDir, config.uploadQuotaBytes, [
    filingFileUses(handle),
    recordFileUses(handle),
  ]);
  const smsSender = createSmsSender(config, handle, app.log);
  const smsCodes = createSmsCodes(handle, smsSender);
  // Scheduled jobs tick in every process once it is ready; the claim on each slot keeps runs single.
  const jobRunner = createJobRunner({ handle, sms: smsSender, log: app.log });
  app.addHook('onReady', async () => jobRunner.start((error) => app.log.warn({ err: error }, 'job tick failed')));
  app.addHook('onClose', async () => jobRunner.stop());

  await app.register(
    async (api) => {
      // The API speaks JSON, multipart for uploads (http/uploadParsing.ts) and form-encoded for
      // downloads; plain text is 415.
      api.removeContentTypeParser('text/plain');
      // Form-encoded bodies: SPEC §7's download helper posts its filters this way.
      api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });
      api.addHook('onRequest', (_request, reply, done) => {
        reply.headers(API_HEADERS);
        done();
      });
      await api.register(authenticatePlugin, { tokens });
      // Before any route: every route registered after it authenticates unless declared public.
      await api.register(accessPlugin, { handle, flavour: config.flavour });
      // Every audited call, answered by its handler or refused by the access check, is recorded.
      await api.register(operLogRecorder, { handle });
      await api.register(apiDocsPlugin, { routes: apiRoutes });
      await api.register(envelopePlugin, {
        handle,
        dataDir: config.dataDir,
        redisUrl: config.redisUrl,
        envelopeRequired: async () => (await apiEncrypt()) === '0',
      });
      await api.register(authPlugin, {
        handle,
        tokens,
        captcha: createCaptchaService(handle),
        throttle: createLoginThrottle(handle),
        settings: securitySettings,
        captchaEnabled: config.captcha,
        secretBox,
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
      await api.register(deskPlugin, { handle, dictionaries });
      await api.register(formsPlugin, { handle });
      await api.register(consultingPlugin, { handle, module: config.noticeModule, uploads, dictionaries });
      await api.register(newsPlugin, { handle, module: config.noticeModule, dictionaries });
      await api.register(facilitiesPlugin, { handle, dictionaries });
      await api.register(filingsPlugin, { handle });
      await api.register(operLogPlugin, { handle, exports });
      await api.register(configPlugin, { handle, exports });
      await api.register(dictPlugin, { handle, exports, dictionaries });
      await api.register(onlinePlugin, { handle, settings: securitySettings });
      await api.register(loginInforPlugin, { handle, exports });
      await api.register(securityPlugin, { handle, settings: securitySettings, mfaOn: config.mfa });
      await api.register(mfaPlugin, { handle, mfaOn: config.mfa, secretBox });
      await api.register(deptPlugin, { handle });
      await api.register(postPlugin, { handle, exports });
      await api.register(userPlugin, { handle, exports, tokens, dictionaries });
      await api.register(rolePlugin, { handle, exports });
      await api.register(menuPlugin, { handle });
      await api.register(mapPlugin, { handle, exports, dictionaries, memoryFeatures: config.mapMemoryFeatures });
      await api.register(jobPlugin, { handle, exports, runner: jobRunner });
      await api.register(genPlugin, { handle });
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
      tiles: config.tiles,
    },
    embedOrigins: config.embedOrigins,
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ code: CODES.notFound, msg: ERROR_TEXT.notFound }),
  );
  return app;
}
