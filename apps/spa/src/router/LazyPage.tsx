// A lazily loaded page: its loading indicator, its load-failure message, and the wait for the
// feature APIs the pages past login call (services.ts loads them on first need).
import { PAGE_TEXT } from '@ent/core/messages';
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { useServices } from '../state/servicesContext';

function PageLoadFailed() {
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{PAGE_TEXT.pageLoadFailed}</MessageBarBody>
    </MessageBar>
  );
}

/** A failed chunk download (a redeploy while the tab was open) shows a message, not a blank page. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <PageLoadFailed />;
    return this.props.children;
  }
}

/** Holds a page back until the feature APIs it calls are in place (services.ts). */
function AfterDomains({ children }: { children: ReactNode }) {
  const services = useServices();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(services.domainsLoaded ? 'ready' : 'loading');
  useEffect(() => {
    if (state !== 'loading') return;
    let current = true;
    services.loadDomains().then(
      () => current && setState('ready'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [services, state]);
  if (state === 'failed') return <PageLoadFailed />;
  return state === 'ready' ? children : <Spinner label={PAGE_TEXT.loading} />;
}

/** A lazily loaded page with its loading indicator and load-failure message. */
export function LazyPage({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<Spinner label={PAGE_TEXT.loading} />}>
        <AfterDomains>
          <Page />
        </AfterDomains>
      </Suspense>
    </PageErrorBoundary>
  );
}
