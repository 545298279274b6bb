// The options page: the platform origin and the allowed portal origins. Saving asks Chrome for host
// access to exactly those origins (optional host permissions) and gives back what is no longer used.
import { EXTENSION_TEXT as T } from '@ent/core/messages';
import { element, mount } from './dom';
import { normalizeOrigin, parseOriginList, permissionPatterns } from './origins';
import { loadSettings, saveSettings } from './settings';

function field(id: string, label: string, control: HTMLInputElement | HTMLTextAreaElement): HTMLElement {
  control.id = id;
  const caption = element('label', { text: label });
  caption.htmlFor = id;
  return element('div', { className: 'field' }, caption, control);
}

async function render(): Promise<void> {
  document.title = T.optionsTitle;
  const settings = await loadSettings();
  const platform = element('input');
  platform.type = 'url';
  platform.placeholder = 'https://platform.example.cn';
  platform.value = settings.platformOrigin ?? '';
  const portals = element('textarea');
  portals.rows = 5;
  portals.value = settings.portalOrigins.join('\n');
  const status = element('p', { role: 'status' });
  const save = element('button', { text: T.save });
  save.type = 'submit';
  const form = element(
    'form',
    {},
    field('platform-origin', T.platformOrigin, platform),
    field('portal-origins', T.portalOrigins, portals),
    save,
    status,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const platformOrigin = normalizeOrigin(platform.value);
    if (!platformOrigin) {
      status.textContent = platform.value.trim() ? T.invalidOrigin(platform.value.trim()) : T.platformRequired;
      return;
    }
    const { origins, invalid } = parseOriginList(portals.value);
    if (invalid[0] !== undefined) {
      status.textContent = T.invalidOrigin(invalid[0]);
      return;
    }
    const portalOrigins = origins.filter((origin) => origin !== platformOrigin);
    const wanted = permissionPatterns(platformOrigin, portalOrigins);
    // The request must be made within the click, before anything else is awaited.
    const granting = chrome.permissions.request({ origins: wanted });
    void (async () => {
      const granted = await granting.catch(() => false);
      await saveSettings({ platformOrigin, portalOrigins });
      // Origins granted by the manifest itself cannot be given back; the others no longer used are.
      const required = chrome.runtime.getManifest().host_permissions ?? [];
      const held = (await chrome.permissions.getAll()).origins ?? [];
      const unused = held.filter((pattern) => !wanted.includes(pattern) && !required.includes(pattern));
      if (unused.length) await chrome.permissions.remove({ origins: unused }).catch(() => false);
      platform.value = platformOrigin;
      portals.value = portalOrigins.join('\n');
      status.textContent = granted ? T.saved : T.permissionDenied;
    })();
  });
  mount(element('h1', { text: T.optionsTitle }), form);
}

void render();
