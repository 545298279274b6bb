import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import type { EnvelopeCipher } from './envelope';

// A request's body is opened and its answer sealed under the same rek: remembering the last few
// keys saves deriving each one twice.
const recentKeys = new Map<string, Buffer>();
const RECENT_KEYS = 256;

function deriveKey(keyMaterial: string): Buffer {
  const known = recentKeys.get(keyMaterial);
  if (known) return known;
  const key = createHash('sha256').update(keyMaterial, 'utf8').digest().subarray(0, 16);
  if (recentKeys.size >= RECENT_KEYS) recentKeys.delete(recentKeys.keys().next().value as string);
  recentKeys.set(keyMaterial, key);
  return key;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The envelope's AES primitive on node:crypto, for the server. */
export const nodeCipher: EnvelopeCipher = {
  encrypt(plaintext, keyMaterial) {
    const cipher = createCipheriv('aes-128-ecb', deriveKey(keyMaterial), null);
    return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64');
  },
  decrypt(ciphertext, keyMaterial) {
    // Buffer.from silently skips invalid base64, so check the alphabet and block size first.
    if (!BASE64.test(ciphertext)) throw new Error('ciphertext is not base64');
    const bytes = Buffer.from(ciphertext, 'base64');
    if (bytes.length === 0 || bytes.length % 16 !== 0) throw new Error('ciphertext is not whole blocks');
    const decipher = createDecipheriv('aes-128-ecb', deriveKey(keyMaterial), null);
    return Buffer.concat([decipher.update(bytes), decipher.final()]).toString('utf8');
  },
};
