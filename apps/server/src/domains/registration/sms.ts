// One pluggable SMS sender. The default keeps every message in the sms_outbox table and the server
// log (demos and tests read the code there; nothing leaves the machine). Setting SMS_WEBHOOK_URL
// switches to the production path: each message is POSTed as JSON to that address, which hands it
// to the operator's SMS gateway (README "SMS").
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config';
import type { DatabaseHandle } from '../../db/database';

export type SmsScene = 'register' | 'contact';

export interface SmsMessage {
  phone: string;
  /** A verification code's scene, or a scheduled reminder (no code). */
  scene: SmsScene | 'reminder';
  /** The verification code alone, for gateways that fill their own template. */
  code: string;
  /** Minutes the code stays valid. */
  expiresInMinutes: number;
  /** The whole message text. */
  content: string;
}

export interface SmsSender {
  readonly kind: 'outbox' | 'webhook';
  /** Resolves once the message is kept or accepted; rejects when it could not be sent. */
  send(message: SmsMessage): Promise<void>;
}

/** A message as logs may show it: every run of four or more digits (a code) replaced. */
export function maskCodes(content: string): string {
  return content.replace(/\d{4,}/g, (digits) => '*'.repeat(digits.length));
}

export function createOutboxSender(handle: DatabaseHandle, log: FastifyBaseLogger): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      await handle.db
        .insertInto('sms_outbox')
        .values({ phone: message.phone, scene: message.scene, content: message.content })
        .execute();
      // The log is read by more people than the outbox: the code never appears in it.
      log.info({ phone: message.phone, scene: message.scene, sms: maskCodes(message.content) }, 'sms kept in outbox');
    },
  };
}

export const WEBHOOK_TIMEOUT_MS = 5000;

export class SmsDeliveryError extends Error {}

export interface WebhookOptions {
  url: string;
  token: string | null;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * POSTs {phone, scene, code, expiresInMinutes, content} as JSON (with `Authorization: Bearer` when a
 * token is configured). A 2xx answer is success unless its JSON body says {"ok": false}; any other
 * status, a timeout or a network failure is a failed send.
 */
export function createWebhookSender(options: WebhookOptions): SmsSender {
  const doFetch = options.fetch ?? globalThis.fetch;
  return {
    kind: 'webhook',
    async send(message) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let response: Response;
      try {
        response = await doFetch(options.url, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            phone: message.phone,
            scene: message.scene,
            code: message.code,
            expiresInMinutes: message.expiresInMinutes,
            content: message.content,
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
          redirect: 'error',
        });
      } catch (error) {
        throw new SmsDeliveryError(`SMS webhook unreachable: ${(error as Error).message}`);
      }
      const text = await response.text().catch(() => '');
      if (!response.ok) throw new SmsDeliveryError(`SMS webhook answered ${response.status}: ${text.slice(0, 200)}`);
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // A 2xx answer without JSON counts as accepted.
      }
      if (typeof body === 'object' && body !== null && (body as { ok?: unknown }).ok === false) {
        const reason = (body as { message?: unknown }).message;
        throw new SmsDeliveryError(`SMS webhook refused the message: ${typeof reason === 'string' ? reason : ''}`);
      }
    },
  };
}

export function createSmsSender(
  config: Pick<ServerConfig, 'smsWebhookUrl' | 'smsWebhookToken'>,
  handle: DatabaseHandle,
  log: FastifyBaseLogger,
): SmsSender {
  return config.smsWebhookUrl
    ? createWebhookSender({ url: config.smsWebhookUrl, token: config.smsWebhookToken })
    : createOutboxSender(handle, log);
}
