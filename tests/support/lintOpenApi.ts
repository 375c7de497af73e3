// openapi.json against a standard linter: Redocly's recommended rules (tests/generator/emit/openApiLint.test.ts for the
// fixture sites, tests/site for the course site's generated file).
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** Warnings the documents may keep. */
const ACCEPTED_WARNINGS: ReadonlySet<string> = new Set([
  // The API's license is the site owner's to state; schemas/ has no place for it.
  'info-license',
  // A `required` in an if/then/else branch names a property of the enclosing schema (valid JSON Schema); the rule looks only through allOf/anyOf/oneOf.
  'no-required-schema-properties-undefined',
]);

/** The errors and the warnings not accepted, each as `rule pointer: message`. */
export async function lintOpenApi(source: string, file: string): Promise<{ errors: string[]; warnings: string[] }> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source, absoluteRef: path.join(REPO_ROOT, file), config });
  const toLine = (problem: (typeof problems)[number]) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`;
  return { errors: problems.filter((problem) => problem.severity === 'error').map(toLine), warnings: problems.filter((problem) => problem.severity === 'warn' && !ACCEPTED_WARNINGS.has(problem.ruleId)).map(toLine) };
}
