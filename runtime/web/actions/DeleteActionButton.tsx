import { ConfirmDialog } from '../components/ConfirmDialog.js';
import { Spinner } from '../components/Spinner.js';
import { useMessages } from '../context/index.js';
import type { RowActionProps } from '../registry/ActionKindEntry.js';
import { DeleteImpactList } from './DeleteImpactList.js';
import { getActionRequest, useRowAction } from './useRowAction.js';
import { getRowId } from '../api/GridRow.js';

/** The row's Eliminar button and its confirmation dialog, listing what else the delete changes; the logic lives in useRowAction. */
export function DeleteActionButton({ action, grid, row }: RowActionProps) {
  const messages = useMessages();
  const { isPending, trigger, confirmingRow, confirmText, accept, cancel } = useRowAction(action, grid);
  if (isPending(row)) return <Spinner />;
  return (
    <>
      <button type="button" className="button button--small button--danger" onClick={() => trigger(row)}>
        {action.label ?? messages.delete}
      </button>
      {confirmingRow ? (
        <ConfirmDialog text={confirmText} acceptLabel={action.label ?? messages.delete} onAccept={accept} onCancel={cancel}>
          <DeleteImpactList entity={getActionRequest(action, grid).entity} id={getRowId(confirmingRow)} />
        </ConfirmDialog>
      ) : null}
    </>
  );
}
