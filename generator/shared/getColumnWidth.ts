import { cellKinds, editorKinds } from '../../runtime/shared/index.js';
import type { CellKind, EditorKind, JsonSchema } from '../../runtime/shared/index.js';

/** A column's declared width in CSS pixels, padding included: at least a thumbnail's, at most most of a laptop's screen. */
export const COLUMN_WIDTH_BOUNDS = { min: 40, max: 800 } as const;

/** Text columns by the longest value the field allows: country codes, identifiers, short names, names, long text. */
const TEXT_WIDTHS: readonly (readonly [maxLength: number, width: number])[] = [
  [4, 64],
  [20, 120],
  [64, 160],
  [255, 200],
];
const LONG_TEXT_WIDTH = 240;

/** A column's width when its schema declares none: from the cell it draws (its descriptor's width), the field's length, and its editor's input. */
export function getDefaultColumnWidth(schema: JsonSchema, cell: CellKind, editor: EditorKind | null): number {
  const drawn = cell === 'text' ? getTextWidth(schema) : cellKinds[cell].width;
  return Math.max(drawn, editor === null ? 0 : editorKinds[editor].width);
}

function getTextWidth(schema: JsonSchema): number {
  if (schema.format === 'email' || schema.format === 'uri') return cellKinds.url.width;
  if (typeof schema.maxLength !== 'number') return schema.enum ? cellKinds.enum.width : LONG_TEXT_WIDTH;
  const maxLength = schema.maxLength;
  return TEXT_WIDTHS.find(([longest]) => maxLength <= longest)?.[1] ?? LONG_TEXT_WIDTH;
}
