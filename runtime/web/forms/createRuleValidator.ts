import { createErrorHandler } from '@rjsf/utils';
import type { CustomValidator } from '@rjsf/utils';
import { getRuleProblems } from '../../shared/index.js';
import type { EntityDefinition } from '../../shared/index.js';

type FormData = Record<string, unknown>;

/**
 * RJSF's customValidate for the entity's rules across fields (runtime/shared getRuleProblems, the server's own test):
 * each broken rule's sentence beside its field before anything is sent. The form's values are judged over the loaded
 * record, so a rule whose other field the form does not draw still applies; a broken rule on a field the form does not
 * draw shows above the fields, with that field's title.
 */
export function createRuleValidator(entity: EntityDefinition, fields: readonly string[], record: Readonly<FormData> | null): CustomValidator<FormData> {
  return (formData, errors) => {
    if (!entity.rules || entity.rules.length === 0) return errors;
    for (const problem of getRuleProblems(entity, { ...record, ...formData })) {
      if (!fields.includes(problem.field)) {
        const title = entity.fields.find((field) => field.name === problem.field)?.title ?? problem.field;
        errors.addError(`${title}: ${problem.message}`);
        continue;
      }
      // RJSF makes a handler only for the keys formData holds; an empty field may have none yet.
      (errors[problem.field] ??= createErrorHandler<unknown>(undefined)).addError(problem.message);
    }
    return errors;
  };
}
