import { getJudgedRules, getRuleProblems } from '../../shared/index.js';
import type { EntityDefinition } from '../../shared/index.js';
import type { ErrorDetails } from './getErrorDetails.js';

/**
 * The entity's rules across fields that `record` breaks (runtime/shared getRuleProblems, the server's own test) as
 * messages beside the `drawn` fields; a broken rule on a field not drawn reads with its title in `formError`. Given the
 * `stored` row being edited, only the rules reading a changed value (getJudgedRules, as the server judges them).
 */
export function getRuleErrors(
  entity: EntityDefinition,
  record: Readonly<Record<string, unknown>>,
  drawn: readonly string[],
  stored: Readonly<Record<string, unknown>> | null = null,
): ErrorDetails {
  const fieldErrors: Record<string, string[]> = {};
  const general: string[] = [];
  for (const problem of getRuleProblems(getJudgedRules(entity, record, stored), record)) {
    if (drawn.includes(problem.field)) (fieldErrors[problem.field] ??= []).push(problem.message);
    else general.push(`${entity.fields.find((field) => field.name === problem.field)?.title ?? problem.field}: ${problem.message}`);
  }
  return { fieldErrors, formError: general.length > 0 ? general.join(' ') : null };
}

/** Whether getRuleErrors found anything. */
export function hasRuleErrors(errors: ErrorDetails): boolean {
  return errors.formError !== null || Object.keys(errors.fieldErrors).length > 0;
}
