// The app's services, built once from packages/core on top of the browser: token storage, the HTTP
// client, the session and the single-message notifier. State objects are valtio proxies, so the
// rules stay in core and React re-renders when they change.
import {
  createAuthApi,
  createEnterpriseApi,
  createSystemApi,
  PARAMETER_CODES,
  type ParameterValue,
} from '@ent/core/api';
import {
  captureSystemRole,
  createDocumentCookieJar,
  createSessionController,
  createSessionState,
  createTokenStore,
  createTokenWatch,
  type GuardContext,
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
import { type Flavour, type FlavourProfile, flavourProfile, isFlavour, platformTitle } from '@ent/core/platform';
import { isPublicPath, parseGreyRelease } from '@ent/core/routes';
import { proxy } from 'valtio';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { createDialogs } from './state/dialogs';

/** The SPA is served under /ent (SPEC §2). */
export const BASE = '/ent';
const EMBEDDED_KEY = 'ent-embedded';

export interface PlatformState {
  flavour: Flavour;
  profile: FlavourProfile;
  title: string;
  parameters: Record<string, ParameterValue>;
  embedded: boolean;
}

function readFlavour(doc: Document): Flavour {
  const value = doc.querySelector('meta[name="ent-flavour"]')?.getAttribute('content');
  return isFlavour(value) ? value : 'major';
}

/** Navigates inside the app from outside React (after expiry, logout). */
export function appNavigate(to: string, replace = false): void {
  browserNavigate(`${BASE}${to}`, { replace });
}

export function createServices(win: Window = window) {
  const doc = win.document;
  const storage = win.sessionStorage;

  // Embedded mode is fixed when the SDK opens the app (?embed=1 inside a frame) and kept for the tab.
  if (new URLSearchParams(win.location.search).get('embed') === '1' && win.top !== win.self) {
    storage.setItem(EMBEDDED_KEY, '1');
  }
  const flavour = readFlavour(doc);
  const platform = proxy<PlatformState>({
    flavour,
    profile: flavourProfile(flavour),
    title: platformTitle(flavour, undefined),
    parameters: {},
    embedded: storage.getItem(EMBEDDED_KEY) === '1',
  });

  const notices = proxy<NoticeState>({ current: null });
  const notifier = createNotifier(notices);
  const tokens = createTokenStore({
    cookies: createDocumentCookieJar(doc),
    session: storage,
    isEmbedded: () => platform.embedded,
    secureCookies: win.location.protocol === 'https:',
  });
  const sessionState = proxy<SessionState>(createSessionState());

  let session: ReturnType<typeof createSessionController>;
  const expiry = createExpiryGuard({
    notifier,
    logout: () => {
      session.clearLocal();
      appNavigate('/login');
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
  const enterprise = createEnterpriseApi(http);
  const systemRole = captureSystemRole(win.location.search, storage);
  session = createSessionController(sessionState, { tokens, auth, enterprise, expiry, systemRole: () => systemRole });

  const guard: GuardContext = {
    state: sessionState,
    session,
    tokens,
    isPublic: (path) => isPublicPath(path, { embeddedInPublicPlatform: platform.embedded }),
    grey: () => parseGreyRelease(platform.parameters[PARAMETER_CODES.greyRouter]?.data),
    notifier,
  };

  const dialogs = createDialogs();
  // SPEC §4: a login changed by another tab is announced (once visible again), then the page reloads.
  const watch = createTokenWatch(tokens, () => {
    void dialogs
      .ask({ title: AUTH_TEXT.logoutConfirmTitle, text: AUTH_TEXT.enterpriseChanged, cancelText: null })
      .then(() => win.location.reload());
  });

  /** Looks up the parameters the app needs before its first screen (SPEC §7). */
  async function loadParameters(): Promise<void> {
    const codes = [PARAMETER_CODES.apiEncrypt, PARAMETER_CODES.greyRouter, PARAMETER_CODES.title];
    const values = await Promise.all(codes.map((code) => system.parameter(code)));
    codes.forEach((code, index) => {
      const value = values[index];
      if (value) platform.parameters[code] = value;
    });
    platform.title = platformTitle(flavour, platform.parameters[PARAMETER_CODES.title]);
  }

  return {
    platform,
    notices,
    notifier,
    dialogs,
    tokens,
    http,
    auth,
    system,
    enterprise,
    session,
    sessionState,
    guard,
    watch,
    loadParameters,
  };
}

export type Services = ReturnType<typeof createServices>;
