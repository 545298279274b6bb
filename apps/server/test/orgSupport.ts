// Staff accounts for the back-office tests: made directly in the database with a duty role, logged
// in through the government entrance, and removed again.
import { createAuthApi } from '@ent/core/api';
import { hashPassword } from '../src/domains/auth/passwords';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { type PlatformFixture, type TestClient, testClient } from './support';

export interface StaffAccount {
  id: number;
  client: TestClient;
  remove(): Promise<void>;
}

export const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 'none', message: '' }),
    (error: { code?: string; message?: string }) => ({ code: error.code ?? '', message: error.message ?? '' }),
  );

/** A government account `username` in department `deptId` holding the roles `roleCodes`, logged in. */
export async function staffAccount(
  env: PlatformFixture,
  username: string,
  roleCodes: string[],
  deptId = 100,
): Promise<StaffAccount> {
  const { db } = env.handle;
  const { id } = await db
    .insertInto('app_user')
    .values({
      username,
      password_hash: await hashPassword(DEMO_PASSWORD),
      full_name: username,
      type_of: '2',
      dept_id: deptId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const remove = async () => {
    await db.deleteFrom('app_user').where('id', '=', id).execute();
  };
  try {
    const roles = roleCodes.length
      ? await db.selectFrom('role').select('id').where('code', 'in', roleCodes).execute()
      : [];
    if (roles.length > 0)
      await db
        .insertInto('user_role')
        .values(roles.map((role) => ({ user_id: id, role_id: role.id })))
        .execute();
    const client = testClient(env.platform.url);
    const { data } = await createAuthApi(client.http).login({ username, password: DEMO_PASSWORD, typeOf: '2' });
    client.token = data?.access_token;
    client.jti = data?.jti;
    return { id, client, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
