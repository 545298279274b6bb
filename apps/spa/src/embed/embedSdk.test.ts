// The portal SDK (apps/embed-sdk) in jsdom: the iframe it creates, the handshake over the port it
// offers, the height it applies, the callbacks and what unmount leaves behind.
import { EMBED_TEXT } from '@ent/core/embed';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../embed-sdk/src/index';

const ORIGIN = 'https://platform.example.cn';
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

interface AppEnd {
  received: unknown[];
  send(message: unknown): void;
}

/** Fires the iframe's load and takes the port the SDK offers, as the embedded app would. */
function connect(iframe: HTMLIFrameElement): { targetOrigin: string; app: AppEnd } {
  const win = iframe.contentWindow as Window;
  const post = vi.spyOn(win, 'postMessage').mockImplementation(() => undefined);
  iframe.dispatchEvent(new Event('load'));
  const [message, targetOrigin, transfer] = post.mock.calls[0] as unknown as [unknown, string, MessagePort[]];
  expect(message).toEqual({ protocol: 'ent-embed/1', type: 'connect' });
  const port = transfer[0] as MessagePort;
  const received: unknown[] = [];
  port.onmessage = (event) => received.push(event.data);
  return { targetOrigin, app: { received, send: (data) => port.postMessage(data) } };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the portal SDK', () => {
  it('creates a sandboxed, fullscreen-capable iframe on the func page and refuses bad options', () => {
    document.body.innerHTML = '<div id="host"></div>';
    const handle = mount({ container: '#host', origin: `${ORIGIN}/`, func: 'xmba', getToken: () => null });
    const iframe = handle.iframe as HTMLIFrameElement;
    expect(iframe.src).toBe(`${ORIGIN}/ent/dataAdministration/informationFilling?embed=1`);
    expect(iframe.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-forms allow-popups allow-downloads allow-modals',
    );
    expect(iframe.getAttribute('allow')).toContain('fullscreen');
    expect(iframe.title).toBeTruthy();
    handle.unmount();
    expect(() => mount({ container: '#host', origin: '*', getToken: () => null })).toThrow();
    expect(() => mount({ container: '#missing', origin: ORIGIN, getToken: () => null })).toThrow();
    expect(() => mount({ container: '#host', origin: ORIGIN, func: 'nope' as 'sjbs', getToken: () => null })).toThrow();
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });

  it('hands the token over the port after ready, follows the height and reports logout and expiry', async () => {
    document.body.innerHTML = '<div id="host"></div>';
    const getToken = vi.fn(async () => 'token-1');
    const onLogout = vi.fn();
    const onTokenExpired = vi.fn();
    const onResize = vi.fn();
    const handle = mount({
      container: '#host',
      origin: ORIGIN,
      func: 'sjbs',
      getToken,
      onLogout,
      onTokenExpired,
      onResize,
      minHeight: 500,
    });
    const iframe = handle.iframe as HTMLIFrameElement;
    expect(iframe.style.height).toBe('500px');
    const { targetOrigin, app } = connect(iframe);
    expect(targetOrigin).toBe(ORIGIN);
    await tick();

    app.send({ type: 'ready' });
    await tick();
    expect(app.received).toContainEqual({ type: 'token', token: 'token-1' });

    app.send({ type: 'resize', height: 300 });
    await tick();
    expect(iframe.style.height).toBe('500px');
    app.send({ type: 'resize', height: 1234.4 });
    await tick();
    expect(iframe.style.height).toBe('1235px');
    expect(onResize).toHaveBeenLastCalledWith(1235);
    app.send({ type: 'resize', height: 'tall' });
    await tick();
    expect(iframe.style.height).toBe('1235px');

    getToken.mockResolvedValueOnce('token-2');
    app.send({ type: 'expired' });
    await tick();
    expect(onTokenExpired).toHaveBeenCalledTimes(1);
    expect(app.received).toContainEqual({ type: 'token', token: 'token-2' });

    app.send({ type: 'logout' });
    await tick();
    expect(onLogout).toHaveBeenCalledTimes(1);

    handle.navigate('zxjy');
    await tick();
    expect(app.received).toContainEqual({ type: 'navigate', path: '/zqhd/consultingAdviceManage' });
    handle.unmount();
  });

  it('refreshes on online while mounted and leaves nothing behind after unmount', async () => {
    document.body.innerHTML = '<div id="host"></div>';
    const getToken = vi.fn(async () => 'token');
    const handle = mount({ container: '#host', origin: ORIGIN, getToken });
    await tick();
    expect(getToken).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    await tick();
    expect(getToken).toHaveBeenCalledTimes(2);

    const { app } = connect(handle.iframe as HTMLIFrameElement);
    handle.unmount();
    expect(handle.iframe).toBeNull();
    expect(document.getElementById('host')?.childElementCount).toBe(0);
    window.dispatchEvent(new Event('online'));
    app.send({ type: 'ready' });
    await tick();
    expect(getToken).toHaveBeenCalledTimes(2);
    expect(app.received).toEqual([]);
  });

  it('refreshToken() asks getToken again and hands the new token over the port', async () => {
    document.body.innerHTML = '<div id="host"></div>';
    const getToken = vi.fn(async () => 'token-1');
    const handle = mount({ container: '#host', origin: ORIGIN, getToken });
    const { app } = connect(handle.iframe as HTMLIFrameElement);
    app.send({ type: 'ready' });
    await tick();
    expect(app.received.at(-1)).toEqual({ type: 'token', token: 'token-1' });
    expect(getToken).toHaveBeenCalledTimes(1);

    getToken.mockResolvedValueOnce('token-2');
    await handle.refreshToken();
    await tick();
    expect(getToken).toHaveBeenCalledTimes(2);
    expect(app.received.at(-1)).toEqual({ type: 'token', token: 'token-2' });
    handle.unmount();
  });

  it('reports a failing getToken and a handshake that never completes through onError', async () => {
    vi.useFakeTimers();
    try {
      document.body.innerHTML = '<div id="host"></div>';
      const onError = vi.fn();
      const handle = mount({
        container: '#host',
        origin: ORIGIN,
        getToken: () => Promise.reject(new Error('sso down')),
        onError,
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(onError).toHaveBeenCalledTimes(1);
      expect(onError.mock.calls[0]?.[0]).toMatchObject({ message: EMBED_TEXT.tokenFailed });
      // No 'ready' within 15 s: the portal is probably missing from EMBED_ORIGINS.
      await vi.advanceTimersByTimeAsync(14_999);
      expect(onError).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(onError).toHaveBeenCalledTimes(2);
      expect(onError.mock.calls[1]?.[0]).toMatchObject({ message: EMBED_TEXT.handshakeTimeout });
      handle.unmount();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a handshake answered in time reports no error', async () => {
    vi.useFakeTimers();
    try {
      document.body.innerHTML = '<div id="host"></div>';
      const onError = vi.fn();
      const handle = mount({ container: '#host', origin: ORIGIN, getToken: () => 'token', onError });
      const { app } = connect(handle.iframe as HTMLIFrameElement);
      app.send({ type: 'ready' });
      await vi.advanceTimersByTimeAsync(20_000);
      expect(onError).not.toHaveBeenCalled();
      handle.unmount();
    } finally {
      vi.useRealTimers();
    }
  });
});
