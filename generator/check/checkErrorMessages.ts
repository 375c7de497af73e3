import { ERROR_MESSAGE_KEYWORD, isRecord, WORDED_KEYWORDS } from '../../runtime/shared/index.js';
import type { JsonSchema } from '../../runtime/shared/index.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';

/**
 * Checks every field's own messages (`errorMessage`, nested objects and items too): an object whose keys are keywords
 * the schema states (or `required` for a required property) and whose values are non-empty sentences.
 */
export function checkErrorMessages(checker: EntityChecker): void {
  const required = new Set(checker.schema.required ?? []);
  for (const [name, field] of Object.entries(checker.schema.fields)) checkSchema(checker, ['fields', name], field as JsonSchema, required.has(name));
}

function checkSchema(checker: EntityChecker, at: Segment[], schema: JsonSchema, isRequired: boolean): void {
  const own = schema[ERROR_MESSAGE_KEYWORD];
  if (own !== undefined) {
    if (!isRecord(own)) checker.report([...at, ERROR_MESSAGE_KEYWORD], 'expected an object of sentences by keyword, e.g. { "pattern": "Use solo minúsculas, números y guiones." }');
    else {
      for (const [keyword, text] of Object.entries(own)) {
        const where = [...at, ERROR_MESSAGE_KEYWORD, keyword];
        const stated = keyword === 'required' ? isRequired : keyword in schema;
        if (!(WORDED_KEYWORDS as readonly string[]).includes(keyword) || !stated) {
          const keywords = WORDED_KEYWORDS.filter((name) => (name === 'required' ? isRequired : name in schema));
          checker.report(where, `no keyword ${JSON.stringify(keyword)} on this field to word; expected one of: ${keywords.join(', ') || '(none)'}`);
        } else if (typeof text !== 'string' || text.trim() === '') {
          checker.report(where, 'expected a non-empty sentence');
        }
      }
    }
  }
  const nestedRequired = new Set(Array.isArray(schema.required) ? schema.required : []);
  for (const [name, property] of Object.entries(schema.properties ?? {})) checkSchema(checker, [...at, 'properties', name], property, nestedRequired.has(name));
  if (isRecord(schema.items)) checkSchema(checker, [...at, 'items'], schema.items as JsonSchema, false);
}
