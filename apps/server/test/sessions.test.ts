// Each process keeps the sessions its requests use (src/domains/auth/sessions.ts). Whatever ends a
// session or changes who holds it must count at the very next request, even when it is made in
// SQL behind the platform's back or by another process; what cannot end a session (a login, the
// last-activity write) must leave the kept copies alone.
import { createAuthApi } from '@ent/core/api';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database';
import { turnChecksOf } from '../src/db/turnChecks';
import { createSessionStore } from '../src/domains/auth/sessions';
import {
  countedHandle,
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

  if (database.name === 'postgres')
    it("asks for a kept session's version in the turn it is wanted: with that turn's replay claim, one statement", async () => {
      const client = await keptSession();
      const { handle: counting, counted } = countedHandle(env.handle);
      const sessions = await createSessionStore(counting);
      expect((await sessions.get(client.jti ?? ''))?.username).toBe('ent_demo');
      counted.statements = 0;
      // The claim first, as a request opening its envelope; the session asked for after it, in the same turn.
      const [claimed, row] = await Promise.all([
        turnChecksOf(counting).claimReplayToken(`kept-turn-${Date.now()}`, new Date(Date.now() + 60_000)),
        sessions.get(client.jti ?? ''),
      ]);
      expect(claimed).toBe(true);
      expect(row?.username).toBe('ent_demo');
      expect(counted.statements).toBe(1);
    });

  if (database.name === 'postgres')
    it('refuses the next request on a process that kept the session, when another process ends it', async () => {
      const second = await startSecondPlatform(env.handle);
      try {
        // Logged in on the first process, then used on both: each keeps the session.
        const client = await keptSession();
        const onSecond = testClient(second.url);
        onSecond.token = client.token;
        onSecond.jti = client.jti;
        expect((await createAuthApi(onSecond.http).me()).data?.username).toBe('ent_demo');
        // Logout through the second process: the first refuses the very next request.
        await createAuthApi(onSecond.http).logout();
        expect(await refusal(createAuthApi(client.http).me())).toBe('A0230');
        // A fresh login still works on both.
        const again = await loginAt(second.url, 'ent_demo');
        expect((await createAuthApi(again.http).me()).data?.username).toBe('ent_demo');
      } finally {
        await second.close();
      }
    }, 30_000);
});
