// Registration (gov-user base-account): an enterprise registers itself with a phone verified by
// an SMS code (sendMessage, register).
import { z } from 'zod';
import { REGISTER_TEXT } from '../messages';
import { endpoint, PUBLIC } from './endpoint';
import { creditCode, enterpriseName, personName, phone, smsCode } from './fields';

/** base-account/sendMessage: a registration code for a phone not yet registered. */
export const sendMessageRequest = z.object({ phone, scene: z.literal('register').default('register') });
export type SendMessageRequest = z.input<typeof sendMessageRequest>;

/** base-account/register: the account (its phone is the login name) and its enterprise. */
export const registerRequest = z.object({
  phone,
  smsCode,
  // The policy is checked by the handler (it lives in the database); this only bounds the size.
  password: z.string().min(1).max(128),
  confirmPassword: z.string().max(128).optional(),
  fullName: personName(REGISTER_TEXT.fullNameInvalid),
  enterpriseName,
  creditCode,
});
export type RegisterRequest = z.input<typeof registerRequest>;

/** What a send-code call answers: where it went (masked) and when another may be asked for. */
export interface SmsSent {
  phone: string;
  /** Seconds until the same phone may ask again. */
  resendAfter: number;
  /** Minutes the code stays valid. */
  expiresIn: number;
}

export interface RegisterResult {
  /** The login name of the new account: its phone number. */
  username: string;
  mainstayId: number;
}

const ACCOUNT = '/gov-user/api/v1/base-account';

export const REGISTRATION_ENDPOINTS = {
  /** A registration code to a phone that has no account yet (rate-limited). */
  sendMessage: endpoint<SmsSent>()({
    feature: 'registration',
    action: 'sendMessage',
    method: 'POST',
    path: `${ACCOUNT}/sendMessage`,
    body: sendMessageRequest,
    access: PUBLIC,
  }),
  register: endpoint<RegisterResult>()({
    feature: 'registration',
    action: 'register',
    method: 'POST',
    path: `${ACCOUNT}/register`,
    body: registerRequest,
    access: PUBLIC,
  }),
} as const;
