// The course site's generated/openapi.json under Redocly recommended, as the fixture sites' (tests/generator/emit/openApiLint.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lintOpenApi } from '../support/lintOpenApi.js';
import { COURSE_SITE_GENERATED_DIR } from './courseSite.js';

it('generated/openapi.json: no errors, no unreferenced components, only the accepted warnings', async () => {
  const { errors, warnings } = await lintOpenApi(readFileSync(path.join(COURSE_SITE_GENERATED_DIR, 'openapi.json'), 'utf8'), 'generated/openapi.json');
  expect(errors).toEqual([]);
  expect(warnings).toEqual([]);
});
