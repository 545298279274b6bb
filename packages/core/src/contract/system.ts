// The system look-ups: parameters, the password policy, the friend-link addresses.
import { z } from 'zod';
import type { JumpUrls, PasswordPolicy } from '../api/types';
import { endpoint, PUBLIC } from './endpoint';

export const parameterRequest = z.object({
  code: z.string().min(1).max(64),
  // SPEC §7: the look-up carries a random nonce of length 10 (it defeats caches in between).
  nonce: z.string().length(10).optional(),
});
export type ParameterRequest = z.input<typeof parameterRequest>;

export const passwordPolicyRequest = z.object({
  account: z.string().max(64).optional(),
  terrId: z.string().max(64).optional(),
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
