// The platform login this browser holds: the Enterprise-Token and Jti cookies of the platform
// origin, and getUserInfo asked with that token through the platform's own HTTP client.
import { createAuthApi, type UserInfo } from '@ent/core/api';
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

/** getUserInfo for the login; throws an Error carrying the server's message when refused. */
export async function fetchUserInfo(platformOrigin: string, login: PlatformLogin): Promise<UserInfo> {
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
  return response.data;
}
