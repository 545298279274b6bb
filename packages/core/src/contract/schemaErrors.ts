// A form's problems by field from the same zod schema the server parses the request with, so a
// hand-written form and the endpoint refuse the same input with the same Chinese message.
import type { ZodType } from 'zod';

/** The first problem of each top-level field of `values` under `schema`. */
export function schemaErrors<V extends object>(schema: ZodType, values: unknown): Partial<Record<keyof V, string>> {
  const result = schema.safeParse(values);
  const errors: Partial<Record<keyof V, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof V | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
