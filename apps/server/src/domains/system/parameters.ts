import type { DatabaseHandle } from '../../db/database';

/** How long a process trusts its copy of a parameter; edits reach every process within this. */
export const PARAMETER_CACHE_MS = 5000;

export async function readParameter(handle: DatabaseHandle, code: string) {
  return handle.db
    .selectFrom('sys_parameter')
    .select(['value', 'is_public'])
    .where('code', '=', code)
    .executeTakeFirst();
}

/** A short-lived cache for the parameters read on every request (apiEncrypt). */
export function cachedParameter(handle: DatabaseHandle, code: string) {
  let value: string | null = null;
  let readAt = 0;
  let pending: Promise<string | null> | null = null;
  return async (): Promise<string | null> => {
    if (Date.now() - readAt < PARAMETER_CACHE_MS) return value;
    pending ??= readParameter(handle, code)
      .then((row) => {
        value = row?.value ?? null;
        readAt = Date.now();
        return value;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
