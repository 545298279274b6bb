import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './platform';

/** `npm test` builds the SPA first; a lone `vitest run --project e2e` builds it when missing. */
export function ensureSpaBuilt(): void {
  if (!existsSync(join(ROOT, 'apps/spa/dist/index.html'))) {
    execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  }
}
