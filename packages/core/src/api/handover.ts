// The external identity handover as the SPA calls it (docs/ROUTES.md "Handover protocol"). The
// provider's own server-to-server call (POST /gov-auth/handover/code) is not made from a browser.
import type { HandoverUnbindRequest } from '../contract/handover';
import type { HttpClient } from '../http/client';
import { basicAuthHeader, type ClientCredentials, WEB_CLIENT } from './clientCredentials';
import type { LoginResult } from './types';

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

export const HANDOVER_PATHS = {
  code: '/gov-auth/handover/code',
  exchange: '/gov-auth/handover/exchange',
  bind: '/gov-auth/handover/bind',
  bindings: '/gov-auth/handover/bindings',
  unbind: '/gov-auth/handover/unbind',
} as const;

export function createHandoverApi(http: HttpClient, client: ClientCredentials = WEB_CLIENT) {
  return {
    /** Tokenless, like the login: identified by the web client's basic-auth header. */
    exchange: (code: string, previousToken?: string) =>
      http.request<HandoverExchangeResult>({
        url: HANDOVER_PATHS.exchange,
        method: 'POST',
        tokenless: true,
        headers: { Authorization: basicAuthHeader(client.clientId, client.clientSecret) },
        data: previousToken ? { code, previousToken } : { code },
      }),

    /** Binds the pending external identity to the account logged in with the current token. */
    bind: (ticket: string) =>
      http.request<HandoverBindResult>({ url: HANDOVER_PATHS.bind, method: 'POST', data: { ticket } }),

    /** The current account's bound external identities. */
    bindings: () => http.request<HandoverBinding[]>({ url: HANDOVER_PATHS.bindings, method: 'POST' }),

    unbind: (binding: HandoverUnbindRequest) =>
      http.request<null>({ url: HANDOVER_PATHS.unbind, method: 'POST', data: binding }),
  };
}

export type HandoverApi = ReturnType<typeof createHandoverApi>;
