// Builds the SPA, the embed SDK and the support extension when an output is missing or older than
// any source it is built from, so `npm start` serves what is in the working tree without
// rebuilding on every start.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outputs = [
  'apps/spa/dist/index.html',
  'apps/embed-sdk/dist/ent-embed.js',
  'apps/extension/dist/ent-support-extension.zip',
].map((path) => join(root, path));
const sources = [
  'apps/embed-sdk/src',
  'apps/embed-sdk/build.mjs',
  'apps/extension/src',
  'apps/extension/manifest.config.ts',
  'apps/extension/vite.config.ts',
  'apps/spa/src',
  'apps/spa/public',
  'apps/spa/index.html',
  'apps/spa/vite.config.ts',
  'apps/spa/package.json',
  'packages/core/src',
  'package-lock.json',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const builtAt = Math.min(...outputs.map((output) => (existsSync(output) ? statSync(output).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((source) => newest(join(root, source))));
if (builtAt < changedAt) {
  console.log('[ensure-build] building the SPA, the embed SDK and the extension');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
