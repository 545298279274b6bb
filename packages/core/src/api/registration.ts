// Registration (gov-user base-account, docs/PROTOCOL.md).
import {
  REGISTRATION_ENDPOINTS as ENDPOINTS,
  type RegisterRequest,
  type SendMessageRequest,
} from '../contract/registration';
import type { HttpClient } from '../http/client';
import { call } from './call';

export type { RegisterResult, SmsSent } from '../contract/registration';

export function createRegistrationApi(http: HttpClient) {
  return {
    /** Sends a registration code to a phone that has no account yet (tokenless, rate-limited). */
    sendMessage: (body: SendMessageRequest) => call(http, ENDPOINTS.sendMessage, { body }),
    register: (body: RegisterRequest) => call(http, ENDPOINTS.register, { body }),
  };
}

export type RegistrationApi = ReturnType<typeof createRegistrationApi>;
