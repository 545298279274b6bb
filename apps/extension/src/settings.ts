// The extension's settings (chrome.storage.local): the platform origin and the allowed portals.
import { normalizeOrigin } from './origins';

export interface Settings {
  platformOrigin: string | null;
  portalOrigins: string[];
}

const KEY = 'settings';

/** Settings read back from storage, dropping anything that is not a valid origin. */
export function sanitizeSettings(value: unknown): Settings {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const platformOrigin = typeof raw.platformOrigin === 'string' ? normalizeOrigin(raw.platformOrigin) : null;
  const portals = Array.isArray(raw.portalOrigins) ? raw.portalOrigins : [];
  const portalOrigins = [
    ...new Set(
      portals
        .map((entry) => (typeof entry === 'string' ? normalizeOrigin(entry) : null))
        .filter((origin): origin is string => origin !== null && origin !== platformOrigin),
    ),
  ];
  return { platformOrigin, portalOrigins };
}

export async function loadSettings(storage: chrome.storage.StorageArea = chrome.storage.local): Promise<Settings> {
  const stored = await storage.get(KEY);
  return sanitizeSettings(stored[KEY]);
}

export async function saveSettings(
  settings: Settings,
  storage: chrome.storage.StorageArea = chrome.storage.local,
): Promise<void> {
  await storage.set({ [KEY]: sanitizeSettings(settings) });
}
