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

/** Every cache of this process, so 刷新缓存 can drop them at once. */
const caches = new Set<() => void>();

/** Drops this process's cached parameters: the next read goes to the database. */
export function clearParameterCaches(): void {
  for (const clear of caches) clear();
}

/** A short-lived cache for the parameters read on every request (apiEncrypt). */
export function cachedParameter(handle: DatabaseHandle, code: string) {
  let value: string | null = null;
  let readAt = 0;
  let pending: Promise<string | null> | null = null;
  caches.add(() => {
    readAt = 0;
  });
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
