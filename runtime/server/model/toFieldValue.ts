import type { FieldDefinition } from '../../shared/index.js';

/**
 * A text from a path or query string as the field's type: numbers for integer/real fields, booleans from
 * `true`/`false`, text as is. Undefined when the text cannot be that type (the caller answers 400).
 */
export function toFieldValue(field: FieldDefinition, text: string): string | number | boolean | undefined {
  switch (field.storage) {
    case 'integer': {
      const number = Number(text);
      return text.trim() !== '' && Number.isInteger(number) ? number : undefined;
    }
    case 'real': {
      const number = Number(text);
      return text.trim() !== '' && Number.isFinite(number) ? number : undefined;
    }
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : undefined;
    default:
      return text;
  }
}
