import { EMBED_PUBLIC_PATH } from '@ent/core/routes';
import { lazy } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch } from 'wouter';
import { LoginPage } from '../pages/login/LoginPage';
import { useServices } from '../state/servicesContext';
import { LazyPage } from './LazyPage';

// Only the login page is in the first download; every other page loads when first visited.
const NotFoundPage = lazy(() => import('../pages/error/ErrorPage').then((m) => ({ default: m.NotFoundPage })));
const UnauthorizedPage = lazy(() => import('../pages/error/ErrorPage').then((m) => ({ default: m.UnauthorizedPage })));
const RedirectPage = lazy(() => import('../pages/redirect/RedirectPage'));
const ReplenishCompanyInfoPage = lazy(() => import('../pages/replenish/ReplenishCompanyInfoPage'));
const SocialPublicityPage = lazy(() => import('../pages/publicity/SocialPublicityPage'));
const RegisterPage = lazy(() => import('../pages/register/RegisterPage'));
const AuthRedirectPage = lazy(() => import('../pages/handover/AuthRedirectPage'));
const BindPage = lazy(() => import('../pages/handover/BindPage'));
const WorkbenchPage = lazy(() => import('../pages/desk/Workbench'));
// The shell and every page inside it load after login, never with the login page.
const ShellLayout = lazy(() => import('../layout/ShellLayout'));

/** The public routes of SPEC §2; everything else renders inside the shell, which sends unknown paths to /404. */
export function AppRoutes() {
  const { sessionState, platform } = useServices();
  const { user } = useSnapshot(sessionState);
  const { profile, embedded } = useSnapshot(platform);

  return (
    <Switch>
      <Route path="/login">
        <LoginPage entrance="enterprise" />
      </Route>
      <Route path="/loginchief">
        <LoginPage entrance="government" />
      </Route>
      <Route path="/auth-redirect">
        <LazyPage page={AuthRedirectPage} />
      </Route>
      <Route path="/bind">
        <LazyPage page={BindPage} />
      </Route>
      <Route path="/404">
        <LazyPage page={NotFoundPage} />
      </Route>
      <Route path="/401">
        <LazyPage page={UnauthorizedPage} />
      </Route>
      <Route path="/redirect/*">
        <LazyPage page={user ? ShellLayout : RedirectPage} />
      </Route>
      <Route path="/registered">
        <LazyPage page={RegisterPage} />
      </Route>
      <Route path="/register">
        <LazyPage page={RegisterPage} />
      </Route>
      <Route path="/socialPublicity">
        <LazyPage page={SocialPublicityPage} />
      </Route>
      <Route path="/replenishCompanyInfo">
        <LazyPage page={ReplenishCompanyInfoPage} />
      </Route>
      <Route path="/">
        <Redirect to={profile.landing} replace />
      </Route>
      <Route path={EMBED_PUBLIC_PATH}>
        {/* Public only when embedded in a public platform: without a login, the bare page. Logged
            in, it is the landing page of the flavours that have a workbench. Outside an embed the
            others go straight to their landing page (a Redirect to '/' would meet the one there,
            which wouter keeps as the same component, so it would never navigate); inside one the
            embed bridge does it, since an expiring embed passes here while its old user is still
            in this render. */}
        {!user ? (
          <LazyPage page={WorkbenchPage} />
        ) : profile.landing === EMBED_PUBLIC_PATH || embedded ? (
          <LazyPage page={ShellLayout} />
        ) : (
          <Redirect to={profile.landing} replace />
        )}
      </Route>
      <Route>{user ? <LazyPage page={ShellLayout} /> : <Redirect to="/404" replace />}</Route>
    </Switch>
  );
}
