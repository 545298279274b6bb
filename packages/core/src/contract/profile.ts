// Request bodies of the personal pages. The zod schemas check the shape; the field rules (lengths,
// phone, credit code, password policy) are core's validators, which the server runs again.
import { z } from 'zod';

const id = z.union([
  z.number().int().positive().max(2_147_483_647),
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
]);
const text = z.string().max(500);

/** mainstay/get: no body for one's own enterprise; government staff may name another. */
export const enterpriseGetRequest = z.object({ id: id.optional() });
export type EnterpriseGetRequest = z.input<typeof enterpriseGetRequest>;

/** mainstay/update: the registered information. creditCode only from government staff. */
export const enterpriseUpdateRequest = z.object({
  /** Defaults to the caller's own enterprise. */
  id: id.optional(),
  name: text,
  creditCode: text.optional(),
  legalPerson: text,
  groupId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  regionCode: z.string().max(12),
  address: text,
  /** The updatedAt the editor started from; a newer record refuses the change. */
  updatedAt: z.string().max(64).optional(),
});
export type EnterpriseUpdateRequest = z.input<typeof enterpriseUpdateRequest>;

/** mainstay/updateMainstayInfo: the contact information; a new phone comes with its SMS code. */
export const enterpriseContactRequest = z.object({
  id: id.optional(),
  contactName: text,
  contactPhone: z.string().max(32),
  contactEmail: text.optional().default(''),
  smsCode: z.string().max(16).optional(),
  updatedAt: z.string().max(64).optional(),
});
export type EnterpriseContactRequest = z.input<typeof enterpriseContactRequest>;

export const enterpriseChangeLogRequest = z.object({
  id: id.optional(),
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type EnterpriseChangeLogRequest = z.input<typeof enterpriseChangeLogRequest>;

export const updatePasswordRequest = z.object({
  oldPassword: z.string().max(128),
  newPassword: z.string().max(128),
  confirmPassword: z.string().max(128),
});
export type UpdatePasswordRequest = z.input<typeof updatePasswordRequest>;

export const profileRequest = z.object({});
