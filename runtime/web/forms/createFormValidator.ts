import { customizeValidator } from '@rjsf/validator-ajv8';
import type { Localizer } from '@rjsf/validator-ajv8';
import type { ErrorTransformer, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import localizeEsModule from 'ajv-i18n/localize/es/index.js';
import type { Messages } from '../i18n/index.js';

// ajv-i18n is CommonJS (`module.exports = fn`) while its typings say `export default`; accept both shapes.
const localizeEs: Localizer = typeof localizeEsModule === 'function' ? localizeEsModule : localizeEsModule.default;

/** The one ajv-backed validator of the forms (like RJSF's createAjvInstance): Spanish messages unless the locale is English. */
export function createFormValidator(locale: string): ValidatorType {
  const spanish = locale.toLowerCase().split('-')[0] !== 'en';
  return spanish ? customizeValidator({}, localizeEs) : customizeValidator({});
}

// These only say that a sub-schema failed (billing's if/then/else); the sub-schema's own errors name the field.
const WRAPPER_KEYWORDS = new Set(['if', 'allOf']);

/**
 * Replaces ajv's 'must have required property x' with the catalog's sentence, since it is shown beside the field
 * itself, and drops the errors of conditional wrappers, which would show a schema keyword beside the object.
 */
export function createErrorTransformer(messages: Messages): ErrorTransformer {
  return (errors: RJSFValidationError[]) =>
    errors
      .filter((error) => !WRAPPER_KEYWORDS.has(error.name ?? ''))
      .map((error) => (error.name === 'required' ? { ...error, message: messages.formRequired, stack: messages.formRequired } : error));
}
