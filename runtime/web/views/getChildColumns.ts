import type { ChildrenDefinition, ColumnDefinition, EntityDefinition } from '../../shared/index.js';
import { getFieldColumn } from '../cells/index.js';

/**
 * The columns of a children table in a view: the child entity's first grid's (their titles and cells, e.g. money
 * for prices), else one per child field; never `_id` nor the field pointing back at the parent.
 */
export function getChildColumns(child: EntityDefinition, children: ChildrenDefinition): ColumnDefinition[] {
  const shown = (field: string) => field !== '_id' && field !== children.field;
  const grid = child.grids[0];
  if (grid)
    return grid.columns
      .filter((column) => shown(column.field))
      .map((column) => ({ ...column, sortable: false, filter: null, editable: false, editor: null }));
  return child.fields.filter((field) => shown(field.name)).map((field) => getFieldColumn(child, field.name));
}
