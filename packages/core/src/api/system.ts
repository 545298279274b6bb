import type { HttpClient } from '../http/client';
import { randomString } from '../http/random';
import type { JumpUrls, ParameterValue, PasswordPolicy } from './types';

/** The gov-system and jsedc-system services used by the skeleton. */
export function createSystemApi(http: HttpClient) {
  return {
    /**
     * Never enveloped and never failing loudly: apiEncrypt itself decides enveloping, and a
     * failed title look-up falls back to the default title (SPEC §1).
     */
    parameter: async (code: string): Promise<ParameterValue> => {
      const response = await http.request<string | null>({
        url: '/gov-system/api/v1/parameter/code',
        method: 'POST',
        tokenless: true,
        plain: true,
        silent: true,
        // Every answer is kept as it came (SPEC: code and data are stored); only transport fails.
        isSuccess: () => true,
        data: { code, nonce: randomString(10) },
      });
      return response ? { code: response.code, data: response.data ?? null } : { code: 'failed', data: null };
    },

    passwordPolicy: (body: { account?: string; terrId?: string } = {}) =>
      http.request<PasswordPolicy>({
        url: '/gov-system/api/v1/passwordPolicy/passPolicyByAccountOrTerrId',
        method: 'POST',
        tokenless: true,
        data: body,
      }),

    skipUrls: () => http.request<JumpUrls>({ url: '/jsedc-system/api/v1/skip-url', tokenless: true }),
  };
}

export type SystemApi = ReturnType<typeof createSystemApi>;
