// Golden files: an emitter's whole output is compared byte for byte; UPDATE_GOLDEN=1 rewrites them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

const GOLDEN_DIR = path.join(import.meta.dirname, 'golden');

/** Compares `contents` with tests/generator/golden/<name>, or writes it when UPDATE_GOLDEN=1. */
export function expectGolden(name: string, contents: string): void {
  const file = path.join(GOLDEN_DIR, name);
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(GOLDEN_DIR, { recursive: true });
    writeFileSync(file, contents);
    return;
  }
  if (!existsSync(file)) throw new Error(`golden file ${name} is missing; run UPDATE_GOLDEN=1 npx vitest run --project node tests/generator`);
  expect(contents, `golden ${name} (UPDATE_GOLDEN=1 to accept)`).toBe(readFileSync(file, 'utf8'));
}
