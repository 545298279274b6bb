// The session rows this process's requests use, kept between requests. A copy is trusted only
// while the sessions' data version (migrations/0055) stays where it was when the copy was read;
// when it moves, every copy goes. So a logout, a forced logout, a disabled account or a role taken
// away counts for the next request on every process, exactly as when each request read its session
// row, while a request whose session is known costs far less than that five-table join:
// - on PostgreSQL, where other processes commit too, the requests of one event-loop turn read the
//   version together, in the statement that claims the turn's replay tokens (db/turnChecks.ts);
// - on the embedded database this process makes every commit, and hears each bump at the commit
//   (NOTIFY session_version), so it reads nothing.
import { CompiledQuery } from 'kysely';
import { createBatcher } from '../../db/batcher';
import type { DatabaseHandle } from '../../db/database';
import { turnChecksOf } from '../../db/turnChecks';

export interface SessionRow {
  jti: string;
  client_id: string;
  expires_at: Date;
  revoked_at: Date | null;
  last_seen_at: Date;
  id: number;
  username: string;
  full_name: string;
  type_of: string;
  mainstay_id: number | null;
  status: string;
  must_change_password: boolean;
  password_changed_at: Date;
  mfa_enrolled: boolean;
  roles: string[];
}

// The session query for a batch of token ids, compiled once.
const SESSION_QUERY = `SELECT s.jti, s.client_id, s.expires_at, s.revoked_at, s.last_seen_at, u.id, u.username, u.full_name, u.type_of,
  u.mainstay_id, u.status, u.must_change_password, u.password_changed_at, (u.mfa_secret IS NOT NULL) AS mfa_enrolled,
  coalesce(array_agg(r.code ORDER BY r.sort) FILTER (WHERE r.code IS NOT NULL), '{}') AS roles
FROM auth_session s
JOIN app_user u ON u.id = s.user_id
LEFT JOIN user_role ur ON ur.user_id = u.id
LEFT JOIN role r ON r.id = ur.role_id
WHERE s.jti = ANY($1::text[])
GROUP BY s.jti, u.id`;

/** Most sessions a process keeps; the oldest copy goes first beyond it. */
const KEPT_SESSIONS = 20_000;

export interface SessionStore {
  /** The session row of `jti` as of this event-loop turn (batched with the turn's other requests). */
  get(jti: string): Promise<SessionRow | undefined>;
  /** The row read afresh, bypassing the kept copies (before acting on a copy's age). */
  fresh(jti: string): Promise<SessionRow | undefined>;
}

export async function createSessionStore(handle: DatabaseHandle): Promise<SessionStore> {
  const { db } = handle;
  const kept = new Map<string, SessionRow>();
  let keptVersion: string | null = null;
  // The version as announced at each commit, where this process makes them all.
  let heard = 0;
  if (handle.listen) await handle.listen('session_version', () => heard++);
  const readVersion = async () => (handle.listen ? String(heard) : turnChecksOf(handle).sessionVersion());

  const readRows = async (jtis: string[]) => {
    const { rows } = await db.executeQuery<SessionRow>(CompiledQuery.raw(SESSION_QUERY, [jtis]));
    return rows;
  };

  const load = createBatcher<string, SessionRow>(async (jtis) => {
    // The version first: rows read after it are at least as new, so a change committed in between
    // moves the version seen by the next turn and drops what this turn keeps.
    const version = await readVersion();
    if (version !== keptVersion) {
      kept.clear();
      keptVersion = version;
    }
    const missing = jtis.filter((jti) => !kept.has(jti));
    if (missing.length > 0) {
      for (const row of await readRows(missing)) {
        if (kept.size >= KEPT_SESSIONS) kept.delete(kept.keys().next().value as string);
        kept.set(row.jti, row);
      }
    }
    return kept;
  });

  // On PostgreSQL the version is asked for in the turn the request arrives, so that it rides in that
  // turn's statement; going through the batcher first would send it a turn later. A kept copy then
  // needs nothing more. A copy missing or outdated goes through the batcher, which reads the version
  // again before the rows.
  const readKept = async (jti: string) => {
    const version = await turnChecksOf(handle).sessionVersion();
    const row = version === keptVersion ? kept.get(jti) : undefined;
    return row ?? load(jti);
  };

  return {
    get(jti) {
      if (!handle.listen) return readKept(jti);
      // Where the version is heard rather than read, a kept copy needs no turn of the event loop.
      const row = String(heard) === keptVersion ? kept.get(jti) : undefined;
      return row ? Promise.resolve(row) : load(jti);
    },
    async fresh(jti) {
      const [row] = await readRows([jti]);
      if (row && kept.has(jti)) kept.set(jti, row);
      return row;
    },
  };
}
