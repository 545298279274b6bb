// Packs the built extension (dist/extension, or EXTENSION_OUT_DIR) into
// dist/ent-support-extension.zip (or EXTENSION_ZIP), which the platform server offers at
// /ent-extension/ent-support-extension.zip.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = process.env.EXTENSION_OUT_DIR || join(root, 'dist', 'extension');
const target = process.env.EXTENSION_ZIP || join(root, 'dist', 'ent-support-extension.zip');

function collect(dir, files = {}) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) collect(path, files);
    else files[relative(source, path).split(sep).join('/')] = readFileSync(path);
  }
  return files;
}

const files = collect(source);
if (!files['manifest.json']) throw new Error(`no manifest.json in ${source}: run vite build first`);
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, zipSync(files, { level: 9 }));
console.log(`[extension] ${target} (${Object.keys(files).length} files)`);
