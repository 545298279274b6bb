// The login session: logging in and out, user info, the enterprise-information check and the menu
// routes. State is a plain object the caller owns (the SPA passes a valtio proxy), so the rules
// here stay free of any UI framework.
import type { AuthApi } from '../api/auth';
import type { MainstayApi } from '../api/mainstay';
import { type LoginResult, type ServerRoute, USER_TYPE, type UserInfo } from '../api/types';
import type { LoginRequest } from '../contract/auth';
import type { ExpiryGuard } from '../http/expiryGuard';
import type { EntranceMemory } from './entrance';
import type { TokenStore } from './tokenStore';

/** SPEC §6: a user with no roles gets ROLE_DEFAULT. */
export const DEFAULT_ROLE = 'ROLE_DEFAULT';

export interface SessionState {
  user: UserInfo | null;
  roles: string[];
  perms: string[];
  routes: ServerRoute[] | null;
  /** Set when the enterprise must complete its information before using the platform. */
  needsCompanyInfo: boolean;
  /**
   * Counts every change of the loaded session (established, reset). A decision taken from the
   * session (the guard's) is only valid for the generation it was taken in.
   */
  generation: number;
}

export function createSessionState(): SessionState {
  return { user: null, roles: [], perms: [], routes: null, needsCompanyInfo: false, generation: 0 };
}

function resetState(state: SessionState): void {
  Object.assign(state, createSessionState(), { generation: state.generation + 1 });
}

export interface SessionDeps {
  tokens: TokenStore;
  auth: AuthApi;
  /** Only the check whether the enterprise's information is complete. */
  mainstay: Pick<MainstayApi, 'judgeExist'>;
  expiry: ExpiryGuard;
  /** Remembers the entrance of each loaded user, for logging in again after the session ends. */
  entrance: EntranceMemory;
  /** The role code passed base64-encoded in ?roleName= (see systemRole.ts), if any. */
  systemRole: () => string | null;
  now?: () => number;
}

export type LoginForm = Omit<LoginRequest, 'grant_type' | 'businessClientId'>;

export function createSessionController(state: SessionState, deps: SessionDeps) {
  const now = deps.now ?? Date.now;

  const clearLocal = () => {
    deps.tokens.clear();
    resetState(state);
  };

  /** Starts the session of a token the server issued (password login or external handover). */
  const adopt = (data: LoginResult) => {
    deps.tokens.save(data.access_token, { jti: data.jti, expiresAt: new Date(now() + data.expires_in * 1000) });
    deps.expiry.reset();
    resetState(state);
  };

  return {
    async login(form: LoginForm): Promise<void> {
      const { data } = await deps.auth.login(form);
      if (!data) throw new Error('login answered without a token');
      adopt(data);
    },

    adopt,

    async fetchUserInfo(): Promise<UserInfo> {
      const token = deps.tokens.getToken();
      if (!token) throw new Error('no token');
      const { data: user } = await deps.auth.getUserInfo(token);
      if (!user) throw new Error('user info answered without data');
      return user;
    },

    /** SPEC §4: updateUserInfoFlag, no mainstayId or no enterprise info sends the user to complete it. */
    async companyInfoComplete(user: UserInfo): Promise<boolean> {
      if (user.typeOf !== USER_TYPE.enterprise) return true;
      if (user.updateUserInfoFlag || !user.mainstayId) return false;
      const { data } = await deps.mainstay.judgeExist(user.mainstayId);
      return data === true;
    },

    async fetchRoutes(): Promise<ServerRoute[]> {
      const role = deps.systemRole();
      const { data } = role ? await deps.auth.routesByRole(role) : await deps.auth.routes();
      return data ?? [];
    },

    /**
     * Publishes a loaded session in one step, so nothing observing the state (the SPA's guard)
     * sees a user before it is known whether the enterprise must complete its information.
     */
    establish(user: UserInfo, routes: ServerRoute[], companyInfoComplete: boolean): void {
      deps.entrance.remember(user.typeOf);
      Object.assign(state, {
        user,
        roles: user.roles.length > 0 ? user.roles : [DEFAULT_ROLE],
        perms: user.perms,
        routes,
        needsCompanyInfo: !companyInfoComplete,
        generation: state.generation + 1,
      });
    },

    /** Revokes the token on the server (best effort) and always clears the local session. */
    async logout(): Promise<void> {
      try {
        if (deps.tokens.getToken()) await deps.auth.logout();
      } catch {
        // The token may already be dead; the local session is cleared either way.
      } finally {
        clearLocal();
      }
    },

    clearLocal,

    /**
     * Forgets the loaded user but keeps the token, so the guard loads the session again on the next
     * navigation (after the enterprise completed its information, the routes come with it).
     */
    invalidate(): void {
      resetState(state);
    },
  };
}

export type SessionController = ReturnType<typeof createSessionController>;
