import { createColumnHelper } from '@tanstack/react-table';
import type { ColumnDef } from '@tanstack/react-table';
import type { GridDefinition } from '../../shared/index.js';
import type { Messages } from '../i18n/index.js';
import type { GridFeatures } from './gridFeatures.js';
import { GridDataCell } from './GridDataCell.js';
import type { GridRow } from '../api/GridRow.js';
import { GridRowActions } from './GridRowActions.js';

/** Id of the last column, which holds the row's links and actions. */
export const ACTIONS_COLUMN_ID = '__actions';

const helper = createColumnHelper<GridFeatures, GridRow>();

/** The table columns of a grid: one per schema column, then links-and-actions when the grid has any. */
export function createGridColumns(
  grid: GridDefinition,
  messages: Messages,
  hasActionsColumn: boolean,
): ColumnDef<GridFeatures, GridRow, unknown>[] {
  const columns: ColumnDef<GridFeatures, GridRow, unknown>[] = grid.columns.map((column) =>
    helper.accessor((row) => row[column.field], {
      id: column.field,
      header: column.title,
      enableSorting: column.sortable,
      // The schema's width (declared or derived from the field); the header and cells read it back with getSize().
      ...(column.width !== null && { size: column.width }),
      meta: { column },
      cell: (context) => <GridDataCell entity={grid.entity} column={column} row={context.row.original} />,
    }),
  );
  if (hasActionsColumn) {
    columns.push(
      helper.display({
        id: ACTIONS_COLUMN_ID,
        header: messages.actionsColumn,
        meta: { column: null },
        cell: (context) => <GridRowActions grid={grid} row={context.row.original} />,
      }),
    );
  }
  return columns;
}
