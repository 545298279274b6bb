// @vitest-environment jsdom
// The options page and Chrome's optional host permissions (README "Support extension"): saving asks
// for access to exactly the configured origins, within the click, and gives back the access to
// origins no longer listed, never the ones the build granted in the manifest.
import { EXTENSION_TEXT as T } from '@ent/core/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const PLATFORM = 'https://platform.example.cn';
const PORTAL = 'https://portal.example.cn';
const OLD_PORTAL = 'https://old-portal.example.cn';
const PREGRANTED = 'https://pregranted.example.cn/*';

interface FakeChrome {
  held: Set<string>;
  stored: Record<string, unknown>;
  answer: boolean;
  request: ReturnType<typeof vi.fn>;
  remove: ReturnType<typeof vi.fn>;
  /** Set while the click's own task runs: Chrome refuses a request made after an await. */
  inClick: boolean;
  requestedInClick: boolean[];
}

function installChrome(initial: { held: string[]; stored?: Record<string, unknown> }): FakeChrome {
  const fake: FakeChrome = {
    held: new Set(initial.held),
    stored: { ...initial.stored },
    answer: true,
    inClick: false,
    requestedInClick: [],
    request: vi.fn(),
    remove: vi.fn(),
  };
  fake.request.mockImplementation(async ({ origins }: { origins: string[] }) => {
    fake.requestedInClick.push(fake.inClick);
    if (fake.answer) for (const origin of origins) fake.held.add(origin);
    return fake.answer;
  });
  fake.remove.mockImplementation(async ({ origins }: { origins: string[] }) => {
    for (const origin of origins) fake.held.delete(origin);
    return true;
  });
  vi.stubGlobal('chrome', {
    storage: {
      local: {
        get: async (key: string) => (key in fake.stored ? { [key]: fake.stored[key] } : {}),
        set: async (items: Record<string, unknown>) => {
          Object.assign(fake.stored, items);
        },
      },
    },
    permissions: {
      request: fake.request,
      remove: fake.remove,
      getAll: async () => ({ origins: [...fake.held] }),
    },
    runtime: { getManifest: () => ({ host_permissions: [PREGRANTED] }) },
  });
  return fake;
}

async function openOptions(): Promise<void> {
  vi.resetModules();
  document.body.innerHTML = '<div id="app"></div>';
  await import('./options');
  await vi.waitFor(() => expect(document.querySelector('form')).not.toBeNull());
}

const input = (label: string) => {
  const caption = [...document.querySelectorAll('label')].find((node) => node.textContent === label);
  const control = caption ? document.getElementById(caption.htmlFor) : null;
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) throw new Error(label);
  return control;
};
const status = () => document.querySelector('[role="status"]')?.textContent ?? '';

function save(fake: FakeChrome): void {
  const button = [...document.querySelectorAll('button')].find((node) => node.textContent === T.save);
  fake.inClick = true;
  try {
    button?.click();
  } finally {
    fake.inClick = false;
  }
}

describe('the options page and host permissions', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks within the click for exactly the configured origins and gives back the ones no longer listed', async () => {
    const fake = installChrome({
      held: [PREGRANTED, `${PLATFORM}/*`, `${OLD_PORTAL}/*`],
      stored: { settings: { platformOrigin: PLATFORM, portalOrigins: [OLD_PORTAL] } },
    });
    await openOptions();
    expect(input(T.portalOrigins).value).toBe(OLD_PORTAL);

    input(T.portalOrigins).value = `${PORTAL}/\n`;
    save(fake);
    await vi.waitFor(() => expect(status()).toBe(T.saved));
    expect(fake.request).toHaveBeenCalledExactlyOnceWith({ origins: [`${PLATFORM}/*`, `${PORTAL}/*`] });
    expect(fake.requestedInClick).toEqual([true]);
    // The old portal's access is given back; the manifest's own grant cannot be and is kept.
    expect(fake.remove).toHaveBeenCalledExactlyOnceWith({ origins: [`${OLD_PORTAL}/*`] });
    expect([...fake.held].sort()).toEqual([`${PLATFORM}/*`, `${PORTAL}/*`, PREGRANTED].sort());
    expect(fake.stored.settings).toEqual({ platformOrigin: PLATFORM, portalOrigins: [PORTAL] });
  });

  it('saves but says so when Chrome is refused the access', async () => {
    const fake = installChrome({ held: [PREGRANTED] });
    fake.answer = false;
    await openOptions();
    input(T.platformOrigin).value = PLATFORM;
    input(T.portalOrigins).value = PORTAL;
    save(fake);
    await vi.waitFor(() => expect(status()).toBe(T.permissionDenied));
    expect(fake.held).toEqual(new Set([PREGRANTED]));
    expect(fake.remove).not.toHaveBeenCalled();
    expect(fake.stored.settings).toEqual({ platformOrigin: PLATFORM, portalOrigins: [PORTAL] });
  });

  it('asks for nothing when an origin is invalid', async () => {
    const fake = installChrome({ held: [] });
    await openOptions();
    input(T.platformOrigin).value = `${PLATFORM}/ent/`;
    save(fake);
    await vi.waitFor(() => expect(status()).toBe(T.invalidOrigin(`${PLATFORM}/ent/`)));
    expect(fake.request).not.toHaveBeenCalled();
    expect(fake.stored.settings).toBeUndefined();
  });
});
