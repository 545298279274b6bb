// Runs once before the end-to-end files: they all serve the same built SPA (and the embed tests the
// built portal SDK), so what is missing is built here (`npm test` has built it already), never by
// each file.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './platform';

const BUILDS: ReadonlyArray<{ output: string; workspace: string }> = [
  { output: 'apps/spa/dist/index.html', workspace: '@ent/spa' },
  { output: 'apps/embed-sdk/dist/ent-embed.js', workspace: '@ent/embed-sdk' },
];

export default function setup(): void {
  for (const { output, workspace } of BUILDS) {
    if (!existsSync(join(ROOT, output))) {
      execSync(`npm run build --workspace ${workspace}`, { cwd: ROOT, stdio: 'inherit' });
    }
  }
}
