import { hash } from 'node:crypto';
import { type Aes128Key, decryptEcb, encryptEcb, expandKey } from './aes128';
import type { EnvelopeCipher } from './envelope';

// A request's body is opened and its answer sealed under the same rek: remembering the last few
// keys saves deriving and expanding each one twice.
const recentKeys = new Map<string, Aes128Key>();
const RECENT_KEYS = 256;

function deriveKey(keyMaterial: string): Aes128Key {
  const known = recentKeys.get(keyMaterial);
  if (known) return known;
  const key = expandKey(hash('sha256', keyMaterial, 'buffer').subarray(0, 16));
  // Dropped all at once when full: cheaper than keeping an order, and a request seldom waits that long.
  if (recentKeys.size >= RECENT_KEYS) recentKeys.clear();
  recentKeys.set(keyMaterial, key);
  return key;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

/**
 * The envelope's AES primitive for the server: SHA-256 from node:crypto, AES-128-ECB from aes128.ts
 * (node:crypto's cipher contexts cost more to set up than an envelope costs to encrypt).
 */
export const nodeCipher: EnvelopeCipher = {
  encrypt(plaintext, keyMaterial) {
    return asBuffer(encryptEcb(deriveKey(keyMaterial), Buffer.from(plaintext, 'utf8'))).toString('base64');
  },
  decrypt(ciphertext, keyMaterial) {
    // Buffer.from silently skips invalid base64, so check the alphabet first.
    if (!BASE64.test(ciphertext)) throw new Error('ciphertext is not base64');
    return asBuffer(decryptEcb(deriveKey(keyMaterial), Buffer.from(ciphertext, 'base64'))).toString('utf8');
  },
};
