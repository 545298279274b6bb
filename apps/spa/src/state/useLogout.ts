import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useServices } from './servicesContext';

/** Logs out on the server and locally, then goes to /login (SPEC §4 "Logout"). */
export function useLogout(): () => Promise<void> {
  const { session } = useServices();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    await session.logout();
    navigate('/login', { replace: true });
  }, [session, navigate]);
}
