import type { ErrorTransformer, RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { isKeptStoredValue } from '../../shared/index.js';

type FormData = Record<string, unknown>;

/** A form's validator that lets the loaded record's unchanged values stand, and says which fields hold one. */
export interface KeptValueValidator extends ValidatorType<FormData> {
  /** The form's fields (top-level names) whose value is the stored one, unchanged, though the current rules refuse it. */
  getKeptFields(formData: FormData, schema: RJSFSchema): string[];
}

/**
 * Wraps a form's validator so an edit form saves a record whose stored value a narrowed schema no longer accepts (an
 * enum value dropped, a shorter maxLength…) when the user leaves it as it was: an error that only judges such a value
 * is dropped (isKeptStoredValue, the server's own test), before RJSF shows it or blocks the submit. `stored` is the
 * form's data as the record loaded it; null (a create form) keeps nothing.
 */
export function createKeptValueValidator(validator: ValidatorType<FormData>, stored: FormData | null): KeptValueValidator {
  const isKept = (error: RJSFValidationError, formData: unknown) =>
    isKeptStoredValue({ path: getErrorPath(error), keyword: error.name ?? '', schemaPath: error.schemaPath ?? '' }, formData, stored);
  return {
    validateFormData: (formData, schema, customValidate, transformErrors, uiSchema) => {
      const keepStored: ErrorTransformer<FormData> = (errors, ui) => {
        const judged = errors.filter((error) => !isKept(error, formData));
        return transformErrors ? transformErrors(judged, ui) : judged;
      };
      return validator.validateFormData(formData, schema, customValidate, keepStored, uiSchema);
    },
    isValid: (schema, formData, rootSchema) => validator.isValid(schema, formData, rootSchema),
    rawValidation: (schema, formData) => validator.rawValidation(schema, formData),
    reset: () => validator.reset?.(),
    getKeptFields: (formData, schema) => {
      if (stored === null) return [];
      const kept = new Set<string>();
      validator.validateFormData(formData, schema, undefined, (errors) => {
        for (const error of errors) if (isKept(error, formData)) kept.add(String(getErrorPath(error)[0]));
        return errors;
      });
      return [...kept];
    },
  };
}

/** RJSF's `property` (`.address.zip`, the missing property included for `required`) as path segments. */
function getErrorPath(error: RJSFValidationError): string[] {
  return (error.property ?? '').split('.').filter((segment) => segment !== '');
}
