import { Spinner } from '../components/Spinner.js';
import { useMessages } from '../context/index.js';
import type { RowActionProps } from './ActionKindEntry.js';
import { useRowAction } from './useRowAction.js';

/** ↑/↓ buttons that move the row; a spinner replaces them while the move and the refetch run. */
export function MoveActionButtons({ action, grid, row }: RowActionProps) {
  const messages = useMessages();
  const { isPending, trigger } = useRowAction(action, grid);
  if (isPending(row)) return <Spinner />;
  return (
    <span className="button-group">
      <button
        type="button"
        className="button button--small button--icon"
        aria-label={messages.moveUp}
        title={messages.moveUp}
        onClick={() => trigger(row, { direction: 'up' })}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className="button button--small button--icon"
        aria-label={messages.moveDown}
        title={messages.moveDown}
        onClick={() => trigger(row, { direction: 'down' })}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </span>
  );
}
