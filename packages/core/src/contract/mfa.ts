// Two-factor authentication (TOTP, RFC 6238) of the caller's own government account: enrolment with
// a QR code, recovery codes shown once, and turning it off with a code.
import { z } from 'zod';
import { endpoint, staffOnly } from './endpoint';

export interface MfaStatus {
  enabled: boolean;
  enabledAt: string | null;
  /** MFA=on and the account holds an administrator role: it cannot be turned off. */
  required: boolean;
  recoveryCodesLeft: number;
}

export interface MfaSetup {
  /** Base32, for typing into the app by hand. */
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as an SVG QR code. */
  qrSvg: string;
}

export interface MfaRecoveryCodes {
  recoveryCodes: string[];
}

/** Named mfaCode so the operation log leaves it out (contract/audit.ts). */
export const mfaCodeRequest = z.object({ mfaCode: z.string().trim().min(1).max(32) });
export type MfaCodeRequest = z.input<typeof mfaCodeRequest>;

const BASE = '/system/mfa';

export const MFA_ENDPOINTS = {
  status: endpoint<MfaStatus>()({
    feature: 'mfa',
    action: 'get',
    method: 'GET',
    path: BASE,
    access: staffOnly(),
  }),
  /** A new secret, kept pending until a code from the app confirms it. */
  setup: endpoint<MfaSetup>()({
    feature: 'mfa',
    action: 'setup',
    method: 'POST',
    path: `${BASE}/setup`,
    access: staffOnly(),
  }),
  confirm: endpoint<MfaRecoveryCodes>()({
    feature: 'mfa',
    action: 'confirm',
    method: 'POST',
    path: `${BASE}/confirm`,
    body: mfaCodeRequest,
    access: staffOnly(),
  }),
  disable: endpoint<null>()({
    feature: 'mfa',
    action: 'disable',
    method: 'POST',
    path: `${BASE}/disable`,
    body: mfaCodeRequest,
    access: staffOnly(),
  }),
} as const;
