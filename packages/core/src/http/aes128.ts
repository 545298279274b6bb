// biome-ignore-all lint/style/noNonNullAssertion: the inner loops read typed arrays at indices masked to their size; a cast on each read would double every line
// AES-128 in ECB mode with PKCS#7 padding (FIPS-197), written out for the server's envelope. Each
// request has a key of its own, and node:crypto (OpenSSL 3) spends more setting up a cipher
// context, twice a request, than this spends on the dozen blocks an envelope holds; the tests
// check it against node:crypto. The tables are computed once from the field arithmetic rather
// than typed in.

const SBOX = new Uint8Array(256);
const INV_SBOX = new Uint8Array(256);
// Round tables: SubBytes and MixColumns of one byte, rotated for each row.
const ENC = [new Int32Array(256), new Int32Array(256), new Int32Array(256), new Int32Array(256)] as const;
const DEC = [new Int32Array(256), new Int32Array(256), new Int32Array(256), new Int32Array(256)] as const;
const ROUND_CONSTANTS = [0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80, 0x1b, 0x36];
const ROUNDS = 10;

/** Multiplication by x in GF(2^8) modulo x^8 + x^4 + x^3 + x + 1. */
const times2 = (value: number) => ((value << 1) ^ (value & 0x80 ? 0x11b : 0)) & 0xff;

function multiply(a: number, b: number): number {
  let product = 0;
  for (let left = a, right = b; right > 0; right >>= 1, left = times2(left)) if (right & 1) product ^= left;
  return product;
}

const rotate = (word: number, bits: number) => ((word >>> bits) | (word << (32 - bits))) >>> 0;

(function buildTables() {
  // Inverses by exhaustive search: 64k multiplications, once, at load.
  const inverse = new Uint8Array(256);
  for (let a = 1; a < 256; a++)
    for (let b = 1; b < 256; b++)
      if (multiply(a, b) === 1) {
        inverse[a] = b;
        break;
      }
  for (let x = 0; x < 256; x++) {
    const b = inverse[x] as number;
    // The affine transform: b ^ rotl(b,1) ^ rotl(b,2) ^ rotl(b,3) ^ rotl(b,4) ^ 0x63.
    let s = b;
    for (let shift = 1; shift <= 4; shift++) s ^= ((b << shift) | (b >>> (8 - shift))) & 0xff;
    s ^= 0x63;
    SBOX[x] = s;
    INV_SBOX[s] = x;
  }
  for (let x = 0; x < 256; x++) {
    const s = SBOX[x] as number;
    // Column [2s, s, s, 3s] as a big-endian word, and InvMixColumns' [14x, 9x, 13x, 11x].
    const enc = ((multiply(s, 2) << 24) | (s << 16) | (s << 8) | multiply(s, 3)) >>> 0;
    const dec = ((multiply(x, 14) << 24) | (multiply(x, 9) << 16) | (multiply(x, 13) << 8) | multiply(x, 11)) >>> 0;
    for (let row = 0; row < 4; row++) {
      (ENC[row] as Int32Array)[x] = rotate(enc, row * 8);
      (DEC[row] as Int32Array)[s] = rotate(dec, row * 8);
    }
  }
})();

const subWord = (w: number) =>
  ((SBOX[w >>> 24] as number) << 24) |
  ((SBOX[(w >>> 16) & 0xff] as number) << 16) |
  ((SBOX[(w >>> 8) & 0xff] as number) << 8) |
  (SBOX[w & 0xff] as number);

/** The 44 round-key words of the cipher, and those of the equivalent inverse cipher. */
export interface Aes128Key {
  encryption: Int32Array;
  decryption: Int32Array;
}

export function expandKey(key: Uint8Array): Aes128Key {
  if (key.length !== 16) throw new Error('AES-128 needs a 16-byte key');
  const words = new Int32Array(4 * (ROUNDS + 1));
  for (let i = 0; i < 4; i++)
    words[i] =
      ((key[4 * i] as number) << 24) |
      ((key[4 * i + 1] as number) << 16) |
      ((key[4 * i + 2] as number) << 8) |
      (key[4 * i + 3] as number);
  for (let i = 4; i < words.length; i++) {
    let t = words[i - 1] as number;
    if (i % 4 === 0) t = subWord(rotate(t, 24)) ^ ((ROUND_CONSTANTS[i / 4 - 1] as number) << 24);
    words[i] = (words[i - 4] as number) ^ t;
  }
  // The inverse cipher runs the rounds backwards with InvMixColumns applied to the inner keys.
  const decryption = new Int32Array(words.length);
  for (let round = 0; round <= ROUNDS; round++)
    for (let column = 0; column < 4; column++) {
      const w = words[(ROUNDS - round) * 4 + column] as number;
      decryption[round * 4 + column] =
        round === 0 || round === ROUNDS
          ? w
          : (DEC[0][SBOX[w >>> 24] as number] as number) ^
            (DEC[1][SBOX[(w >>> 16) & 0xff] as number] as number) ^
            (DEC[2][SBOX[(w >>> 8) & 0xff] as number] as number) ^
            (DEC[3][SBOX[w & 0xff] as number] as number);
    }
  return { encryption: words, decryption };
}

const readWord = (bytes: Uint8Array, at: number) =>
  (bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!;

function writeWord(bytes: Uint8Array, at: number, word: number): void {
  bytes[at] = word >>> 24;
  bytes[at + 1] = word >>> 16;
  bytes[at + 2] = word >>> 8;
  bytes[at + 3] = word;
}

/**
 * Every block of `bytes` in place, written out with locals: this runs for every block of every
 * request. The inverse cipher takes rows 1 and 3 of a column from the opposite neighbours; reading
 * and writing words 1 and 3 swapped (`swap`) lets the same expressions serve.
 */
function cryptBlocks(
  bytes: Uint8Array,
  keys: Int32Array,
  t0: Int32Array,
  t1: Int32Array,
  t2: Int32Array,
  t3: Int32Array,
  box: Uint8Array,
  swap: boolean,
): void {
  const one = swap ? 3 : 1;
  const three = swap ? 1 : 3;
  for (let offset = 0; offset < bytes.length; offset += 16) {
    let s0 = readWord(bytes, offset) ^ keys[0]!;
    let s1 = readWord(bytes, offset + 4 * one) ^ keys[one]!;
    let s2 = readWord(bytes, offset + 8) ^ keys[2]!;
    let s3 = readWord(bytes, offset + 4 * three) ^ keys[three]!;
    let k = 4;
    for (let round = 1; round < ROUNDS; round++) {
      const n0 = t0[s0 >>> 24]! ^ t1[(s1 >>> 16) & 0xff]! ^ t2[(s2 >>> 8) & 0xff]! ^ t3[s3 & 0xff]! ^ keys[k]!;
      const n1 = t0[s1 >>> 24]! ^ t1[(s2 >>> 16) & 0xff]! ^ t2[(s3 >>> 8) & 0xff]! ^ t3[s0 & 0xff]! ^ keys[k + one]!;
      const n2 = t0[s2 >>> 24]! ^ t1[(s3 >>> 16) & 0xff]! ^ t2[(s0 >>> 8) & 0xff]! ^ t3[s1 & 0xff]! ^ keys[k + 2]!;
      const n3 = t0[s3 >>> 24]! ^ t1[(s0 >>> 16) & 0xff]! ^ t2[(s1 >>> 8) & 0xff]! ^ t3[s2 & 0xff]! ^ keys[k + three]!;
      s0 = n0;
      s1 = n1;
      s2 = n2;
      s3 = n3;
      k += 4;
    }
    // The last round: SubBytes and ShiftRows without MixColumns.
    writeWord(
      bytes,
      offset,
      ((box[s0 >>> 24]! << 24) | (box[(s1 >>> 16) & 0xff]! << 16) | (box[(s2 >>> 8) & 0xff]! << 8) | box[s3 & 0xff]!) ^
        keys[k]!,
    );
    writeWord(
      bytes,
      offset + 4 * one,
      ((box[s1 >>> 24]! << 24) | (box[(s2 >>> 16) & 0xff]! << 16) | (box[(s3 >>> 8) & 0xff]! << 8) | box[s0 & 0xff]!) ^
        keys[k + one]!,
    );
    writeWord(
      bytes,
      offset + 8,
      ((box[s2 >>> 24]! << 24) | (box[(s3 >>> 16) & 0xff]! << 16) | (box[(s0 >>> 8) & 0xff]! << 8) | box[s1 & 0xff]!) ^
        keys[k + 2]!,
    );
    writeWord(
      bytes,
      offset + 4 * three,
      ((box[s3 >>> 24]! << 24) | (box[(s0 >>> 16) & 0xff]! << 16) | (box[(s1 >>> 8) & 0xff]! << 8) | box[s2 & 0xff]!) ^
        keys[k + three]!,
    );
  }
}

/** PKCS#7-pads `plaintext` and encrypts it block by block. */
export function encryptEcb(key: Aes128Key, plaintext: Uint8Array): Uint8Array {
  const pad = 16 - (plaintext.length % 16);
  const bytes = new Uint8Array(plaintext.length + pad);
  bytes.set(plaintext);
  bytes.fill(pad, plaintext.length);
  cryptBlocks(bytes, key.encryption, ENC[0], ENC[1], ENC[2], ENC[3], SBOX, false);
  return bytes;
}

/** Decrypts whole blocks and removes PKCS#7 padding; throws when the padding is not valid. */
export function decryptEcb(key: Aes128Key, ciphertext: Uint8Array): Uint8Array {
  if (ciphertext.length === 0 || ciphertext.length % 16 !== 0) throw new Error('ciphertext is not whole blocks');
  const bytes = ciphertext.slice();
  cryptBlocks(bytes, key.decryption, DEC[0], DEC[1], DEC[2], DEC[3], INV_SBOX, true);
  const pad = bytes[bytes.length - 1] as number;
  if (pad < 1 || pad > 16) throw new Error('bad padding');
  for (let i = bytes.length - pad; i < bytes.length; i++) if (bytes[i] !== pad) throw new Error('bad padding');
  return bytes.subarray(0, bytes.length - pad);
}
