import { ERROR_TEXT } from '../messages';

/** The success code of SPEC §7; the general upload and the form query name their own (SPEC §8). */
export const SUCCESS_CODE = '00000';

/**
 * Response codes of the wire contract. The server answers errors with {code, msg} and the HTTP
 * status beside each code; the client reacts to the code, not the status (docs/PROTOCOL.md).
 */
export const CODES = {
  ok: SUCCESS_CODE,
  /** Token expired or revoked (logged out, password changed, account disabled). */
  tokenExpired: 'A0230',
  /** No token, or one that is not ours (bad signature, malformed). */
  tokenMissing: 'A0231',
  badRequest: 'A0400',
  badJson: 'A0401',
  badEnvelope: 'A0402',
  staleRequest: 'A0403',
  replayedRequest: 'A0404',
  envelopeRequired: 'A0405',
  tooLarge: 'A0413',
  unsupportedMediaType: 'A0415',
  wrongCredentials: 'A0210',
  tooManyAttempts: 'A0211',
  accountDisabled: 'A0212',
  wrongEntrance: 'A0213',
  captchaWrong: 'A0240',
  badClient: 'A0250',
  /** A file that should exist is not there (its own code, so the client shows the server's text). */
  fileMissing: 'A0410',
  forbidden: '403',
  notFound: '404',
  internal: '500',
  /** The database cannot be reached (stopped, restarting, a network fault); the request may be retried. */
  databaseUnavailable: 'C0300',
  /** The password was right; the account's second factor (TOTP or a recovery code) is asked for. */
  mfaRequired: 'A0214',
  /**
   * The account must first change its password or enrol its second factor: the shell says so in
   * its own banner and leads there, so the client shows no message of its own for this answer.
   */
  stepFirst: 'A0215',
} as const;

export type WireCode = (typeof CODES)[keyof typeof CODES];

/** The two codes after which the client logs out and goes to /login (SPEC §8). */
export const EXPIRED_CODES: readonly string[] = [CODES.tokenExpired, CODES.tokenMissing];

/** HTTP status the server pairs with each error code. */
export const CODE_STATUS: Record<string, number> = {
  [CODES.tokenExpired]: 401,
  [CODES.tokenMissing]: 401,
  [CODES.badRequest]: 400,
  [CODES.badJson]: 400,
  [CODES.badEnvelope]: 400,
  [CODES.staleRequest]: 400,
  [CODES.replayedRequest]: 409,
  [CODES.envelopeRequired]: 400,
  [CODES.tooLarge]: 413,
  [CODES.unsupportedMediaType]: 415,
  [CODES.wrongCredentials]: 400,
  [CODES.tooManyAttempts]: 429,
  [CODES.accountDisabled]: 403,
  [CODES.wrongEntrance]: 400,
  [CODES.captchaWrong]: 400,
  [CODES.badClient]: 401,
  [CODES.fileMissing]: 404,
  [CODES.forbidden]: 403,
  [CODES.notFound]: 404,
  [CODES.internal]: 500,
  [CODES.databaseUnavailable]: 503,
  [CODES.mfaRequired]: 400,
  [CODES.stepFirst]: 403,
};

/** Default server text per code, used when a handler gives no more specific one. */
export const CODE_TEXT: Record<string, string> = {
  [CODES.tokenExpired]: ERROR_TEXT.tokenExpired,
  [CODES.tokenMissing]: ERROR_TEXT.tokenMissing,
  [CODES.badRequest]: ERROR_TEXT.badRequest,
  [CODES.badJson]: ERROR_TEXT.badJson,
  [CODES.badEnvelope]: ERROR_TEXT.badEnvelope,
  [CODES.staleRequest]: ERROR_TEXT.staleRequest,
  [CODES.replayedRequest]: ERROR_TEXT.replayedRequest,
  [CODES.envelopeRequired]: ERROR_TEXT.envelopeRequired,
  [CODES.tooLarge]: ERROR_TEXT.tooLarge,
  [CODES.unsupportedMediaType]: ERROR_TEXT.unsupportedMediaType,
  [CODES.wrongCredentials]: ERROR_TEXT.wrongCredentials,
  [CODES.accountDisabled]: ERROR_TEXT.accountDisabled,
  [CODES.captchaWrong]: ERROR_TEXT.captchaWrong,
  [CODES.badClient]: ERROR_TEXT.badClient,
  [CODES.forbidden]: ERROR_TEXT.forbidden,
  [CODES.notFound]: ERROR_TEXT.notFound,
  [CODES.internal]: ERROR_TEXT.internal,
  [CODES.databaseUnavailable]: ERROR_TEXT.databaseUnavailable,
};

/** The response body of every call (SPEC §7): code, msg, and data or its encrypted dataStr. */
export interface ApiResponse<T = unknown> {
  code: string;
  msg?: string;
  data?: T;
  dataStr?: string;
  [extra: string]: unknown;
}

export function isApiResponse(value: unknown): value is ApiResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    (typeof (value as { code: unknown }).code === 'string' || typeof (value as { code: unknown }).code === 'number')
  );
}
