// Inputs shared by the emitter tests: the hand-written fixtures, and the richer fixture schemas.
import path from 'node:path';
import { loadSchemas, normalize, validateSchemas } from '../../generator/index.js';
import type { NormalizeResult } from '../../generator/index.js';
import { fixtureApp, fixtureEntities } from '../fixtures/entities.js';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const FIXTURE_SCHEMAS_DIR = path.join(REPO_ROOT, 'tests/fixtures/schemas');

/** The normalized model of tests/fixtures/entities.ts (the three real schemas, written by hand). */
export const handWrittenModel: NormalizeResult = { app: fixtureApp, entities: fixtureEntities, pages: [] };

/** tests/fixtures/schemas/ run through load → validate → normalize. */
export function getFixtureSchemasModel(): NormalizeResult {
  return normalize(validateSchemas(loadSchemas(FIXTURE_SCHEMAS_DIR)));
}
