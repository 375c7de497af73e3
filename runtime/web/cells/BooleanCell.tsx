import { useMessages } from '../context/index.js';
import type { CellProps } from '../registry/CellProps.js';

/** Draws Sí/No; a missing value stays empty rather than claiming No. */
export function BooleanCell({ value }: CellProps) {
  const messages = useMessages();
  if (value === null || value === undefined) return null;
  const yes = value === true || value === 1 || value === 'true';
  return <span className={yes ? 'cell-boolean cell-boolean--yes' : 'cell-boolean cell-boolean--no'}>{yes ? messages.yes : messages.no}</span>;
}
