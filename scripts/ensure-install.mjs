// Runs before `npm start`, `npm test` and `npm run bench`, using only Node built-ins so it works
// on a fresh clone: installs dependencies when node_modules is missing or the lockfile changed.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`需要 Node.js 20.19 或更高版本，当前为 ${process.versions.node}`);
  process.exit(1);
}

const lockFile = join(root, 'package-lock.json');
const stampFile = join(root, 'node_modules', '.ent-install-stamp');
const lockHash = existsSync(lockFile) ? createHash('sha256').update(readFileSync(lockFile)).digest('hex') : 'no-lock';
const installed = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';

if (installed !== lockHash) {
  const command = existsSync(lockFile) ? 'npm ci --no-audit --no-fund' : 'npm install --no-audit --no-fund';
  console.log(`[ensure-install] ${command}`);
  execSync(command, { cwd: root, stdio: 'inherit' });
  writeFileSync(stampFile, lockHash);
}
