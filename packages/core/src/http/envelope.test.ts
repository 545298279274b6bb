import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cryptoJsCipher } from './cryptoJsCipher';
import {
  checkEnvelope,
  EnvelopeError,
  isValidRek,
  KEY_PREFIX,
  makeReplayToken,
  openBody,
  openData,
  parseReplayToken,
  REPLAY_WINDOW_MS,
  sealBody,
  sealData,
  sealedRequest,
} from './envelope';
import vectors from './envelope.vectors.json';
import { nodeCipher } from './nodeCipher';

const ciphers = [
  ['crypto-js (browser)', cryptoJsCipher],
  ['aes128.ts with node:crypto SHA-256 (server)', nodeCipher],
] as const;

describe('envelope test vectors (docs/PROTOCOL.md)', () => {
  it('documents the key derivation the ciphers use', () => {
    expect(vectors.keyPrefix).toBe(KEY_PREFIX);
    for (const vector of vectors.bodies) {
      const key = createHash('sha256')
        .update(vectors.keyPrefix + vector.rek)
        .digest()
        .subarray(0, 16);
      expect(key.toString('hex')).toBe(vector.keyHex);
      expect(JSON.stringify(vector.content)).toBe(vector.plaintext);
    }
  });

  for (const [name, cipher] of ciphers) {
    describe(name, () => {
      for (const vector of vectors.bodies) {
        it(`seals and opens "${vector.name}"`, () => {
          expect(sealBody<unknown>(cipher, vector.rek, vector.content).enStr).toBe(vector.enStr);
          expect(openBody(cipher, vector.rek, { enStr: vector.enStr })).toEqual(vector.content);
        });
      }
      for (const vector of vectors.data) {
        it(`seals and opens dataStr "${vector.name}"`, () => {
          expect(sealData(cipher, vector.rek, vector.data)).toBe(vector.dataStr);
          expect(openData(cipher, vector.rek, vector.dataStr)).toEqual(vector.data);
        });
      }
      it('refuses a body sealed under another rek', () => {
        const [first, second] = vectors.bodies;
        expect(() => openBody(cipher, second!.rek, { enStr: first!.enStr })).toThrow(EnvelopeError);
      });
      it('refuses garbage, wrong shapes and truncated ciphertext', () => {
        const rek = vectors.bodies[0]!.rek;
        for (const bad of [null, 'x', {}, { enStr: '' }, { enStr: 5 }, { enStr: 'not base64!!' }, { enStr: 'AAAA' }]) {
          expect(() => openBody(cipher, rek, bad)).toThrow(EnvelopeError);
        }
        const truncated = vectors.bodies[0]!.enStr.slice(0, 64);
        expect(() => openBody(cipher, rek, { enStr: truncated })).toThrow(EnvelopeError);
      });
      it('refuses a sealed value that is not an envelope', () => {
        const rek = vectors.bodies[0]!.rek;
        const enStr = sealData(cipher, rek, { hello: 'world' });
        expect(() => openBody(cipher, rek, { enStr })).toThrow(EnvelopeError);
      });
    });
  }

  it('crypto-js opens what node:crypto sealed and the reverse, for random input', () => {
    for (let i = 0; i < 20; i += 1) {
      const rek = `17672256${String(i).padStart(5, '0')}ABCDEFGHIJKLMNOP`;
      const content = {
        body: { n: i, text: '能源'.repeat(i), list: Array.from({ length: i }, (_, k) => k) },
        replayToken: 'abcdefghijklmnop',
        timestamp: i,
      };
      expect(openBody(cryptoJsCipher, rek, sealBody(nodeCipher, rek, content))).toEqual(content);
      expect(openBody(nodeCipher, rek, sealBody(cryptoJsCipher, rek, content))).toEqual(content);
    }
  });
});

describe('a sealed request sent outside the client', () => {
  it('carries a fresh rek and nonce, the headers, and a body the server opens', () => {
    const first = sealedRequest(nodeCipher, { a: 1 }, { jti: 'session-1', timestamp: 1_700_000_000_000 });
    const second = sealedRequest(nodeCipher, { a: 1 }, { jti: 'session-1', timestamp: 1_700_000_000_000 });
    expect(isValidRek(first.rek)).toBe(true);
    expect(first.rek.startsWith('1700000000000')).toBe(true);
    expect(first.rek).not.toBe(second.rek);
    expect(first.headers).toEqual({ 'content-type': 'application/json', rek: first.rek, isEncr: '1' });
    const opened = openBody(nodeCipher, first.rek, JSON.parse(first.body));
    expect(opened.body).toEqual({ a: 1 });
    expect(opened.timestamp).toBe(1_700_000_000_000);
    expect(parseReplayToken(opened.replayToken)?.jti).toBe('session-1');
    expect(opened.replayToken).not.toBe(openBody(nodeCipher, second.rek, JSON.parse(second.body)).replayToken);
  });
});

describe('replay window and replay tokens', () => {
  const now = 1_767_225_600_000;
  const content = (timestamp: number, replayToken = 'Aa0Bb1Cc2Dd3Ee4F') => ({ body: {}, replayToken, timestamp });

  it('accepts timestamps inside the window on both sides and refuses stale ones', () => {
    expect(() => checkEnvelope(content(now - REPLAY_WINDOW_MS), now, undefined)).not.toThrow();
    expect(() => checkEnvelope(content(now + REPLAY_WINDOW_MS), now, undefined)).not.toThrow();
    expect(() => checkEnvelope(content(now - REPLAY_WINDOW_MS - 1), now, undefined)).toThrow(/staleRequest/);
    expect(() => checkEnvelope(content(now + REPLAY_WINDOW_MS + 1), now, undefined)).toThrow(/staleRequest/);
  });

  it('binds an authenticated request to its session jti', () => {
    const token = makeReplayToken('jti-1', 'Aa0Bb1Cc2Dd3Ee4F');
    expect(token).toBe('jti-1:Aa0Bb1Cc2Dd3Ee4F');
    expect(checkEnvelope(content(now, token), now, 'jti-1')).toEqual({ jti: 'jti-1', nonce: 'Aa0Bb1Cc2Dd3Ee4F' });
    expect(() => checkEnvelope(content(now, token), now, 'jti-2')).toThrow(/replayTokenMismatch/);
    expect(() => checkEnvelope(content(now, 'Aa0Bb1Cc2Dd3Ee4F'), now, 'jti-1')).toThrow(/replayTokenMismatch/);
  });

  it('parses tokens with and without a jti and rejects malformed nonces', () => {
    expect(parseReplayToken('Aa0Bb1Cc2Dd3Ee4F')).toEqual({ jti: '', nonce: 'Aa0Bb1Cc2Dd3Ee4F' });
    expect(parseReplayToken('a:b:Aa0Bb1Cc2Dd3Ee4F')).toEqual({ jti: 'a:b', nonce: 'Aa0Bb1Cc2Dd3Ee4F' });
    expect(parseReplayToken('short')).toBeNull();
    expect(parseReplayToken('jti:has spaces here!')).toBeNull();
    // The token id is one printable word: no spaces, line breaks or more than 64 characters.
    expect(parseReplayToken('two words:Aa0Bb1Cc2Dd3Ee4F')).toBeNull();
    expect(parseReplayToken('x\n1 injected:Aa0Bb1Cc2Dd3Ee4F')).toBeNull();
    expect(parseReplayToken(`${'j'.repeat(65)}:Aa0Bb1Cc2Dd3Ee4F`)).toBeNull();
    expect(parseReplayToken(`${'j'.repeat(64)}:Aa0Bb1Cc2Dd3Ee4F`)).toEqual({
      jti: 'j'.repeat(64),
      nonce: 'Aa0Bb1Cc2Dd3Ee4F',
    });
  });
});
