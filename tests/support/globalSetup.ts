// Runs once before the end-to-end files: they all serve the same built SPA, so it is built here
// when missing (`npm test` has built it already), never by each file.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './platform';

export default function setup(): void {
  if (!existsSync(join(ROOT, 'apps/spa/dist/index.html'))) {
    execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  }
}
