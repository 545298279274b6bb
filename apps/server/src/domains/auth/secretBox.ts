// Secrets the server must read back (the TOTP keys of second factors) are stored sealed with
// AES-256-GCM, so a copy of the accounts table alone gives nobody's second factor away. The key is
// MFA_KEY, or one generated into the database when unset (README: set it in production, kept apart
// from database backups).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Marks a sealed value (and its format, should it ever change). */
export const SEALED = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  seal(text: string): string;
  /** The sealed text, or null when it is not sealed or not sealed under this key (tampered). */
  open(sealed: string): string | null;
  isSealed(value: string): boolean;
}

export function createSecretBox(keyMaterial: Uint8Array): SecretBox {
  const key = createHash('sha256').update(keyMaterial).digest();
  return {
    seal(text) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return SEALED + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(sealed) {
      if (!sealed.startsWith(SEALED)) return null;
      const bytes = Buffer.from(sealed.slice(SEALED.length), 'base64');
      if (bytes.length < IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
    isSealed: (value) => value.startsWith(SEALED),
  };
}
