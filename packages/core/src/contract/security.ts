// 安全设置: the identity controls of GB/T 22239 level 3 (password policy, lockout, sessions) for the
// security administrator, and each account's own security state (forced change, idle limit, MFA).
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, SECURITY_SETTINGS } from '../auth/securityPolicy';
import { SECURITY_TEXT } from '../messages/security';
import { endpoint, LOGGED_IN, permitted } from './endpoint';

export const SECURITY_PERMISSIONS = {
  query: 'system:security:query',
  edit: 'system:security:edit',
} as const;

const T = SECURITY_TEXT;

const bounded = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: T.outOfRange(label, min, max) })
    .int(T.outOfRange(label, min, max))
    .min(min, T.outOfRange(label, min, max))
    .max(max, T.outOfRange(label, min, max));

const setting = (name: keyof typeof SECURITY_SETTINGS) =>
  bounded(T[name], SECURITY_SETTINGS[name].min, SECURITY_SETTINGS[name].max);

/** The bounds of the password policy's own fields. */
export const PASSWORD_POLICY_BOUNDS = {
  minLength: { min: 8, max: PASSWORD_MAX_LENGTH },
  maxLength: { min: 8, max: PASSWORD_MAX_LENGTH },
  ruleCount: { min: 1, max: 4 },
} as const;

export const securitySettingsRequest = z
  .object({
    minLength: bounded(T.minLength, PASSWORD_POLICY_BOUNDS.minLength.min, PASSWORD_POLICY_BOUNDS.minLength.max),
    maxLength: bounded(T.maxLength, PASSWORD_POLICY_BOUNDS.maxLength.min, PASSWORD_POLICY_BOUNDS.maxLength.max),
    ruleCount: bounded(T.ruleCount, PASSWORD_POLICY_BOUNDS.ruleCount.min, PASSWORD_POLICY_BOUNDS.ruleCount.max),
    passwordHistory: setting('passwordHistory'),
    passwordExpireDays: setting('passwordExpireDays'),
    lockFailures: setting('lockFailures'),
    lockMinutes: setting('lockMinutes'),
    addressFailures: setting('addressFailures'),
    idleMinutes: setting('idleMinutes'),
  })
  .refine((value) => value.minLength <= value.maxLength, { message: T.lengthOrder, path: ['minLength'] });
export type SecuritySettingsRequest = z.input<typeof securitySettingsRequest>;
export type SecuritySettingsForm = z.output<typeof securitySettingsRequest>;

/** Why the account must change its password before anything else, or null. */
export type PasswordChangeReason = 'initial' | 'expired' | null;

export interface SessionSecurity {
  /** Minutes without activity after which the session ends (the idle warning's clock). */
  idleMinutes: number;
  mustChangePassword: PasswordChangeReason;
  /** MFA=on and the account holds an administrator role without a second factor yet. */
  mfaEnrolRequired: boolean;
}

export const singleSessionRequest = z.object({
  userName: z.string().trim().min(1, T.unknownAccount).max(64),
  singleSession: z.boolean(),
});
export type SingleSessionRequest = z.input<typeof singleSessionRequest>;

const BASE = '/system/security';

export const SECURITY_ENDPOINTS = {
  get: endpoint<SecuritySettingsForm>()({
    feature: 'security',
    action: 'get',
    method: 'GET',
    path: BASE,
    access: permitted(SECURITY_PERMISSIONS.query),
  }),
  update: endpoint<null>()({
    feature: 'security',
    action: 'update',
    method: 'PUT',
    path: BASE,
    body: securitySettingsRequest,
    access: permitted(SECURITY_PERMISSIONS.edit),
  }),
  /** The login names of the accounts limited to one live session. */
  singleSessions: endpoint<string[]>()({
    feature: 'security',
    action: 'list',
    method: 'GET',
    path: `${BASE}/singleSession`,
    access: permitted(SECURITY_PERMISSIONS.query),
  }),
  setSingleSession: endpoint<null>()({
    feature: 'security',
    action: 'singleSession',
    method: 'PUT',
    path: `${BASE}/singleSession`,
    body: singleSessionRequest,
    access: permitted(SECURITY_PERMISSIONS.edit),
  }),
  /** The caller's own state; any request (this one too) counts as activity for the idle limit. */
  session: endpoint<SessionSecurity>()({
    feature: 'security',
    action: 'session',
    method: 'GET',
    path: `${BASE}/session`,
    access: LOGGED_IN,
  }),
} as const;
