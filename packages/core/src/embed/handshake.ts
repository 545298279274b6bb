// Both halves of the handshake, free of the DOM beyond the message types, so the SDK and the SPA
// run the same checks and tests can drive them with plain objects.
import {
  type AppMessage,
  EMBED_PROTOCOL,
  type HelloMessage,
  type HostMessage,
  isAllowedOrigin,
  isConnectMessage,
  isHelloMessage,
  normalizeOrigin,
  parseAppMessage,
  parseHostMessage,
} from './protocol';

/** What the handshake needs of a window: posting with an explicit target origin. */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string, transfer?: object[]): void;
}

/** The parts of a window MessageEvent the handshake reads. */
export interface IncomingMessage {
  origin: string;
  source: unknown;
  data: unknown;
  ports: readonly unknown[];
}

/** A MessagePort as far as the handshake uses it. */
export interface PortLike {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  start?: () => void;
}

interface ChannelLike {
  port1: PortLike;
  port2: object;
}

/** Host side: talks only to the one platform origin it was given, and only to its iframe. */
export function createHostHandshake(options: {
  platformOrigin: string;
  /** The iframe's window (null before it exists or after unmount). */
  target: () => MessageTarget | null;
  onMessage: (message: AppMessage) => void;
  createChannel?: () => ChannelLike;
}) {
  const origin = normalizeOrigin(options.platformOrigin);
  if (!origin) throw new Error(`bad platform origin ${options.platformOrigin}`);
  const createChannel = options.createChannel ?? (() => new globalThis.MessageChannel() as unknown as ChannelLike);
  let port: PortLike | null = null;

  const close = () => {
    if (port) {
      port.onmessage = null;
      port.close();
      port = null;
    }
  };

  return {
    origin,
    /** Offers a fresh port to the iframe (after load, or when the app says hello). */
    connect(): boolean {
      const target = options.target();
      if (!target) return false;
      close();
      const channel = createChannel();
      const next = channel.port1;
      port = next;
      next.onmessage = (event) => {
        const message = parseAppMessage(event.data);
        if (message) options.onMessage(message);
      };
      next.start?.();
      target.postMessage({ protocol: EMBED_PROTOCOL, type: 'connect' }, origin, [channel.port2]);
      return true;
    },
    /** Window 'message' events: only a hello from the platform origin and the iframe counts. */
    handleWindowMessage(event: IncomingMessage): boolean {
      if (event.origin !== origin || event.source !== options.target() || !isHelloMessage(event.data)) return false;
      return this.connect();
    },
    send(message: HostMessage): boolean {
      if (!port) return false;
      port.postMessage(message);
      return true;
    },
    get connected() {
      return port !== null;
    },
    close,
  };
}

/** App side: accepts a port only from its parent window and an origin of EMBED_ORIGINS. */
export function createAppHandshake(options: {
  allowedOrigins: readonly string[];
  parent: MessageTarget | null;
  onMessage: (message: HostMessage) => void;
  /** Called once a port is accepted (the app then sends 'ready'). */
  onConnected?: (hostOrigin: string) => void;
}) {
  let port: PortLike | null = null;
  let hostOrigin: string | null = null;
  const pending: AppMessage[] = [];

  return {
    /** Announces the app to each allowed origin (no data beyond the protocol name). */
    hello(): void {
      const parent = options.parent;
      if (!parent) return;
      const message: HelloMessage = { protocol: EMBED_PROTOCOL, type: 'hello' };
      for (const origin of options.allowedOrigins) {
        const target = normalizeOrigin(origin);
        if (target) parent.postMessage(message, target);
      }
    },
    handleWindowMessage(event: IncomingMessage): boolean {
      if (!options.parent || event.source !== options.parent) return false;
      if (!isAllowedOrigin(event.origin, options.allowedOrigins)) return false;
      if (!isConnectMessage(event.data)) return false;
      const next = event.ports[0] as PortLike | undefined;
      if (!next) return false;
      if (port) {
        port.onmessage = null;
        port.close();
      }
      port = next;
      hostOrigin = event.origin;
      port.onmessage = (message) => {
        const parsed = parseHostMessage(message.data);
        if (parsed) options.onMessage(parsed);
      };
      port.start?.();
      port.postMessage({ type: 'ready' } satisfies AppMessage);
      for (const message of pending.splice(0)) port.postMessage(message);
      options.onConnected?.(event.origin);
      return true;
    },
    /** Sends to the host; messages before the handshake wait for it (the latest resize only). */
    send(message: AppMessage): void {
      if (port) {
        port.postMessage(message);
        return;
      }
      if (message.type === 'resize') {
        const index = pending.findIndex((entry) => entry.type === 'resize');
        if (index !== -1) pending.splice(index, 1);
      }
      pending.push(message);
    },
    get hostOrigin() {
      return hostOrigin;
    },
    close(): void {
      if (port) {
        port.onmessage = null;
        port.close();
        port = null;
      }
    },
  };
}

export type HostHandshake = ReturnType<typeof createHostHandshake>;
export type AppHandshake = ReturnType<typeof createAppHandshake>;
