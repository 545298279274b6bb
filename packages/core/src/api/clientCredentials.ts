/**
 * The SPA's OAuth client. A browser app cannot keep a secret, so this pair identifies the client
 * (checked by the server for the basic-auth header and getUserInfo) rather than authenticating it.
 */
export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
  businessClientId: string;
}

export const WEB_CLIENT: ClientCredentials = {
  clientId: 'jsedc-ent-web',
  clientSecret: 'jsedc-ent-web-2026',
  businessClientId: 'ent',
};

export function basicAuthHeader(clientId: string, clientSecret: string): string {
  const bytes = new TextEncoder().encode(`${clientId}:${clientSecret}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${globalThis.btoa(binary)}`;
}
