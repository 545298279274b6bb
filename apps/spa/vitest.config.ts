import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'spa',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/testSetup.ts'],
    // Typing with user-event into long forms takes seconds on a busy 2-core machine, and more when
    // the end-to-end suites run beside (GenPage and GenEditPage came near 15 s there).
    testTimeout: 30_000,
  },
});
