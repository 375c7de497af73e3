import type { ColumnDefinition } from '../../shared/index.js';
import { useInlineEditContext } from '../actions/InlineEditContext.js';
import { getCell } from '../cells/index.js';
import { FieldInput } from '../editors/FieldInput.js';
import { useRegistry } from '../context/index.js';
import type { GridRow } from '../api/GridRow.js';

export interface GridDataCellProps {
  /** The grid's entity: the row's. */
  readonly entity: string;
  readonly column: ColumnDefinition;
  readonly row: GridRow;
}

/** One data cell: the column's registered cell, or an input while inline edit holds the row. */
export function GridDataCell({ entity, column, row }: GridDataCellProps) {
  const { cells } = useRegistry();
  const inlineEdit = useInlineEditContext();
  if (column.editable && column.editor && inlineEdit?.isEditing(row)) {
    const field = inlineEdit.fields.find((candidate) => candidate.name === column.field);
    if (field) {
      return (
        <FieldInput
          entity={entity}
          field={field}
          editor={column.editor}
          options={column.options}
          value={inlineEdit.values[field.name]}
          onChange={(value) => inlineEdit.setValue(field.name, value)}
          errors={inlineEdit.fieldErrors[field.name]}
          disabled={inlineEdit.isPending}
          onEnter={inlineEdit.save}
          onEscape={inlineEdit.cancel}
        />
      );
    }
  }
  const Cell = getCell(cells, column.cell);
  return <Cell value={row[column.field]} column={column} row={row} entity={entity} />;
}
