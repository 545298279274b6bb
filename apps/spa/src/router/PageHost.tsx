import { PAGE_TEXT } from '@ent/core/messages';
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { Component, type ComponentType, type LazyExoticComponent, type ReactNode, Suspense } from 'react';
import { PageUnavailable } from './PageUnavailable';
import { resolvePage } from './registry';

/** A failed chunk download (a redeploy while the tab was open) shows a message, not a blank page. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{PAGE_TEXT.pageLoadFailed}</MessageBarBody>
        </MessageBar>
      );
    }
    return this.props.children;
  }
}

/** A lazily loaded page with its loading indicator and load-failure message. */
export function LazyPage({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<Spinner label={PAGE_TEXT.loading} />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}

export function PageHost({ component }: { component: string }) {
  const page = resolvePage(component);
  if (!page) return <PageUnavailable component={component} />;
  return <LazyPage page={page} />;
}
