// A server route's page: its component string resolved through the registry (which is loaded with
// the shell, not with the login page).
import { LazyPage } from './LazyPage';
import { PageUnavailable } from './PageUnavailable';
import { resolvePage } from './registry';

export function PageHost({ component }: { component: string }) {
  const page = resolvePage(component);
  if (!page) return <PageUnavailable component={component} />;
  return <LazyPage page={page} />;
}
