// A form's problems by field from the request schema the server parses the same values with, so a
// page's checks and the server's are one rule (the department, post and user forms).
import type { ZodType } from 'zod';

/** The first problem of each top-level field, or an empty object when the values pass. */
export function schemaErrors<V extends object>(schema: ZodType, values: unknown): Partial<Record<keyof V, string>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<keyof V, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof V | undefined;
    if (key !== undefined && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}
