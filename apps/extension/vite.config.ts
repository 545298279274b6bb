import { crx } from '@crxjs/vite-plugin';
import { defineConfig } from 'vite';
import manifest from './manifest.config';

// The unpacked extension goes to dist/extension (scripts/zip.mjs packs it next to it);
// EXTENSION_OUT_DIR lets the end-to-end tests build their own copy without touching dist/.
export default defineConfig({
  plugins: [crx({ manifest })],
  build: {
    outDir: process.env.EXTENSION_OUT_DIR || 'dist/extension',
    emptyOutDir: true,
  },
});
