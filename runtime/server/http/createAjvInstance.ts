import { Ajv, type SchemaValidateFunction, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { isHttpUrl } from '../../shared/isHttpUrl.js';
import { IMAGE_ADDRESS_FORMAT, isImageAddress } from '../../shared/isImageAddress.js';
import { sanitizeHtml } from './sanitizeHtml.js';

// ajv-formats is CommonJS: NodeNext types the default import as the module, whose `default` is the plugin.
const addFormats = addFormatsModule.default;

/** Marks a property holding rich text (FieldDefinition.html): ajv replaces its value by sanitizeHtml's before any other string rule. */
export const SANITIZE_HTML_KEYWORD = 'x-admin-gen-sanitize-html';

export interface AjvInstanceOptions {
  /** Fill schema defaults into the validated data (creates only; a partial update must not gain defaults). */
  useDefaults?: boolean;
  /** Read text as the schema's scalar type (`"2"` → 2): path and query parameters, which are always text. */
  coerceTypes?: boolean;
}

/** The one place that sets ajv's options for the server. */
export function createAjvInstance(options: AjvInstanceOptions = {}): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    useDefaults: options.useDefaults ?? false,
    coerceTypes: options.coerceTypes ?? false,
    // Errors carry the value at fault, so a refused parameter can be quoted back.
    verbose: true,
    // Field schemas may carry UI keywords (ui:*, x-*) the generator passes through.
    strict: false,
    messages: false,
  });
  addFormats(ajv);
  // A link field is something a browser will open: only absolute http(s), never javascript:, data: or a relative path.
  ajv.addFormat('uri', isHttpUrl);
  ajv.addFormat('url', isHttpUrl);
  // An image field is shown as <img src>: only http(s) or a path of the upload service or the demo pictures.
  ajv.addFormat(IMAGE_ADDRESS_FORMAT, isImageAddress);
  ajv.addKeyword({
    keyword: SANITIZE_HTML_KEYWORD,
    type: 'string',
    schemaType: 'boolean',
    modifying: true,
    // Sanitized first, so maxLength and the rest judge what will be stored.
    before: 'maxLength',
    validate: sanitizeInPlace,
  });
  return ajv;
}

const instances = new Map<string, Ajv>();
const compiled = new Map<string, ValidateFunction>();

/**
 * A schema's validator, compiled once per distinct schema and options in the process: compiling is the costly part of
 * building a server (about 0.3 s per entity), and every server of one model (tests, each read worker) asks again.
 * Callers read `errors` right after the call, before any await, so one function can serve them all.
 */
export function compileSchema(schema: object, options: AjvInstanceOptions = {}): ValidateFunction {
  const optionsKey = `${options.useDefaults ? 'defaults' : ''},${options.coerceTypes ? 'coerce' : ''}`;
  const key = `${optionsKey}|${JSON.stringify(schema)}`;
  let validate = compiled.get(key);
  if (!validate) {
    let ajv = instances.get(optionsKey);
    if (!ajv) instances.set(optionsKey, (ajv = createAjvInstance(options)));
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}

// Strings are immutable: the sanitized text replaces the value in its parent object (ajv then reads it back).
const sanitizeInPlace: SchemaValidateFunction = (enabled: boolean, data: string, _parentSchema, context) => {
  if (enabled && context?.parentData !== undefined) (context.parentData as Record<string | number, unknown>)[context.parentDataProperty] = sanitizeHtml(data);
  return true;
};
