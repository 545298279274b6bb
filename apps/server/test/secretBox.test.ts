// The sealing of second-factor keys at rest: only the same key opens what it sealed, and a changed
// byte or an unsealed value opens to nothing rather than to something wrong.
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/domains/auth/secretBox';

const key = (text: string) => new TextEncoder().encode(text);

describe('secret box', () => {
  const box = createSecretBox(key('a'.repeat(32)));

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.isSealed(sealed)).toBe(true);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  it('opens nothing under another key, when tampered with, or when not sealed', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(createSecretBox(key('b'.repeat(32))).open(sealed)).toBeNull();
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(box.open(`v1.${bytes.toString('base64')}`)).toBeNull();
    expect(box.open('v1.AAAA')).toBeNull();
    expect(box.open('JBSWY3DPEHPK3PXP')).toBeNull();
    expect(box.isSealed('JBSWY3DPEHPK3PXP')).toBe(false);
  });
});
