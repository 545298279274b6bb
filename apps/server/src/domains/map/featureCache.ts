// The map's answers kept per process. Many people open the same province map in the same week and
// reading 20,000 features out of the database is most of an answer's cost, so each answer (as the
// JSON it is sent as) is kept under what decides its content: who may see what (the visibility and
// phone rules of features.ts), the query, and the map's data version (migrations/0053), read in the
// same snapshot as the features. A commit that changes the map moves the version, so the next
// request on every process reads afresh; nothing is ever served from an older version.

/** Answers kept at most, by their size in characters (about one whole-province answer is 9 MB). */
const CACHE_CHARS = 64 * 1024 * 1024;

export interface CachedAnswer {
  version: string;
  /** The whole answer as sent. */
  json: string;
  /** The same, gzipped, made when a client first accepts it (a tenth of the size or less). */
  gzip?: Buffer;
}

export function createFeatureCache(limit = CACHE_CHARS) {
  // Insertion order is recency: a hit is moved to the end, the oldest are dropped first.
  const entries = new Map<string, CachedAnswer>();
  let size = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    size -= entry.json.length;
  };

  return {
    /** The kept answer for `key` when it was made at `version`. */
    get(key: string, version: string): CachedAnswer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version !== version) {
        drop(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key: string, answer: CachedAnswer): void {
      drop(key);
      if (answer.json.length > limit) return;
      entries.set(key, answer);
      size += answer.json.length;
      for (const oldest of entries.keys()) {
        if (size <= limit) break;
        drop(oldest);
      }
    },
    get size() {
      return size;
    },
  };
}

export type FeatureCache = ReturnType<typeof createFeatureCache>;
