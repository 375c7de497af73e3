import type { ChildrenDefinition } from '../../shared/index.js';
import { getCell } from '../cells/index.js';
import { useAccess, useEntity, useMessages, useRegistry } from '../context/index.js';
import type { GridRow } from '../api/GridRow.js';
import { getChildColumns } from './getChildColumns.js';

export interface ChildrenTableProps {
  /** The children property of the parent entity. */
  readonly definition: ChildrenDefinition;
  readonly rows: unknown;
  /** The table's accessible name: the field's title. */
  readonly title: string;
}

/** The rows of a children array (an order's lines, its receipt) as a small table with the child's columns (none the user's roles hide). */
export function ChildrenTable({ definition, rows, title }: ChildrenTableProps) {
  const messages = useMessages();
  const { cells } = useRegistry();
  const child = useEntity(definition.entity);
  const hidden = useAccess().getHidden(child.entity);
  const columns = getChildColumns(child, definition).filter((column) => !hidden.includes(column.field));
  const list: GridRow[] = Array.isArray(rows) ? rows.filter((row): row is GridRow => typeof row === 'object' && row !== null) : [];
  if (list.length === 0) return <span className="record-empty">{messages.empty}</span>;
  return (
    <table className="record-table" aria-label={title}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.field} scope="col">
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {list.map((row, index) => (
          <tr key={typeof row._id === 'string' ? row._id : index}>
            {columns.map((column) => {
              const Cell = getCell(cells, column.cell);
              return (
                <td key={column.field}>
                  <Cell value={row[column.field]} column={column} row={row} entity={definition.entity} />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
