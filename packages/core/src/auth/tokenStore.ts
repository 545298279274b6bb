// SPEC §4: the token lives in the Enterprise-Token cookie, or in sessionStorage when the app runs
// embedded in a portal. The Jti cookie holds the token's id, which the replay token carries.

export const TOKEN_KEY = 'Enterprise-Token';
export const JTI_KEY = 'Jti';

export interface CookieOptions {
  expires?: Date;
  path?: string;
  secure?: boolean;
}

/** The cookies of one origin; the SPA adapts document.cookie, tests use a map. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: CookieOptions): void;
}

/** The subset of Web Storage the platform uses (sessionStorage in the browser). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface TokenStore {
  getToken(): string | undefined;
  /** The token id: the Jti cookie (or its embedded copy), else read from the token itself. */
  getJti(): string | undefined;
  save(token: string, details: { jti: string; expiresAt: Date }): void;
  clear(): void;
  /** Changes made through this store (not by another tab) are reported here. */
  subscribe(listener: () => void): () => void;
}

export interface TokenStoreDeps {
  cookies: CookieJar;
  session: KeyValueStore;
  isEmbedded: () => boolean;
  secureCookies?: boolean;
}

export function createTokenStore(deps: TokenStoreDeps): TokenStore {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const read = (key: string) =>
    deps.isEmbedded() ? (deps.session.getItem(key) ?? undefined) : deps.cookies.get(key) || undefined;

  return {
    getToken: () => read(TOKEN_KEY),
    getJti() {
      const jti = read(JTI_KEY);
      if (jti) return jti;
      const token = read(TOKEN_KEY);
      return token ? readTokenClaims(token)?.jti : undefined;
    },
    save(token, { jti, expiresAt }) {
      if (deps.isEmbedded()) {
        deps.session.setItem(TOKEN_KEY, token);
        deps.session.setItem(JTI_KEY, jti);
      } else {
        const options = { expires: expiresAt, path: '/', secure: deps.secureCookies ?? false };
        deps.cookies.set(TOKEN_KEY, token, options);
        deps.cookies.set(JTI_KEY, jti, options);
      }
      notify();
    },
    clear() {
      deps.session.removeItem(TOKEN_KEY);
      deps.session.removeItem(JTI_KEY);
      deps.cookies.remove(TOKEN_KEY, { path: '/' });
      deps.cookies.remove(JTI_KEY, { path: '/' });
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface TokenClaims {
  jti?: string;
  sub?: string;
  exp?: number;
  iat?: number;
}

/** Reads (does not verify) a JWT's payload; verification is the server's job. */
export function readTokenClaims(token: string): TokenClaims | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(globalThis.atob(base64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** A CookieJar over an object with a `cookie` property (document in the browser). */
export function createDocumentCookieJar(doc: { cookie: string }): CookieJar {
  return {
    get(name) {
      for (const pair of doc.cookie.split(';')) {
        const eq = pair.indexOf('=');
        if (eq === -1) continue;
        if (decodeURIComponent(pair.slice(0, eq).trim()) === name) {
          return decodeURIComponent(pair.slice(eq + 1).trim());
        }
      }
      return undefined;
    },
    set(name, value, options = {}) {
      let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${options.path ?? '/'}; SameSite=Lax`;
      if (options.expires) cookie += `; expires=${options.expires.toUTCString()}`;
      if (options.secure) cookie += '; Secure';
      doc.cookie = cookie;
    },
    remove(name, options = {}) {
      doc.cookie = `${encodeURIComponent(name)}=; path=${options.path ?? '/'}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    },
  };
}
