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
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: {
    port: 5173,
    // `npm run dev -w @ent/spa` against a platform started with `npm start`.
    proxy: { '/prod-api': 'http://localhost:8080' },
  },
});
