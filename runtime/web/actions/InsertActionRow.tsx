import { FieldInput } from '../editors/FieldInput.js';
import { Spinner } from '../components/Spinner.js';
import { useMessages } from '../context/index.js';
import type { GridActionProps } from '../registry/ActionKindEntry.js';
import { useInsertRow } from './useInsertRow.js';

/** The row above the data where a new record is typed: an input under each editable column and Agregar. */
export function InsertActionRow({ action, grid }: GridActionProps) {
  const messages = useMessages();
  const { fields, values, setValue, fieldErrors, formError, isPending, submit } = useInsertRow(action, grid);
  return (
    <tr className="grid-insert-row" aria-label={messages.insertRowLabel}>
      {grid.columns.map((column) => {
        const field = fields.find((candidate) => candidate.name === column.field);
        return (
          <td key={column.field}>
            {field && column.editor ? (
              <FieldInput
                entity={grid.entity}
                field={field}
                editor={column.editor}
                options={column.options}
                value={values[field.name]}
                onChange={(value) => setValue(field.name, value)}
                errors={fieldErrors[field.name]}
                disabled={isPending}
                onEnter={submit}
              />
            ) : null}
          </td>
        );
      })}
      <td className="grid-actions-cell">
        {isPending ? (
          <Spinner />
        ) : (
          <button type="button" className="button button--small button--primary" onClick={submit}>
            {action.label ?? messages.add}
          </button>
        )}
        {formError ? (
          <span className="field-error" role="alert">
            {formError}
          </span>
        ) : null}
      </td>
    </tr>
  );
}
