import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bridgeTab,
  clearEmbedLogin,
  clearTab,
  countActedFrames,
  type Scripting,
  STORAGE_KEYS,
  writeEmbedLogin,
} from './bridge';

const PLATFORM = 'http://127.0.0.1:8080';

function frame(origin: string, framed: boolean) {
  const storage = new Map<string, string>();
  const self = {};
  vi.stubGlobal('location', { origin });
  vi.stubGlobal('self', self);
  vi.stubGlobal('top', framed ? {} : self);
  vi.stubGlobal('sessionStorage', {
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  return storage;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the page functions', () => {
  it('use the token store keys of the embedded app', () => {
    expect(STORAGE_KEYS).toEqual({ token: 'Enterprise-Token', jti: 'Jti' });
  });

  it('write the login into a framed platform document', () => {
    const storage = frame(PLATFORM, true);
    expect(writeEmbedLogin(PLATFORM, STORAGE_KEYS, 'tok', 'jti-1')).toBe(true);
    expect(Object.fromEntries(storage)).toEqual({ 'Enterprise-Token': 'tok', Jti: 'jti-1' });
  });

  it('drop a stale Jti when the login has none', () => {
    const storage = frame(PLATFORM, true);
    storage.set('Jti', 'old');
    writeEmbedLogin(PLATFORM, STORAGE_KEYS, 'tok', null);
    expect(Object.fromEntries(storage)).toEqual({ 'Enterprise-Token': 'tok' });
  });

  it('leave the portal frame and a top-level platform tab alone', () => {
    const portal = frame('http://localhost:5000', true);
    expect(writeEmbedLogin(PLATFORM, STORAGE_KEYS, 'tok', 'j')).toBe(false);
    expect(portal.size).toBe(0);
    const topLevel = frame(PLATFORM, false);
    expect(writeEmbedLogin(PLATFORM, STORAGE_KEYS, 'tok', 'j')).toBe(false);
    expect(clearEmbedLogin(PLATFORM, STORAGE_KEYS)).toBe(false);
    expect(topLevel.size).toBe(0);
  });

  it('clear removes the token and the Jti from a framed platform document only', () => {
    const storage = frame(PLATFORM, true);
    storage.set('Enterprise-Token', 'tok').set('Jti', 'j').set('other', 'kept');
    expect(clearEmbedLogin(PLATFORM, STORAGE_KEYS)).toBe(true);
    expect(Object.fromEntries(storage)).toEqual({ other: 'kept' });
  });
});

describe('bridgeTab and clearTab', () => {
  it('inject into every frame of the tab and count the frames that acted', async () => {
    const executeScript = vi.fn(async () => [{ result: false }, { result: true }, { result: undefined }]);
    const scripting = { executeScript } as unknown as Scripting;
    expect(await bridgeTab(scripting, 7, PLATFORM, { token: 'tok', jti: undefined })).toBe(1);
    expect(executeScript).toHaveBeenCalledWith({
      target: { tabId: 7, allFrames: true },
      func: writeEmbedLogin,
      args: [PLATFORM, STORAGE_KEYS, 'tok', null],
    });
    expect(await clearTab(scripting, 7, PLATFORM)).toBe(1);
    expect(executeScript).toHaveBeenLastCalledWith({
      target: { tabId: 7, allFrames: true },
      func: clearEmbedLogin,
      args: [PLATFORM, STORAGE_KEYS],
    });
  });

  it('countActedFrames copes with no results', () => {
    expect(countActedFrames(undefined)).toBe(0);
    expect(countActedFrames([])).toBe(0);
  });
});
