// openapi.json against a standard linter: Redocly's recommended rules, on this site's generated file and on a fixture site's emitted document.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { emitOpenApi } from '../../../generator/index.js';
import { getFixtureSchemasModel, REPO_ROOT } from '../fixtureModel.js';

/** Warnings the documents may keep. */
const ACCEPTED_WARNINGS: ReadonlySet<string> = new Set([
  // The API's license is the site owner's to state; schemas/ has no place for it.
  'info-license',
  // A `required` in an if/then/else branch names a property of the enclosing schema (valid JSON Schema); the rule looks only through allOf/anyOf/oneOf.
  'no-required-schema-properties-undefined',
]);

/** The errors and the warnings not accepted, each as `rule pointer: message`. */
async function lintDocument(source: string, file: string): Promise<{ errors: string[]; warnings: string[] }> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source, absoluteRef: path.join(REPO_ROOT, file), config });
  const toLine = (problem: (typeof problems)[number]) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`;
  return { errors: problems.filter((problem) => problem.severity === 'error').map(toLine), warnings: problems.filter((problem) => problem.severity === 'warn' && !ACCEPTED_WARNINGS.has(problem.ruleId)).map(toLine) };
}

describe('openapi.json under Redocly recommended', () => {
  it.each([
    ['generated/openapi.json', 'generated/openapi.json', () => readFileSync(path.join(REPO_ROOT, 'generated/openapi.json'), 'utf8')],
    ['the fixture site (tests/fixtures/schemas)', 'tests/fixtures/openapi.json', () => emitOpenApi(getFixtureSchemasModel()).contents],
  ])('%s: no errors, no unreferenced components, only the accepted warnings', async (_name, file, read) => {
    const { errors, warnings } = await lintDocument(read(), file);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });
});
