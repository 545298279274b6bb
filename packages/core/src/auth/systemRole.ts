import type { KeyValueStore } from './tokenStore';

export const SYSTEM_ROLE_KEY = 'systemRole';
const ROLE_CODE = /^[A-Za-z0-9_:-]{1,64}$/;

function decodeBase64Utf8(value: string): string | null {
  try {
    const normalised = value.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(globalThis.atob(normalised), (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * SPEC §4: a role code arriving base64-encoded in the roleName URL parameter is kept for the
 * session (as systemRole) and switches route generation to getRoutesByRole.
 */
export function captureSystemRole(search: string, store: KeyValueStore): string | null {
  const encoded = new URLSearchParams(search).get('roleName');
  if (encoded) {
    const role = decodeBase64Utf8(encoded);
    if (role && ROLE_CODE.test(role)) store.setItem(SYSTEM_ROLE_KEY, role);
  }
  return store.getItem(SYSTEM_ROLE_KEY);
}
