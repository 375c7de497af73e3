import type { CellKind, EditorKind, JsonSchema } from '../../runtime/shared/index.js';

/** A column's declared width in CSS pixels, padding included: at least a thumbnail's, at most most of a laptop's screen. */
export const COLUMN_WIDTH_BOUNDS = { min: 40, max: 800 } as const;

/** Default widths by cell kind (a 64px thumbnail plus the cell's 12px padding on each side for images). */
const CELL_WIDTHS: Record<CellKind, number> = {
  text: 200,
  boolean: 80,
  date: 112,
  datetime: 160,
  number: 80,
  money: 112,
  image: 88,
  url: 200,
  enum: 128,
  reference: 180,
  html: 240,
  changes: 320,
};

/** Text columns by the longest value the field allows: country codes, identifiers, short names, names, long text. */
const TEXT_WIDTHS: readonly (readonly [maxLength: number, width: number])[] = [
  [4, 64],
  [20, 120],
  [64, 160],
  [255, 200],
];
const LONG_TEXT_WIDTH = 240;

/** The narrowest column whose input stays usable in the insert row and inline edit, by editor. */
const EDITOR_WIDTHS: Record<EditorKind, number> = {
  text: 184,
  textarea: 184,
  select: 184,
  reference: 200,
  date: 160,
  number: 120,
  checkbox: 0,
};

/** A column's width when its schema declares none: from the cell it draws, the field's length, and its editor's input. */
export function getDefaultColumnWidth(schema: JsonSchema, cell: CellKind, editor: EditorKind | null): number {
  const drawn = cell === 'text' ? getTextWidth(schema) : CELL_WIDTHS[cell];
  return Math.max(drawn, editor === null ? 0 : EDITOR_WIDTHS[editor]);
}

function getTextWidth(schema: JsonSchema): number {
  if (schema.format === 'email' || schema.format === 'uri') return CELL_WIDTHS.url;
  if (typeof schema.maxLength !== 'number') return schema.enum ? CELL_WIDTHS.enum : LONG_TEXT_WIDTH;
  const maxLength = schema.maxLength;
  return TEXT_WIDTHS.find(([longest]) => maxLength <= longest)?.[1] ?? LONG_TEXT_WIDTH;
}
