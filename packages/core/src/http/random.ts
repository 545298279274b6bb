const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// 248 is the largest multiple of 62 below 256: bytes at or above it are drawn again so every
// character is equally likely.
const UNBIASED_LIMIT = 248;

/** A random alphanumeric string from the platform's CSPRNG (Web Crypto, in browsers and Node). */
export function randomString(length: number): string {
  let out = '';
  const bytes = new Uint8Array(length * 2);
  while (out.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= UNBIASED_LIMIT) continue;
      out += ALPHABET[byte % ALPHABET.length];
      if (out.length === length) break;
    }
  }
  return out;
}
