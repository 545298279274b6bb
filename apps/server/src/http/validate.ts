import { ERROR_TEXT, labelled } from '@ent/core/messages';
import { type core, z } from 'zod';
import { ClientError } from './errors';

// Zod's own Chinese messages, so a validation failure reads naturally in the UI.
z.config(z.locales.zhCN());

/** Parses a request part against its schema; a mismatch is A0400 naming the field. */
export function parse<T>(schema: core.$ZodType<T>, value: unknown): T {
  const result = z.safeParse(schema, value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message = issue?.message ?? '';
  const detail = issue?.path.length ? labelled(issue.path.join('.'), message) : message;
  throw new ClientError('badRequest', labelled(ERROR_TEXT.badRequest, detail));
}
