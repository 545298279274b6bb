import { SYSTEM_ENDPOINTS as ENDPOINTS } from '../contract/system';
import type { HttpClient } from '../http/client';
import { randomString } from '../http/random';
import { call, callSilently } from './call';
import type { ParameterValue } from './types';

/** The gov-system and jsedc-system services used by the skeleton. */
export function createSystemApi(http: HttpClient) {
  return {
    /**
     * Never enveloped and never failing loudly: apiEncrypt itself decides enveloping, and a
     * failed title look-up falls back to the default title (SPEC §1).
     */
    parameter: async (code: string): Promise<ParameterValue> => {
      const response = await callSilently(
        http,
        ENDPOINTS.parameter,
        { body: { code, nonce: randomString(10) } },
        // Every answer is kept as it came (SPEC: code and data are stored); only transport fails.
        { plain: true, isSuccess: () => true },
      );
      return response ? { code: response.code, data: response.data ?? null } : { code: 'failed', data: null };
    },

    passwordPolicy: (body: { account?: string; terrId?: string } = {}) =>
      call(http, ENDPOINTS.passwordPolicy, { body }),

    skipUrls: () => call(http, ENDPOINTS.skipUrls, {}),
  };
}

export type SystemApi = ReturnType<typeof createSystemApi>;
