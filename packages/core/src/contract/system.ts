import { z } from 'zod';

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
