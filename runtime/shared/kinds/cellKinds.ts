import { getFieldType } from '../getFieldType.js';
import { getCellOptions } from '../getOneOfOptions.js';
import { isImageSchema } from '../isImageSchema.js';
import type { JsonSchema } from '../JsonSchema.js';
import type { DefaultRule, FieldFit } from './FieldFacts.js';

/** What the tiers agree on about a cell kind; the web's cell registry holds its component. */
export interface CellKindDescriptor {
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
  text: { fits: null, default: { rank: 100, when: () => true }, width: 200 },
  boolean: { fits: null, default: { rank: 3, when: ({ schema }) => type(schema) === 'boolean' }, width: 80 },
  date: { fits: null, default: { rank: 7, when: ({ schema }) => schema.format === 'date' }, width: 112 },
  datetime: { fits: null, default: { rank: 8, when: ({ schema }) => schema.format === 'date-time' }, width: 160 },
  number: { fits: null, default: { rank: 4, when: ({ schema }) => type(schema) === 'integer' || type(schema) === 'number' }, width: 80 },
  money: { fits: null, default: null, width: 112 },
  // A 64px thumbnail plus the cell's 12px padding on each side.
  image: { fits: null, default: { rank: 6, when: ({ schema }) => isImageSchema(schema) }, width: 88 },
  url: { fits: null, default: { rank: 9, when: ({ schema }) => schema.format === 'uri' }, width: 200 },
  enum: {
    fits: { fits: ({ schema }) => getCellOptions(schema) !== null, shortfall: () => 'without "oneOf": [{ "const", "title" }]', expected: 'a field listing its values and labels' },
    default: { rank: 2, when: ({ schema }) => getCellOptions(schema) !== null },
    width: 128,
  },
  reference: { fits: 'reference', default: { rank: 1, when: ({ reference }) => reference !== null }, width: 180 },
  // Before image and format: the text cell would show the markup itself.
  html: {
    fits: { fits: ({ schema }) => isHtml(schema), shortfall: () => 'without "contentMediaType": "text/html"', expected: 'an HTML field (or no "cell": plain fields draw as text)' },
    default: { rank: 5, when: ({ schema }) => isHtml(schema) },
    width: 240,
  },
  changes: {
    fits: { fits: ({ schema }) => type(schema) === 'object', shortfall: ({ schema }) => `of type ${JSON.stringify(type(schema))}`, expected: 'an object field of { from, to } per changed field' },
    default: null,
    width: 320,
  },
} as const satisfies Record<string, CellKindDescriptor>;

/** Cell kinds the grid knows how to draw, looked up by name in the cell registry. */
export type CellKind = keyof typeof cellKinds;

/** The cell kinds' names, in the descriptors' order. */
export const CELL_KINDS = Object.keys(cellKinds) as readonly CellKind[];
