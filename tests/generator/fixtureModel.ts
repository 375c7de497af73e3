// Inputs shared by the emitter tests: the basic fixture (three of the site's schemas), and the richer fixture schemas.
import path from 'node:path';
import type { NormalizeResult } from '../../generator/index.js';
import { fixtureApp, fixtureEntities } from '../fixtures/entities.js';
import { loadFixtureModel } from '../fixtures/loadFixtureModel.js';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const FIXTURE_SCHEMAS_DIR = path.join(REPO_ROOT, 'tests/fixtures/schemas');

/** tests/fixtures/basic/schemas' model without the built-in audit entity: the goldens of generated/{seller,institute,courseCategory}.ts and index.ts. */
export const basicModel: NormalizeResult = { app: fixtureApp, entities: fixtureEntities, pages: [], migrationHints: {} };

/** tests/fixtures/schemas/ run through load → validate → normalize. */
export function getFixtureSchemasModel(): NormalizeResult {
  return loadFixtureModel(FIXTURE_SCHEMAS_DIR);
}
