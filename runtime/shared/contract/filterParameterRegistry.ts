import { getFieldType } from '../getFieldType.js';
import type { FieldDefinition, FilterDefinition, FilterKind, JsonSchema } from '../types.js';

/** A date, or a date and time with an optional zone: what `new Date()` parses the same on every engine (dateRange bounds). */
export const ISO_INSTANT_PATTERN = '^(\\d{4}-\\d{2}-\\d{2})(?:[T ](\\d{2}):(\\d{2})(?::(\\d{2})(?:\\.\\d{1,9})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$';

/** The JSON Schema of one filter's query parameter (its `description` says what it matches). */
export type FilterParameterFactory = (filter: FilterDefinition, field: FieldDefinition) => JsonSchema;

/** One parameter schema per filter kind (the query encoding FilterDefinition describes); a missing kind fails `tsc`. */
export const filterParameterRegistry: Record<FilterKind, FilterParameterFactory> = {
  text: (_filter, field) => ({ type: 'string', description: `Text filter on ${field.title}: contains, case-insensitive` }),
  boolean: (_filter, field) => ({ type: 'boolean', description: `${field.title} is true or false; absent: all` }),
  select: (filter, field) => {
    const type = getFieldType(field.schema);
    const values = filter.options.map((option) => toType(option.value, type));
    const all = filter.all === null ? 'absent' : `absent or ${JSON.stringify(toType(filter.all, type))}`;
    return { type, enum: values.filter((value, index) => values.indexOf(value) === index), description: `${field.title} equals the value; ${all}: all` };
  },
  reference: (filter, field) => ({ type: 'string', description: `${field.title} is the _id of this ${filter.reference?.entity ?? 'row'}` }),
  dateRange: (_filter, field) => ({
    type: 'object',
    description: `${field.title} within [from, to): ${field.title} at or after \`from\`, before \`to\` (exclusive); ISO 8601 dates or instants`,
    properties: {
      from: { type: 'string', pattern: ISO_INSTANT_PATTERN, description: `${field.title} at or after this instant` },
      to: { type: 'string', pattern: ISO_INSTANT_PATTERN, description: `${field.title} before this instant (exclusive)` },
    },
    additionalProperties: false,
  }),
};

/** An option's value as the field's type (a tab's `equals` is text even over a number field). */
function toType(value: string | number | boolean, type: string): string | number | boolean {
  if ((type === 'integer' || type === 'number') && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  if (type === 'string') return String(value);
  return value;
}
