import type { CellProps } from '../registry/CellProps.js';

/** Draws the label of the column's option equal to the value; an unknown value is shown as written. */
export function EnumCell({ value, column }: CellProps) {
  if (value === null || value === undefined) return null;
  const option = column.options.find((candidate) => String(candidate.value) === String(value));
  return <>{option ? option.label : String(value)}</>;
}
