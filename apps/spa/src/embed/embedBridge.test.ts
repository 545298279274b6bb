import { createTokenStore, type SessionController } from '@ent/core/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmbedBridge } from './embedBridge';

const jwt = (claims: object) => `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;

function setup() {
  const tokens = createTokenStore({
    cookies: { get: () => undefined, set: () => undefined, remove: () => undefined },
    session: window.sessionStorage,
    isEmbedded: () => true,
  });
  const session = { invalidate: vi.fn(), clearLocal: vi.fn(() => tokens.clear()) };
  const navigate = vi.fn();
  const bridge = createEmbedBridge({
    win: window,
    embedded: true,
    base: '/ent',
    tokens,
    session: () => session as unknown as SessionController,
    navigate,
    firstTokenWaitMs: 50,
  });
  return { bridge, tokens, session, navigate };
}

describe('embedded token polling', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/ent/login?redirect=%2Fdatareporting%2Flist');
  });
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('logs in within 200 ms of a token appearing, switches on a change and logs out when it disappears', () => {
    const { bridge, session, navigate, tokens } = setup();
    const saved = vi.fn();
    tokens.subscribe(saved);
    vi.advanceTimersByTime(400);
    expect(bridge.state.version).toBe(0);

    const first = jwt({ jti: 'a', exp: 4_000_000_000 });
    sessionStorage.setItem('Enterprise-Token', first);
    vi.advanceTimersByTime(200);
    expect(bridge.state.version).toBe(1);
    expect(session.invalidate).toHaveBeenCalledTimes(1);
    expect(saved).toHaveBeenCalled();
    expect(sessionStorage.getItem('Jti')).toBe('a');
    // From the login page, the user goes where they were headed.
    expect(navigate).toHaveBeenCalledWith('/datareporting/list', true);

    vi.advanceTimersByTime(1000);
    expect(bridge.state.version).toBe(1);

    sessionStorage.setItem('Enterprise-Token', jwt({ jti: 'b' }));
    vi.advanceTimersByTime(200);
    expect(bridge.state.version).toBe(2);
    expect(sessionStorage.getItem('Jti')).toBe('b');

    sessionStorage.removeItem('Enterprise-Token');
    vi.advanceTimersByTime(200);
    expect(bridge.state.version).toBe(3);
    expect(session.clearLocal).toHaveBeenCalledTimes(1);
    bridge.dispose();

    sessionStorage.setItem('Enterprise-Token', first);
    vi.advanceTimersByTime(1000);
    expect(bridge.state.version).toBe(3);
  });

  it('opens the page of the func entry parameter', () => {
    window.history.replaceState(null, '', '/ent/?embed=1&func=zxjy');
    const { bridge } = setup();
    expect(window.location.pathname).toBe('/ent/zqhd/consultingAdviceManage');
    bridge.dispose();
  });

  it('does nothing when not embedded', () => {
    const bridge = createEmbedBridge({
      win: window,
      embedded: false,
      base: '/ent',
      tokens: createTokenStore({
        cookies: { get: () => undefined, set: () => undefined, remove: () => undefined },
        session: window.sessionStorage,
        isEmbedded: () => false,
      }),
      session: () => ({}) as SessionController,
      navigate: vi.fn(),
    });
    sessionStorage.setItem('Enterprise-Token', 'x');
    vi.advanceTimersByTime(1000);
    expect(bridge.active).toBe(false);
    expect(bridge.state.version).toBe(0);
  });
});
