// The shell's reactive state: layout settings (kept in localStorage), the sidebar (kept in a
// cookie), the device class and the tab strip. The rules are packages/core/shell's.
import type { CookieJar } from '@ent/core/auth';
import {
  addView,
  closeDone,
  createTagsState,
  type Device,
  delAll,
  delCached,
  delOthers,
  delView,
  deviceFor,
  loadSettings,
  type ShellSettings,
  saveSettings,
  type TagsState,
  type TagView,
} from '@ent/core/shell';
import { proxy, subscribe } from 'valtio';

/** RuoYi's cookie for the sidebar: '1' open, '0' closed (SPEC §4). */
export const SIDEBAR_COOKIE = 'sidebarStatus';

export interface SidebarState {
  opened: boolean;
  /** Set when the sidebar closes because the screen became narrow: no animation then. */
  withoutAnimation: boolean;
  /** A top menu item without children hides the sidebar. */
  hide: boolean;
}

export function createShellState(win: Window, deps: { cookies: CookieJar; showSettings: boolean }) {
  const settings = proxy<ShellSettings>(loadSettings(win.localStorage, { showSettings: deps.showSettings }));
  subscribe(settings, () => saveSettings(win.localStorage, settings));

  const sidebar = proxy<SidebarState>({
    opened: deps.cookies.get(SIDEBAR_COOKIE) !== '0',
    withoutAnimation: false,
    hide: false,
  });
  const device = proxy<{ device: Device }>({ device: deviceFor(win.document.body?.clientWidth ?? win.innerWidth) });
  const tags = proxy<TagsState>(createTagsState());
  const drawer = proxy({ settingsOpen: false });

  const setSidebar = (opened: boolean, withoutAnimation = false) => {
    sidebar.opened = opened;
    sidebar.withoutAnimation = withoutAnimation;
    deps.cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0', { path: '/' });
  };

  return {
    settings,
    sidebar,
    device,
    tags,
    drawer,
    toggleSidebar: () => setSidebar(!sidebar.opened),
    closeSidebar: (withoutAnimation: boolean) => setSidebar(false, withoutAnimation),
    /** SPEC §4: becoming mobile closes the sidebar without animation. */
    updateDevice(width: number) {
      const next = deviceFor(width);
      if (next === device.device) return;
      device.device = next;
      if (next === 'mobile') setSidebar(false, true);
    },
    tabs: {
      add: (view: TagView) => addView(tags, view),
      remove: (path: string) => delView(tags, path),
      /** Closes a finished page's tab; says where to go (core's closeDone). */
      closeDone: (path: string, returnTo?: string) => closeDone(tags, path, returnTo),
      uncache: (path: string) => delCached(tags, path),
      removeOthers: (path: string) => delOthers(tags, path),
      removeAll: () => delAll(tags),
      reset: (affix: TagView[]) => Object.assign(tags, createTagsState(affix)),
    },
  };
}

export type ShellState = ReturnType<typeof createShellState>;
