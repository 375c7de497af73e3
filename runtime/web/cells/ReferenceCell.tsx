import type { CellProps } from './CellProps.js';

/** Draws the referenced row's label the API sent in `$labels`; '-' when there is none (an unknown or missing id). */
export function ReferenceCell({ column, row }: CellProps) {
  return <>{row.$labels?.[column.field] ?? '-'}</>;
}
