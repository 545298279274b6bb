import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/ent/',
  plugins: [react()],
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
