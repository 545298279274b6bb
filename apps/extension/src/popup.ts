// The popup: the platform login this browser holds (account, enterprise, roles, token expiry) and,
// for every open tab of an allowed portal, the bridge and clear actions.
import { enumeration, labelled, EXTENSION_TEXT as T } from '@ent/core/messages';
import { bridgeTab, clearTab } from './bridge';
import { element, mount } from './dom';
import { fetchUserInfo, type PlatformLogin, type PopupUserInfo, readPlatformLogin } from './login';
import { isAllowedPortal, permissionPatterns } from './origins';
import { loadSettings, type Settings } from './settings';
import { formatDateTime, isExpired } from './token';

function optionsLink(): HTMLElement {
  const button = element('button', { text: T.openOptions, className: 'link' });
  button.type = 'button';
  button.addEventListener('click', () => void chrome.runtime.openOptionsPage());
  return button;
}

/** A term and its value; the value is named by its term for assistive technology. */
function row(label: string, value: string, id: string): HTMLElement[] {
  const term = element('dt', { text: label });
  term.id = `term-${id}`;
  const definition = element('dd', { text: value });
  definition.setAttribute('aria-labelledby', term.id);
  return [term, definition];
}

function loginDetails(info: PopupUserInfo, login: PlatformLogin): HTMLElement {
  const expiry = login.expiresAt ? formatDateTime(login.expiresAt) : T.none;
  return element(
    'dl',
    {},
    ...row(T.account, info.username, 'account'),
    ...row(T.fullName, info.fullName || T.none, 'full-name'),
    ...row(T.enterprise, info.company || info.belongName || T.none, 'enterprise'),
    ...row(T.roles, info.roleNames.length ? enumeration(info.roleNames) : T.none, 'roles'),
    ...row(T.expiresAt, expiry, 'expires-at'),
  );
}

function portalSection(
  settings: Settings & { platformOrigin: string },
  tabs: chrome.tabs.Tab[],
  login: PlatformLogin | null,
) {
  const status = element('p', { role: 'status' });
  const list = element('ul', { className: 'tabs' });
  const portalTabs = tabs.filter(
    (tab) => tab.id !== undefined && isAllowedPortal(tab.url, settings.portalOrigins, settings.platformOrigin),
  );
  if (portalTabs.length === 0) list.append(element('li', { text: T.noPortalTabs }));
  for (const tab of portalTabs) {
    const tabId = tab.id as number;
    const title = tab.title || tab.url || '';
    const run = async (action: () => Promise<number>, done: (frames: number) => string) => {
      try {
        const frames = await action();
        status.textContent = frames > 0 ? done(frames) : T.noEmbed;
      } catch (error) {
        status.textContent = `${T.bridgeFailed}${(error as Error).message}`;
      }
    };
    const bridge = element('button', { text: T.bridge, ariaLabel: T.bridgeLabel(title) });
    bridge.type = 'button';
    bridge.disabled = login === null;
    bridge.addEventListener('click', () => {
      if (login) void run(() => bridgeTab(chrome.scripting, tabId, settings.platformOrigin, login), T.bridged);
    });
    const clear = element('button', { text: T.clear, ariaLabel: T.clearLabel(title) });
    clear.type = 'button';
    clear.addEventListener(
      'click',
      () => void run(() => clearTab(chrome.scripting, tabId, settings.platformOrigin), T.cleared),
    );
    list.append(element('li', {}, element('span', { text: title, className: 'tab-title' }), bridge, clear));
  }
  return element('section', {}, element('h2', { text: T.bridgeTitle }), list, status);
}

async function render(): Promise<void> {
  document.title = T.popupTitle;
  const heading = element('h1', { text: T.popupTitle });
  const settings = await loadSettings();
  const { platformOrigin } = settings;
  if (!platformOrigin) {
    mount(heading, element('p', { text: T.notConfigured }), optionsLink());
    return;
  }
  const origin = element('p', { text: labelled(T.platformOrigin, platformOrigin) });
  const granted = await chrome.permissions.contains({
    origins: permissionPatterns(platformOrigin, settings.portalOrigins),
  });
  if (!granted) {
    mount(heading, origin, element('p', { text: T.noPermission }), optionsLink());
    return;
  }
  const state = element('div', { text: T.loading });
  mount(heading, origin, state);
  const found = await readPlatformLogin(chrome.cookies, platformOrigin);
  const expired = found?.expiresAt && isExpired(found.expiresAt, Date.now()) ? found.expiresAt : null;
  // An expired login is shown as such and not offered to the bridge.
  const login = expired ? null : found;
  if (expired) state.textContent = T.loginExpired(formatDateTime(expired));
  else if (!login) state.textContent = T.notLoggedIn;
  else {
    try {
      state.replaceChildren(loginDetails(await fetchUserInfo(platformOrigin, login), login));
    } catch (error) {
      state.textContent = `${T.userInfoFailed}${(error as Error).message}`;
    }
  }
  const tabs = await chrome.tabs.query({});
  document.getElementById('app')?.append(portalSection({ ...settings, platformOrigin }, tabs, login));
}

void render();
