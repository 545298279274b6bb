// The MV3 manifest. Host access is optional and asked for by the options page for the configured
// origins only; EXTENSION_HOST_PERMISSIONS (comma separated match patterns, at build time) may
// pre-grant a deployment's own origins, which the end-to-end tests use as no browser prompt can be
// answered there.

import { defineManifest } from '@crxjs/vite-plugin';
import { EXTENSION_TEXT } from '@ent/core/messages';
import packageJson from './package.json' with { type: 'json' };

const preGranted = (process.env.EXTENSION_HOST_PERMISSIONS ?? '')
  .split(',')
  .map((pattern) => pattern.trim())
  .filter(Boolean);
for (const pattern of preGranted) {
  if (!/^https?:\/\/[^/*]+\/\*$/.test(pattern)) {
    throw new Error(
      `EXTENSION_HOST_PERMISSIONS: "${pattern}" must name one origin, like https://platform.example.cn/*`,
    );
  }
}

export default defineManifest({
  manifest_version: 3,
  name: EXTENSION_TEXT.name,
  description: EXTENSION_TEXT.description,
  version: packageJson.version,
  action: { default_popup: 'popup.html', default_title: EXTENSION_TEXT.popupTitle },
  options_ui: { page: 'options.html', open_in_tab: true },
  permissions: ['storage', 'cookies', 'scripting'],
  ...(preGranted.length ? { host_permissions: preGranted } : {}),
  optional_host_permissions: ['https://*/*', 'http://*/*'],
  content_security_policy: { extension_pages: "script-src 'self'; object-src 'none'" },
});
