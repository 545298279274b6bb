// The change-password rules: the policy (maxStrength, mixStrength, ruleComposition) through
// checkPassword, plus confirmation and "not the old one". The page runs them while typing and the
// server runs them again before verifying the old password.
import type { PasswordPolicy } from '../api/types';
import { PASSWORD_TEXT } from '../messages/profile';
import { SECURITY_TEXT } from '../messages/security';
import { checkPassword, containsLoginName, policyClassRules } from './password';

export interface PasswordChangeValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeValues, string>>;

export function validatePasswordChange(
  values: PasswordChangeValues,
  policy: PasswordPolicy,
  loginName = '',
): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (!values.oldPassword) errors.oldPassword = PASSWORD_TEXT.oldRequired;
  if (!values.newPassword) errors.newPassword = PASSWORD_TEXT.newRequired;
  else {
    const broken = checkPassword(policy, values.newPassword);
    if (broken) errors.newPassword = broken;
    else if (containsLoginName(values.newPassword, loginName)) errors.newPassword = SECURITY_TEXT.containsUsername;
    else if (values.newPassword === values.oldPassword) errors.newPassword = PASSWORD_TEXT.sameAsOld;
  }
  if (!values.confirmPassword) errors.confirmPassword = PASSWORD_TEXT.confirmRequired;
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = PASSWORD_TEXT.mismatch;
  return errors;
}

export interface PasswordRuleState {
  key: 'length' | 'classes' | 'noSpace' | 'noLoginName' | 'different';
  text: string;
  met: boolean;
}

/**
 * The policy as a checklist, each rule met or not by the password being typed. Given the login
 * name, it also lists "not containing it"; given the old password (a change), "not the old one".
 */
export function passwordChecklist(
  policy: PasswordPolicy,
  password: string,
  { oldPassword, loginName }: { oldPassword?: string; loginName?: string } = {},
): PasswordRuleState[] {
  const classes = policyClassRules(policy);
  const required = Math.min(policy.ruleCount, classes.length);
  const present = classes.filter((rule) => rule.test.test(password)).length;
  const rules: PasswordRuleState[] = [
    {
      key: 'length',
      text: PASSWORD_TEXT.ruleLength(policy.mixStrength, policy.maxStrength),
      met: password.length >= policy.mixStrength && password.length <= policy.maxStrength,
    },
  ];
  if (required > 0) {
    rules.push({
      key: 'classes',
      text: PASSWORD_TEXT.ruleClasses(
        classes.map((rule) => rule.name),
        required,
      ),
      met: present >= required,
    });
  }
  rules.push({ key: 'noSpace', text: PASSWORD_TEXT.ruleNoSpace, met: password.length > 0 && !/\s/.test(password) });
  if (loginName !== undefined)
    rules.push({
      key: 'noLoginName',
      text: PASSWORD_TEXT.ruleNoLoginName,
      met: password.length > 0 && !containsLoginName(password, loginName),
    });
  if (oldPassword !== undefined)
    rules.push({
      key: 'different',
      text: PASSWORD_TEXT.ruleDifferent,
      met: password.length > 0 && password !== oldPassword,
    });
  return rules;
}

/**
 * A rough strength for the meter: 0 weak, 1 medium, 2 strong, from the character classes mixed
 * and the length. It informs; the policy alone decides what is accepted.
 */
export function passwordStrength(password: string): 0 | 1 | 2 {
  if (!password) return 0;
  const classes = [/\d/, /[a-z]/, /[A-Z]/, /[^A-Za-z0-9]/].filter((test) => test.test(password)).length;
  const score = classes + (password.length >= 12 ? 1 : 0) + (password.length >= 16 ? 1 : 0);
  if (password.length < 8 || score <= 2) return 0;
  return score >= 4 ? 2 : 1;
}
