import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import LongestFirstSequencer from './tests/support/LongestFirstSequencer.js';

const NODE_TESTS = ['tests/generator/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/shared/**/*.test.ts', 'tests/cli/**/*.test.ts', 'tests/checkApi/**/*.test.ts', 'tests/site/**/*.test.ts', 'tests/support/**/*.test.ts'];
const WEB_TESTS = ['tests/web/**/*.test.{ts,tsx}', 'tests/site/**/*.test.tsx'];
// Test files that replace a module, a global, the environment or the clock run in a fresh worker each: a mock in a
// shared one would reach, or miss, the next file's imports. The others share their worker's loaded modules, which
// cut node's import time by three quarters (the server runtime was evaluated again for each of 220 files).
const REPLACES = /\bvi\.(mock|doMock|spyOn|stubEnv|stubGlobal|useFakeTimers)\(/;
const isolatedOf = (patterns: readonly string[]) => patterns.flatMap((pattern) => globSync(pattern)).filter((file) => REPLACES.test(readFileSync(file, 'utf8')));
const nodeIsolated = isolatedOf(NODE_TESTS);
const webIsolated = isolatedOf(WEB_TESTS);

// Pure and server code in node, components in jsdom (each in a shared and an isolated project), browser flows in Chromium.
export default defineConfig({
  plugins: [react()],
  resolve: {
    // As in runtime/web/vite.config.ts: Uppy's size formatter is the app's (formatFileSize).
    alias: [{ find: /^@transloadit\/prettier-bytes$/, replacement: new URL('./runtime/web/i18n/formatFileSize.ts', import.meta.url).pathname }],
  },
  test: {
    globals: true,
    // Every core for node and web: vitest's default (cores − 1) is one worker on the 2-core CI machine, one file at a time.
    maxWorkers: availableParallelism(),
    reporters: ['default', './tests/support/summaryReporter.ts'],
    // One queue over the three projects, the longest files first, so both cores stay busy until the end.
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      { extends: true, test: { name: 'node', environment: 'node', include: NODE_TESTS, exclude: nodeIsolated, isolate: false } },
      { extends: true, test: { name: 'node-isolated', environment: 'node', include: nodeIsolated } },
      ...[
        { name: 'web', include: WEB_TESTS, exclude: webIsolated, isolate: false },
        { name: 'web-isolated', include: webIsolated },
      ].map((project) => ({
        extends: true as const,
        test: {
          ...project,
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          // jsdom renders share 2 cores with the server suites and Chromium, and a form's first validation compiles its schema with ajv.
          testTimeout: 15_000,
        },
      })),
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
