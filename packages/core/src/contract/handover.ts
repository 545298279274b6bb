// Request bodies of the external identity handover (docs/ROUTES.md "Handover protocol").
import { z } from 'zod';

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
