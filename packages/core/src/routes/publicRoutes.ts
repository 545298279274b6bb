// SPEC §2 "Public routes": reachable without a token.
export const PUBLIC_PATHS: readonly string[] = [
  '/login',
  '/registered',
  '/register',
  '/replenishCompanyInfo',
  '/socialPublicity',
  '/auth-redirect',
  '/bind',
  '/loginchief',
  '/404',
  '/401',
];

/** Pages whose only job is to log in: visiting them with a token goes to the landing page. */
export const LOGIN_PATHS: readonly string[] = ['/login', '/loginchief'];

export const COMPANY_INFO_PATH = '/replenishCompanyInfo';

/**
 * Pages that complete a login handed over by an external identity provider (docs/ROUTES.md). They
 * open whatever session the browser holds, or none: the handover replaces it.
 */
export const HANDOVER_PAGE_PATHS: readonly string[] = ['/auth-redirect', '/bind'];

/** The page an embed shows while nobody is logged in: public when embedded (SPEC §2). */
export const EMBED_PUBLIC_PATH = '/workbench';

export interface PublicPathOptions {
  /** /workbench is public when the app is embedded in a public platform (SPEC §2). */
  embeddedInPublicPlatform?: boolean;
}

export function isPublicPath(path: string, options: PublicPathOptions = {}): boolean {
  if (PUBLIC_PATHS.includes(path)) return true;
  if (path.startsWith('/redirect/')) return true;
  return path === EMBED_PUBLIC_PATH && options.embeddedInPublicPlatform === true;
}

/** Only same-app paths may be redirect targets, so a crafted ?redirect= cannot leave the site. */
export function safeRedirectTarget(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  const path = value.split(/[?#]/)[0] ?? '';
  if (LOGIN_PATHS.includes(path)) return fallback;
  return value;
}
