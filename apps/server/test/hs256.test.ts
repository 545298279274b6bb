import { createSecretKey } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyHs256 } from '../src/domains/auth/hs256';

const secret = Buffer.alloc(32, 9);
const now = Date.UTC(2026, 10, 22);

function sign(
  claims: { iss?: string; jti?: string; sub?: string; exp?: number; nbf?: number },
  key: Buffer = secret,
  alg = 'HS256',
) {
  const jwt = new SignJWT({ ...(claims.nbf ? { nbf: claims.nbf } : {}) }).setProtectedHeader({ alg });
  if (claims.iss) jwt.setIssuer(claims.iss);
  if (claims.jti) jwt.setJti(claims.jti);
  if (claims.sub) jwt.setSubject(claims.sub);
  if (claims.exp) jwt.setExpirationTime(claims.exp);
  return jwt.sign(createSecretKey(key));
}

const valid = { iss: 'jsedc-ent', jti: 'j-1', sub: '2', exp: now / 1000 + 3600 };

describe('HS256 verification', () => {
  it('accepts what jose signed with the same key', async () => {
    expect(verifyHs256(await sign(valid), secret, 'jsedc-ent', now)).toEqual({ jti: 'j-1', exp: valid.exp });
  });

  it('tells expired tokens apart from invalid ones', async () => {
    expect(verifyHs256(await sign({ ...valid, exp: now / 1000 - 1 }), secret, 'jsedc-ent', now)).toBe('expired');
  });

  it('refuses another key, another issuer, missing claims, not-yet-valid and tampered tokens', async () => {
    expect(verifyHs256(await sign(valid, Buffer.alloc(32, 1)), secret, 'jsedc-ent', now)).toBe('invalid');
    expect(verifyHs256(await sign({ ...valid, iss: 'other' }), secret, 'jsedc-ent', now)).toBe('invalid');
    expect(verifyHs256(await sign({ ...valid, jti: undefined }), secret, 'jsedc-ent', now)).toBe('invalid');
    expect(verifyHs256(await sign({ ...valid, exp: undefined }), secret, 'jsedc-ent', now)).toBe('invalid');
    expect(verifyHs256(await sign({ ...valid, nbf: now / 1000 + 60 }), secret, 'jsedc-ent', now)).toBe('invalid');
    const token = await sign(valid);
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ iss: 'jsedc-ent', jti: 'j-1', sub: '1', exp: valid.exp })).toString(
      'base64url',
    );
    expect(verifyHs256(`${h}.${forged}.${s}`, secret, 'jsedc-ent', now)).toBe('invalid');
    expect(verifyHs256(`${h}.${p}`, secret, 'jsedc-ent', now)).toBe('invalid');
    expect(verifyHs256('not a token', secret, 'jsedc-ent', now)).toBe('invalid');
  });

  it('refuses other algorithms, including none', async () => {
    expect(verifyHs256(await sign(valid, Buffer.alloc(64, 9), 'HS512'), Buffer.alloc(64, 9), 'jsedc-ent', now)).toBe(
      'invalid',
    );
    const unsecured = new UnsecuredJWT({ jti: 'j-1', sub: '2' })
      .setIssuer('jsedc-ent')
      .setExpirationTime(valid.exp)
      .encode();
    expect(verifyHs256(`${unsecured}`, secret, 'jsedc-ent', now)).toBe('invalid');
  });
});
