// Builds the SDK into dist/: ent-embed.js (script tag, global EntEmbed), ent-embed.mjs (ES module)
// and ent-embed.d.ts (types).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
mkdirSync(dist, { recursive: true });
const common = {
  entryPoints: [join(here, 'src/index.ts')],
  bundle: true,
  minify: true,
  target: 'es2020',
  legalComments: 'none',
  charset: 'utf8',
  logLevel: 'warning',
};
await build({ ...common, format: 'iife', globalName: 'EntEmbed', outfile: join(dist, 'ent-embed.js') });
await build({ ...common, format: 'esm', outfile: join(dist, 'ent-embed.mjs') });
const types = readFileSync(join(here, 'src/types.ts'), 'utf8').replace(/^\/\/.*\n/gm, '');
writeFileSync(
  join(dist, 'ent-embed.d.ts'),
  `${types}
export declare function mount(options: EmbedOptions): EmbedHandle;

declare global {
  /** The script-tag build's global. */
  var EntEmbed: { mount: typeof mount };
}
`,
);
console.log('[embed-sdk] built dist/ent-embed.js, ent-embed.mjs, ent-embed.d.ts');
