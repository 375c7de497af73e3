import { createPrecompiledValidator, customizeValidator } from '@rjsf/validator-ajv8';
import type { Localizer, ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { ErrorTransformer, RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import type { FormValidatorFunctions } from '../../shared/index.js';
import localizeEsModule from 'ajv-i18n/localize/es/index.js';
import type { Messages } from '../i18n/index.js';
import { isHttpUrl } from './isHttpUrl.js';

// ajv-i18n is CommonJS (`module.exports = fn`) while its typings say `export default`; accept both shapes.
const localizeEs: Localizer = typeof localizeEsModule === 'function' ? localizeEsModule : localizeEsModule.default;

// ajv-formats' `uri` takes any scheme (javascript:, data:); a URL field holds web addresses only.
const customFormats = { uri: isHttpUrl };

/**
 * The runtime-compiling validator (like RJSF's createAjvInstance): Spanish messages unless the locale is English. ajv
 * compiles with `new Function`, which a `script-src 'self'` CSP forbids: the app uses createPrecompiledFormValidator.
 */
export function createFormValidator(locale: string): ValidatorType {
  return isSpanish(locale) ? customizeValidator({ customFormats }, localizeEs) : customizeValidator({ customFormats });
}

/**
 * A validator over the generator's precompiled functions (generated/validators/) for `rootSchema`, the form's
 * getFormSchema: no code is compiled in the browser. Same messages and formats as createFormValidator.
 */
export function createPrecompiledFormValidator(validateFns: FormValidatorFunctions, rootSchema: RJSFSchema, locale: string): ValidatorType {
  // FormValidatorFunctions is RJSF's ValidatorFunctions typed without ajv (runtime/shared knows neither).
  const functions = validateFns as ValidatorFunctions;
  return isSpanish(locale) ? createPrecompiledValidator(functions, rootSchema, localizeEs) : createPrecompiledValidator(functions, rootSchema);
}

function isSpanish(locale: string): boolean {
  return locale.toLowerCase().split('-')[0] !== 'en';
}

// These only say that a sub-schema failed (an object's if/then/else); the sub-schema's own errors name the field.
const WRAPPER_KEYWORDS = new Set(['if', 'allOf']);

/**
 * Replaces ajv's 'must have required property x' and 'must match format "uri"' with the catalog's sentences, since
 * they are shown beside the field itself, and drops the errors of conditional wrappers, which would show a schema
 * keyword beside the object.
 */
export function createErrorTransformer(messages: Messages): ErrorTransformer {
  return (errors: RJSFValidationError[]) =>
    errors
      .filter((error) => !WRAPPER_KEYWORDS.has(error.name ?? ''))
      .map((error) => {
        const message = getCatalogMessage(error, messages);
        return message === null ? error : { ...error, message, stack: message };
      });
}

function getCatalogMessage(error: RJSFValidationError, messages: Messages): string | null {
  if (error.name === 'required') return messages.formRequired;
  const params: unknown = error.params;
  const format = typeof params === 'object' && params !== null && 'format' in params ? params.format : null;
  if (error.name === 'format' && format === 'uri') return messages.formatUri;
  return null;
}
