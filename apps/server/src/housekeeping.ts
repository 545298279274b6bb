// Removes expired protocol state (captchas, replay tokens, throttle windows, old sessions). Safe to
// run in every process at once: each pass is a set of idempotent deletes.
import type { DatabaseHandle } from './db/database';
import { THROTTLE_WINDOW_MS } from './domains/auth/loginThrottle';
import { purgeLoginLog } from './domains/logininfor/plugin';
import { purgeOperLog } from './domains/operlog/plugin';

export const HOUSEKEEPING_INTERVAL_MS = 60_000;
const SESSION_RETENTION_MS = 30 * 24 * 3600 * 1000;

export async function sweepExpired(handle: DatabaseHandle, now = Date.now()): Promise<void> {
  const { db } = handle;
  await db.deleteFrom('captcha').where('expires_at', '<', new Date(now)).execute();
  await db.deleteFrom('replay_nonce').where('expires_at', '<', new Date(now)).execute();
  await db
    .deleteFrom('login_throttle')
    .where('window_started_at', '<', new Date(now - THROTTLE_WINDOW_MS))
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', new Date(now))]))
    .execute();
  await db
    .deleteFrom('auth_session')
    .where('expires_at', '<', new Date(now - SESSION_RETENTION_MS))
    .execute();
  // Audit records are kept 180 days; only older ones go (the table refuses anything else).
  await purgeOperLog(handle);
  await purgeLoginLog(handle);
}

export function startHousekeeping(handle: DatabaseHandle, onError: (error: unknown) => void): () => void {
  // Once at start as well: a platform restarted daily still purges what outlived its retention.
  sweepExpired(handle).catch(onError);
  const timer = setInterval(() => {
    sweepExpired(handle).catch(onError);
  }, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
