// The password policy of SPEC §3 (maxStrength, mixStrength, ruleComposition, tips), enforced by
// the same function in the browser and on the server.
import type { PasswordPolicy } from '../api/types';
import { POLICY_TEXT } from '../messages';

const CLASSES: Record<string, { test: RegExp; name: string }> = {
  '1': { test: /\d/, name: POLICY_TEXT.classNames.digits },
  '2': { test: /[a-z]/, name: POLICY_TEXT.classNames.lowercase },
  '3': { test: /[A-Z]/, name: POLICY_TEXT.classNames.uppercase },
  '4': { test: /[^A-Za-z0-9]/, name: POLICY_TEXT.classNames.special },
};

/** The character classes the policy names, with their names and tests (for a live checklist). */
export function policyClassRules(policy: PasswordPolicy): { code: string; name: string; test: RegExp }[] {
  return policyClasses(policy).map((code) => ({
    code,
    name: CLASSES[code]?.name ?? code,
    test: CLASSES[code]?.test ?? /$^/,
  }));
}

export function policyClasses(policy: PasswordPolicy): string[] {
  return policy.ruleComposition
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c in CLASSES);
}

/**
 * GB/T 22239 8.1.4.1: a password must not contain the account's login name (ignoring case). A new
 * enterprise's login name is its phone.
 */
export function containsLoginName(password: string, loginName: string): boolean {
  return loginName !== '' && password.toLowerCase().includes(loginName.toLowerCase());
}

/** The first rule the password breaks, as a message, or null when it satisfies the policy. */
export function checkPassword(policy: PasswordPolicy, password: string): string | null {
  if (password.length < policy.mixStrength || password.length > policy.maxStrength) {
    return POLICY_TEXT.length(policy.mixStrength, policy.maxStrength);
  }
  if (/\s/.test(password)) return POLICY_TEXT.whitespace;
  const classes = policyClasses(policy);
  const present = classes.filter((c) => CLASSES[c]?.test.test(password));
  const required = Math.min(policy.ruleCount, classes.length);
  if (present.length < required) {
    return POLICY_TEXT.classes(
      classes.map((c) => CLASSES[c]?.name ?? c),
      required,
    );
  }
  return null;
}
