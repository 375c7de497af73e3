// Throwaway projects holding a copy of tests/fixtures/schemas/ as their schemas/, so builds can write freely.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIXTURE_SCHEMAS_DIR } from './fixtureModel.js';

const copies: string[] = [];

/** A temp folder holding a copy of tests/fixtures/schemas/ (stable whatever the site's schemas become); removed by removeProjectCopies. */
export function createProjectCopy(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'admin-gen-project-'));
  cpSync(FIXTURE_SCHEMAS_DIR, path.join(root, 'schemas'), { recursive: true });
  copies.push(root);
  return root;
}

export function removeProjectCopies(): void {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
}
