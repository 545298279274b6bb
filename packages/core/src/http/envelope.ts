// The write envelope and encrypted responses of SPEC §7, as docs/PROTOCOL.md fixes them. This module
// is the one definition both sides use; only the AES primitive differs (crypto-js in the browser,
// node:crypto on the server), behind EnvelopeCipher, and both are checked against the same vectors.
import { randomString } from './random';

/** Header carrying the per-request `rek`: 13-digit millisecond timestamp + 16 random characters. */
export const REK_HEADER = 'rek';
/** Header set on requests whose body is an envelope (value '1'). */
export const ENCRYPTED_HEADER = 'isEncr';
/** Prefix of the key material: key = first 16 bytes of SHA-256(KEY_PREFIX + rek). */
export const KEY_PREFIX = 'jsedc-ent-envelope/v1:';
/** A request's timestamp may differ from the server clock by at most this much. */
export const REPLAY_WINDOW_MS = 5 * 60 * 1000;
/** Replay tokens are remembered this long, which covers both sides of the window. */
export const REPLAY_RETENTION_MS = 2 * REPLAY_WINDOW_MS;
export const REK_RANDOM_LENGTH = 16;
export const REPLAY_NONCE_LENGTH = 16;

const REK_PATTERN = /^\d{13}[A-Za-z0-9]{16}$/;
const NONCE_PATTERN = /^[A-Za-z0-9]{16}$/;
/** A token id is printable ASCII without spaces: stores keep replay tokens as one word a line. */
const JTI_PATTERN = /^[\x21-\x7e]{0,64}$/;

/** AES-128-ECB with PKCS#7 padding; key = first 16 bytes of SHA-256(utf-8 key material). */
export interface EnvelopeCipher {
  /** UTF-8 plaintext in, base64 ciphertext out. */
  encrypt(plaintext: string, keyMaterial: string): string;
  /** Base64 ciphertext in, UTF-8 plaintext out; throws when the input cannot be decrypted. */
  decrypt(ciphertext: string, keyMaterial: string): string;
}

/** What the envelope carries: the original body, a replay token and the sender's clock. */
export interface EnvelopeContent<T = unknown> {
  body: T;
  replayToken: string;
  timestamp: number;
}

export interface SealedBody {
  enStr: string;
}

export type EnvelopeFailure = 'badEnvelope' | 'staleRequest' | 'replayTokenMismatch';

export class EnvelopeError extends Error {
  constructor(readonly reason: EnvelopeFailure) {
    super(reason);
    this.name = 'EnvelopeError';
  }
}

export function makeRek(timestamp: number, random: string): string {
  return `${String(Math.trunc(timestamp)).padStart(13, '0')}${random}`;
}

export function isValidRek(rek: unknown): rek is string {
  return typeof rek === 'string' && REK_PATTERN.test(rek);
}

function keyMaterial(rek: string): string {
  return KEY_PREFIX + rek;
}

/**
 * The replay token binds a request to the session: `{jti}:{nonce}` where jti is the Jti cookie
 * (the token id), or the bare nonce before login.
 */
export function makeReplayToken(jti: string | undefined, nonce: string): string {
  return jti ? `${jti}:${nonce}` : nonce;
}

export function parseReplayToken(token: string): { jti: string; nonce: string } | null {
  const at = token.lastIndexOf(':');
  const jti = at === -1 ? '' : token.slice(0, at);
  const nonce = at === -1 ? token : token.slice(at + 1);
  if (!NONCE_PATTERN.test(nonce) || !JTI_PATTERN.test(jti)) return null;
  return { jti, nonce };
}

export function sealBody<T>(cipher: EnvelopeCipher, rek: string, content: EnvelopeContent<T>): SealedBody {
  const plaintext = JSON.stringify({
    body: content.body,
    replayToken: content.replayToken,
    timestamp: content.timestamp,
  });
  return { enStr: cipher.encrypt(plaintext, keyMaterial(rek)) };
}

/**
 * A write as the client sends it, for callers that send it themselves (bench, tests): a fresh rek
 * and replay nonce unless given, the rek and isEncr headers, and the sealed body as JSON text.
 */
export function sealedRequest(
  cipher: EnvelopeCipher,
  body: unknown,
  options: { jti?: string; timestamp?: number; rek?: string; replayNonce?: string } = {},
): { rek: string; headers: Record<string, string>; body: string } {
  const timestamp = options.timestamp ?? Date.now();
  const rek = options.rek ?? makeRek(timestamp, randomString(REK_RANDOM_LENGTH));
  const replayToken = makeReplayToken(options.jti, options.replayNonce ?? randomString(REPLAY_NONCE_LENGTH));
  const sealed = sealBody(cipher, rek, { body, replayToken, timestamp });
  return {
    rek,
    headers: { 'content-type': 'application/json', [REK_HEADER]: rek, [ENCRYPTED_HEADER]: '1' },
    body: JSON.stringify(sealed),
  };
}

/** Opens a sealed body; any malformed part (shape, base64, padding, JSON, fields) is badEnvelope. */
export function openBody(cipher: EnvelopeCipher, rek: string, sealed: unknown): EnvelopeContent {
  if (typeof sealed !== 'object' || sealed === null) throw new EnvelopeError('badEnvelope');
  const enStr = (sealed as { enStr?: unknown }).enStr;
  if (typeof enStr !== 'string' || enStr.length === 0) throw new EnvelopeError('badEnvelope');
  let parsed: unknown;
  try {
    parsed = JSON.parse(cipher.decrypt(enStr, keyMaterial(rek)));
  } catch {
    throw new EnvelopeError('badEnvelope');
  }
  if (typeof parsed !== 'object' || parsed === null || !('body' in parsed)) {
    throw new EnvelopeError('badEnvelope');
  }
  const { body, replayToken, timestamp } = parsed as Record<string, unknown>;
  if (typeof replayToken !== 'string' || typeof timestamp !== 'number' || !Number.isFinite(timestamp)) {
    throw new EnvelopeError('badEnvelope');
  }
  return { body, replayToken, timestamp };
}

/**
 * The server's checks on an opened envelope, short of remembering the nonce: the clock is within
 * the window and the token names the caller's session (or no session for tokenless calls).
 */
export function checkEnvelope(
  content: EnvelopeContent,
  now: number,
  sessionJti: string | undefined,
): { jti: string; nonce: string } {
  if (Math.abs(now - content.timestamp) > REPLAY_WINDOW_MS) throw new EnvelopeError('staleRequest');
  const parsed = parseReplayToken(content.replayToken);
  if (!parsed) throw new EnvelopeError('badEnvelope');
  // An authenticated request must carry its own session's jti, so a token cannot be paired with
  // nonces minted for another session.
  if (sessionJti !== undefined && parsed.jti !== sessionJti) throw new EnvelopeError('replayTokenMismatch');
  return parsed;
}

export function sealData(cipher: EnvelopeCipher, rek: string, data: unknown): string {
  return cipher.encrypt(JSON.stringify(data ?? null), keyMaterial(rek));
}

export function openData(cipher: EnvelopeCipher, rek: string, dataStr: string): unknown {
  try {
    return JSON.parse(cipher.decrypt(dataStr, keyMaterial(rek)));
  } catch {
    throw new EnvelopeError('badEnvelope');
  }
}
