// Where a user whose session ended logs in again: the account's own entrance (staff at
// /loginchief). After a full page load with a dead token the user is never loaded, so the entrance
// this browser last logged in at is remembered beyond the session (it names no one, only a page).
import { USER_TYPE, type UserType } from '../api/types';
import { safeRedirectTarget } from '../routes/publicRoutes';
import { loginPathOf } from './loginForm';
import type { KeyValueStore } from './tokenStore';

export const ENTRANCE_KEY = 'Entrance';

export interface EntranceMemory {
  remember(typeOf: UserType): void;
  /** The login page of `typeOf`, or of the account that last logged in here when it is unknown. */
  loginPath(typeOf?: UserType): '/login' | '/loginchief';
}

export function createEntranceMemory(store: KeyValueStore): EntranceMemory {
  return {
    remember(typeOf) {
      store.setItem(ENTRANCE_KEY, typeOf);
    },
    loginPath(typeOf) {
      const last = store.getItem(ENTRANCE_KEY) === USER_TYPE.government ? USER_TYPE.government : undefined;
      return loginPathOf(typeOf ?? last);
    },
  };
}

/** The login page that leads back to `target` afterwards (nowhere for a login page itself). */
export function loginReturningTo(loginPath: string, target: string): string {
  return safeRedirectTarget(target, '') ? `${loginPath}?redirect=${encodeURIComponent(target)}` : loginPath;
}
