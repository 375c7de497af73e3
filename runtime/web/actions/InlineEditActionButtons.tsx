import { Spinner } from '../components/Spinner.js';
import { useMessages } from '../context/index.js';
import type { RowActionProps } from '../registry/ActionKindEntry.js';
import { useInlineEditContext } from './InlineEditContext.js';

/** Edición rápida on a row (apart from any 'Editar' link to the form page); while the row is being edited, Guardar and Cancelar (and a message that names no field). */
export function InlineEditActionButtons({ action, grid, row }: RowActionProps) {
  const messages = useMessages();
  const inlineEdit = useInlineEditContext();
  if (!inlineEdit) throw new Error(`Action "inlineEdit" of grid "${grid.name}" is drawn outside its InlineEditProvider.`);
  if (!inlineEdit.isEditing(row)) {
    return (
      <button type="button" className="button button--small" onClick={() => inlineEdit.start(row)}>
        {action.label ?? messages.quickEdit}
      </button>
    );
  }
  if (inlineEdit.isPending) return <Spinner label={messages.saving} />;
  return (
    <span className="button-group">
      <button type="button" className="button button--small button--primary" onClick={inlineEdit.save}>
        {messages.save}
      </button>
      <button type="button" className="button button--small" onClick={inlineEdit.cancel}>
        {messages.cancel}
      </button>
      {inlineEdit.formError ? (
        <span className="field-error" role="alert">
          {inlineEdit.formError}
        </span>
      ) : null}
    </span>
  );
}
