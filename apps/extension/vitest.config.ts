import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'extension',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
