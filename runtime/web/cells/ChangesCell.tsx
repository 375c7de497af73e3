import { useAdmin } from '../context/index.js';
import type { CellProps } from '../registry/CellProps.js';
import { getChangeLines } from './getChangeLines.js';
import type { ChangeLine } from './getChangeLines.js';

/**
 * Draws an audit row's `changes`: one line per field, 'Campo: antes → después' (only 'después' for a new
 * value, only 'antes' for a removed one), titled by the fields of the row's `entity`; all of it as text. A reference
 * shows the labels stored with it ('Vendedores: Ana, Luis → Luis'), not its ids.
 */
export function ChangesCell({ value, row }: CellProps) {
  const { entities, messages } = useAdmin();
  const entity = typeof row.entity === 'string' ? entities.get(row.entity) : undefined;
  const lines = getChangeLines(value, entity, messages);
  if (lines.length === 0) return null;
  return (
    <ul className="cell-changes">
      {lines.map((line) => (
        <li key={line.field}>{getLineText(line, messages.changesArrow)}</li>
      ))}
    </ul>
  );
}

/** One line as a single text: 'Campo: antes → después', or 'Campo: valor' when only one side exists. */
function getLineText(line: ChangeLine, arrow: string): string {
  const values = line.from !== null && line.to !== null ? `${line.from} ${arrow} ${line.to}` : (line.to ?? line.from ?? '');
  return `${line.title}: ${values}`;
}
