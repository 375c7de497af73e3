import { Spinner } from '../components/Spinner.js';
import { useMessages } from '../context/index.js';
import { getRowId } from '../api/GridRow.js';
import { useGridScope } from '../context/GridScopeContext.js';
import type { RowActionProps } from '../registry/ActionKindEntry.js';
import { useRowAction } from './useRowAction.js';

/** ↑/↓ buttons that move the row (↑ disabled on the list's first row, ↓ on its last); a spinner while the move and the refetch run. */
export function MoveActionButtons({ action, grid, row }: RowActionProps) {
  const messages = useMessages();
  const { isPending, trigger } = useRowAction(action, grid);
  const edges = useGridScope().edges?.get(getRowId(row));
  if (isPending(row)) return <Spinner />;
  return (
    <span className="button-group">
      <button
        type="button"
        className="button button--small button--icon"
        aria-label={messages.moveUp}
        title={messages.moveUp}
        disabled={edges?.first}
        onClick={() => trigger(row, { direction: 'up' })}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className="button button--small button--icon"
        aria-label={messages.moveDown}
        title={messages.moveDown}
        disabled={edges?.last}
        onClick={() => trigger(row, { direction: 'down' })}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </span>
  );
}
