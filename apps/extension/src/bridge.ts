// The bridge: writes the platform login into the sessionStorage of the platform frames embedded in
// a portal tab (the embedded app polls it every 200 ms), or removes it. The two page functions run
// inside every frame of the tab through chrome.scripting and act only in the platform's own framed
// documents, so they must not use anything from this module's scope.
import { JTI_KEY, TOKEN_KEY } from '@ent/core/auth';

export interface EmbedLogin {
  token: string;
  jti: string | undefined;
}

export interface StorageKeys {
  token: string;
  jti: string;
}

export const STORAGE_KEYS: StorageKeys = { token: TOKEN_KEY, jti: JTI_KEY };

interface FrameScope {
  location: { origin: string };
  sessionStorage: Pick<Storage, 'setItem' | 'removeItem'>;
  top: unknown;
  self: unknown;
}

/** Runs in a frame: stores the login when the frame is the platform framed by another page. */
export function writeEmbedLogin(platformOrigin: string, keys: StorageKeys, token: string, jti: string | null): boolean {
  const scope = globalThis as unknown as FrameScope;
  if (scope.location.origin !== platformOrigin || scope.top === scope.self) return false;
  scope.sessionStorage.setItem(keys.token, token);
  if (jti) scope.sessionStorage.setItem(keys.jti, jti);
  else scope.sessionStorage.removeItem(keys.jti);
  return true;
}

/** Runs in a frame: removes the login from the platform framed by another page. */
export function clearEmbedLogin(platformOrigin: string, keys: StorageKeys): boolean {
  const scope = globalThis as unknown as FrameScope;
  if (scope.location.origin !== platformOrigin || scope.top === scope.self) return false;
  scope.sessionStorage.removeItem(keys.token);
  scope.sessionStorage.removeItem(keys.jti);
  return true;
}

/** How many frames a chrome.scripting call acted in. */
export function countActedFrames(results: readonly { result?: unknown }[] | undefined): number {
  return (results ?? []).filter((entry) => entry.result === true).length;
}

export type Scripting = Pick<typeof chrome.scripting, 'executeScript'>;

export async function bridgeTab(
  scripting: Scripting,
  tabId: number,
  platformOrigin: string,
  login: EmbedLogin,
): Promise<number> {
  const results = await scripting.executeScript({
    target: { tabId, allFrames: true },
    func: writeEmbedLogin,
    args: [platformOrigin, STORAGE_KEYS, login.token, login.jti ?? null],
  });
  return countActedFrames(results);
}

export async function clearTab(scripting: Scripting, tabId: number, platformOrigin: string): Promise<number> {
  const results = await scripting.executeScript({
    target: { tabId, allFrames: true },
    func: clearEmbedLogin,
    args: [platformOrigin, STORAGE_KEYS],
  });
  return countActedFrames(results);
}
