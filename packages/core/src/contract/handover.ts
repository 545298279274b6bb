// The external identity handover (docs/ROUTES.md "Handover protocol"): a provider asks server to
// server for a one-time code, the SPA trades it for a session or a bind ticket, /bind links it.
import { z } from 'zod';
import type { LoginResult } from '../api/types';
import { endpoint, PUBLIC } from './endpoint';

/** One-time codes and bind tickets: 32 random bytes, base64url (43 characters). */
const grantToken = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/);
/** The provider's id of its user: printable, no control characters. */
const subject = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[^\p{Cc}]+$/u);

/** Server to server: the provider asks for a one-time code for one of its users. */
export const handoverCodeRequest = z.object({
  subject,
  /** Where the user should land afterwards: a platform path such as /datareporting/list. */
  redirect: z.string().max(512).optional(),
  /** How the provider names its user (a masked name is enough); shown on /bind. */
  displayName: z
    .string()
    .trim()
    .max(64)
    .regex(/^[^\p{Cc}]*$/u)
    .optional(),
});
export type HandoverCodeRequest = z.input<typeof handoverCodeRequest>;

/** The SPA trades the code for a session (or for a bind ticket when the subject is not bound yet). */
export const handoverExchangeRequest = z.object({
  code: grantToken,
  /** The session this browser had before, ended when the handover succeeds. */
  previousToken: z.string().max(4096).optional(),
});
export type HandoverExchangeRequest = z.input<typeof handoverExchangeRequest>;

/** Sent with the token of the normal login made on /bind. */
export const handoverBindRequest = z.object({ ticket: grantToken });
export type HandoverBindRequest = z.input<typeof handoverBindRequest>;

export const handoverUnbindRequest = z.object({
  clientId: z.string().min(1).max(64),
  subject,
});
export type HandoverUnbindRequest = z.input<typeof handoverUnbindRequest>;

/** The answer to the provider's code request. */
export interface HandoverCode {
  /** The one-time code (single use, expires after `expiresIn` seconds). */
  code: string;
  expiresIn: number;
  /** Whether the subject is already bound to a platform account (false: the user will bind once). */
  bound: boolean;
  /** Where to send the browser, relative to the platform's origin: /ent/auth-redirect?code=…&redirect=… */
  url: string;
}

export type HandoverExchangeResult =
  | { bound: true; provider: string; login: LoginResult }
  | {
      bound: false;
      provider: string;
      /** How the provider names the user, if it said (shown on /bind). */
      displayName: string | null;
      /** Single-use ticket that /bind presents after a normal login; never put in a URL. */
      ticket: string;
      /** Seconds the ticket stays valid. */
      expiresIn: number;
    };

export interface HandoverBinding {
  clientId: string;
  provider: string;
  subject: string;
  boundAt: string;
  lastLoginAt: string | null;
}

export interface HandoverBindResult {
  provider: string;
  boundAt: string;
}

const BASE = '/gov-auth/handover';

export const HANDOVER_ENDPOINTS = {
  /**
   * Server to server: the provider, with its basic-auth pair, asks for a code for one of its
   * users; a plain JSON body (providers do not speak the browser's envelope).
   */
  code: endpoint<HandoverCode>()({
    feature: 'handover',
    action: 'code',
    method: 'POST',
    path: `${BASE}/code`,
    body: handoverCodeRequest,
    access: PUBLIC,
    plainBody: true,
  }),
  /** The SPA's /auth-redirect: without a token like the login, with the web client's basic auth. */
  exchange: endpoint<HandoverExchangeResult>()({
    feature: 'handover',
    action: 'exchange',
    method: 'POST',
    path: `${BASE}/exchange`,
    body: handoverExchangeRequest,
    access: PUBLIC,
  }),
  /** /bind, right after the normal login: links the ticket's external identity to this account. */
  bind: endpoint<HandoverBindResult>()({
    feature: 'handover',
    action: 'bind',
    method: 'POST',
    path: `${BASE}/bind`,
    body: handoverBindRequest,
  }),
  bindings: endpoint<HandoverBinding[]>()({
    feature: 'handover',
    action: 'bindings',
    method: 'POST',
    path: `${BASE}/bindings`,
  }),
  unbind: endpoint<null>()({
    feature: 'handover',
    action: 'unbind',
    method: 'POST',
    path: `${BASE}/unbind`,
    body: handoverUnbindRequest,
  }),
} as const;
