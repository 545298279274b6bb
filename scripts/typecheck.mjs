// One strict base tsconfig.json, extended by each workspace; checks every workspace that has code.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const projects = ['packages/core', 'apps/server', 'apps/spa', 'apps/extension', 'tests', 'bench', 'apps/embed-sdk'];
let failed = false;
for (const project of projects) {
  const config = join(root, project, 'tsconfig.json');
  if (!existsSync(config)) continue;
  try {
    execFileSync(process.execPath, [tsc, '--noEmit', '-p', config], { stdio: 'inherit' });
    console.log(`[typecheck] ${project} ok`);
  } catch {
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
