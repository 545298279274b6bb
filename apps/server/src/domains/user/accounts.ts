// The rules every write of an account follows, whether it comes from the form or from an import
// row: the department or enterprise its type needs, existing posts and roles, roles only staff may
// hold, unique login names and phones, the password policy, and the checks made after writing (the
// account stays in the writer's data scope; an administrator role keeps an enabled holder).

import { SUPER_ROLE } from '@ent/core/auth';
import {
  ADMINISTRATOR_ROLE_CODES,
  STAFF_ROLE_CODES,
  type UserDetail,
  type UserRow,
  type userCreateRequest,
} from '@ent/core/contract';
import { formatTime } from '@ent/core/format';
import { USER_TEXT as T } from '@ent/core/messages';
import { accountOwnerErrors, accountPasswordProblem, maskPhone } from '@ent/core/validate';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import type { ServerPrincipal } from '../../http/context';
import { type DataScope, userInScope } from '../../http/dataScope';
import { ClientError } from '../../http/errors';
import { readPasswordPolicy } from '../system/passwordPolicy';

export type AccountValues = Omit<z.output<typeof userCreateRequest>, 'password'>;

/** The columns of a user row as lists show it (u: app_user, d: dept, e: enterprise). */
export function userRows(db: Kysely<Database>) {
  return db
    .selectFrom('app_user as u')
    .leftJoin('dept as d', 'd.id', 'u.dept_id')
    .leftJoin('enterprise as e', 'e.id', 'u.mainstay_id')
    .select([
      'u.id',
      'u.username',
      'u.full_name',
      'u.type_of',
      'u.dept_id',
      'd.name as dept_name',
      'u.mainstay_id',
      'e.name as enterprise_name',
      'u.phone',
      'u.email',
      'u.sex',
      'u.status',
      'u.remark',
      'u.created_at',
    ])
    .select(
      sql<string>`coalesce((SELECT string_agg(r.name, ',' ORDER BY r.sort) FROM user_role ur JOIN role r ON r.id = ur.role_id WHERE ur.user_id = u.id), '')`.as(
        'role_names',
      ),
    );
}

type StoredUser = Awaited<ReturnType<ReturnType<typeof userRows>['executeTakeFirstOrThrow']>>;

export function toUserRow(row: StoredUser, wholePhone = false): UserRow {
  const phone = row.phone ?? '';
  return {
    userId: row.id,
    userName: row.username,
    nickName: row.full_name,
    userType: row.type_of,
    deptId: row.dept_id,
    deptName: row.dept_name ?? '',
    enterpriseId: row.mainstay_id,
    enterpriseName: row.enterprise_name ?? '',
    phonenumber: wholePhone ? phone : maskPhone(phone),
    email: row.email ?? '',
    sex: row.sex,
    status: row.status,
    roleNames: row.role_names,
    createTime: formatTime(row.created_at),
  };
}

export async function userDetail(
  db: Kysely<Database>,
  id: number,
  scope: DataScope,
  wholePhone: boolean,
): Promise<UserDetail> {
  const row = await userRows(db).where('u.id', '=', id).where(userInScope(scope, 'u')).executeTakeFirst();
  if (!row) throw new ClientError('notFound', T.notFound);
  const [posts, roles] = await Promise.all([
    db.selectFrom('user_post').select('post_id').where('user_id', '=', id).orderBy('post_id').execute(),
    db.selectFrom('user_role').select('role_id').where('user_id', '=', id).orderBy('role_id').execute(),
  ]);
  return {
    ...toUserRow(row, wholePhone),
    remark: row.remark ?? '',
    postIds: posts.map((post) => post.post_id),
    roleIds: roles.map((role) => role.role_id),
    phoneWhole: wholePhone,
  };
}

/**
 * The first rule of the policy (and of GB/T 22239 8.1.4.1: not containing the login name, as on a
 * password change) a password set by an administrator breaks, or null.
 */
export async function passwordProblem(handle: DatabaseHandle, userName: string, password: string) {
  // The rule the 用户管理 dialog runs before sending (core validate/userAccount).
  return accountPasswordProblem(await readPasswordPolicy(handle), userName, password);
}

/** Checks an account's values against the database; answers the first problem, or null. */
export async function accountProblem(
  db: Kysely<Database>,
  principal: ServerPrincipal,
  values: AccountValues,
  userId: number | null,
  checkRoles = true,
): Promise<string | null> {
  const taken = await db
    .selectFrom('app_user')
    .select('id')
    .where(sql<boolean>`lower(username) = ${values.userName.toLowerCase()}`)
    .$if(userId !== null, (query) => query.where('id', '<>', userId as number))
    .executeTakeFirst();
  if (taken) return T.userNameTaken(values.userName);
  if (values.phonenumber) {
    const phone = await db
      .selectFrom('app_user')
      .select('id')
      .where('phone', '=', values.phonenumber)
      .$if(userId !== null, (query) => query.where('id', '<>', userId as number))
      .executeTakeFirst();
    if (phone) return T.phoneTaken(maskPhone(values.phonenumber));
  }
  const owner = accountOwnerErrors(values);
  const ownerProblem = owner.deptId ?? owner.enterpriseId;
  if (ownerProblem) return ownerProblem;
  if (values.userType === '2' && values.deptId !== null) {
    const dept = await db.selectFrom('dept').select('status').where('id', '=', values.deptId).executeTakeFirst();
    if (dept?.status !== '0') return T.deptMissing;
  } else if (values.userType === '1' && values.enterpriseId !== null) {
    const enterprise = await db
      .selectFrom('enterprise')
      .select('id')
      .where('id', '=', values.enterpriseId)
      .executeTakeFirst();
    if (!enterprise) return T.enterpriseMissing;
  }
  if (values.postIds.length > 0) {
    const posts = await db
      .selectFrom('post')
      .select('id')
      .where('id', 'in', values.postIds)
      .where('status', '=', '0')
      .execute();
    if (posts.length !== new Set(values.postIds).size) return T.postMissing;
  }
  return checkRoles ? roleProblem(db, principal, values.userType, values.roleIds) : null;
}

/** Whether `roleIds` may be given to an account of `userType` by `principal`; the problem or null. */
export async function roleProblem(
  db: Kysely<Database>,
  principal: ServerPrincipal,
  userType: '1' | '2',
  roleIds: readonly number[],
): Promise<string | null> {
  if (roleIds.length === 0) return null;
  const roles = await db
    .selectFrom('role')
    .select(['id', 'code', 'name'])
    .where('id', 'in', [...roleIds])
    .where('status', '=', '0')
    .execute();
  if (roles.length !== new Set(roleIds).size) return T.roleMissing;
  for (const role of roles) {
    if (userType === '1' && STAFF_ROLE_CODES.includes(role.code)) return T.roleForStaff(role.name);
    // Nobody makes someone else (or themselves) hold everything but a holder of everything.
    if (role.code === SUPER_ROLE && !principal.roles.includes(SUPER_ROLE)) return T.adminRoleOnlyByAdmin;
  }
  return null;
}

/**
 * Whether an account of `userType` holding `currentIds` may be given `nextIds` instead by
 * `principal`: the added roles must be allowed, and only the super administrator takes the super
 * role away. The problem, or null.
 */
export async function roleChangeProblem(
  db: Kysely<Database>,
  principal: ServerPrincipal,
  userType: '1' | '2',
  currentIds: readonly number[],
  nextIds: readonly number[],
): Promise<string | null> {
  const added = nextIds.filter((id) => !currentIds.includes(id));
  const problem = await roleProblem(db, principal, userType, added);
  if (problem) return problem;
  const removed = currentIds.filter((id) => !nextIds.includes(id));
  if (removed.length === 0 || principal.roles.includes(SUPER_ROLE)) return null;
  const superRole = await db
    .selectFrom('role')
    .select('id')
    .where('id', 'in', removed)
    .where('code', '=', SUPER_ROLE)
    .executeTakeFirst();
  return superRole ? T.adminRoleOnlyByAdmin : null;
}

/** The administrator roles (by id and name) that the given accounts hold while enabled. */
export async function administratorRolesOf(db: Kysely<Database>, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('user_role as ur')
    .innerJoin('role as r', 'r.id', 'ur.role_id')
    .innerJoin('app_user as u', 'u.id', 'ur.user_id')
    .select(['r.id', 'r.name'])
    .distinct()
    .where('ur.user_id', 'in', [...userIds])
    .where('u.status', '=', '0')
    .where('r.code', 'in', [...ADMINISTRATOR_ROLE_CODES])
    .execute();
}

/** Refuses (the transaction rolls back) when one of `roles` has no enabled holder left. */
export async function ensureHoldersRemain(db: Kysely<Database>, roles: readonly { id: number; name: string }[]) {
  for (const role of roles) {
    const holder = await db
      .selectFrom('user_role as ur')
      .innerJoin('app_user as u', 'u.id', 'ur.user_id')
      .select('u.id')
      .where('ur.role_id', '=', role.id)
      .where('u.status', '=', '0')
      .executeTakeFirst();
    if (!holder) throw new ClientError('badRequest', T.lastHolder(role.name));
  }
}

/** Refuses (the transaction rolls back) when a written account left the writer's data scope. */
export async function ensureInScope(db: Kysely<Database>, scope: DataScope, userIds: readonly number[]) {
  if (scope.all || userIds.length === 0) return;
  const seen = await db
    .selectFrom('app_user as u')
    .select('u.id')
    .where('u.id', 'in', [...userIds])
    .where(userInScope(scope, 'u'))
    .execute();
  if (seen.length !== new Set(userIds).size) throw new ClientError('badRequest', T.importOutOfScope);
}

/** The account's columns from its values (the department's name kept for the user info's dept). */
export async function accountColumns(db: Kysely<Database>, values: AccountValues) {
  const staff = values.userType === '2';
  const dept =
    staff && values.deptId !== null
      ? await db.selectFrom('dept').select('name').where('id', '=', values.deptId).executeTakeFirst()
      : undefined;
  return {
    username: values.userName,
    full_name: values.nickName,
    nickname: values.nickName,
    phone: values.phonenumber || null,
    email: values.email || null,
    sex: values.sex,
    status: values.status,
    remark: values.remark || null,
    dept_id: staff ? values.deptId : null,
    dept_name: dept?.name ?? null,
    mainstay_id: staff ? null : values.enterpriseId,
  };
}

/** Replaces an account's posts and roles. */
export async function setLinks(
  db: Kysely<Database>,
  userId: number,
  links: { postIds?: readonly number[]; roleIds?: readonly number[] },
) {
  if (links.postIds) {
    await db.deleteFrom('user_post').where('user_id', '=', userId).execute();
    const postIds = [...new Set(links.postIds)];
    if (postIds.length > 0)
      await db
        .insertInto('user_post')
        .values(postIds.map((post_id) => ({ user_id: userId, post_id })))
        .execute();
  }
  if (links.roleIds) {
    await db.deleteFrom('user_role').where('user_id', '=', userId).execute();
    const roleIds = [...new Set(links.roleIds)];
    if (roleIds.length > 0)
      await db
        .insertInto('user_role')
        .values(roleIds.map((role_id) => ({ user_id: userId, role_id })))
        .execute();
  }
}
