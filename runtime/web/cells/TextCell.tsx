import type { CellProps } from '../registry/CellProps.js';

/** Draws a value as plain text; React escapes it, so server strings are never interpreted as HTML. */
export function TextCell({ value }: CellProps) {
  if (value === null || value === undefined) return null;
  return <>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</>;
}
