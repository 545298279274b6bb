// The portal SDK: mounts the platform in a sandboxed iframe, hands the portal's token over a
// MessageChannel after an origin-checked handshake, follows the content height, refreshes the token
// before expiry and after reconnecting, and reports logout and expiry to the host page.
import {
  createHostHandshake,
  createTokenRefresher,
  EMBED_HANDSHAKE_MS,
  EMBED_TEXT,
  type EmbedFunc,
  embedUrl,
  entryPath,
  FUNC_PATHS,
  normalizeOrigin,
} from '@ent/core/embed';
import type { EmbedHandle, EmbedOptions } from './types';

export type { EmbedFuncCode, EmbedHandle, EmbedOptions, EmbedTokenResult } from './types';

const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-downloads allow-modals';

function resolveTarget(target: string): string | null {
  return Object.hasOwn(FUNC_PATHS, target) ? entryPath({ func: target as EmbedFunc }) : entryPath({ path: target });
}

export function mount(options: EmbedOptions): EmbedHandle {
  const report = (error: Error) => {
    if (options.onError) options.onError(error);
    else console.error(error);
  };
  const platformOrigin = normalizeOrigin(options.origin);
  if (!platformOrigin) throw new Error(EMBED_TEXT.badPlatformOrigin(options.origin));
  const container =
    typeof options.container === 'string' ? document.querySelector<HTMLElement>(options.container) : options.container;
  if (!container) throw new Error(EMBED_TEXT.containerMissing);
  const start = options.func
    ? entryPath({ func: options.func })
    : options.path
      ? entryPath({ path: options.path })
      : '/';
  if (!start) throw new Error(EMBED_TEXT.badEntry(options.func ?? options.path ?? ''));

  const minHeight = options.minHeight ?? 600;
  const iframe: HTMLIFrameElement = document.createElement('iframe');
  iframe.setAttribute('sandbox', SANDBOX);
  iframe.setAttribute('allow', 'fullscreen; clipboard-write');
  iframe.allowFullscreen = true;
  iframe.title = options.title ?? EMBED_TEXT.frameTitle;
  iframe.referrerPolicy = 'strict-origin';
  iframe.style.cssText = `display:block;width:100%;border:0;height:${minHeight}px`;
  iframe.src = embedUrl(platformOrigin, start);

  let handshakeTimer: ReturnType<typeof setTimeout> | undefined;
  let mounted = true;
  let answered = false;

  const handshake = createHostHandshake({
    platformOrigin,
    target: () => (mounted ? iframe.contentWindow : null),
    onMessage(message) {
      switch (message.type) {
        case 'ready':
          clearTimeout(handshakeTimer);
          if (answered) handshake.send({ type: 'token', token: refresher.token });
          break;
        case 'resize': {
          const height = Math.max(minHeight, Math.ceil(message.height));
          if (iframe.style.height !== `${height}px`) {
            iframe.style.height = `${height}px`;
            options.onResize?.(height);
          }
          break;
        }
        case 'logout':
          refresher.forget();
          options.onLogout?.();
          break;
        case 'expired':
          options.onTokenExpired?.();
          void refresh();
          break;
        case 'navigated':
          break;
      }
    },
  });

  // The token is fetched while the iframe loads, ahead of its expiry and after reconnecting; an
  // answer before the handshake waits for the app's 'ready'.
  const refresher = createTokenRefresher({
    getToken: options.getToken,
    deliver(token) {
      answered = true;
      handshake.send({ type: 'token', token });
    },
    onError: (error) => report(new Error(EMBED_TEXT.tokenFailed, { cause: error })),
    leadMs: options.refreshLeadMs,
  });
  const refresh = () => refresher.refresh();

  const onWindowMessage = (event: MessageEvent) => {
    handshake.handleWindowMessage(event);
  };
  const onLoad = () => {
    handshake.connect();
  };
  const onOnline = () => {
    void refresh();
  };

  window.addEventListener('message', onWindowMessage);
  window.addEventListener('online', onOnline);
  iframe.addEventListener('load', onLoad);
  // Cleared by the app's 'ready': without it, the portal is probably missing from EMBED_ORIGINS.
  handshakeTimer = setTimeout(() => report(new Error(EMBED_TEXT.handshakeTimeout)), EMBED_HANDSHAKE_MS);
  void refresh();
  container.appendChild(iframe);

  return {
    get iframe() {
      return mounted ? iframe : null;
    },
    navigate(target) {
      const path = resolveTarget(target);
      if (!path) {
        report(new Error(EMBED_TEXT.badEntry(target)));
        return;
      }
      if (!handshake.send({ type: 'navigate', path })) iframe.src = embedUrl(platformOrigin, path);
    },
    refreshToken: refresh,
    async requestFullscreen() {
      try {
        await iframe.requestFullscreen();
      } catch (error) {
        report(new Error(EMBED_TEXT.fullscreenFailed, { cause: error }));
      }
    },
    unmount() {
      if (!mounted) return;
      mounted = false;
      refresher.dispose();
      clearTimeout(handshakeTimer);
      window.removeEventListener('message', onWindowMessage);
      window.removeEventListener('online', onOnline);
      iframe.removeEventListener('load', onLoad);
      handshake.close();
      iframe.remove();
    },
  };
}
