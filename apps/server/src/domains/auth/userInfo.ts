import { JUMP_URL_CODES, type JumpUrls, type UserInfo, type UserType } from '@ent/core/api';
import type { Flavour } from '@ent/core/platform';
import type { DatabaseHandle } from '../../db/database';
import type { ServerPrincipal } from '../../http/context';
import { readPasswordPolicy } from '../system/passwordPolicy';
import { permissionsFor } from './menus';

export async function readJumpUrls(handle: DatabaseHandle): Promise<JumpUrls> {
  const rows = await handle.db.selectFrom('jump_url').select(['code', 'url']).execute();
  const urls = Object.fromEntries(JUMP_URL_CODES.map((code) => [code, ''])) as JumpUrls;
  for (const row of rows)
    if ((JUMP_URL_CODES as readonly string[]).includes(row.code)) urls[row.code as keyof JumpUrls] = row.url;
  return urls;
}

/** Every user-info field of SPEC §3 for the caller. */
export async function buildUserInfo(
  handle: DatabaseHandle,
  principal: ServerPrincipal,
  flavour: Flavour,
): Promise<UserInfo> {
  const user = await handle.db
    .selectFrom('app_user as u')
    .leftJoin('enterprise as e', 'e.id', 'u.mainstay_id')
    .select([
      'u.id',
      'u.username',
      'u.full_name',
      'u.nickname',
      'u.avatar',
      'u.phone',
      'u.type_of',
      'u.mainstay_id',
      'u.dept_name',
      'u.update_user_info_flag',
      'e.name as enterprise_name',
    ])
    .where('u.id', '=', principal.userId)
    .executeTakeFirstOrThrow();
  const [perms, passwordPolicy, jumpUrlObj, admin] = await Promise.all([
    permissionsFor(handle, principal.roles, flavour),
    readPasswordPolicy(handle),
    readJumpUrls(handle),
    handle.db
      .selectFrom('app_user as u')
      .innerJoin('user_role as ur', 'ur.user_id', 'u.id')
      .innerJoin('role as r', 'r.id', 'ur.role_id')
      .select('u.phone')
      .where('r.code', '=', 'admin')
      .where('u.status', '=', '0')
      .orderBy('u.id')
      .executeTakeFirst(),
  ]);
  const company = user.enterprise_name ?? user.dept_name ?? '';
  const nickname = user.nickname || user.full_name;
  return {
    token: principal.token,
    id: user.id,
    username: user.username,
    fullName: user.full_name,
    name: user.full_name,
    nickname,
    nickName: nickname,
    avatar: user.avatar,
    roles: principal.roles,
    perms,
    belongName: company,
    belongId: user.mainstay_id,
    typeOf: user.type_of as UserType,
    dept: user.dept_name ? { deptName: user.dept_name } : null,
    company,
    mainstayId: user.mainstay_id,
    adminAccountPhone: admin?.phone ?? '',
    jumpUrlObj,
    updateUserInfoFlag: user.update_user_info_flag,
    passwordPolicy,
  };
}
