import { afterEach, describe, expect, it, vi } from 'vitest';

async function manifestWith(hostPermissions: string | undefined) {
  vi.resetModules();
  if (hostPermissions !== undefined) vi.stubEnv('EXTENSION_HOST_PERMISSIONS', hostPermissions);
  const module = await import('../manifest.config');
  return module.default as unknown as chrome.runtime.ManifestV3;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('manifest', () => {
  it('asks for no host access at install: only optional host access, cookies, scripting and storage', async () => {
    vi.stubEnv('EXTENSION_HOST_PERMISSIONS', '');
    const manifest = await manifestWith(undefined);
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.host_permissions).toBeUndefined();
    expect(manifest.optional_host_permissions).toEqual(['https://*/*', 'http://*/*']);
    expect([...(manifest.permissions ?? [])].sort()).toEqual(['cookies', 'scripting', 'storage']);
    expect(manifest.content_scripts).toBeUndefined();
    expect(JSON.stringify(manifest)).not.toContain('<all_urls>');
  });

  it('pre-grants single origins named at build time and refuses broader patterns', async () => {
    expect((await manifestWith('https://platform.cn/*, http://127.0.0.1/*')).host_permissions).toEqual([
      'https://platform.cn/*',
      'http://127.0.0.1/*',
    ]);
    await expect(manifestWith('https://*/*')).rejects.toThrow(/EXTENSION_HOST_PERMISSIONS/);
    await expect(manifestWith('<all_urls>')).rejects.toThrow(/EXTENSION_HOST_PERMISSIONS/);
  });
});
