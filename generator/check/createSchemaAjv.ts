import { Ajv } from 'ajv';
import type { Options } from 'ajv';
import addFormatsImport from 'ajv-formats';
import { ERROR_MESSAGE_KEYWORD, IMAGE_ADDRESS_FORMAT, isImageAddress } from '../../runtime/shared/index.js';

// ajv-formats is CommonJS: under NodeNext the default import is module.exports, whose `.default` is the plugin.
const addFormats = addFormatsImport.default;

/** Creates the one ajv instance the generator uses: all errors, strict schemas, standard formats. */
export function createSchemaAjv(options: Options = {}): Ajv {
  // verbose: errors carry parentSchema, so an unknown key can be reported with the allowed keys.
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true, ...options });
  addFormats(ajv);
  // What normalize gives image fields; a schema may also name it, and demo values are checked against it.
  ajv.addFormat(IMAGE_ADDRESS_FORMAT, isImageAddress);
  // A field's own messages (checkErrorMessages words them), not a rule: strict mode must know the word.
  ajv.addKeyword({ keyword: ERROR_MESSAGE_KEYWORD, schemaType: 'object' });
  // What VS Code shows beside each enum value (the names schema's descriptions): an annotation, not a rule.
  ajv.addKeyword({ keyword: 'markdownEnumDescriptions', schemaType: 'array' });
  return ajv;
}
