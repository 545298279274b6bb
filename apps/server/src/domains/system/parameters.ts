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

/** A value read through `read` and kept for PARAMETER_CACHE_MS (dropped at once by 刷新缓存). */
export function shortLived<T>(read: () => Promise<T>): () => Promise<T> {
  let value: T | undefined;
  let readAt = 0;
  let pending: Promise<T> | null = null;
  caches.add(() => {
    readAt = 0;
  });
  return async (): Promise<T> => {
    if (Date.now() - readAt < PARAMETER_CACHE_MS) return value as T;
    pending ??= read()
      .then((read) => {
        value = read;
        readAt = Date.now();
        return read;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}

/** A short-lived cache for the parameters read on every request (apiEncrypt). */
export function cachedParameter(handle: DatabaseHandle, code: string): () => Promise<string | null> {
  return shortLived(async () => (await readParameter(handle, code))?.value ?? null);
}
