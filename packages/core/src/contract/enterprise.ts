import { z } from 'zod';

export const judgeExistRequest = z.object({
  id: z.union([
    z.number().int().positive(),
    z
      .string()
      .regex(/^\d{1,12}$/)
      .transform(Number),
  ]),
});
export type JudgeExistRequest = z.input<typeof judgeExistRequest>;
