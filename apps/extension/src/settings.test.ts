import { describe, expect, it } from 'vitest';
import { loadSettings, sanitizeSettings, saveSettings } from './settings';

function memoryStorage() {
  const data: Record<string, unknown> = {};
  return {
    data,
    area: {
      get: async (key: string) => (key in data ? { [key]: data[key] } : {}),
      set: async (items: Record<string, unknown>) => {
        Object.assign(data, items);
      },
    } as unknown as chrome.storage.StorageArea,
  };
}

describe('settings', () => {
  it('start empty', async () => {
    expect(await loadSettings(memoryStorage().area)).toEqual({ platformOrigin: null, portalOrigins: [] });
  });

  it('round-trip through storage, normalised', async () => {
    const { area } = memoryStorage();
    await saveSettings({ platformOrigin: 'https://Platform.cn/', portalOrigins: ['https://portal.cn'] }, area);
    expect(await loadSettings(area)).toEqual({
      platformOrigin: 'https://platform.cn',
      portalOrigins: ['https://portal.cn'],
    });
  });

  it('drop invalid entries, duplicates and the platform from the portals', () => {
    expect(
      sanitizeSettings({
        platformOrigin: 'https://platform.cn',
        portalOrigins: ['https://portal.cn', 'https://portal.cn/', 'https://platform.cn', 'bad', 42],
      }),
    ).toEqual({ platformOrigin: 'https://platform.cn', portalOrigins: ['https://portal.cn'] });
    expect(sanitizeSettings('garbage')).toEqual({ platformOrigin: null, portalOrigins: [] });
    expect(sanitizeSettings({ platformOrigin: 'https://x.cn/path' }).platformOrigin).toBeNull();
  });
});
