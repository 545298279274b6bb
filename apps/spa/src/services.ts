// The app's services, built once from packages/core on top of the browser: token storage, the HTTP
// client, the session, the single-message notifier and the shell's stores. State objects are
// valtio proxies, so the rules stay in core and React re-renders when they change.
import { createAuthApi, createSystemApi, PARAMETER_CODES, type ParameterValue } from '@ent/core/api';
import {
  captureSystemRole,
  createDocumentCookieJar,
  createEntranceMemory,
  createSessionController,
  createSessionState,
  createTokenStore,
  createTokenWatch,
  type GuardContext,
  loginReturningTo,
  type SessionState,
} from '@ent/core/auth';
import {
  createExpiryGuard,
  createHttpClient,
  createNotifier,
  cryptoJsCipher,
  type HttpClient,
  type NoticeState,
  SUCCESS_CODE,
} from '@ent/core/http';
import { AUTH_TEXT } from '@ent/core/messages';
import {
  DEPLOYMENT_META,
  type DeploymentConfig,
  type FlavourProfile,
  flavourProfile,
  parseDeployment,
  platformTitle,
} from '@ent/core/platform';
import { EMBED_PUBLIC_PATH, isPublicPath, parseGreyRelease } from '@ent/core/routes';
import { proxy } from 'valtio';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import type { DomainApis } from './domainApis';
import { createEmbedBridge } from './embed/embedBridge';
import { createDialogs } from './state/dialogs';
import { createShellState } from './state/shell';

/** The SPA is served under /ent (SPEC §2). */
export const BASE = '/ent';
const EMBEDDED_KEY = 'ent-embedded';

/** Public parameters the shell reads besides the protocol's own (docs/PROTOCOL.md). */
export const SHELL_PARAMETERS = {
  supportPhone: 'ent-support-phone',
  icpRecord: 'ent-icp-record',
  movedTo: 'ent-moved-to',
  unclickableMenus: 'ent-unclickable-menus',
} as const;

export interface PlatformState {
  deployment: DeploymentConfig;
  profile: FlavourProfile;
  title: string;
  parameters: Record<string, ParameterValue>;
  embedded: boolean;
}

/** Navigates inside the app from outside React (after expiry, logout). */
export function appNavigate(to: string, replace = false): void {
  browserNavigate(`${BASE}${to}`, { replace });
}

/** The services the login page needs; the feature APIs come with their own chunk (domainApis.ts). */
export function createBaseServices(win: Window, domains: () => Promise<DomainApis>) {
  const doc = win.document;
  const storage = win.sessionStorage;

  // Embedded mode is fixed when the SDK opens the app (?embed=1 inside a frame) and kept for the tab.
  if (new URLSearchParams(win.location.search).get('embed') === '1' && win.top !== win.self) {
    storage.setItem(EMBEDDED_KEY, '1');
  }
  const deployment = parseDeployment(doc.querySelector(`meta[name="${DEPLOYMENT_META}"]`)?.getAttribute('content'));
  const platform = proxy<PlatformState>({
    deployment,
    profile: flavourProfile(deployment.flavour),
    title: platformTitle(deployment.flavour, undefined),
    parameters: {},
    embedded: storage.getItem(EMBEDDED_KEY) === '1',
  });

  const notices = proxy<NoticeState>({ current: null });
  const notifier = createNotifier(notices);
  const cookies = createDocumentCookieJar(doc);
  const tokens = createTokenStore({
    cookies,
    session: storage,
    isEmbedded: () => platform.embedded,
    secureCookies: win.location.protocol === 'https:',
  });
  const sessionState = proxy<SessionState>(createSessionState());
  const entrance = createEntranceMemory(win.localStorage);

  let session: ReturnType<typeof createSessionController>;
  const expiry = createExpiryGuard({
    notifier,
    logout: () => {
      // Staff log in again at their own entrance, and then return to the page they were on.
      const loginPath = entrance.loginPath(sessionState.user?.typeOf);
      const { pathname, search } = win.location;
      const here = `${(pathname.startsWith(BASE) ? pathname.slice(BASE.length) : pathname) || '/'}${search}`;
      session.clearLocal();
      // Embedded, the portal refreshes its token instead (SPEC §1); the public workbench shows meanwhile.
      if (platform.embedded) {
        embed.expired();
        appNavigate(EMBED_PUBLIC_PATH, true);
      } else appNavigate(loginReturningTo(loginPath, here));
    },
  });
  const http: HttpClient = createHttpClient({
    tokens,
    cipher: cryptoJsCipher,
    notifier,
    expiry,
    // SPEC §7: envelope when apiEncrypt is '0'; an unknown value envelopes too, which the server
    // always accepts.
    envelopeWrites: () => {
      const apiEncrypt = platform.parameters[PARAMETER_CODES.apiEncrypt];
      return apiEncrypt?.code !== SUCCESS_CODE || apiEncrypt.data === '0';
    },
  });
  const auth = createAuthApi(http);
  const system = createSystemApi(http);
  const systemRole = captureSystemRole(win.location.search, storage);
  // The enterprise check after login is the first call past the login page: it loads the rest.
  const mainstay = { judgeExist: async (id: number) => (await domains()).mainstay.judgeExist(id) };
  session = createSessionController(sessionState, {
    tokens,
    auth,
    mainstay,
    expiry,
    entrance,
    systemRole: () => systemRole,
  });
  const embed = createEmbedBridge({
    win,
    embedded: platform.embedded,
    base: BASE,
    tokens,
    session: () => session,
    navigate: appNavigate,
    resetExpiry: () => expiry.reset(),
  });

  const guard: GuardContext = {
    state: sessionState,
    session,
    tokens,
    isPublic: (path) => isPublicPath(path, { embeddedInPublicPlatform: platform.embedded }),
    grey: () => parseGreyRelease(platform.parameters[PARAMETER_CODES.greyRouter]?.data),
    notifier,
    entrance,
  };

  const dialogs = createDialogs();
  // SPEC §4: a login changed by another tab is announced (once visible again), then the page reloads.
  const watch = createTokenWatch(tokens, () => {
    void dialogs
      .ask({ title: AUTH_TEXT.logoutConfirmTitle, text: AUTH_TEXT.enterpriseChanged, cancelText: null })
      .then(() => win.location.reload());
  });

  const shell = createShellState(win, { cookies, showSettings: deployment.showSettings });

  /** Looks up the parameters the app needs before its first screen (SPEC §7). */
  async function loadParameters(): Promise<void> {
    const codes = [
      PARAMETER_CODES.apiEncrypt,
      PARAMETER_CODES.greyRouter,
      PARAMETER_CODES.title,
      ...Object.values(SHELL_PARAMETERS),
    ];
    const values = await Promise.all(codes.map((code) => system.parameter(code)));
    codes.forEach((code, index) => {
      const value = values[index];
      if (value) platform.parameters[code] = value;
    });
    platform.title = platformTitle(deployment.flavour, platform.parameters[PARAMETER_CODES.title]);
  }

  /** A public parameter's value, or '' when it is missing or its look-up failed. */
  const parameter = (code: string): string => {
    const value = platform.parameters[code];
    return value?.code === SUCCESS_CODE ? (value.data ?? '') : '';
  };

  return {
    platform,
    notices,
    notifier,
    dialogs,
    tokens,
    cookies,
    http,
    auth,
    system,
    session,
    embed,
    expiry,
    sessionState,
    guard,
    watch,
    shell,
    loadParameters,
    parameter,
  };
}

type BaseServices = ReturnType<typeof createBaseServices>;

export type Services = BaseServices &
  DomainApis & {
    /** Loads the feature APIs once (the first page past login asks, PageHost); settles when they are in place. */
    loadDomains: () => Promise<void>;
    domainsLoaded: boolean;
  };

/**
 * The app's services as the browser starts them: the base now, the feature APIs once their chunk
 * has loaded, so the login page downloads none of them (DESIGN.md's 150 KB budget).
 */
export function createAppServices(win: Window = window): Services {
  let loading: Promise<void> | undefined;
  const loadDomains = (): Promise<void> => {
    loading ??= import('./domainApis').then(({ createDomainApis }) => {
      Object.assign(services, createDomainApis(services.http, services.platform.deployment.noticeModule));
      services.domainsLoaded = true;
    });
    return loading;
  };
  const services = Object.assign(
    createBaseServices(win, async () => {
      await loadDomains();
      return services;
    }),
    { loadDomains, domainsLoaded: false },
  ) as Services;
  return services;
}
