// The session guard of SPEC §4, run before every navigation.
import type { ServerRoute, UserInfo } from '../api/types';
import { ApiError } from '../http/client';
import type { Notifier } from '../http/notifier';
import { type GreyRelease, greyTarget } from '../routes/greyRelease';
import { COMPANY_INFO_PATH, HANDOVER_PAGE_PATHS, LOGIN_PATHS } from '../routes/publicRoutes';
import { type EntranceMemory, loginReturningTo } from './entrance';
import type { SessionController, SessionState } from './session';
import type { TokenStore } from './tokenStore';

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  /** Leave the app for another deployed prefix (grey release). */
  | { type: 'leave'; url: string };

export interface GuardContext {
  state: SessionState;
  session: SessionController;
  tokens: TokenStore;
  isPublic: (path: string) => boolean;
  grey: () => GreyRelease | null;
  notifier: Notifier;
  entrance: EntranceMemory;
}

export interface NavigationTarget {
  path: string;
  search?: string;
}

/**
 * What a loaded decision was taken for: the target and the session generation. A decision kept
 * under another key is stale (the session was loaded, reset or invalidated since) and must be
 * taken again, or a redirect made for an old session fires for the new one.
 */
export function decisionKey(target: NavigationTarget, state: { readonly generation: number }): string {
  return `${state.generation}|${target.path}${target.search ?? ''}`;
}

function showUnexpected(ctx: GuardContext, error: unknown): void {
  // The HTTP client has already shown its own failures; anything else still reaches the user.
  if (error instanceof ApiError) return;
  ctx.notifier.show({ type: 'error', text: error instanceof Error ? error.message : String(error) });
}

/**
 * The part of the guard that needs no server call; null means user info must be loaded first.
 * The SPA renders with this synchronously, so ordinary navigation never waits.
 */
export function decideImmediately(target: NavigationTarget, ctx: GuardContext): GuardDecision | null {
  const search = target.search ?? '';
  const grey = greyTarget(ctx.grey(), target.path, search);
  if (grey) return { type: 'leave', url: grey };
  // A handover replaces the browser's session: loading the old one first could only get in the way.
  if (HANDOVER_PAGE_PATHS.includes(target.path)) return { type: 'allow' };

  if (!ctx.tokens.getToken()) {
    if (ctx.isPublic(target.path)) return { type: 'allow' };
    return { type: 'redirect', to: loginReturningTo(ctx.entrance.loginPath(), target.path + search) };
  }

  if (LOGIN_PATHS.includes(target.path)) return { type: 'redirect', to: '/' };
  if (!ctx.state.user) return null;

  if (ctx.state.needsCompanyInfo && target.path !== COMPANY_INFO_PATH && !ctx.isPublic(target.path)) {
    return { type: 'redirect', to: COMPANY_INFO_PATH };
  }
  return { type: 'allow' };
}

export async function decideNavigation(target: NavigationTarget, ctx: GuardContext): Promise<GuardDecision> {
  const immediate = decideImmediately(target, ctx);
  if (immediate) return immediate;

  let user: UserInfo;
  let complete: boolean;
  try {
    user = await ctx.session.fetchUserInfo();
    complete = await ctx.session.companyInfoComplete(user);
  } catch (error) {
    ctx.session.clearLocal();
    showUnexpected(ctx, error);
    return { type: 'redirect', to: '/' };
  }
  let routes: ServerRoute[] = [];
  if (complete) {
    try {
      routes = await ctx.session.fetchRoutes();
    } catch (error) {
      await ctx.session.logout();
      showUnexpected(ctx, error);
      return { type: 'redirect', to: '/' };
    }
  }
  ctx.session.establish(user, routes, complete);
  return decideImmediately(target, ctx) ?? { type: 'allow' };
}
