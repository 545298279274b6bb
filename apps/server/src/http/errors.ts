// Every failure leaves the server as the {code, msg} envelope with a 4xx status for the client's
// mistakes, 503 while the database cannot be reached; only a fault of the server itself answers 500.
import { CODE_STATUS, CODE_TEXT, CODES, EnvelopeError } from '@ent/core/http';
import { ERROR_TEXT } from '@ent/core/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';

export type ErrorCodeName = keyof typeof CODES;

export class ClientError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(name: ErrorCodeName, message?: string, status?: number) {
    const code = CODES[name];
    super(message ?? CODE_TEXT[code] ?? ERROR_TEXT.badRequest);
    this.code = code;
    this.status = status ?? CODE_STATUS[code] ?? 400;
  }
}

const ENVELOPE_FAILURES: Record<EnvelopeError['reason'], ClientError> = {
  badEnvelope: new ClientError('badEnvelope'),
  staleRequest: new ClientError('staleRequest'),
  replayTokenMismatch: new ClientError('badEnvelope', ERROR_TEXT.replayTokenMismatch),
};

/** Fastify's own failures before a handler runs (body parsing, limits) mapped to wire codes. */
const FASTIFY_CODES: Record<string, ErrorCodeName> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'badJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'badJson',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'badRequest',
  FST_ERR_CTP_BODY_TOO_LARGE: 'tooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_TYPE: 'unsupportedMediaType',
};

export function toClientError(error: unknown): ClientError | null {
  if (error instanceof ClientError) return error;
  if (error instanceof EnvelopeError) return ENVELOPE_FAILURES[error.reason];
  const fastifyError = error as Partial<FastifyError>;
  const mapped = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (mapped) return new ClientError(mapped);
  if (error instanceof SyntaxError && 'statusCode' in error) return new ClientError('badJson');
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) return new ClientError('badRequest', ERROR_TEXT.badRequest, status);
  return null;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const clientError = toClientError(error);
    if (clientError) {
      request.log.info({ code: clientError.code, msg: clientError.message }, 'client error');
      return reply.status(clientError.status).send({ code: clientError.code, msg: clientError.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      const unavailable = new ClientError('databaseUnavailable');
      return reply.status(unavailable.status).send({ code: unavailable.code, msg: unavailable.message });
    }
    request.log.error({ err: error }, 'server error');
    return reply.status(500).send({ code: CODES.internal, msg: ERROR_TEXT.internal });
  });
}
