// The page and filter parts of every list request, validated and capped the same way everywhere: a page
// number from 1 and a page size within the list's own cap.
import { z } from 'zod';

export const PAGE_NUM_MAX = 100_000;

/** `pageNum` and `pageSize` fields; each list chooses its default size and cap. */
export function pageFields(size = 10, max = 200) {
  return {
    pageNum: z.coerce.number().int().min(1).max(PAGE_NUM_MAX).default(1),
    pageSize: z.coerce.number().int().min(1).max(max).default(size),
  };
}

/** A request type whose page fields may be left out. */
export type PageInput<T> = Omit<T, 'pageNum' | 'pageSize'> & { pageNum?: number; pageSize?: number };

/** A list filter typed by a person: trimmed, at most `max` characters, empty meaning no filter. */
export function filterText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);
}

/** A list filter chosen from fixed values; '' (全部) meaning no filter. */
export function filterChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .enum(values)
    .optional()
    .or(z.literal('').transform(() => undefined));
}

/** A day (YYYY-MM-DD, Asia/Shanghai) bounding a list filter; '' meaning no bound. */
export function filterDay() {
  return z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .or(z.literal('').transform(() => undefined));
}
