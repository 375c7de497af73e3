import { createErrorHandler } from '@rjsf/utils';
import type { CustomValidator } from '@rjsf/utils';
import type { EntityDefinition } from '../../shared/index.js';
import { getRuleErrors } from '../api/getRuleErrors.js';

type FormData = Record<string, unknown>;

/**
 * RJSF's customValidate for the entity's rules across fields: each broken rule's sentence beside its field before
 * anything is sent. The form's values are judged over the loaded record, so a rule whose other field the form does not
 * draw still applies; a broken rule on a field the form does not draw shows above the fields, with that field's title.
 * A rule none of whose fields the user changed is the loaded record's business, not this save's (as on the server).
 */
export function createRuleValidator(entity: EntityDefinition, fields: readonly string[], record: Readonly<FormData> | null): CustomValidator<FormData> {
  return (formData, errors) => {
    if (!entity.rules || entity.rules.length === 0) return errors;
    const { fieldErrors, formError } = getRuleErrors(entity, { ...record, ...formData }, fields, record);
    for (const [field, messages] of Object.entries(fieldErrors)) {
      // RJSF makes a handler only for the keys formData holds; an empty field may have none yet.
      const handler = (errors[field] ??= createErrorHandler<unknown>(undefined));
      for (const message of messages) handler.addError(message);
    }
    if (formError !== null) errors.addError(formError);
    return errors;
  };
}
