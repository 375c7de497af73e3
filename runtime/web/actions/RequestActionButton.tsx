import { ConfirmDialog } from '../components/ConfirmDialog.js';
import { Spinner } from '../components/Spinner.js';
import type { RowActionProps } from '../registry/ActionKindEntry.js';
import { useRowAction } from './useRowAction.js';

export interface RequestActionButtonProps extends RowActionProps {
  /** The catalog's text for the kind, used when the action has no label. */
  readonly defaultLabel: string;
  readonly className?: string;
}

/**
 * A row button that sends the action's request (transition, assign, unassign): a spinner while it and the
 * refetch run, the button again after. Rows its `when` excludes never draw it (GridRowActions, RecordActions).
 */
export function RequestActionButton({ action, grid, row, defaultLabel, className = 'button button--small' }: RequestActionButtonProps) {
  const { isPending, trigger, confirmingRow, confirmText, accept, cancel } = useRowAction(action, grid);
  if (isPending(row)) return <Spinner />;
  return (
    <>
      <button type="button" className={className} onClick={() => trigger(row)}>
        {action.label ?? defaultLabel}
      </button>
      {confirmingRow ? <ConfirmDialog text={confirmText} acceptLabel={action.label ?? defaultLabel} onAccept={accept} onCancel={cancel} /> : null}
    </>
  );
}
