// The external identity providers (portals) allowed to hand a login over to the platform, from
// EXTERNAL_IDP_CLIENTS (README "Configuration", docs/ROUTES.md "Handover protocol").

import { createHash, timingSafeEqual } from 'node:crypto';
import { CONFIG_TEXT } from '@ent/core/messages';

export interface ExternalIdpClient {
  /** Identifies the provider in its basic-auth header and namespaces its subjects. */
  id: string;
  /** Shared secret, 32 or more characters; the provider keeps it on its server. */
  secret: string;
  /** Shown to users on /bind ("您已通过「…」完成身份认证"). */
  name: string;
}

const CLIENT_ID = /^[A-Za-z0-9_.-]{1,64}$/;
// Printable ASCII without the separators ',' and ':'.
const SECRET = /^[\x21-\x2b\x2d-\x39\x3b-\x7e]{32,256}$/;

/** Throws an Error whose message names the fault (config.ts turns it into a ConfigError). */
export function parseExternalIdpClients(value: string | undefined): ExternalIdpClient[] {
  if (!value?.trim()) return [];
  const clients: ExternalIdpClient[] = [];
  for (const entry of value.split(',')) {
    const text = entry.trim();
    if (!text) continue;
    const [id = '', secret = '', ...rest] = text.split(':');
    const name = rest.join(':').trim();
    if (!CLIENT_ID.test(id)) {
      throw new Error(CONFIG_TEXT.idpClientId(id));
    }
    if (!SECRET.test(secret)) {
      throw new Error(CONFIG_TEXT.idpSecret(id));
    }
    if (name.length > 64) throw new Error(CONFIG_TEXT.idpName(id));
    if (clients.some((client) => client.id === id)) {
      throw new Error(CONFIG_TEXT.idpDuplicate(id));
    }
    clients.push({ id, secret, name: name || id });
  }
  return clients;
}

function sameSecret(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** The provider a basic-auth pair belongs to, or null. Compares in constant time. */
export function findClient(
  clients: readonly ExternalIdpClient[],
  id: string | undefined,
  secret: string | undefined,
): ExternalIdpClient | null {
  if (!id || secret === undefined) return null;
  const client = clients.find((candidate) => candidate.id === id);
  // Still compare when the id is unknown, so timing does not tell which ids exist.
  const matches = sameSecret(client?.secret ?? '\u0000unknown', secret);
  return client && matches ? client : null;
}
