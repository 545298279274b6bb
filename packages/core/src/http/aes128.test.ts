import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptEcb, encryptEcb, expandKey } from './aes128';

const hex = (text: string) => Uint8Array.from(Buffer.from(text, 'hex'));

describe('AES-128-ECB', () => {
  it('gives the FIPS-197 example cipher text (appendix C.1) and reverses it', () => {
    const key = expandKey(hex('000102030405060708090a0b0c0d0e0f'));
    const sealed = encryptEcb(key, hex('00112233445566778899aabbccddeeff'));
    // The first block is the standard's; the second is a whole block of PKCS#7 padding.
    expect(Buffer.from(sealed.subarray(0, 16)).toString('hex')).toBe('69c4e0d86a7b0430d8cdb78070b4c55a');
    expect(sealed).toHaveLength(32);
    expect(Buffer.from(decryptEcb(key, sealed)).toString('hex')).toBe('00112233445566778899aabbccddeeff');
  });

  it('agrees with OpenSSL (node:crypto) both ways for every length from 0 to 100 bytes', () => {
    for (let length = 0; length <= 100; length++) {
      const keyBytes = randomBytes(16);
      const plaintext = randomBytes(length);
      const cipher = createCipheriv('aes-128-ecb', keyBytes, null);
      const reference = Buffer.concat([cipher.update(plaintext), cipher.final()]);
      const key = expandKey(keyBytes);
      expect(Buffer.from(encryptEcb(key, plaintext)).equals(reference)).toBe(true);
      expect(Buffer.from(decryptEcb(key, reference)).equals(plaintext)).toBe(true);
      const decipher = createDecipheriv('aes-128-ecb', keyBytes, null);
      const mine = encryptEcb(key, plaintext);
      expect(Buffer.concat([decipher.update(mine), decipher.final()]).equals(plaintext)).toBe(true);
    }
  });

  it('refuses cipher text that is not whole blocks or whose padding is wrong', () => {
    const key = expandKey(randomBytes(16));
    expect(() => decryptEcb(key, new Uint8Array(0))).toThrow();
    expect(() => decryptEcb(key, new Uint8Array(15))).toThrow();
    // Under another key the padding comes out wrong (all but about 1 in 256 times: try several).
    const sealed = encryptEcb(expandKey(randomBytes(16)), new TextEncoder().encode('{"body":{}}'));
    const refusals = Array.from({ length: 20 }, () => {
      try {
        decryptEcb(expandKey(randomBytes(16)), sealed);
        return false;
      } catch {
        return true;
      }
    });
    expect(refusals.filter(Boolean).length).toBeGreaterThanOrEqual(18);
    expect(() => expandKey(new Uint8Array(15))).toThrow();
  });
});
