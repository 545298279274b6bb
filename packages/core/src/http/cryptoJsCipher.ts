// Per-algorithm crypto-js modules keep the browser bundle to AES, SHA-256 and the encoders.
import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import SHA256 from 'crypto-js/sha256';
import type { EnvelopeCipher } from './envelope';

function deriveKey(keyMaterial: string) {
  const digest = SHA256(keyMaterial);
  digest.words = digest.words.slice(0, 4);
  digest.sigBytes = 16;
  return digest;
}

/** The envelope's AES primitive on crypto-js, for the browser. */
export const cryptoJsCipher: EnvelopeCipher = {
  encrypt(plaintext, keyMaterial) {
    const encrypted = AES.encrypt(Utf8.parse(plaintext), deriveKey(keyMaterial), { mode: ECB, padding: Pkcs7 });
    return encrypted.ciphertext.toString(Base64);
  },
  decrypt(ciphertext, keyMaterial) {
    const decrypted = AES.decrypt(ciphertext, deriveKey(keyMaterial), { mode: ECB, padding: Pkcs7 });
    // A wrong key or corrupt input leaves bytes that are not UTF-8 (toString throws) or nothing.
    const text = decrypted.toString(Utf8);
    if (decrypted.sigBytes <= 0 || text.length === 0) throw new Error('cannot decrypt');
    return text;
  },
};
