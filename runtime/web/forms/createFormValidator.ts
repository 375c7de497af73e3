import { createPrecompiledValidator, customizeValidator } from '@rjsf/validator-ajv8';
import type { Localizer, ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { ErrorTransformer, RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { getValidationMessage, IMAGE_ADDRESS_FORMAT, isImageAddress, isRecord } from '../../shared/index.js';
import type { FormValidatorFunctions, JsonSchema } from '../../shared/index.js';
import localizeEsModule from 'ajv-i18n/localize/es/index.js';
import type { Messages } from '../i18n/index.js';
import { isHttpUrl } from './isHttpUrl.js';

// ajv-i18n is CommonJS (`module.exports = fn`) while its typings say `export default`; accept both shapes.
const localizeEs: Localizer = typeof localizeEsModule === 'function' ? localizeEsModule : localizeEsModule.default;

// ajv-formats' `uri` takes any scheme (javascript:, data:); a URL field holds web addresses only, an image field those or an uploaded file's path.
const customFormats = { uri: isHttpUrl, [IMAGE_ADDRESS_FORMAT]: isImageAddress };

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
 * Words every error as runtime/shared's getValidationMessage does for the server (the field's own errorMessage first),
 * since it is shown beside the field itself, and drops the errors of conditional wrappers, which would show a schema
 * keyword beside the object. In English the catalog's required text replaces ajv's, the rest stays ajv's.
 */
export function createErrorTransformer(messages: Messages, schema: RJSFSchema, locale: string): ErrorTransformer {
  const spanish = isSpanish(locale);
  return (errors: RJSFValidationError[]) => {
    const seen = new Set<string>();
    return errors
      .filter((error) => !WRAPPER_KEYWORDS.has(error.name ?? ''))
      .map((error) => {
        const fieldSchema = getErrorFieldSchema(schema, error);
        const params = isRecord(error.params) ? error.params : {};
        const message = spanish ? getValidationMessage({ keyword: error.name ?? '', params, fieldSchema }) : getEnglishMessage(error, params, messages);
        const title = error.title || fieldSchema?.title;
        return { ...error, message, stack: title ? `${title}: ${message}` : message };
      })
      // A field's pattern and format may say the same sentence (a link's ^https?:// and uri): said once.
      .filter((error) => {
        const key = `${error.property ?? ''}\u0000${error.message}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  };
}

function getEnglishMessage(error: RJSFValidationError, params: Record<string, unknown>, messages: Messages): string {
  if (error.name === 'required') return messages.formRequired;
  if (error.name === 'format' && params.format === 'uri') return messages.formatUri;
  if (error.name === 'format' && params.format === IMAGE_ADDRESS_FORMAT) return messages.formatImageAddress;
  return error.message ?? '';
}

/** The schema of the field an error is about: the one holding the failed keyword (schemaPath), or the missing property's. */
function getErrorFieldSchema(root: RJSFSchema, error: RJSFValidationError): JsonSchema | undefined {
  const pointer = (error.schemaPath ?? '').replace(/^#/, '').split('/').slice(1, -1);
  let current: unknown = root;
  for (const segment of pointer) current = isRecord(current) ? current[segment.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  if (!isRecord(current)) return undefined;
  if (error.name !== 'required') return current as JsonSchema;
  const missing = isRecord(error.params) ? String(error.params.missingProperty) : '';
  const properties = current.properties;
  return isRecord(properties) && isRecord(properties[missing]) ? (properties[missing] as JsonSchema) : undefined;
}
