// Throwaway copies of the project's schemas/ (and generated/), so builds can write freely.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './fixtureModel.js';

const copies: string[] = [];

/** A temp folder holding a copy of schemas/ (and generated/ when asked); removed by removeProjectCopies. */
export function createProjectCopy(options: { withGenerated?: boolean } = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'admin-gen-project-'));
  cpSync(path.join(REPO_ROOT, 'schemas'), path.join(root, 'schemas'), { recursive: true });
  if (options.withGenerated) cpSync(path.join(REPO_ROOT, 'generated'), path.join(root, 'generated'), { recursive: true });
  copies.push(root);
  return root;
}

export function removeProjectCopies(): void {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
}
