// The platform login this browser holds: the Enterprise-Token and Jti cookies of the platform
// origin, and getUserInfo asked with that token through the platform's own HTTP client.
import { createAuthApi, createProfileApi, type UserInfo } from '@ent/core/api';
import { JTI_KEY, TOKEN_KEY } from '@ent/core/auth';
import { createExpiryGuard, createHttpClient, cryptoJsCipher } from '@ent/core/http';
import { decodeCookieValue, tokenExpiry } from './token';

export interface PlatformLogin {
  token: string;
  jti: string | undefined;
  expiresAt: Date | null;
}

export type CookieReader = Pick<typeof chrome.cookies, 'get'>;

export async function readPlatformLogin(cookies: CookieReader, platformOrigin: string): Promise<PlatformLogin | null> {
  const url = `${platformOrigin}/`;
  const [tokenCookie, jtiCookie] = await Promise.all([
    cookies.get({ url, name: TOKEN_KEY }),
    cookies.get({ url, name: JTI_KEY }),
  ]);
  const token = decodeCookieValue(tokenCookie?.value);
  if (!token) return null;
  return { token, jti: decodeCookieValue(jtiCookie?.value), expiresAt: tokenExpiry(token) };
}

/** The login's user info with its roles by name (getUserInfo carries only their codes). */
export type PopupUserInfo = UserInfo & { roleNames: string[] };

/**
 * getUserInfo for the login, and the profile for the role names (the codes stand in if the profile
 * cannot be read); throws an Error carrying the server's message when the login is refused.
 */
export async function fetchUserInfo(platformOrigin: string, login: PlatformLogin): Promise<PopupUserInfo> {
  const notifier = { show: () => undefined };
  const http = createHttpClient({
    baseURL: `${platformOrigin}/prod-api`,
    tokens: { getToken: () => login.token, getJti: () => login.jti },
    cipher: cryptoJsCipher,
    notifier,
    expiry: createExpiryGuard({ notifier, logout: () => undefined }),
    envelopeWrites: () => true,
  });
  const response = await createAuthApi(http).getUserInfo(login.token);
  if (!response.data) throw new Error(response.msg);
  const profile = await createProfileApi(http)
    .profile()
    .catch(() => null);
  return { ...response.data, roleNames: profile?.data?.roles.map((role) => role.name) ?? response.data.roles };
}
