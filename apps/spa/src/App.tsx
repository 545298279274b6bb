import { FluentProvider } from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { Router } from 'wouter';
import { AppRoutes } from './router/AppRoutes';
import { Guard } from './router/Guard';
import { BASE, type Services } from './services';
import { ServicesProvider } from './state/servicesContext';
import { shellTheme } from './theme/shellTheme';
import { MessageHost } from './widgets/MessageHost';

// Dialog code loads with the first confirmation or alert, not with the login page.
const DialogHost = lazy(() => import('./widgets/DialogHost'));

function Dialogs({ services }: { services: Services }) {
  const { request } = useSnapshot(services.dialogs.state);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <DialogHost dialogs={services.dialogs} />
    </Suspense>
  );
}

/** Checks for a login changed by another tab whenever the page becomes visible. */
function TokenWatch({ services }: { services: Services }) {
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') services.watch.check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [services]);
  return null;
}

/** Embedded: reports the content height to the portal (the iframe follows it). */
function EmbedHeight({ services }: { services: Services }) {
  useEffect(() => {
    if (!services.embed.active) return;
    services.embed.observe(document.getElementById('root'));
    return () => services.embed.observe(null);
  }, [services]);
  return null;
}

export function App({ services }: { services: Services }) {
  const { theme: color, size } = useSnapshot(services.shell.settings);
  // The embedded token appearing, changing or disappearing re-runs the guard from scratch.
  const { version: embedVersion } = useSnapshot(services.embed.state);
  const theme = useMemo(() => shellTheme(color, size), [color, size]);
  return (
    <ServicesProvider services={services}>
      <FluentProvider theme={theme} style={{ minHeight: '100vh', backgroundColor: 'var(--colorNeutralBackground2)' }}>
        <Router base={BASE}>
          <MessageHost />
          <Dialogs services={services} />
          <TokenWatch services={services} />
          <EmbedHeight services={services} />
          <Guard key={embedVersion}>
            <AppRoutes />
          </Guard>
        </Router>
      </FluentProvider>
    </ServicesProvider>
  );
}
