// PostgreSQL gone for ten seconds while an enterprise works (issue 15): every request answers at
// once with a clear Chinese message (no hang, no 500, no stack, and no logout), and the platform
// carries on by itself when the database is back, with the same login. The database is taken
// away by a loopback proxy between the platform and PostgreSQL, so the real server keeps running.
import { createFacilityApi } from '@ent/core/api';
import { ERROR_TEXT } from '@ent/core/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApiFor, httpFor, loginAs } from '../support/api';
import { freshDatabase, requiredPostgres } from '../support/cluster';
import { nanjingFacility } from '../support/facilities';
import { type PlatformProcess, startPlatformProcess } from '../support/platform';
import { DEMO_PASSWORD } from '../support/session';
import { startTcpProxy, type TcpProxy } from '../support/tcpProxy';

const POSTGRES = requiredPostgres();
const OUTAGE_MS = 10_000;
/** The SPA's request timeout (SPEC §8): no answer may take longer. */
const CLIENT_TIMEOUT_MS = 30_000;

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: '00000', message: '' }),
    (error: { code?: string; message?: string }) => ({ code: error.code ?? '', message: error.message ?? '' }),
  );

describe('PostgreSQL gone for ten seconds', () => {
  let database: { url: string; drop(): Promise<void> };
  let proxy: TcpProxy;
  let platform: PlatformProcess;

  beforeAll(async () => {
    database = await freshDatabase(POSTGRES);
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    platform = await startPlatformProcess({ DATABASE_URL: viaProxy.toString(), DEMO_SEED: 'on', LOG_LEVEL: 'error' });
  });

  afterAll(async () => {
    await platform?.stop();
    await proxy?.stop();
    await database?.drop();
  });

  it('answers every request at once in Chinese while it is gone, and works again with the same login once it is back', async () => {
    const data = await loginAs(platform.url, 'ent_demo');
    const facilities = createFacilityApi(httpFor(platform.url, data.access_token, data.jti));
    expect((await facilities.list({})).code).toBe('00000');

    await proxy.cut();
    const started = Date.now();
    let asked = 0;
    while (Date.now() - started < OUTAGE_MS) {
      const before = Date.now();
      const [read, write, login] = await Promise.all([
        failure(facilities.list({})),
        failure(facilities.add(nanjingFacility('停库期间的电站'))),
        failure(authApiFor(platform.url).login({ username: 'ent_demo', password: DEMO_PASSWORD, typeOf: '1' })),
      ]);
      expect(Date.now() - before).toBeLessThan(CLIENT_TIMEOUT_MS);
      for (const answer of [read, write, login])
        expect(answer).toEqual({ code: 'C0300', message: ERROR_TEXT.databaseUnavailable });
      // Straight from the wire: a 503 with the envelope, nothing of the server's insides.
      const raw = await fetch(`${platform.url}/prod-api/gov-cms/api/v1/file/1`, {
        headers: { authorization: `Bearer ${data?.access_token}` },
      });
      expect(raw.status).toBe(503);
      expect(await raw.text()).toBe(JSON.stringify({ code: 'C0300', msg: ERROR_TEXT.databaseUnavailable }));
      asked += 1;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(asked).toBeGreaterThanOrEqual(5);

    await proxy.restore();
    // The pool reconnects on its own; the login made before the outage still holds.
    await expect.poll(async () => (await failure(facilities.list({}))).code, { timeout: 15_000 }).toBe('00000');
    const added = await facilities.add(nanjingFacility('恢复后的电站'));
    expect(added.code).toBe('00000');
  });
});
