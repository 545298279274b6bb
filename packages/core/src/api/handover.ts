// The external identity handover as the SPA calls it (docs/ROUTES.md "Handover protocol"). The
// provider's own server-to-server call (POST /gov-auth/handover/code) is not made from a browser.
import { HANDOVER_ENDPOINTS as ENDPOINTS, type HandoverUnbindRequest } from '../contract/handover';
import type { HttpClient } from '../http/client';
import { call } from './call';
import { basicAuthHeader, type ClientCredentials, WEB_CLIENT } from './clientCredentials';

export type {
  HandoverBinding,
  HandoverBindResult,
  HandoverCode,
  HandoverExchangeResult,
} from '../contract/handover';

export function createHandoverApi(http: HttpClient, client: ClientCredentials = WEB_CLIENT) {
  return {
    /** Tokenless, like the login: identified by the web client's basic-auth header. */
    exchange: (code: string, previousToken?: string) =>
      call(
        http,
        ENDPOINTS.exchange,
        { body: previousToken ? { code, previousToken } : { code } },
        { headers: { Authorization: basicAuthHeader(client.clientId, client.clientSecret) } },
      ),

    /** Binds the pending external identity to the account logged in with the current token. */
    bind: (ticket: string) => call(http, ENDPOINTS.bind, { body: { ticket } }),

    /** The current account's bound external identities. */
    bindings: () => call(http, ENDPOINTS.bindings, {}),

    unbind: (binding: HandoverUnbindRequest) => call(http, ENDPOINTS.unbind, { body: binding }),
  };
}

export type HandoverApi = ReturnType<typeof createHandoverApi>;
