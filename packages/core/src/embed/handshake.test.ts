import { describe, expect, it, vi } from 'vitest';
import {
  createAppHandshake,
  createHostHandshake,
  type IncomingMessage,
  type MessageTarget,
  type PortLike,
} from './handshake';
import { type AppMessage, EMBED_PROTOCOL, type HostMessage } from './protocol';

const PLATFORM = 'https://platform.example.cn';
const PORTAL = 'https://portal.example.cn';

/** A pair of windows: what one posts arrives at the other as a MessageEvent-like object. */
function windows() {
  const posted: { to: string; message: unknown; targetOrigin: string; transfer?: object[] }[] = [];
  const iframe: MessageTarget = {
    postMessage: (message, targetOrigin, transfer) => posted.push({ to: 'iframe', message, targetOrigin, transfer }),
  };
  const parent: MessageTarget = {
    postMessage: (message, targetOrigin, transfer) => posted.push({ to: 'parent', message, targetOrigin, transfer }),
  };
  return { posted, iframe, parent };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

function connectedPair() {
  const { posted, iframe, parent } = windows();
  const toApp: HostMessage[] = [];
  const toHost: AppMessage[] = [];
  const host = createHostHandshake({
    platformOrigin: PLATFORM,
    target: () => iframe,
    onMessage: (m) => toHost.push(m),
  });
  const app = createAppHandshake({ allowedOrigins: [PORTAL], parent, onMessage: (m) => toApp.push(m) });
  return { posted, iframe, parent, host, app, toApp, toHost };
}

describe('handshake', () => {
  it('connects over a MessageChannel posted to the platform origin only, then exchanges messages', async () => {
    const { posted, parent, host, app, toApp, toHost } = connectedPair();
    expect(host.connect()).toBe(true);
    const connect = posted.find((entry) => entry.to === 'iframe');
    expect(connect?.targetOrigin).toBe(PLATFORM);
    expect(connect?.message).toEqual({ protocol: EMBED_PROTOCOL, type: 'connect' });
    expect(posted.every((entry) => entry.targetOrigin !== '*')).toBe(true);

    const accepted = app.handleWindowMessage({
      origin: PORTAL,
      source: parent,
      data: connect?.message,
      ports: connect?.transfer ?? [],
    });
    expect(accepted).toBe(true);
    expect(app.hostOrigin).toBe(PORTAL);
    await tick();
    expect(toHost).toEqual([{ type: 'ready' }]);

    host.send({ type: 'token', token: 'secret' });
    app.send({ type: 'resize', height: 900 });
    await tick();
    expect(toApp).toEqual([{ type: 'token', token: 'secret' }]);
    expect(toHost).toContainEqual({ type: 'resize', height: 900 });
    host.close();
    app.close();
  });

  it('queues app messages until connected, keeping only the latest height', async () => {
    const { posted, parent, host, app, toHost } = connectedPair();
    app.send({ type: 'resize', height: 700 });
    app.send({ type: 'resize', height: 720 });
    app.send({ type: 'logout' });
    host.connect();
    const connect = posted.find((entry) => entry.to === 'iframe');
    app.handleWindowMessage({ origin: PORTAL, source: parent, data: connect?.message, ports: connect?.transfer ?? [] });
    await tick();
    expect(toHost).toEqual([{ type: 'ready' }, { type: 'resize', height: 720 }, { type: 'logout' }]);
    host.close();
    app.close();
  });

  it('the app ignores a connect from an origin outside EMBED_ORIGINS or from another window', async () => {
    const { parent, app, toApp } = connectedPair();
    const evil = new MessageChannel();
    const base: IncomingMessage = {
      origin: 'https://evil.example.cn',
      source: parent,
      data: { protocol: EMBED_PROTOCOL, type: 'connect' },
      ports: [evil.port2],
    };
    expect(app.handleWindowMessage(base)).toBe(false);
    expect(app.handleWindowMessage({ ...base, origin: PORTAL, source: {} })).toBe(false);
    expect(app.handleWindowMessage({ ...base, origin: PORTAL, data: { type: 'connect' } })).toBe(false);
    expect(app.handleWindowMessage({ ...base, origin: PORTAL, ports: [] })).toBe(false);
    const replies = vi.fn();
    (evil.port1 as unknown as PortLike).onmessage = replies;
    evil.port1.postMessage({ type: 'token', token: 'stolen' });
    await tick();
    expect(replies).not.toHaveBeenCalled();
    expect(toApp).toEqual([]);
    expect(app.hostOrigin).toBeNull();
    evil.port1.close();
  });

  it('an app with no allowed origins accepts nobody and says hello to nobody', () => {
    const { parent, posted } = windows();
    const app = createAppHandshake({ allowedOrigins: [], parent, onMessage: () => undefined });
    app.hello();
    expect(posted).toEqual([]);
    const withList = createAppHandshake({ allowedOrigins: [PORTAL, '*'], parent, onMessage: () => undefined });
    withList.hello();
    expect(posted.map((entry) => entry.targetOrigin)).toEqual([PORTAL]);
  });

  it('the host answers a hello only from the platform origin and its own iframe', () => {
    const { posted, iframe, host } = connectedPair();
    const hello = { protocol: EMBED_PROTOCOL, type: 'hello' };
    expect(
      host.handleWindowMessage({ origin: 'https://evil.example.cn', source: iframe, data: hello, ports: [] }),
    ).toBe(false);
    expect(host.handleWindowMessage({ origin: PLATFORM, source: {}, data: hello, ports: [] })).toBe(false);
    expect(host.handleWindowMessage({ origin: PLATFORM, source: iframe, data: { type: 'hello' }, ports: [] })).toBe(
      false,
    );
    expect(posted).toEqual([]);
    expect(host.handleWindowMessage({ origin: PLATFORM, source: iframe, data: hello, ports: [] })).toBe(true);
    expect(posted).toHaveLength(1);
    host.close();
  });

  it('refuses a platform origin that is not an origin, and sends nothing before connecting', () => {
    expect(() =>
      createHostHandshake({ platformOrigin: '*', target: () => null, onMessage: () => undefined }),
    ).toThrow();
    const host = createHostHandshake({ platformOrigin: PLATFORM, target: () => null, onMessage: () => undefined });
    expect(host.connect()).toBe(false);
    expect(host.send({ type: 'ping' })).toBe(false);
  });
});
