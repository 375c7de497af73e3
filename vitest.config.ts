import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: pure and server code in node, components in jsdom, and browser flows in Chromium.
export default defineConfig({
  plugins: [react()],
  resolve: {
    // As in runtime/web/vite.config.ts: Uppy's size formatter is the app's (formatFileSize).
    alias: [{ find: /^@transloadit\/prettier-bytes$/, replacement: new URL('./runtime/web/i18n/formatFileSize.ts', import.meta.url).pathname }],
  },
  test: {
    globals: true,
    reporters: ['default', './tests/support/summaryReporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/generator/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/shared/**/*.test.ts', 'tests/cli/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
          // jsdom renders share 2 cores with the server suites and Chromium, and a form's first validation compiles its schema with ajv.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
