// The system look-ups: parameters, the password policy, the friend-link addresses. zod/mini, as
// the login page loads this file (contract/endpoint.ts, Schema).
import * as z from 'zod/mini';
import type { JumpUrls, PasswordPolicy } from '../api/types';
import { endpoint, PUBLIC } from './endpoint';

export const parameterRequest = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(64)),
  // SPEC §7: the look-up carries a random nonce of length 10 (it defeats caches in between).
  nonce: z.optional(z.string().check(z.length(10))),
});
export type ParameterRequest = z.input<typeof parameterRequest>;

export const passwordPolicyRequest = z.object({
  account: z.optional(z.string().check(z.maxLength(64))),
  terrId: z.optional(z.string().check(z.maxLength(64))),
});

/** The gov-system and jsedc-system look-ups every page needs. */
export const SYSTEM_ENDPOINTS = {
  /**
   * A parameter by code (SPEC §7): plain bodies are accepted, since apiEncrypt itself is looked up
   * before the client knows whether to envelope; parameters that are not public need a token.
   */
  parameter: endpoint<string | null>()({
    feature: 'system',
    action: 'parameter',
    method: 'POST',
    path: '/gov-system/api/v1/parameter/code',
    body: parameterRequest,
    access: PUBLIC,
    plainBody: true,
  }),
  passwordPolicy: endpoint<PasswordPolicy>()({
    feature: 'system',
    action: 'passwordPolicy',
    method: 'POST',
    path: '/gov-system/api/v1/passwordPolicy/passPolicyByAccountOrTerrId',
    body: passwordPolicyRequest,
    access: PUBLIC,
  }),
  skipUrls: endpoint<JumpUrls>()({
    feature: 'system',
    action: 'skipUrls',
    method: 'GET',
    path: '/jsedc-system/api/v1/skip-url',
    access: PUBLIC,
  }),
} as const;
