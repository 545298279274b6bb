// Runs the session guard of packages/core before rendering any route.
import { decideImmediately, decideNavigation, type GuardDecision } from '@ent/core/auth';
import { PAGE_TEXT } from '@ent/core/messages';
import { makeStyles, Spinner } from '@fluentui/react-components';
import { type ReactNode, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useServices } from '../state/servicesContext';

const useStyles = makeStyles({
  loading: { minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

export function Guard({ children }: { children: ReactNode }) {
  const services = useServices();
  // Subscribing to these re-runs the guard when the session changes (login, logout, expiry).
  const session = useSnapshot(services.sessionState);
  void session.user;
  void session.needsCompanyInfo;
  const [path] = useLocation();
  const search = useSearch();
  const target = { path, search: search ? `?${search}` : '' };
  const immediate = decideImmediately(target, services.guard);
  const [loaded, setLoaded] = useState<{ key: string; decision: GuardDecision } | null>(null);
  const key = `${target.path}${target.search}`;
  const styles = useStyles();

  useEffect(() => {
    if (immediate) return;
    let cancelled = false;
    void decideNavigation({ path, search: search ? `?${search}` : '' }, services.guard).then((decision) => {
      if (!cancelled) setLoaded({ key: `${path}${search ? `?${search}` : ''}`, decision });
    });
    return () => {
      cancelled = true;
    };
  }, [immediate, path, search, services.guard]);

  const decision = immediate ?? (loaded?.key === key ? loaded.decision : null);

  useEffect(() => {
    if (decision?.type === 'leave') window.location.assign(decision.url);
  }, [decision]);

  if (!decision || decision.type === 'leave') {
    return (
      <div className={styles.loading}>
        <Spinner label={PAGE_TEXT.loading} />
      </div>
    );
  }
  if (decision.type === 'redirect') return <Redirect to={decision.to} replace />;
  return children;
}
