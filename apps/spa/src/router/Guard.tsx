// Runs the session guard of packages/core before rendering any route.
import { decideImmediately, decideNavigation, decisionKey, type GuardDecision } from '@ent/core/auth';
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
  // Subscribing to the session re-runs the guard when it changes (login, logout, expiry, a page
  // invalidating it); its generation keys every decision taken from it.
  const session = useSnapshot(services.sessionState);
  const [path] = useLocation();
  const search = useSearch();
  const target = { path, search: search ? `?${search}` : '' };
  const immediate = decideImmediately(target, services.guard);
  const [loaded, setLoaded] = useState<{ key: string; decision: GuardDecision } | null>(null);
  const key = decisionKey(target, session);
  const styles = useStyles();

  // biome-ignore lint/correctness/useExhaustiveDependencies: session.generation is read through decideNavigation; a reset session with the same path must be decided again.
  useEffect(() => {
    if (immediate) return;
    let cancelled = false;
    const asked = { path, search: search ? `?${search}` : '' };
    void decideNavigation(asked, services.guard).then((decision) => {
      // Keyed by the session the decision leaves behind (decideNavigation establishes it).
      if (!cancelled) setLoaded({ key: decisionKey(asked, services.sessionState), decision });
    });
    return () => {
      cancelled = true;
    };
  }, [immediate, path, search, services.guard, services.sessionState, session.generation]);

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
