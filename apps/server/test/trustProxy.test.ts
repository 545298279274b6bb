// README: TRUST_PROXY=on behind a reverse proxy, so client addresses come from X-Forwarded-For;
// off (the default), that header is anybody's to write and is ignored. The login records (and the
// per-address limits, which read the same request address) show which address the server believed.
import { basicAuthHeader, WEB_CLIENT } from '@ent/core/api';
import { AUTH_ENDPOINTS } from '@ent/core/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { type PlatformFixture, TEST_DATABASES, testClient, usePlatform } from './support';

const FORWARDED = '203.0.113.7';

/** A password login sent through a proxy that names the client in X-Forwarded-For. */
async function loginForwarded(env: PlatformFixture, username: string): Promise<void> {
  const { http } = testClient(env.platform.url);
  await http.request({
    url: AUTH_ENDPOINTS.login.path,
    method: 'POST',
    data: { username, password: DEMO_PASSWORD, grant_type: 'password', businessClientId: WEB_CLIENT.businessClientId },
    headers: {
      Authorization: basicAuthHeader(WEB_CLIENT.clientId, WEB_CLIENT.clientSecret),
      'X-Forwarded-For': FORWARDED,
    },
    tokenless: true,
  });
}

async function loggedAddresses(env: PlatformFixture, username: string): Promise<Array<string | null>> {
  const rows = await env.handle.db
    .selectFrom('login_log')
    .select('ip')
    .where('username', '=', username)
    .where('success', '=', true)
    .execute();
  return rows.map((row) => row.ip);
}

describe.each(TEST_DATABASES)('client addresses on $name', (database) => {
  describe('TRUST_PROXY=on', () => {
    const env = usePlatform(database, { TRUST_PROXY: 'on' });

    it('records the address the proxy forwarded', async () => {
      await loginForwarded(env, 'ent_demo');
      expect(await loggedAddresses(env, 'ent_demo')).toEqual([FORWARDED]);
    });
  });

  describe('TRUST_PROXY=off', () => {
    const env = usePlatform(database, { TRUST_PROXY: 'off' });

    it('ignores X-Forwarded-For and records the connecting address', async () => {
      await loginForwarded(env, 'ent_demo');
      const addresses = await loggedAddresses(env, 'ent_demo');
      expect(addresses).toHaveLength(1);
      expect(addresses[0]).not.toBe(FORWARDED);
      expect(addresses[0]).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    });
  });
});
