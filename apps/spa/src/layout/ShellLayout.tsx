// The platform shell (SPEC §2 "Layout"): sidebar, navigation bar, tab strip, main area with
// watermark, footer, settings drawer. Every page of a logged-in user renders inside it.
import type { RouteMeta, ServerRoute } from '@ent/core/api';
import { PAGE_TEXT } from '@ent/core/messages';
import { createPageResolver, decidePage, FORBIDDEN_PATH, unlistedPageTarget } from '@ent/core/routes';
import {
  activeMenuPath,
  activeTopItem,
  contentWidth,
  firstPage,
  type MenuItem,
  menuItems,
  SIDEBAR_WIDTH,
  type TagView,
  usesAlternateLook,
} from '@ent/core/shell';
import { makeStyles, mergeClasses, Spinner, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
import { SHELL_PARAMETERS } from '../services';
import { useServices } from '../state/servicesContext';
import { AppMain } from './AppMain';
import { Footer } from './Footer';
import { MovedNotice } from './MovedNotice';
import { Navbar } from './Navbar';
import { SessionSecurity } from './SessionSecurity';
import { Sidebar } from './Sidebar';
import { TagsView } from './TagsView';

const SettingsDrawer = lazy(() => import('./SettingsDrawer'));

const useStyles = makeStyles({
  root: { display: 'flex', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  sidebar: {
    flexShrink: 0,
    width: `${SIDEBAR_WIDTH}px`,
    transitionProperty: 'width',
    transitionDuration: '0.28s',
    position: 'sticky',
    top: 0,
    height: '100vh',
    zIndex: 1001,
  },
  collapsed: { width: '54px' },
  noAnimation: { transitionDuration: '0s' },
  mobileSidebar: { position: 'fixed', left: 0, top: 0, boxShadow: tokens.shadow28 },
  mobileHidden: { width: 0, overflow: 'hidden' },
  backdrop: { position: 'fixed', inset: 0, backgroundColor: 'rgba(0,0,0,0.3)', zIndex: 1000 },
  deciding: { minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' },
  main: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  header: { backgroundColor: tokens.colorNeutralBackground1, zIndex: 9 },
  fixedHeader: { position: 'sticky', top: 0 },
  // SPEC §2 alternate look on new-energy paths: a brand-tinted header.
  alternate: {
    '& header': {
      backgroundImage: `linear-gradient(90deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground1} 60%)`,
    },
  },
});

function tagView(path: string, fullPath: string, page: { meta: RouteMeta; name?: string }): TagView {
  return {
    path,
    fullPath,
    title: page.meta.title,
    affix: page.meta.affix === true,
    noCache: page.meta.noCache === true,
    ...(page.name ? { name: page.name } : {}),
  };
}

/**
 * Whether the platform has a page at `path` (some account's menu page): asked of the server for a
 * path outside the account's own pages; null while not known (or nothing asked). A failed
 * question counts as no page.
 */
function usePlatformHasPage(path: string | null): boolean | null {
  const { auth } = useServices();
  const [answer, setAnswer] = useState<{ path: string; exists: boolean } | null>(null);
  useEffect(() => {
    if (!path) return;
    let cancelled = false;
    auth.pageExists(path).then(
      ({ data }) => !cancelled && setAnswer({ path, exists: data === true }),
      () => !cancelled && setAnswer({ path, exists: false }),
    );
    return () => {
      cancelled = true;
    };
  }, [auth, path]);
  return path && answer?.path === path ? answer.exists : null;
}

export default function ShellLayout() {
  const services = useServices();
  const { shell } = services;
  const session = useSnapshot(services.sessionState);
  const settings = useSnapshot(shell.settings);
  const sidebar = useSnapshot(shell.sidebar);
  const { device } = useSnapshot(shell.device);
  const { embedded } = useSnapshot(services.platform);
  const [path, navigate] = useLocation();
  // A top item listed in ent-unclickable-menus only shows its submenu (SPEC §6); until the next
  // navigation that choice, not the page, decides the sidebar.
  const [chosenTop, setChosenTop] = useState<string | null>(null);
  const search = useSearch();
  const styles = useStyles();

  const routes = (session.routes ?? []) as ServerRoute[];
  const resolver = useMemo(() => createPageResolver(routes), [routes]);
  const items = useMemo(() => menuItems(routes), [routes]);
  // /redirect/{path} inside the shell: the page at {path} is re-created while the shell and the
  // other tabs' pages stay (the tab strip's refresh).
  const redirectTarget = path.startsWith('/redirect/') ? path.slice('/redirect'.length) : null;
  const asked = redirectTarget ?? path;
  // Decided before any page renders, so a page the account may not open sends none of its calls.
  const decision = decidePage(resolver, asked, session.perms);
  const page = decision.type === 'page' ? decision.page : null;
  const unlisted = usePlatformHasPage(decision.type === 'ask' ? asked : null);
  useEffect(() => {
    if (redirectTarget) navigate(`${redirectTarget}${search ? `?${search}` : ''}`, { replace: true });
  }, [redirectTarget, search, navigate]);
  const activePath = activeMenuPath(path, page?.meta.activeMenu);
  const topItem =
    (chosenTop ? items.find((item) => item.path === chosenTop) : undefined) ?? activeTopItem(items, activePath);
  useEffect(() => {
    if (path) setChosenTop(null);
  }, [path]);
  const openTop = (item: MenuItem) => {
    if (item.external) {
      window.open(item.path, '_blank', 'noopener,noreferrer');
      return;
    }
    const unclickable = services
      .parameter(SHELL_PARAMETERS.unclickableMenus)
      .split(',')
      .map((p) => p.trim());
    if (unclickable.includes(item.path) && item.children.length > 0) {
      setChosenTop(item.path);
      if (!shell.sidebar.opened) shell.toggleSidebar();
      return;
    }
    navigate(firstPage(item).path);
  };
  const sideItems = topItem?.children ?? [];
  const mobile = device === 'mobile';

  // Pinned tabs come from the affix routes, once per route set.
  useEffect(() => {
    shell.tabs.reset(resolver.pages.filter((p) => p.meta.affix).map((p) => tagView(p.path, p.path, p)));
  }, [resolver, shell]);

  useEffect(() => {
    if (page && !redirectTarget) shell.tabs.add(tagView(path, search ? `${path}?${search}` : path, page));
  }, [page, path, search, shell, redirectTarget]);

  // SPEC §4: the device is re-evaluated on resize; a route change on mobile closes the sidebar.
  useEffect(() => {
    const onResize = () => {
      if (!document.hidden) shell.updateDevice(document.body.clientWidth);
    };
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [shell]);
  useEffect(() => {
    if (path && shell.device.device === 'mobile' && shell.sidebar.opened) shell.closeSidebar(false);
  }, [path, shell]);

  if (!page) {
    // An account without the flavour's desk (the separated-duty administrators) lands on its first page.
    const first = path === services.platform.profile.landing ? items[0] : undefined;
    if (first) return <Redirect to={firstPage(first).path} replace />;
    if (decision.type === 'forbidden') return <Redirect to={FORBIDDEN_PATH} replace />;
    if (unlisted === null) {
      return (
        <div className={styles.deciding}>
          <Spinner label={PAGE_TEXT.loading} />
        </div>
      );
    }
    return <Redirect to={unlistedPageTarget(unlisted)} replace />;
  }

  const showSidebar = sideItems.length > 0 || mobile;
  const sidebarClass = mergeClasses(
    styles.sidebar,
    !sidebar.opened && !mobile && styles.collapsed,
    sidebar.withoutAnimation && styles.noAnimation,
    mobile && styles.mobileSidebar,
    mobile && !sidebar.opened && styles.mobileHidden,
  );

  return (
    <div
      className={mergeClasses(styles.root, usesAlternateLook(path, session.roles) && styles.alternate)}
      data-alternate={usesAlternateLook(path, session.roles) || undefined}
    >
      {showSidebar ? (
        <div className={sidebarClass} data-collapsed={!sidebar.opened}>
          <Sidebar items={mobile ? items : sideItems} activePath={activePath} collapsed={!sidebar.opened && !mobile} />
        </div>
      ) : null}
      {mobile && sidebar.opened ? (
        <div className={styles.backdrop} onClick={() => shell.closeSidebar(false)} aria-hidden="true" />
      ) : null}
      <div className={styles.main}>
        <header className={mergeClasses(styles.header, settings.fixedHeader && styles.fixedHeader)}>
          <Navbar items={items} topPath={topItem?.path} onOpenTop={openTop} page={page} sidebarShown={showSidebar} />
          {settings.tagsView ? <TagsView activePath={path} /> : null}
        </header>
        <SessionSecurity />
        <AppMain resolver={resolver} path={redirectTarget ? '' : path} page={page} width={contentWidth(embedded)} />
        {settings.showSettings ? <Footer /> : null}
      </div>
      {settings.showSettings ? (
        <Suspense fallback={null}>
          <SettingsDrawer />
        </Suspense>
      ) : null}
      <MovedNotice />
    </div>
  );
}
