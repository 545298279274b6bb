// Each process keeps the sessions its requests use (src/domains/auth/sessions.ts). Whatever ends a
// session or changes who holds it must count at the very next request when this process commits
// it, even in SQL behind the platform's back, and within a second when another process does (it
// hears it at once through LISTEN); what cannot end a session (a login, the last-activity write)
// must leave the kept copies alone.
import { createAuthApi } from '@ent/core/api';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database';
import {
  databaseUrlOf,
  loginAt,
  startSecondPlatform,
  TEST_DATABASES,
  type TestClient,
  testClient,
  usePlatform,
} from './support';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: { code?: string }) => error.code ?? '',
  );

const version = async (handle: DatabaseHandle) => {
  const { rows } = await sql<{ version: string }>`SELECT version::text AS version FROM session_version`.execute(
    handle.db,
  );
  return rows[0]?.version;
};

describe.each(TEST_DATABASES)('kept sessions on $name', (database) => {
  const env = usePlatform(database);

  /** ent_demo logged in, with its session already kept by the process (one answered call). */
  async function keptSession(): Promise<TestClient> {
    const client = await env.login('ent_demo');
    expect((await createAuthApi(client.http).me()).data?.username).toBe('ent_demo');
    return client;
  }

  it('leaves the version alone for logins and activity, and moves it at a revocation', async () => {
    const { db } = env.handle;
    const before = await version(env.handle);
    const client = await keptSession();
    await db
      .updateTable('auth_session')
      .set({ last_seen_at: new Date(Date.now() + 1000) })
      .where('jti', '=', client.jti ?? '')
      .execute();
    expect(await version(env.handle)).toBe(before);
    await db
      .updateTable('auth_session')
      .set({ revoked_at: new Date() })
      .where('jti', '=', client.jti ?? '')
      .execute();
    expect(await version(env.handle)).not.toBe(before);
  });

  it('refuses the next request after a session is revoked in SQL', async () => {
    const client = await keptSession();
    await env.handle.db
      .updateTable('auth_session')
      .set({ revoked_at: new Date() })
      .where('jti', '=', client.jti ?? '')
      .execute();
    expect(await refusal(createAuthApi(client.http).me())).toBe('A0230');
  });

  it('refuses the next request after the account is disabled in SQL, and serves it again once enabled', async () => {
    const { db } = env.handle;
    const client = await keptSession();
    await db.updateTable('app_user').set({ status: '1' }).where('username', '=', 'ent_demo').execute();
    try {
      expect(await refusal(createAuthApi(client.http).me())).toBe('A0230');
    } finally {
      await db.updateTable('app_user').set({ status: '0' }).where('username', '=', 'ent_demo').execute();
    }
    expect((await createAuthApi(client.http).me()).data?.username).toBe('ent_demo');
  });

  it('shows a role taken away and given back at the next request', async () => {
    const { db } = env.handle;
    const client = await keptSession();
    const roles = (await createAuthApi(client.http).me()).data?.roles ?? [];
    expect(roles.length).toBeGreaterThan(0);
    const user = await db
      .selectFrom('app_user')
      .select('id')
      .where('username', '=', 'ent_demo')
      .executeTakeFirstOrThrow();
    const held = await db.selectFrom('user_role').selectAll().where('user_id', '=', user.id).execute();
    await db.deleteFrom('user_role').where('user_id', '=', user.id).execute();
    try {
      expect((await createAuthApi(client.http).me()).data?.roles).toEqual([]);
    } finally {
      await db.insertInto('user_role').values(held).execute();
    }
    expect((await createAuthApi(client.http).me()).data?.roles).toEqual(roles);
  });

  it('ends a kept session whose last activity is moved back past the idle limit', async () => {
    const client = await keptSession();
    await env.handle.db
      .updateTable('auth_session')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000) })
      .where('jti', '=', client.jti ?? '')
      .execute();
    expect(await refusal(createAuthApi(client.http).me())).toBe('A0230');
  });

  it("hears this process's own change of the sessions before the commit's answer", async () => {
    let heard = 0;
    await env.handle.listen('session_version', () => {
      heard += 1;
    });
    const client = await keptSession();
    const before = heard;
    await env.handle.db
      .updateTable('auth_session')
      .set({ revoked_at: new Date() })
      .where('jti', '=', client.jti ?? '')
      .execute();
    expect(heard).toBeGreaterThan(before);
    expect(await refusal(createAuthApi(client.http).me())).toBe('A0230');
  });

  if (database.name === 'postgres')
    it('ends a session within a second when it is revoked over another connection (psql)', async () => {
      const client = await keptSession();
      const operator = new pg.Client({ connectionString: await databaseUrlOf(env.handle) });
      await operator.connect();
      try {
        await operator.query('UPDATE auth_session SET revoked_at = now() WHERE jti = $1', [client.jti]);
      } finally {
        await operator.end();
      }
      const revoked = Date.now();
      let answer = await refusal(createAuthApi(client.http).me());
      while (answer === 'answered' && Date.now() - revoked < 1000)
        answer = await refusal(createAuthApi(client.http).me());
      expect(answer).toBe('A0230');
      expect(Date.now() - revoked).toBeLessThan(1000);
    });

  if (database.name === 'postgres')
    it('ends a session within a second on a process that kept it, when another process ends it', async () => {
      const second = await startSecondPlatform(env.handle);
      try {
        // Logged in on the first process, then used on both: each keeps the session.
        const client = await keptSession();
        const onSecond = testClient(second.url);
        onSecond.token = client.token;
        onSecond.jti = client.jti;
        expect((await createAuthApi(onSecond.http).me()).data?.username).toBe('ent_demo');
        // Logout through the second process: the first hears it and refuses within a second.
        await createAuthApi(onSecond.http).logout();
        const loggedOut = Date.now();
        let answer = await refusal(createAuthApi(client.http).me());
        while (answer === 'answered' && Date.now() - loggedOut < 1000)
          answer = await refusal(createAuthApi(client.http).me());
        expect(answer).toBe('A0230');
        expect(Date.now() - loggedOut).toBeLessThan(1000);
        // A fresh login still works on both.
        const again = await loginAt(second.url, 'ent_demo');
        expect((await createAuthApi(again.http).me()).data?.username).toBe('ent_demo');
      } finally {
        await second.close();
      }
    }, 30_000);
});
