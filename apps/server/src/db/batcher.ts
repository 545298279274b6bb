// Collects the keys requested during one event-loop turn and answers them with one query, so under
// load one database round trip serves many concurrent requests (the DataLoader pattern).

export type BatchLoad<K, V> = (keys: K[]) => Promise<Map<K, V>>;

export function createBatcher<K, V>(load: BatchLoad<K, V>): (key: K) => Promise<V | undefined> {
  let pending = new Map<K, Array<{ resolve: (value: V | undefined) => void; reject: (error: unknown) => void }>>();
  let scheduled = false;

  const flush = async () => {
    const batch = pending;
    pending = new Map();
    scheduled = false;
    try {
      const values = await load([...batch.keys()]);
      for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(values.get(key));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => void flush());
      }
    });
}
