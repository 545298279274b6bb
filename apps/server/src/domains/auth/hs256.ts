// Verifies the platform's own HS256 tokens synchronously with node:crypto. jose signs them (at
// login); verifying on every request through jose's Web Crypto path costs ~0.3 ms here against
// ~10 µs for this, and only this one algorithm is ever accepted, so no algorithm confusion.
import { createHmac, timingSafeEqual } from 'node:crypto';

const SEGMENT = /^[A-Za-z0-9_-]+$/;

function decodeJson(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export type Hs256Verdict = { jti: string; exp: number } | 'invalid' | 'expired';

export function verifyHs256(token: string, secret: Buffer, issuer: string, now: number): Hs256Verdict {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => SEGMENT.test(part))) return 'invalid';
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  if (header?.alg !== 'HS256' || header.crit !== undefined) return 'invalid';
  const expected = createHmac('sha256', secret).update(`${headerPart}.${payloadPart}`).digest();
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const payload = decodeJson(payloadPart);
  if (!payload || payload.iss !== issuer || typeof payload.jti !== 'string') return 'invalid';
  if (typeof payload.exp !== 'number') return 'invalid';
  if (payload.exp * 1000 <= now) return 'expired';
  if (typeof payload.nbf === 'number' && payload.nbf * 1000 > now) return 'invalid';
  return { jti: payload.jti, exp: payload.exp };
}
