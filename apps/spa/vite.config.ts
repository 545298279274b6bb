import { cpSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// pdf.js needs its character maps and standard font data for PDFs whose Chinese fonts are not
// embedded; they are served with the app (never from a CDN) under /ent/pdfjs/.
function pdfjsData(): Plugin {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return {
    name: 'pdfjs-data',
    apply: 'build',
    closeBundle() {
      for (const folder of ['cmaps', 'standard_fonts']) {
        cpSync(join(root, folder), join(import.meta.dirname, 'dist/pdfjs', folder), { recursive: true });
      }
    },
  };
}

export default defineConfig({
  base: '/ent/',
  plugins: [react(), pdfjsData()],
  resolve: {
    // The login page's contracts declare their schemas with zod/mini for the server (see the file).
    alias: [{ find: /^zod\/mini$/, replacement: join(import.meta.dirname, 'build/serverSchemas.ts') }],
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // Everything the first page needs (the entry's static imports) in one file: left to the
        // automatic splitting, the modules it shares with lazy pages become dozens of small files
        // that compress worse and cost a request each (DESIGN.md's login-page budget).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    // `npm run dev -w @ent/spa` against a platform started with `npm start`.
    proxy: { '/prod-api': 'http://localhost:8080' },
  },
});
