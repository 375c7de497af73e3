import { getFieldType } from '../getFieldType.js';
import { getCellOptions } from '../getOneOfOptions.js';
import { isImageSchema } from '../isImageSchema.js';
import type { JsonSchema } from '../JsonSchema.js';
import type { DefaultRule, FieldFit } from './FieldFacts.js';

/** What the tiers agree on about a cell kind; the web's cell registry holds its component. */
export interface CellKindDescriptor {
  /** What it is for, in one or two sentences: the meta-schema's enum description and docs/schema-reference.md (generated from it). */
  readonly description: string;
  /** The fields it draws; null: any field. `reference`: a field declared in `references` (the generator names them). */
  readonly fits: FieldFit | 'reference' | null;
  /** Whose default it is when a column names no cell (see getDefaultCell); null: only when a column names it. */
  readonly default: DefaultRule | null;
  /** The column's default width in CSS pixels, padding included (text: by the field's length, see getColumnWidth). */
  readonly width: number;
}

const type = (schema: JsonSchema) => getFieldType(schema);
const isHtml = (schema: JsonSchema) => schema.contentMediaType === 'text/html';

/**
 * Cell kinds: how a grid or a view draws a value, by name. The order is the one `admin-gen build` lists them in;
 * the defaults go reference, enum, boolean, number, html, image, date, datetime, url, then text.
 */
export const cellKinds = {
  text: { description: 'The value as plain text (the default of any field no other cell fits).', fits: null, default: { rank: 100, when: () => true }, width: 200 },
  boolean: { description: 'Sí or No (the default of boolean fields).', fits: null, default: { rank: 3, when: ({ schema }) => type(schema) === 'boolean' }, width: 80 },
  date: { description: 'A date as dd/mm/aaaa (the default of `format: date`).', fits: null, default: { rank: 7, when: ({ schema }) => schema.format === 'date' }, width: 112 },
  datetime: { description: 'A date and time in Spanish (the default of `format: date-time`).', fits: null, default: { rank: 8, when: ({ schema }) => schema.format === 'date-time' }, width: 160 },
  number: { description: 'A number in Spanish format, right-aligned (the default of number and integer fields).', fits: null, default: { rank: 4, when: ({ schema }) => type(schema) === 'integer' || type(schema) === 'number' }, width: 80 },
  money: { description: 'An amount with two decimals, right-aligned; never a default: name it on price or total columns.', fits: null, default: null, width: 112 },
  // A 64px thumbnail plus the cell's 12px padding on each side.
  image: { description: 'A 64-pixel thumbnail of an image address (the default of `contentMediaType: image/*`).', fits: null, default: { rank: 6, when: ({ schema }) => isImageSchema(schema) }, width: 88 },
  url: { description: 'A link that opens in a new tab (the default of `format: uri`).', fits: null, default: { rank: 9, when: ({ schema }) => schema.format === 'uri' }, width: 200 },
  enum: {
    description: 'The title of the field\'s `oneOf` value (`{ const, title }`) instead of the stored code (the default of such fields).',
    fits: { fits: ({ schema }) => getCellOptions(schema) !== null, shortfall: () => 'without "oneOf": [{ "const", "title" }]', expected: 'a field listing its values and labels' },
    default: { rank: 2, when: ({ schema }) => getCellOptions(schema) !== null },
    width: 128,
  },
  reference: { description: 'The referenced row\'s label (its `display` field), linked to its view page when its entity has one (the default of reference fields).', fits: 'reference', default: { rank: 1, when: ({ reference }) => reference !== null }, width: 180 },
  // Before image and format: the text cell would show the markup itself.
  html: {
    description: 'The text of an HTML field, markup removed (the default of `contentMediaType: text/html`).',
    fits: { fits: ({ schema }) => isHtml(schema), shortfall: () => 'without "contentMediaType": "text/html"', expected: 'an HTML field (or no "cell": plain fields draw as text)' },
    default: { rank: 5, when: ({ schema }) => isHtml(schema) },
    width: 240,
  },
  changes: {
    description: 'An audit entry\'s changes: one line per field, from → to (an object field of { from, to }).',
    fits: { fits: ({ schema }) => type(schema) === 'object', shortfall: ({ schema }) => `of type ${JSON.stringify(type(schema))}`, expected: 'an object field of { from, to } per changed field' },
    default: null,
    width: 320,
  },
} as const satisfies Record<string, CellKindDescriptor>;

/** Cell kinds the grid knows how to draw, looked up by name in the cell registry. */
export type CellKind = keyof typeof cellKinds;

/** The cell kinds' names, in the descriptors' order. */
export const CELL_KINDS = Object.keys(cellKinds) as readonly CellKind[];
