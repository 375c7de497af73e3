import type { CellProps } from './CellProps.js';

/** Draws a value as plain text; React escapes it, so server strings are never interpreted as HTML. */
export function TextCell({ value }: CellProps) {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  // Long text is cut to the column's width (styles.css); the title keeps all of it on hover.
  return (
    <span className="cell-text" title={text}>
      {text}
    </span>
  );
}
