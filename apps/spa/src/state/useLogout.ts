import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useServices } from './servicesContext';

/**
 * Logs out on the server and locally, then goes to /login (SPEC §4 "Logout"). Embedded, the portal's
 * big-data logout takes over: the host is told, and the public workbench shows until a token arrives.
 */
export function useLogout(): () => Promise<void> {
  const { session, embed } = useServices();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    await session.logout();
    if (embed.active) {
      embed.logout();
      navigate('/workbench', { replace: true });
    } else navigate('/login', { replace: true });
  }, [session, embed, navigate]);
}
