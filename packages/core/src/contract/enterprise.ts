import { z } from 'zod';

// judgeExistRequest (mainstay/judge/exist) lives in ./registration: registration asks it too.

/** Government staff's page of enterprises (the 下发 dialog picks from it). */
export const mainstayPageRequest = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  name: z.string().trim().max(100).optional(),
  /** true: only enterprises whose information is complete; false: only those whose is not. */
  complete: z.boolean().optional(),
});
export type MainstayPageRequest = z.input<typeof mainstayPageRequest>;
