import { loginPathOf } from '@ent/core/auth';
import { EMBED_PUBLIC_PATH } from '@ent/core/routes';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useServices } from './servicesContext';

/**
 * Logs out on the server and locally, then goes to the login page of the user's own entrance
 * (SPEC §4 "Logout": /login, or its /loginchief variant for government staff, whom /login refuses).
 * Embedded, the portal's big-data logout takes over: the host is told, and the public workbench
 * shows until a token arrives.
 */
export function useLogout(): () => Promise<void> {
  const { session, sessionState, embed } = useServices();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    const loginPath = loginPathOf(sessionState.user?.typeOf);
    await session.logout();
    if (embed.active) {
      embed.logout();
      navigate(EMBED_PUBLIC_PATH, { replace: true });
    } else navigate(loginPath, { replace: true });
  }, [session, sessionState, embed, navigate]);
}
