// The public types of the portal SDK. This file holds declarations only: the build copies it into
// dist/ent-embed.d.ts next to the script.

/** A func entry code (SPEC §2): sjbs 数据填报, xmba 项目备案, zxjy 咨询建议. */
export type EmbedFuncCode = 'sjbs' | 'xmba' | 'zxjy';

/** What getToken may answer: the token, the token with its expiry, or null when nobody is logged in. */
export type EmbedTokenResult = string | { token: string; expiresAt?: number | Date } | null;

export interface EmbedOptions {
  /** The element (or a CSS selector of it) the platform is mounted into. */
  container: HTMLElement | string;
  /** The platform's origin, e.g. https://platform.example.cn; the SDK talks to no other. */
  origin: string;
  /** The entry page by func code; alternatively `path`. Defaults to the platform's home page. */
  func?: EmbedFuncCode;
  /** The entry page by app path (e.g. /datareporting/list) when no func is given. */
  path?: string;
  /** Supplies the portal user's platform token; called at mount, before expiry and after reconnecting. */
  getToken: () => EmbedTokenResult | Promise<EmbedTokenResult>;
  /** The user logged out inside the platform (the portal should end its own session: big-data logout). */
  onLogout?: () => void;
  /** The platform rejected the token as expired; getToken is called again right after. */
  onTokenExpired?: () => void;
  /** Anything that went wrong: a bad option, getToken failing, no handshake. */
  onError?: (error: Error) => void;
  /** The iframe's new height in pixels, after it was applied. */
  onResize?: (height: number) => void;
  /** The iframe's height before the platform reports one, and its minimum (default 600). */
  minHeight?: number;
  /** How long before expiry the token is refreshed, in ms (default 60000). */
  refreshLeadMs?: number;
  /** The iframe's accessible name. */
  title?: string;
}

export interface EmbedHandle {
  /** The iframe element (null after unmount). */
  readonly iframe: HTMLIFrameElement | null;
  /** Opens another page: a func code or an app path. */
  navigate(target: EmbedFuncCode | string): void;
  /** Calls getToken again and hands the result to the platform. */
  refreshToken(): Promise<void>;
  /** Shows the platform full screen. */
  requestFullscreen(): Promise<void>;
  /** Removes the iframe, listeners, timers and the message port. */
  unmount(): void;
}
