import type { GridDefinition } from '../../shared/index.js';
import { useMessages, useRegistry } from '../context/index.js';
import { getFilter } from '../filters/index.js';

export interface GridFilterRowProps {
  readonly grid: GridDefinition;
  readonly filters: Readonly<Record<string, string>>;
  readonly onFilterChange: (field: string, value: string) => void;
  /** Whether the grid draws a last links-and-actions column. */
  readonly hasActionsColumn: boolean;
  /** Whether the grid draws a first checkbox column (bulk actions). */
  readonly hasSelectColumn?: boolean;
}

/** The header row of filters, one under each filterable column, each drawn by its kind's registered component. */
export function GridFilterRow({ grid, filters, onFilterChange, hasActionsColumn, hasSelectColumn = false }: GridFilterRowProps) {
  const messages = useMessages();
  const registry = useRegistry();
  return (
    <tr className="grid-filter-row" aria-label={messages.filterRowLabel}>
      {hasSelectColumn ? <td /> : null}
      {grid.columns.map((column) => {
        const Filter = column.filter ? getFilter(registry.filters, column.filter.kind) : null;
        return (
          <td key={column.field}>
            {Filter && column.filter ? (
              <Filter
                entity={grid.entity}
                column={column}
                filter={column.filter}
                value={filters[column.field] ?? ''}
                onChange={(value) => onFilterChange(column.field, value)}
              />
            ) : null}
          </td>
        );
      })}
      {hasActionsColumn ? <td className="grid-actions-cell" /> : null}
    </tr>
  );
}
