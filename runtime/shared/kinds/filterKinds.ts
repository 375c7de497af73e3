import { getFieldType } from '../getFieldType.js';
import type { OptionDefinition } from '../getOneOfOptions.js';
import type { JsonSchema } from '../JsonSchema.js';
import type { FieldFit } from './FieldFacts.js';

/** A date, or a date and time with an optional zone: what `new Date()` parses the same on every engine (dateRange bounds). */
export const ISO_INSTANT_PATTERN = '^(\\d{4}-\\d{2}-\\d{2})(?:[T ](\\d{2}):(\\d{2})(?::(\\d{2})(?:\\.\\d{1,9})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$';

/**
 * `f=value`: one text. `accepts` is what the web sends (anything else in the URL sends nothing) and the server
 * takes; `invalid` names the server's 400 text (runtime/server/messages.ts) for a value it refuses.
 */
export interface ValueQuery {
  readonly shape: 'value';
  readonly accepts: 'any' | 'boolean' | 'options';
  readonly invalid: string;
}

/**
 * `f[from]=…&f[to]=…`: an object of bounds, either optional. `bound` is what a bound is: an `instant` (ISO 8601; from
 * inclusive, to exclusive) or a `number` (both inclusive). `invalid` names the server's 400 text for anything but
 * bounds, `invalidBound` the one for a bound it cannot read.
 */
export interface RangeQuery {
  readonly shape: 'range';
  readonly bound: 'instant' | 'number';
  readonly bounds: readonly string[];
  readonly invalid: string;
  readonly invalidBound: string;
}

/** What a filter's query parameter reads of its column: the field's title and schema. */
export interface FilterField {
  readonly title: string;
  readonly schema: JsonSchema;
}

/** What a filter's query parameter reads of the column's filter: a select's choices, a reference's entity. */
export interface FilterChoices {
  readonly options: readonly OptionDefinition[];
  readonly all: string | number | null;
  readonly reference: { readonly entity: string } | null;
}

/** What the tiers agree on about a list filter kind; the server's filter registry holds its SQL, the web's its component. */
export interface FilterKindDescriptor {
  /** What it is for, in one or two sentences: the meta-schema's enum description and docs/schema-reference.md (generated from it). */
  readonly description: string;
  /**
   * The fields it filters; null: any field. `options`: a field listing `oneOf` choices unless the filter lists its own;
   * `reference`: a field declared in `references`, whose entity has a list to load the choices from.
   */
  readonly fits: FieldFit | 'options' | 'reference' | null;
  /** Its object form may list `options` and name the `all` option (the value that sends no constraint). */
  readonly choices: boolean;
  /** How the list request carries it (the HTTP contract), and the server's words when it refuses it. */
  readonly query: ValueQuery | RangeQuery;
  /** The JSON Schema of its query parameter in the contract and openapi.json (its `description` says what it matches). */
  readonly parameter: (field: FilterField, filter: FilterChoices) => JsonSchema;
  /**
   * How lists index its column: `search` a folded text's search index, `range` the column itself, `equality` the
   * column before the default sort (`counted`: also few values, whose counts the list keeps).
   */
  readonly index: 'search' | 'range' | 'equality' | 'counted';
}

/**
 * List filter kinds, by the name a column's `filter` gives. Query encoding: text `f=abc` (contains,
 * case-insensitive); boolean `f=true|false` (absent: Todos); select `f=value` (the option equal to `all` sends
 * nothing); dateRange `f[from]=ISO&f[to]=ISO`, instants computed in the administrator's time zone, `to` exclusive;
 * numberRange `f[from]=1.5&f[to]=20`, both inclusive; reference `f=<id>`.
 */
export const filterKinds = {
  text: {
    description: 'A text box: rows whose field contains the text, accent- and case-insensitively (`f=abc`).',
    fits: null,
    choices: false,
    query: { shape: 'value', accepts: 'any', invalid: 'queryParameterNotText' },
    parameter: (field) => ({ type: 'string', description: `Text filter on ${field.title}: contains, case-insensitive` }),
    index: 'search',
  },
  boolean: {
    description: 'Todos / Sí / No on a boolean field (`f=true|false`).',
    fits: { fits: ({ schema }) => getFieldType(schema) === 'boolean', shortfall: ({ schema }) => `of type ${JSON.stringify(getFieldType(schema))}`, expected: 'a boolean field' },
    choices: false,
    query: { shape: 'value', accepts: 'boolean', invalid: 'invalidBoolean' },
    parameter: (field) => ({ type: 'boolean', description: `${field.title} is true or false; absent: all` }),
    index: 'counted',
  },
  select: {
    description: 'A list of options: the field\'s `oneOf` values, or the filter\'s own `options`; the option equal to `all` sends nothing (`f=value`).',
    fits: 'options',
    choices: true,
    query: { shape: 'value', accepts: 'options', invalid: 'invalidOption' },
    parameter: (field, filter) => {
      const type = getFieldType(field.schema);
      const values = filter.options.map((option) => toType(option.value, type));
      const all = filter.all === null ? 'absent' : `absent or ${JSON.stringify(toType(filter.all, type))}`;
      return { type, enum: values.filter((value, index) => values.indexOf(value) === index), description: `${field.title} equals the value; ${all}: all` };
    },
    index: 'counted',
  },
  dateRange: {
    description: 'A from–to calendar with presets (Hoy, últimos 7 días…) on a date or date-time field; `to` exclusive (`f[from]=…&f[to]=…`).',
    fits: {
      fits: ({ schema }) => schema.format === 'date' || schema.format === 'date-time',
      shortfall: () => 'without a date format',
      expected: 'a field with "format": "date" or "date-time"',
    },
    choices: false,
    query: { shape: 'range', bound: 'instant', bounds: ['from', 'to'], invalid: 'invalidRange', invalidBound: 'invalidDate' },
    parameter: (field) => ({
      type: 'object',
      description: `${field.title} within [from, to): ${field.title} at or after \`from\`, before \`to\` (exclusive); ISO 8601 dates or instants`,
      properties: {
        from: { type: 'string', pattern: ISO_INSTANT_PATTERN, description: `${field.title} at or after this instant` },
        to: { type: 'string', pattern: ISO_INSTANT_PATTERN, description: `${field.title} before this instant (exclusive)` },
      },
      additionalProperties: false,
    }),
    index: 'range',
  },
  numberRange: {
    description: 'Desde–hasta boxes on a number or integer field (computed ones too), typed in Spanish (`1.234,56`); both bounds inclusive, either optional (`f[from]=…&f[to]=…`).',
    fits: {
      fits: ({ schema }) => isNumberType(getFieldType(schema)),
      shortfall: ({ schema }) => `of type ${JSON.stringify(getFieldType(schema))}`,
      expected: 'a field of type "number" or "integer"',
    },
    choices: false,
    query: { shape: 'range', bound: 'number', bounds: ['from', 'to'], invalid: 'invalidRange', invalidBound: 'invalidNumber' },
    parameter: (field) => ({
      type: 'object',
      description: `${field.title} within [from, to]: at least \`from\`, at most \`to\` (both inclusive, either optional; from above to is a 400)`,
      properties: {
        from: { type: 'number', description: `${field.title} at least this number` },
        to: { type: 'number', description: `${field.title} at most this number` },
      },
      additionalProperties: false,
    }),
    index: 'range',
  },
  // On a many-reference: the rows whose array holds the picked id.
  reference: {
    description: 'A searchable select of the referenced entity\'s rows; on a many-reference, the rows whose array holds the picked id (`f=<id>`).',
    fits: 'reference',
    choices: false,
    query: { shape: 'value', accepts: 'any', invalid: 'queryParameterNotText' },
    parameter: (field, filter) => ({ type: 'string', description: `${field.title} is the _id of this ${filter.reference?.entity ?? 'row'}` }),
    index: 'equality',
  },
} as const satisfies Record<string, FilterKindDescriptor>;

/** Filter kinds the grid's filter row knows how to draw and the server knows how to apply. */
export type FilterKind = keyof typeof filterKinds;

/** The filter kinds' names, in the descriptors' order. */
export const FILTER_KINDS = Object.keys(filterKinds) as readonly FilterKind[];

/** An option's value as the field's type (a tab's `equals` is text even over a number field). */
function toType(value: string | number | boolean, type: string): string | number | boolean {
  if ((type === 'integer' || type === 'number') && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  if (type === 'string') return String(value);
  return value;
}

function isNumberType(type: unknown): boolean {
  return type === 'number' || type === 'integer';
}
