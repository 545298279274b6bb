// Embedded mode's side of the embed kit (SPEC §1, §4): accepts the portal SDK's handshake from an
// EMBED_ORIGINS origin only, stores the token it hands over in sessionStorage, polls sessionStorage
// every 200 ms for as long as the app is embedded (so a token that appears, changes or disappears,
// whether from the portal or the support extension's bridge, takes effect within 200 ms), reports
// the content height, logout and expiry to the host.
import { JTI_KEY, readTokenClaims, type SessionController, TOKEN_KEY, type TokenStore } from '@ent/core/auth';
import {
  createAppHandshake,
  createHeightTracker,
  EMBED_ORIGINS_META,
  EMBED_POLL_MS,
  entryPath,
  parseEmbedOrigins,
  tokenExpiresAt,
} from '@ent/core/embed';
import { EMBED_PUBLIC_PATH, LOGIN_PATHS } from '@ent/core/routes';
import { proxy } from 'valtio';

export interface EmbedState {
  /** Bumped whenever the embedded token appears, changes or disappears; the app re-runs its guard. */
  version: number;
}

export interface EmbedBridgeDeps {
  win: Window;
  embedded: boolean;
  base: string;
  tokens: TokenStore;
  session: () => SessionController;
  navigate: (to: string, replace?: boolean) => void;
  /** Re-arms the expired-login guard once a new token arrives. */
  resetExpiry?: () => void;
  /** How long the first screen waits for the host's token (ms). */
  firstTokenWaitMs?: number;
}

const RESIZE_DEBOUNCE_MS = 80;

export function createEmbedBridge(deps: EmbedBridgeDeps) {
  const state = proxy<EmbedState>({ version: 0 });
  const { win } = deps;
  if (!deps.embedded) {
    return {
      state,
      active: false,
      firstToken: Promise.resolve(),
      logout: () => undefined,
      expired: () => undefined,
      observe: (_element: Element | null) => undefined,
      dispose: () => undefined,
    };
  }
  const storage = win.sessionStorage;
  const allowed = parseEmbedOrigins(
    win.document.querySelector(`meta[name="${EMBED_ORIGINS_META}"]`)?.getAttribute('content'),
  );

  // The func entry parameter (SPEC §2) opens its page.
  const params = new URLSearchParams(win.location.search);
  const funcPath = entryPath({ func: params.get('func') });
  if (funcPath) win.history.replaceState(win.history.state, '', `${deps.base}${funcPath}${win.location.hash}`);

  let resolveFirst: () => void = () => undefined;
  const firstToken = new Promise<void>((resolve) => {
    resolveFirst = resolve;
  });
  // No reason to wait: a token is already here, the page is public when embedded (/workbench shows
  // province-wide figures until a token arrives), or the framing page is not a portal that may
  // hand over a login (Chromium tells the parent's origin through ancestorOrigins).
  const parentOrigin = win.location.ancestorOrigins?.[0];
  const publicEntry = (funcPath ?? win.location.pathname.slice(deps.base.length)) === EMBED_PUBLIC_PATH;
  if (storage.getItem(TOKEN_KEY) || publicEntry || (parentOrigin !== undefined && !allowed.includes(parentOrigin)))
    resolveFirst();
  setTimeout(() => resolveFirst(), deps.firstTokenWaitMs ?? 3000);

  let last = storage.getItem(TOKEN_KEY);
  /** Where an expired login was: the refreshed token returns there. */
  let returnTo: string | null = null;

  const currentPath = () => {
    const path = win.location.pathname;
    return path.startsWith(deps.base) ? path.slice(deps.base.length) || '/' : path;
  };

  /** Applies what sessionStorage holds now: the embedded token is the source of truth. */
  const poll = () => {
    const current = storage.getItem(TOKEN_KEY);
    if (current === last) return;
    last = current;
    if (current) {
      const claims = readTokenClaims(current);
      const jti = claims?.jti ?? storage.getItem(JTI_KEY) ?? '';
      const expiresAt = new Date(tokenExpiresAt(current) ?? Date.now() + 3600_000);
      // Saving through the store (same values) tells the token watch this change is expected.
      deps.tokens.save(current, { jti, expiresAt });
      deps.resetExpiry?.();
      deps.session().invalidate();
      if (returnTo) {
        deps.navigate(returnTo, true);
        returnTo = null;
      } else if (LOGIN_PATHS.includes(currentPath())) {
        const redirect = new URLSearchParams(win.location.search).get('redirect');
        deps.navigate(redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : '/', true);
      } else if (currentPath() === EMBED_PUBLIC_PATH) {
        // The public page was shown for nobody; the user now logged in starts at the home page.
        deps.navigate('/', true);
      }
    } else {
      deps.session().clearLocal();
    }
    state.version += 1;
  };

  const handshake = createAppHandshake({
    allowedOrigins: allowed,
    parent: win.parent === win ? null : win.parent,
    onMessage(message) {
      if (message.type === 'token') {
        if (message.token) {
          storage.setItem(TOKEN_KEY, message.token);
          const jti = readTokenClaims(message.token)?.jti;
          if (jti) storage.setItem(JTI_KEY, jti);
        } else {
          storage.removeItem(TOKEN_KEY);
          storage.removeItem(JTI_KEY);
        }
        poll();
        resolveFirst();
      } else if (message.type === 'navigate') {
        // The public page is for nobody: someone logged in is taken to the home page instead.
        deps.navigate(message.path === EMBED_PUBLIC_PATH && storage.getItem(TOKEN_KEY) ? '/' : message.path);
      }
    },
  });

  const onMessage = (event: MessageEvent) => {
    handshake.handleWindowMessage(event);
  };
  win.addEventListener('message', onMessage);
  handshake.hello();
  const timer = win.setInterval(poll, EMBED_POLL_MS);

  // The iframe follows the content: debounced, whole pixels, ignoring changes under 4 px.
  const tracker = createHeightTracker(4);
  let observer: ResizeObserver | null = null;
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  const observe = (element: Element | null) => {
    observer?.disconnect();
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      clearTimeout(resizeTimer);
      resizeTimer = setTimeout(() => {
        const height = tracker.next(Math.max(element.scrollHeight, element.getBoundingClientRect().height));
        if (height !== null) handshake.send({ type: 'resize', height });
      }, RESIZE_DEBOUNCE_MS);
    };
    observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
  };

  return {
    state,
    active: true,
    firstToken,
    /** The user logged out inside the app: the portal's big-data logout takes over. */
    logout: () => handshake.send({ type: 'logout' }),
    /** The server rejected the token as expired; the host refreshes it. */
    expired: () => {
      returnTo = `${currentPath()}${win.location.search}`;
      handshake.send({ type: 'expired' });
    },
    observe,
    dispose() {
      win.clearInterval(timer);
      win.removeEventListener('message', onMessage);
      observer?.disconnect();
      clearTimeout(resizeTimer);
      handshake.close();
    },
  };
}

export type EmbedBridge = ReturnType<typeof createEmbedBridge>;
