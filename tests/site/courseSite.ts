// The course-seller site this repository ships (schemas/ and generated/ at the root) is one site among the fixtures:
// the tests under tests/site are about it (its texts, roles, demo data and generated files) and read it through this
// module only. A maintainer who replaces schemas/ with their own site adapts or deletes tests/site; every other suite
// builds its model from tests/fixtures and keeps passing (scripts/checkSiteSwap.sh proves it).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NormalizeResult } from '../../generator/index.js';
import type { OpenApiDocument } from '../../runtime/checkApi/index.js';
import { loadFixtureModel } from '../fixtures/loadFixtureModel.js';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const COURSE_SITE_SCHEMAS_DIR = path.join(REPO_ROOT, 'schemas');
export const COURSE_SITE_GENERATED_DIR = path.join(REPO_ROOT, 'generated');

/** schemas/ through load → validate → normalize, as `admin-gen build` does. */
export function loadCourseSiteModel(): NormalizeResult {
  return loadFixtureModel(COURSE_SITE_SCHEMAS_DIR);
}

/** generated/openapi.json as the build wrote it. */
export function readCourseSiteOpenApi(): OpenApiDocument {
  return JSON.parse(readFileSync(path.join(COURSE_SITE_GENERATED_DIR, 'openapi.json'), 'utf8')) as OpenApiDocument;
}
