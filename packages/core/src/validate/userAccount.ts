// 用户管理's account rules beyond the request schema's field formats: staff belong to a department
// and enterprise accounts to an enterprise, and a new account's (or a reset) password meets the
// password policy and does not contain the login name. The dialog runs them all before sending, so
// every field's problem shows at once; the server runs the same functions before writing.
import type { PasswordPolicy } from '../api/types';
import { userCreateRequest, userUpdateRequest } from '../contract/user';
import { SECURITY_TEXT } from '../messages/security';
import { USER_TEXT as T } from '../messages/user';
import { checkPassword, containsLoginName } from './password';
import { schemaErrors } from './schemaErrors';

export interface UserAccountValues {
  userType: '1' | '2';
  userName: string;
  nickName: string;
  deptId: number | null;
  enterpriseId: number | null;
  phonenumber: string;
  email: string;
  sex: string;
  status: '0' | '1';
  postIds: number[];
  roleIds: number[];
  remark: string;
  /** Only when adding (a change never sets it). */
  password: string;
}

export type UserAccountErrors = Partial<Record<keyof UserAccountValues, string>>;

/** Staff need a department, enterprise accounts an enterprise; the missing one's problem. */
export function accountOwnerErrors(values: {
  userType: '1' | '2';
  deptId: number | null;
  enterpriseId: number | null;
}): Pick<UserAccountErrors, 'deptId' | 'enterpriseId'> {
  if (values.userType === '2') return values.deptId === null ? { deptId: T.deptRequired } : {};
  return values.enterpriseId === null ? { enterpriseId: T.enterpriseRequired } : {};
}

/** The first rule a password given to an account (new or reset) breaks, or null. */
export function accountPasswordProblem(policy: PasswordPolicy, userName: string, password: string): string | null {
  if (!password) return T.required(T.password);
  return (
    checkPassword(policy, password) ??
    (containsLoginName(password, userName.trim()) ? SECURITY_TEXT.containsUsername : null)
  );
}

/**
 * Every field's problem in the add (userId null) or change dialog. Without a policy (not loaded)
 * the password is only required; the server checks it again either way.
 */
export function userAccountErrors(
  values: UserAccountValues,
  { userId, policy }: { userId: number | null; policy: PasswordPolicy | null },
): UserAccountErrors {
  const { password, ...account } = values;
  const errors: UserAccountErrors = {
    ...accountOwnerErrors(values),
    ...(userId === null
      ? schemaErrors<UserAccountValues>(userCreateRequest, values)
      : schemaErrors<UserAccountValues>(userUpdateRequest, { ...account, userId })),
  };
  if (userId === null && !errors.password && policy) {
    const problem = accountPasswordProblem(policy, values.userName, password);
    if (problem) errors.password = problem;
  }
  return errors;
}
