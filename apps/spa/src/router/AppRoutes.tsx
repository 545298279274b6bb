import type { ServerRoute } from '@ent/core/api';
import { flattenRoutes } from '@ent/core/routes';
import { lazy, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch } from 'wouter';
import { LoginPage } from '../pages/login/LoginPage';
import { useServices } from '../state/servicesContext';
import { LazyPage, PageHost } from './PageHost';

// Only the login page is in the first download; every other page loads when first visited.
const NotFoundPage = lazy(() => import('../pages/error/ErrorPage').then((m) => ({ default: m.NotFoundPage })));
const UnauthorizedPage = lazy(() => import('../pages/error/ErrorPage').then((m) => ({ default: m.UnauthorizedPage })));
const RedirectPage = lazy(() => import('../pages/redirect/RedirectPage'));
const ReplenishCompanyInfoPage = lazy(() => import('../pages/replenish/ReplenishCompanyInfoPage'));

/** The static routes of SPEC §2, then the pages from the user's server routes, then /404. */
export function AppRoutes() {
  const { sessionState, platform } = useServices();
  const { routes } = useSnapshot(sessionState);
  const { profile } = useSnapshot(platform);
  const pages = useMemo(
    () => flattenRoutes((routes ?? []) as ServerRoute[]).filter((page) => !page.external),
    [routes],
  );

  return (
    <Switch>
      <Route path="/login">
        <LoginPage entrance="enterprise" />
      </Route>
      <Route path="/loginchief">
        <LoginPage entrance="government" />
      </Route>
      <Route path="/404">
        <LazyPage page={NotFoundPage} />
      </Route>
      <Route path="/401">
        <LazyPage page={UnauthorizedPage} />
      </Route>
      <Route path="/redirect/*">
        <LazyPage page={RedirectPage} />
      </Route>
      <Route path="/replenishCompanyInfo">
        <LazyPage page={ReplenishCompanyInfoPage} />
      </Route>
      <Route path="/">
        <Redirect to={profile.landing} replace />
      </Route>
      {pages.map((page) => (
        <Route key={page.path} path={page.path}>
          <PageHost component={page.component} />
        </Route>
      ))}
      <Route>
        <Redirect to="/404" replace />
      </Route>
    </Switch>
  );
}
