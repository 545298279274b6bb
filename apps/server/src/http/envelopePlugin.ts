// Opens write envelopes before validation and seals answers to enveloped requests (SPEC §7,
// docs/PROTOCOL.md). Runs after authentication, so the replay token can be tied to the session.

import {
  checkEnvelope,
  ENCRYPTED_HEADER,
  isValidRek,
  openBody,
  REK_HEADER,
  REPLAY_RETENTION_MS,
  SUCCESS_CODE,
  sealData,
} from '@ent/core/http';
import { nodeCipher } from '@ent/core/http/node';
import { SERVER_TEXT } from '@ent/core/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/database';
import { ClientError } from './errors';
import { createReplayStore } from './replayStore';

export interface EnvelopeOptions {
  handle: DatabaseHandle;
  /** DATA_DIR: on the embedded database, the replay tokens' journal lives there. */
  dataDir: string;
  /** REDIS_URL: the replay tokens are shared there when set. */
  redisUrl: string | null;
  /** Whether plain bodies are refused (apiEncrypt is '0'). */
  envelopeRequired: () => Promise<boolean>;
}

/** Form data is never enveloped (SPEC §7): uploads and the form-encoded download helper. */
function isFormData(contentType: string | undefined): boolean {
  const type = contentType?.toLowerCase() ?? '';
  return type.startsWith('multipart/') || type.startsWith('application/x-www-form-urlencoded');
}

export const envelopePlugin = fp<EnvelopeOptions>(async (app: FastifyInstance, options) => {
  const replays = createReplayStore(options.handle, options);
  app.addHook('onClose', async () => replays.close());
  await replays.ready();
  app.decorateRequest('envelope', null);
  app.decorateReply('ok', function ok(data?: unknown, msg: string = SERVER_TEXT.ok) {
    const envelope = this.request.envelope;
    if (envelope)
      return this.send({ code: SUCCESS_CODE, msg, dataStr: sealData(nodeCipher, envelope.rek, data ?? null) });
    return this.send({ code: SUCCESS_CODE, msg, data: data ?? null });
  });

  app.addHook('preValidation', async (request) => {
    if (request.method !== 'POST' && request.method !== 'PUT') return;
    if (isFormData(request.headers['content-type'])) return;

    if (request.headers[ENCRYPTED_HEADER.toLowerCase()] === '1') {
      const rek = request.headers[REK_HEADER];
      if (!isValidRek(rek)) throw new ClientError('badEnvelope');
      const content = openBody(nodeCipher, rek, request.body);
      const now = Date.now();
      checkEnvelope(content, now, request.principal?.jti);
      if (!(await replays.remember(content.replayToken, new Date(now + REPLAY_RETENTION_MS)))) {
        throw new ClientError('replayedRequest');
      }
      request.body = content.body;
      request.envelope = { rek };
      return;
    }

    if (request.routeOptions.config.plainBody) return;
    if (await options.envelopeRequired()) throw new ClientError('envelopeRequired');
  });
});
