// A government staff account made for one test: in a department, holding roles, logged in through
// the government entrance; `dispose` removes it with its sessions.
import { createAuthApi } from '@ent/core/api';
import { hashPassword } from '../src/domains/auth/passwords';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { type PlatformFixture, testClient } from './support';

/** A government staff account holding `roleIds`, logged in; removed by `dispose`. */
export async function staffAccount(env: PlatformFixture, username: string, roleIds: number[], deptId: number | null) {
  const { db } = env.handle;
  const { id } = await db
    .insertInto('app_user')
    .values({
      username,
      password_hash: await hashPassword(DEMO_PASSWORD),
      full_name: username,
      type_of: '2',
      dept_id: deptId,
      phone: '13912345678',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (roleIds.length > 0)
    await db
      .insertInto('user_role')
      .values(roleIds.map((role_id) => ({ user_id: id, role_id })))
      .execute();
  const client = testClient(env.platform.url);
  const { data } = await createAuthApi(client.http).login({ username, password: DEMO_PASSWORD, typeOf: '2' });
  client.token = data?.access_token;
  client.jti = data?.jti;
  return {
    id,
    client,
    async dispose() {
      await db.deleteFrom('auth_session').where('user_id', '=', id).execute();
      await db.deleteFrom('app_user').where('id', '=', id).execute();
    },
  };
}
