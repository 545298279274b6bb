// Behind a TLS-terminating proxy trusted with TRUST_PROXY: every answer over HTTPS, the API's as
// the pages', carries HSTS; plain HTTP answers do not (a browser would ignore it there anyway).
import { describe, expect, it } from 'vitest';
import { HSTS } from '../src/app';
import { TEST_DATABASES, usePlatform } from './support';

describe('security headers over HTTPS', () => {
  const env = usePlatform(TEST_DATABASES[0] ?? (undefined as never), { TRUST_PROXY: 'on' });

  it('sends HSTS on pages and API answers reached over HTTPS, and the API is never framed', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const api = await fetch(`${env.platform.url}/prod-api/gov-system/api/v1/parameter/code`, {
      method: 'POST',
      headers: { ...https, 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'apiEncrypt' }),
    });
    expect(api.status).toBe(200);
    expect(api.headers.get('strict-transport-security')).toBe(HSTS);
    expect(api.headers.get('x-frame-options')).toBe('DENY');
    expect(api.headers.get('referrer-policy')).toBe('no-referrer');
    const page = await fetch(`${env.platform.url}/ent/login`, { headers: https });
    expect(page.headers.get('strict-transport-security')).toBe(HSTS);

    const plain = await fetch(`${env.platform.url}/prod-api/gov-system/api/v1/parameter/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'apiEncrypt' }),
    });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});
