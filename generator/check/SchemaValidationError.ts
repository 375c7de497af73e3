import type { SchemaProblem } from '../shared/types.js';

/**
 * Formats one problem as `schemas/x.json:12:7: /pointer: message` (the position when known, as editors and terminals
 * link it); the whole document is `/`.
 */
export function formatSchemaProblem(problem: SchemaProblem): string {
  const position = problem.line === undefined ? '' : `:${problem.line}:${problem.column ?? 1}`;
  return `${problem.source}${position}: ${problem.pointer || '/'}: ${problem.message}`;
}

/** Thrown by validateSchemas with every problem found, so a maintainer fixes them in one pass. */
export class SchemaValidationError extends Error {
  readonly problems: readonly SchemaProblem[];

  constructor(problems: readonly SchemaProblem[]) {
    super(problems.map(formatSchemaProblem).join('\n'));
    this.name = 'SchemaValidationError';
    this.problems = problems;
  }

  /** One line per problem, in the order they were found. */
  get messages(): string[] {
    return this.problems.map(formatSchemaProblem);
  }
}
